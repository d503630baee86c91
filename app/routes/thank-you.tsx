import { ArrowRight, Download } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { useNavigationState } from "~/lib/use-navigation-state";
import type { Route } from "./+types/thank-you";
import { ThankYouShell } from "~/components/page/thank-you-shell";
import { innerPageMeta } from "~/components/page/page-meta";
import type { HeaderHandle } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button-variants";
import { DEFAULT_BROCHURE, RETREAT_THANK_YOU_IMAGES, THANK_YOU_IMAGE, thankYouView, thankYouImage } from "~/content/pages/thank-you";
import { readThankYouState, type ThankYouState } from "~/lib/forms/thank-you-state.server";
import { imagesFor } from "~/lib/images.server";
import { tabTitle } from "~/lib/meta";

export const handle: HeaderHandle = { header: "solid" };

/** Without JavaScript the form action leaves the state in a flash cookie; read it here. */
export async function loader({ request }: Route.LoaderArgs) {
  const { state, headers } = await readThankYouState(request);
  // Every picture the page may show: with JavaScript the state comes with the navigation.
  return data({ state, images: await imagesFor(THANK_YOU_IMAGE, RETREAT_THANK_YOU_IMAGES) }, { headers });
}

// The title says what the heading says. Without JavaScript the loader has the message (from
// the flash cookie); with it, the message comes with the navigation, which meta never sees
// (nor does the server, so using it here would break hydration): the page sets the tab's
// title itself once hydrated.
export const meta: Route.MetaFunction = ({ matches, data }) =>
  innerPageMeta(matches, {
    seo: { title: thankYouView(data?.state).message, description: "Thank you for signing up with Retreatly. We will be in touch about your retreat soon, usually within 24-48 hours." },
    path: "/thank-you",
    noindex: true,
  });

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  // SPEC §4: client navigation carries the state; the server copy covers JavaScript-off posts.
  const view = thankYouView(useNavigationState<ThankYouState>() ?? loaderData.state);
  useEffect(() => {
    document.title = tabTitle(view.message);
  }, [view.message]);
  return (
    <ThankYouShell image={view.showBrochureButton ? undefined : thankYouImage(view.message, view.subtitle)} title={view.message} subtitle={view.subtitle}>
      {view.showBrochureButton && (
        <a
          href={DEFAULT_BROCHURE.brochureUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: "lg" })}
        >
          <Download aria-hidden />
          Download Brochure
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <Link
        to="/upcoming-retreats"
        className={buttonVariants({ variant: view.showBrochureButton ? "outline" : "primary", size: "lg" })}
      >
        Explore Upcoming Retreats
        <ArrowRight aria-hidden />
      </Link>
    </ThankYouShell>
  );
}
