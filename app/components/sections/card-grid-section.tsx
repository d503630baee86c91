import { Reveal } from "~/components/reveal";
import { cn } from "~/lib/utils";
import { IconBadge } from "./icons";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

type CardsSection = SectionOf<"at-a-glance" | "highlights" | "what-to-expect">;

/** At a Glance, Retreat Highlights and What to Expect: icon cards in a calm grid. */
export function CardGridSection({ section, tone }: SectionProps<CardsSection>) {
  const headingId = `${section.id}-title`;
  const n = section.cards.length;
  // On a three-column grid an orphaned pair of cards is centred (six half-columns, span two).
  const centreLastPair = n !== 4 && n % 3 === 2;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <ul
        className={cn(
          "mt-10 grid gap-4 sm:grid-cols-2 md:mt-14 md:gap-6",
          n === 4 ? "lg:grid-cols-4" : centreLastPair ? "lg:grid-cols-6" : "lg:grid-cols-3",
        )}
      >
        {section.cards.map((card, i) => (
          <Reveal
            as="li"
            index={i % 3}
            key={card.title}
            className={cn(
              "flex flex-col gap-4 rounded-2xl border border-ink/5 p-6 shadow-soft md:p-7",
              centreLastPair && "lg:col-span-2",
              centreLastPair && i === n - 2 && "lg:col-start-2",
              tone === "linen" ? "bg-sand" : "bg-white/70",
            )}
          >
            <IconBadge name={card.icon} />
            <h3 className="text-xl leading-snug font-normal md:text-2xl">{card.title}</h3>
            <p className="leading-relaxed text-ink-soft">{card.text}</p>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
