import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Reveal } from "~/components/reveal";
import type { FaqGroup } from "~/content/pages/types";
import { RichText } from "./rich-text";

/**
 * The FAQ: one Radix accordion across all groups, so exactly one answer is open at a time and
 * the open one closes again (SPEC §2). Radix renders closed answers as empty, so without
 * JavaScript the accordion is hidden (html lacks the .js class) and a <noscript> copy shows
 * every answer instead: the page stays readable and nothing shifts for everyone else.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <>
      <Accordion type="single" collapsible className="space-y-14 md:space-y-20 [html:not(.js)_&]:hidden">
        {groups.map((group, g) => (
          <Reveal key={group.id} as="section" index={g === 0 ? 0 : 1} aria-labelledby={`faq-${group.id}`}>
            <FaqGroupHeading group={group} index={g} />
            <div className="border-t border-ink/15">
              {group.items.map((item, i) => (
                <AccordionItem key={item.question} value={`${group.id}-${i}`}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent className="max-w-3xl text-base leading-relaxed">
                    <RichText text={item.answer} />
                  </AccordionContent>
                </AccordionItem>
              ))}
            </div>
          </Reveal>
        ))}
      </Accordion>
      <noscript>
        <div className="space-y-14">
          {groups.map((group, g) => (
            <section key={group.id} aria-labelledby={`faq-nojs-${group.id}`}>
              <FaqGroupHeading group={group} index={g} idPrefix="faq-nojs" />
              <dl className="divide-y divide-ink/15 border-t border-ink/15">
                {group.items.map((item) => (
                  <div key={item.question} className="py-5">
                    <dt className="text-lg font-semibold text-ink">{item.question}</dt>
                    <dd className="mt-2 max-w-3xl leading-relaxed text-ink-soft">
                      <RichText text={item.answer} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </noscript>
    </>
  );
}

function FaqGroupHeading({ group, index, idPrefix = "faq" }: { group: FaqGroup; index: number; idPrefix?: string }) {
  return (
    <div className="mb-4 flex items-baseline gap-4">
      <span aria-hidden className="font-display text-lg text-clay">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h2 id={`${idPrefix}-${group.id}`} className="text-2xl font-normal md:text-4xl">
        {group.title}
      </h2>
    </div>
  );
}
