import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { STATUS_BUTTON } from "~/content/retreats/display";
import type { RetreatStatus } from "~/content/retreats/schema";
import { cn } from "~/lib/utils";

interface RetreatCardProps {
  title: string;
  dates: string;
  description: string;
  image: string;
  to: string;
  status: RetreatStatus;
  /** The badge on the picture; by default the status's ("Now booking"). */
  badge?: string;
  /** "status": Book Now / Join Waitlist by status (home). "details": View Details (upcoming and past pages). */
  action: "status" | "details";
  index?: number;
  headingLevel?: 2 | 3;
}

/**
 * A retreat card: image on top, whole card clickable through one real link (the button,
 * stretched over the card with ::after), so keyboard and screen-reader users meet one stop.
 */
export function RetreatCard({ title, dates, description, image, to, status, badge, action, index = 0, headingLevel = 3 }: RetreatCardProps) {
  const button = STATUS_BUTTON[status];
  const Heading = `h${headingLevel}` as "h3";
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
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
          className={cn("w-full bg-linen", action === "details" ? "aspect-[3/2]" : "aspect-[3/2] sm:aspect-[4/3]")}
          imgClassName="transition-transform duration-[1200ms] ease-out group-hover:scale-[1.04]"
        />
        <span className="absolute top-4 left-4 rounded-full bg-sand/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink shadow-sm">
          {badge ?? button.badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6 md:p-7">
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <CalendarDays aria-hidden className="size-4 text-clay" />
          {dates}
        </p>
        <Heading className="text-2xl leading-snug font-normal">{title}</Heading>
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
