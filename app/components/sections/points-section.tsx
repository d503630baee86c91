import { FeatureList } from "./feature-list";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

type PointsSection = SectionOf<"at-a-glance" | "highlights" | "what-to-expect">;

/**
 * At a Glance reads as a fact sheet under its heading; Retreat Highlights and What to Expect
 * are strung on a line beside theirs, as the itinerary's days are, so a retreat page reads as the
 * shape of the days rather than as rows of icon cards.
 */
export function PointsSection({ section, tone }: SectionProps<PointsSection>) {
  const headingId = `${section.id}-title`;
  const heading = <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      {section.type === "at-a-glance" ? (
        <>
          {heading}
          <FeatureList items={section.cards} variant="sheet" foldAfter={3} className="mt-4 md:mt-12" />
        </>
      ) : (
        <div className="grid gap-6 md:grid-cols-[1fr_1.6fr] md:gap-16">
          {heading}
          <FeatureList items={section.cards} variant="timeline" className="md:mt-2" />
        </div>
      )}
    </SectionShell>
  );
}
