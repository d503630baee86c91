import { useActionData } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { BrochureForm, WaitlistForm } from "~/components/forms/retreat-forms";
import { isFormReply } from "~/lib/forms/reply";
import { SectionHeading, SectionShell, type Tone } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

function LeadLayout({
  id,
  eyebrow,
  title,
  text,
  children,
  aside,
  tone,
}: {
  tone: Tone;
  /** Under the heading: what the visitor gets, so the column is not left empty beside the form. */
  aside?: React.ReactNode;
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    // An olive panel inset in the page's band, so it never runs into the olive footer below.
    <SectionShell id={id} tone={tone} labelledBy={headingId}>
      <div className="grid gap-7 rounded-[2rem] bg-olive px-5 py-8 text-sand shadow-soft md:grid-cols-[1fr_1.1fr] md:gap-16 md:p-16">
        <div className="md:self-center">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={text} tone="olive" />
          {aside}
        </div>
        {/* The form sits on a light card so its fields keep the site's normal contrast. */}
        <div className="rounded-3xl bg-sand p-5 text-ink shadow-soft md:p-10">{children}</div>
      </div>
    </SectionShell>
  );
}

/** What every retreat brochure holds (app/lib/brochures), listed beside its form. */
const IN_THE_BROCHURE = ["The day-by-day itinerary", "Your room and the venue", "What is included, and what is not", "Dates, price and how to book"];

/** Download Full Brochure: the lead form from forms/, with this retreat's brochure. */
export function BrochureSection({ section, retreat, tone }: SectionProps<SectionOf<"brochure">>) {
  const aside = (
    // From md only: on a phone the heading's own sentence says what the brochure holds, and the
    // form comes a screen sooner.
    <ul aria-label="In the brochure" className="mt-8 hidden gap-3 border-t border-sand/20 pt-6 text-sand/90 md:grid">
      {IN_THE_BROCHURE.map((item) => (
        <li key={item} className="flex items-baseline gap-3">
          <span aria-hidden className="h-px w-5 shrink-0 translate-y-[-0.3em] bg-gold" />
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    <LeadLayout tone={tone} id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text} aside={aside}>
      <BrochureForm
        slug={retreat.slug}
        retreatName={retreat.name}
        brochureUrl={`/brochures/${retreat.slug}.pdf`}
        flow={section.flow}
      />
    </LeadLayout>
  );
}

export function WaitlistSection({ section, retreat, tone }: SectionProps<SectionOf<"waitlist">>) {
  // A brochure request posted (without JavaScript) to an edition that can no longer be booked
  // comes back refused with what was typed: the waitlist takes it, with the reason above it.
  const reply = useActionData();
  const refused = isFormReply(reply) && reply.form === "brochure" && reply.status === "rejected" && reply.result?.initialValue ? reply : null;
  const typed = refused?.result?.initialValue as Record<string, unknown> | undefined;
  const prefill = typed
    ? Object.fromEntries(["name", "email", "phone"].flatMap((k) => (typeof typed[k] === "string" ? [[k, typed[k] as string]] : [])))
    : undefined;
  return (
    <LeadLayout tone={tone} id={section.id} eyebrow={section.eyebrow} title={section.title} text={section.text}>
      {refused && refused.status === "rejected" ? (
        <div className="mb-6">
          <FormMessage kind="error" title={refused.toast.title} description={refused.toast.description} />
        </div>
      ) : null}
      <WaitlistForm
        prefill={prefill}
        slug={retreat.slug}
        retreatName={retreat.name}
        choices={section.choices}
        defaultInterest={section.defaultInterest}
        flow={section.flow}
      />
    </LeadLayout>
  );
}
