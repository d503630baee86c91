import type { ReactNode } from "react";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { HeroShade } from "./hero-shade";
import { cn } from "~/lib/utils";

interface PageHeroProps {
  /** Small caps line above the title, e.g. "Our story". */
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Image id from the catalogue, e.g. "page/about". Always loaded eagerly: it is the LCP. */
  imageId: string;
  /** Buttons or links under the intro. */
  children?: ReactNode;
  /** "tall" for landing-style pages, "default" for inner pages. */
  size?: "default" | "tall";
  className?: string;
}

/**
 * The top of every inner page: a full-bleed picture, shaded only under the text so sand-coloured
 * text keeps its contrast (and the default transparent header sits on it).
 * The olive base colour stands in for the image while it loads or before images are built.
 */
export function PageHero({ eyebrow, title, intro, imageId, children, size = "default", className }: PageHeroProps) {
  return (
    <section
      className={cn(
        "relative isolate flex items-end overflow-hidden bg-olive text-sand",
        size === "tall" ? "min-h-[60svh] md:min-h-[88svh]" : "min-h-[68svh] md:min-h-[72svh]",
        className,
      )}
    >
      <Picture
        id={imageId}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full bg-olive"
      />
      <HeroShade />
      <div className="container-content pt-28 pb-10 md:pt-44 md:pb-20">
        <Reveal hero className="max-w-3xl">
          {eyebrow && (
            // The rule keeps to its own column: an eyebrow that wraps on a phone ("18-22 February
            // 2026 · Maafushi Island") lines up under its first line, not under the rule.
            <p className="mb-4 flex items-center gap-3 text-xs font-semibold tracking-[0.25em] text-linen uppercase md:text-sm">
              <span aria-hidden className="h-px w-8 shrink-0 bg-gold" />
              <span>{eyebrow}</span>
            </p>
          )}
          <h1 className="text-4xl leading-[1.08] font-normal text-sand sm:text-5xl md:text-6xl lg:text-7xl">{title}</h1>
          {intro && <div className="mt-5 max-w-2xl text-base leading-relaxed text-linen md:mt-6 md:text-lg">{intro}</div>}
          {children && <div className="mt-6 flex flex-wrap gap-3 md:mt-8">{children}</div>}
        </Reveal>
      </div>
    </section>
  );
}
