import { BrochureForm, WaitlistForm } from "~/components/forms/lead-forms";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

function LeadLayout({
  id,
  eyebrow,
  title,
  text,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <SectionShell id={id} tone="olive" labelledBy={headingId}>
      <div className="grid gap-10 md:grid-cols-[1fr_1.1fr] md:gap-16">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={text} tone="olive" />
        {/* The form sits on a light card so its fields keep the site's normal contrast. */}
        <div className="rounded-3xl bg-sand p-6 text-ink shadow-soft md:p-10">{children}</div>
      </div>
    </SectionShell>
  );
}

/** Download Full Brochure: the lead form from forms/, with this retreat's brochure. */
export function BrochureSection({ section, retreat }: SectionProps<SectionOf<"brochure">>) {
  return (
    <LeadLayout id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text}>
      <BrochureForm
        slug={retreat.slug}
        retreatName={retreat.name}
        brochureUrl={`/brochures/${retreat.slug}.pdf`}
        flow={section.flow}
      />
    </LeadLayout>
  );
}

export function WaitlistSection({ section, retreat }: SectionProps<SectionOf<"waitlist">>) {
  return (
    <LeadLayout id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text}>
      <WaitlistForm
        slug={retreat.slug}
        retreatName={retreat.name}
        defaultInterest={section.defaultInterest}
        flow={section.flow}
      />
    </LeadLayout>
  );
}
