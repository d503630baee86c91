import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { STATUS_BUTTON } from "~/content/retreats/display";
import type { RetreatCardView } from "~/lib/editions/view";
import { cn } from "~/lib/utils";

/**
 * A retreat card: image on top, whole card clickable through one real link (the button,
 * stretched over the card with ::after), so keyboard and screen-reader users meet one stop.
 */
function RetreatCard({ card, index, sizes }: { card: RetreatCardView; index: number; sizes: string }) {
  const { title, dates, description, image, link: to, status, badge, action } = card;
  const button = STATUS_BUTTON[status];
  const label = action === "status" ? button.text : "View Details";
  return (
    <Reveal
      as="article"
      index={index}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-sand shadow-soft transition-shadow duration-500 hover:shadow-lg"
    >
      <div className="relative overflow-hidden">
        <Picture
          id={image}
          sizes={sizes}
          // A card is wide at every width: the hero's landscape version keeps its subject in frame.
          crop="landscape"
          className={cn("w-full bg-linen", action === "details" ? "aspect-[3/2]" : "aspect-[3/2] sm:aspect-[4/3]")}
          imgClassName="transition-transform duration-[1200ms] ease-out group-hover:scale-[1.04]"
        />
        <span className="absolute top-4 left-4 rounded-full bg-sand/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink shadow-sm">
          {badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6 md:p-7">
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <CalendarDays aria-hidden className="size-4 text-clay" />
          {dates}
        </p>
        <h3 className="text-2xl leading-snug font-normal">{title}</h3>
        <p className="flex-1 leading-relaxed text-ink-soft">{description}</p>
        <Link
          to={to}
          className={cn(
            action === "status"
              ? buttonVariants({ variant: button.variant })
              : "inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline-offset-4 group-hover:underline",
            "mt-3 self-start after:absolute after:inset-0 after:rounded-3xl after:content-['']",
          )}
        >
          {label}
          <span className="sr-only">: {title}</span>
          {action === "details" && <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />}
        </Link>
      </div>
    </Reveal>
  );
}

/**
 * The one grid every list of retreat cards uses. "row" (home): on a phone the cards sit in one
 * row that scrolls sideways, each a little narrower than the screen so the next one shows (four
 * stacked cards made the home page twice a phone's usual length); from sm up a grid of two, then
 * four. "pairs" (upcoming and past pages): one column on a phone, two from sm up.
 */
export function RetreatCardGrid({
  cards,
  layout,
  testId,
  className,
}: {
  cards: readonly RetreatCardView[];
  layout: "row" | "pairs";
  testId: string;
  className?: string;
}) {
  const row = layout === "row";
  return (
    <ul
      data-testid={testId}
      className={cn(
        row
          ? "-mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
          : "grid gap-6 sm:grid-cols-2 md:gap-8",
        className,
      )}
    >
      {cards.map((c, i) => (
        <li key={c.id} className={row ? "w-[82%] shrink-0 snap-start sm:w-auto" : undefined}>
          <RetreatCard
            card={c}
            index={i % (row ? 3 : 2)}
            sizes={
              row ? "(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 82vw" : "(min-width: 1152px) 35rem, (min-width: 640px) 50vw, 100vw"
            }
          />
        </li>
      ))}
    </ul>
  );
}
