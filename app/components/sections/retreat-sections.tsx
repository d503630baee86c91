import type { ComponentType } from "react";
import type { Retreat, SectionType } from "~/content/retreats/schema";
import type { EditionNotice as Notice } from "~/lib/editions/view";
import { PointsSection } from "./points-section";
import { GallerySection } from "./gallery-section";
import { HowToBook } from "./how-to-book";
import { RetreatFaq } from "./retreat-faq";
import { Inclusions } from "./inclusions";
import { IntroSection } from "./intro-section";
import { Itinerary } from "./itinerary";
import { BrochureSection, WaitlistSection } from "./lead-sections";
import { EditionNotice } from "./edition-notice";
import { Pricing } from "./pricing";
import { RetreatHero } from "./retreat-hero";
import type { Tone } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";
import type { TestimonialView } from "~/lib/proof/schema";
import { RetreatRecap } from "./recap";

/**
 * The section registry: every section type a retreat file may list, and the component that
 * renders it. The mapped type makes a new section type a compile error until it is registered.
 */
const sectionRegistry: { [T in SectionType]: ComponentType<SectionProps<SectionOf<T>>> } = {
  intro: IntroSection,
  "at-a-glance": PointsSection,
  highlights: PointsSection,
  "what-to-expect": PointsSection,
  inclusions: Inclusions,
  itinerary: Itinerary,
  gallery: GallerySection,
  pricing: Pricing,
  "how-to-book": HowToBook,
  faq: RetreatFaq,
  brochure: BrochureSection,
  waitlist: WaitlistSection,
};

/**
 * A whole retreat page body: hero, the edition's notice (over, under way, full, few places),
 * then the sections in the order the data lists them.
 */
export function RetreatPage({ retreat, notice = null, recap = [] }: { retreat: Retreat; notice?: Notice | null; recap?: readonly TestimonialView[] }) {
  let band = 0;
  return (
    <>
      <RetreatHero retreat={retreat} />
      {notice ? <EditionNotice notice={notice} /> : null}
      <RetreatRecap quotes={recap} name={retreat.name} />
      {retreat.sections.map((section) => {
        const Component = sectionRegistry[section.type] as ComponentType<SectionProps>;
        // Bands alternate sand and linen so neighbouring sections read apart; lead forms are olive.
        const tone: Tone = band++ % 2 === 0 ? "sand" : "linen";
        return <Component key={section.id} section={section} retreat={retreat} tone={tone} />;
      })}
    </>
  );
}
