import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

/** What an unsubscribe page answers with: never cached, never indexed. */
export const UNSUBSCRIBE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The POST's answer when there was one (the button's or a one-click unsubscribe), else the page's. */
export function unsubscribeHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * The page of an unsubscribe link (the newsletter's, a waitlist e-mail's): what the link does or
 * did, and while it is still to do, the button whose POST does it (the token carried in the form);
 * otherwise a way on (`other`), with "Return to Home" beside either.
 */
export function UnsubscribePage({
  eyebrow,
  title,
  body,
  confirm,
  other,
}: {
  eyebrow: string;
  title: string;
  body: string;
  /** The button and the token it posts, while there is something to confirm. */
  confirm: { label: string; token: string } | null;
  other: { to: string; label: string };
}) {
  return (
    <main id="main" className="bg-linen pt-28 pb-20 md:pt-36 md:pb-28">
      <div className="container-content max-w-xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
        <p className="mt-4 text-ink-soft">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {confirm ? (
            <Form method="post" replace>
              <input type="hidden" name="token" value={confirm.token} />
              <Button type="submit" size="lg">
                {confirm.label}
              </Button>
            </Form>
          ) : (
            <Link to={other.to} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {other.label}
            </Link>
          )}
          <Link to="/" className={buttonVariants({ variant: confirm ? "ghost" : "primary", size: "lg" })}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
