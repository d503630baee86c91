import { ChevronDown } from "lucide-react";
import { Reveal } from "~/components/reveal";
import type { FaqGroup } from "~/content/pages/types";
import { RichText } from "./rich-text";

/**
 * The FAQ as native disclosure: every answer is a <details> of one group name="faq", so the
 * browser itself keeps exactly one answer open and closes the open one again (SPEC §2), with
 * or without JavaScript, and nothing here needs hydrating (18 answers of Radix accordion cost
 * a long task on a phone). Enter and Space toggle a question; Tab moves between them.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="space-y-14 md:space-y-20">
      {groups.map((group, g) => (
        <Reveal key={group.id} as="section" index={g === 0 ? 0 : 1} aria-labelledby={`faq-${group.id}`}>
          <FaqGroupHeading group={group} index={g} />
          <div className="border-t border-ink/15">
            {group.items.map((item) => (
              <details key={item.question} name="faq" className="group border-b border-ink/15">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-ink transition-colors hover:text-clay-dark [&::-webkit-details-marker]:hidden">
                  <h3 className="font-sans text-base font-semibold tracking-normal md:text-lg">{item.question}</h3>
                  <ChevronDown aria-hidden className="size-5 shrink-0 text-clay transition-transform duration-300 group-open:rotate-180" />
                </summary>
                <div className="max-w-3xl pb-5 text-base leading-relaxed text-ink-soft">
                  <RichText text={item.answer} />
                </div>
              </details>
            ))}
          </div>
        </Reveal>
      ))}
    </div>
  );
}

function FaqGroupHeading({ group, index }: { group: FaqGroup; index: number }) {
  return (
    <div className="mb-4 flex items-baseline gap-4">
      <span aria-hidden className="font-display text-lg text-clay">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h2 id={`faq-${group.id}`} className="text-2xl font-normal md:text-4xl">
        {group.title}
      </h2>
    </div>
  );
}
