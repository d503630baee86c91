import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

/** SPEC §2 "Not found": the catch-all route and unknown retreat slugs both render this. */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-[70dvh] items-center justify-center bg-linen px-6 pt-28 pb-20 text-center">
      <div className="max-w-md space-y-5">
        <p className="font-display text-7xl text-clay">404</p>
        <h1 className="text-3xl md:text-4xl">Oops! Page not found</h1>
        <p className="text-ink-soft">
          The page you were looking for has moved or never existed. Our retreats are still here.
        </p>
        <Link to="/" className={buttonVariants()}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
