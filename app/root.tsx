import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import dmSansUrl from "./fonts/dm-sans-core-400-600.woff2?url";
import frauncesUrl from "./fonts/fraunces-core-300-600.woff2?url";
import type { Route } from "./+types/root";
import "./site.css";
import { NotFound } from "~/components/not-found";
import { revealScript } from "~/components/reveal";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { LazyToaster } from "~/components/ui/toast";
import { defaultSite, type Site } from "~/content/site";
import { getSite } from "~/content/site.server";
import { menuDestinations, requestCatalogue } from "~/lib/editions/catalogue.server";
import { currentYear } from "~/lib/clock.server";
import { firstTouchCookie } from "~/lib/forms/attribution.server";
import { formRenderTime } from "~/lib/forms/render-time.server";
import { useNonce } from "~/lib/nonce-provider";

export const links: Route.LinksFunction = () => [
  // The core of each font (app.css): the extensions load only where a page needs them.
  { rel: "preload", href: frauncesUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: dmSansUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The root data (site facts, the form render time) does not change when a form posts: keeping
 * it also keeps `formStartedAt`, so a second form on the page is not timed from the first post.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}

/** The retreats the header's menu names, from the request's one read of the catalogue, which the page shares (ADR 043). */
async function destinations(context: unknown) {
  try {
    return menuDestinations(await requestCatalogue(context));
  } catch (error) {
    // A page (the error page too) still renders, with the menu's fixed links, if the database is away.
    console.error("menu destinations:", error);
    return [];
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // First-touch attribution cookie on the first page view, and the server time lead forms
  // echo back, signed, for their minimum fill time (~/lib/forms).
  const attribution = await firstTouchCookie(request);
  return data(
    // The copyright year follows the site's today (SITE_TODAY, or the organiser's date).
    { site: { ...getSite(), copyrightYear: currentYear() }, formStartedAt: await formRenderTime(), destinations: await destinations(context) },
    attribution ? { headers: { "Set-Cookie": attribution } } : undefined,
  );
}

/**
 * Before the first paint:
 * - `js` (styles that only make sense with scripts);
 * - `skip-offscreen` on a fresh visit only (app.css, docs/decisions/017). A reload or a back or
 *   forward step restores a scroll position measured on the whole page, and would land elsewhere
 *   among bands still at their placeholder height; a back step inside the site (popstate, before
 *   React Router restores the position) lays every band out again too;
 * - on a reload or a step back or forward, React Router's stored position, where it has one, is
 *   the one restored: the browser's own restoration (off with `scrollRestoration = 'manual'`,
 *   which the router sets only once it has hydrated) came after the router's jump and put the
 *   page some 20 px away. Where the router has none (a reload before hydration, since the router
 *   saves positions only once hydrated; an entry made by an in-page link, which the router files
 *   under no key of its own) the browser's restoration stays;
 * - smooth scrolling only where the visitor asked to go somewhere on the page (docs/decisions/021):
 *   `smooth-scroll` (app.css) from their first click on an in-page link, and the router's own
 *   scrolls (`scrollTo(x, y)`: the top of a new page, the place a back step returns to, a reload's
 *   position) always jump, as a page load does. Under a smooth `scroll-behavior` the router's
 *   scrolls animated: a visitor saw the next page glide up from where they had clicked.
 */
const headScript =
  "(function(){var d=document.documentElement;d.classList.add('js');" +
  "var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];" +
  "if(n&&n.type==='navigate')d.classList.add('skip-offscreen');else try{var k=history.state&&history.state.key," +
  "p=k&&JSON.parse(sessionStorage.getItem('react-router-scroll-positions')||'{}')[k];" +
  "if(typeof p=='number'&&'scrollRestoration'in history)history.scrollRestoration='manual'}catch(e){}" +
  "addEventListener('popstate',function(){d.classList.remove('skip-offscreen')});" +
  "addEventListener('click',function(e){var t=e.target;if(t.closest&&t.closest('a[href^=\"#\"]'))d.classList.add('smooth-scroll')},true);" +
  "var s=window.scrollTo;if('scrollBehavior'in d.style)window.scrollTo=function(x,y){" +
  "return typeof x=='number'?s.call(window,{left:x,top:y,behavior:'instant'}):s.apply(window,arguments)}})();";

/**
 * An inline script's text in the server's HTML only. It has run by the time React hydrates, and
 * hydration keeps a script's text as the server wrote it, so the browser's bundle need not carry
 * it (the retreat pages' JavaScript is at its budget).
 */
const serverOnly = (script: string) => ({ __html: import.meta.env.SSR ? script : "" });

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData("root") as { site: Site } | undefined;
  const site = data?.site ?? defaultSite;
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#343d2e" />
        {/* Marks that JavaScript runs before first paint, so scroll reveals never hide content otherwise. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverOnly(headScript)} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-clay px-4 py-2 text-sand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader brand={site.name} />
        {children}
        <SiteFooter site={site} />
        {/* Reveals what is on screen now; hydration comes only after the page has loaded (~/components/reveal). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverOnly(revealScript)} />
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Tests wait for this marker before they click: it is set once React has hydrated.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="flex min-h-[70dvh] items-center justify-center bg-linen px-6 pt-28 pb-20 text-center">
      <div className="max-w-md space-y-4">
        <p className="font-display text-6xl text-clay">{status}</p>
        <h1 className="text-3xl">Something went wrong on our side</h1>
        <p className="text-ink-soft">
          Please try again in a moment. If it keeps happening, write to us and we will help you directly.
        </p>
      </div>
    </main>
  );
}
