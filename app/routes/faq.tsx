import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { ClosingCta } from "~/components/page/blocks";
import { FaqList } from "~/components/page/faq-list";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { buttonVariants } from "~/components/ui/button-variants";
import { faqGroupsFor, faqHero, faqJsonLd, faqSeo } from "~/content/pages/faq";
import { whatsappLink } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { imagesFor } from "~/lib/images.server";
import { requestCatalogue, upcomingPairs } from "~/lib/editions/catalogue.server";
import { editionStatus } from "~/lib/editions/status";
import { openEditionTerms } from "~/lib/editions/view";

/**
 * The image entries this page shows (the manifest stays on the server), and the answers with
 * the terms of each edition open for booking today, read per request like the retreat pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await requestCatalogue(context);
  const open = upcomingPairs(catalogue)
    .filter((p) => editionStatus(p.edition, catalogue.today) === "open")
    .map((p) => openEditionTerms(p.content, p.edition));
  return { images: await imagesFor(faqHero), groups: faqGroupsFor(open) };
}

// The FAQPage JSON-LD is built from the same groups the page renders.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  innerPageMeta(matches, { seo: faqSeo, path: "/faq", imageId: faqHero.imageId, jsonLd: faqJsonLd(loaderData?.groups ?? faqGroupsFor([])) });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <main id="main">
      <PageHero {...faqHero} />
      <div className="section-y">
        <div className="container-content">
          <div className="mx-auto max-w-4xl">
            <FaqList groups={loaderData.groups} />
          </div>
        </div>
      </div>
      <ClosingCta
        title="Still have a question?"
        body="Ask us anything: about a retreat, a room or whether it is right for you. You will usually hear from us within 24-48 hours."
      >
        <Link to="/contact" className={buttonVariants()}>
          Contact Us
        </Link>
        <a
          href={whatsappLink(site, "Hello Retreatly, I have a question about a retreat.")}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageCircle aria-hidden />
          WhatsApp Us
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </ClosingCta>
    </main>
  );
}
