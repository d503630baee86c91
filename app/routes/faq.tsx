import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { ClosingCta } from "~/components/page/blocks";
import { FaqList } from "~/components/page/faq-list";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { buttonVariants } from "~/components/ui/button-variants";
import { faqGroups, faqHero, faqJsonLd, faqSeo } from "~/content/pages/faq";
import { whatsappLink } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { imagesFor } from "~/lib/images.server";

// The FAQPage JSON-LD is built from the same groups the page renders.
/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(faqHero) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: faqSeo, path: "/faq", imageId: faqHero.imageId, jsonLd: faqJsonLd(faqGroups) });

export default function Faq() {
  const site = useSite();
  return (
    <main id="main">
      <PageHero {...faqHero} />
      <div className="section-y">
        <div className="container-content">
          <div className="mx-auto max-w-4xl">
            <FaqList groups={faqGroups} />
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
