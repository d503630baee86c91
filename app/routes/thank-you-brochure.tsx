import { ArrowLeft, ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { useNavigationState } from "~/lib/use-navigation-state";
import type { Route } from "./+types/thank-you-brochure";
import { RichText } from "~/components/page/rich-text";
import { ThankYouShell } from "~/components/page/thank-you-shell";
import { innerPageMeta } from "~/components/page/page-meta";
import type { HeaderHandle } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button-variants";
import { BROCHURE_TITLE, RETREAT_THANK_YOU_IMAGES, THANK_YOU_IMAGE, brochureCopy, brochureView, thankYouImage } from "~/content/pages/thank-you";
import { whatsappLink } from "~/content/site";
import { readBrochureThankYouState, type BrochureThankYouState } from "~/lib/forms/thank-you-state.server";
import { imagesFor } from "~/lib/images.server";
import { useSite } from "~/lib/use-site";

export const handle: HeaderHandle = { header: "solid" };

/** Without JavaScript the brochure action leaves {brochureUrl, retreatName} in a flash cookie. */
export async function loader({ request }: Route.LoaderArgs) {
  const { state, headers } = await readBrochureThankYouState(request);
  // Every picture the page may show: with JavaScript the state comes with the navigation,
  // which the loader never sees.
  return data({ state, images: await imagesFor(THANK_YOU_IMAGE, RETREAT_THANK_YOU_IMAGES) }, { headers });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, {
    seo: { title: BROCHURE_TITLE, description: "Your Retreatly brochure is ready to open and download: the days, the stay, the price and how to book your place." },
    path: "/thank-you/brochure",
    noindex: true,
  });

export default function ThankYouBrochure({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const view = brochureView(useNavigationState<BrochureThankYouState>() ?? loaderData.state);
  const whatsapp = whatsappLink(site, `Hello Retreatly, could you send me the ${view.retreatName} brochure?`);
  return (
    <ThankYouShell
      image={view.fromForm ? thankYouImage(view.brochureUrl, view.retreatName) : undefined}
      title={view.title}
      subtitle={brochureCopy.intro(view.retreatName)}
      footer={
        <>
          {view.fromForm && <p className="mb-3">{brochureCopy.emailNote}</p>}
          <p>
            <RichText
              text={`Trouble opening it? Write to us at [${site.email}](mailto:${site.email}) or [WhatsApp us on ${site.phoneDisplay}](${whatsapp}) and we will send it to you directly.`}
            />
          </p>
        </>
      }
    >
      <a href={view.brochureUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: "lg" })}>
        <ExternalLink aria-hidden />
        {brochureCopy.button}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Link to="/upcoming-retreats" className={buttonVariants({ variant: "outline", size: "lg" })}>
        <ArrowLeft aria-hidden />
        {brochureCopy.back}
      </Link>
    </ThankYouShell>
  );
}
