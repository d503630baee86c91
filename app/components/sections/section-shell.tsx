import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";
import { cn } from "~/lib/utils";

export type Tone = "sand" | "linen" | "olive";

const toneClass: Record<Tone, string> = {
  sand: "bg-sand text-ink",
  linen: "bg-linen text-ink",
  olive: "bg-olive text-sand",
};

/** Eyebrow + serif heading + optional intro: the rhythm every section shares. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  tone = "sand",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: Tone;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "mb-2 text-xs font-semibold tracking-[0.25em] uppercase md:mb-3",
            tone === "olive" ? "text-linen" : "text-clay-dark",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-[1.75rem] leading-tight font-normal md:text-5xl">
        {title}
      </h2>
      {intro && (
        <p className={cn("mt-3 text-base leading-relaxed md:mt-4 md:text-lg", tone === "olive" ? "text-linen" : "text-ink-soft")}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** A full-width band with the content container, an anchor id and a fade-up reveal. */
export function SectionShell({
  id,
  tone = "sand",
  labelledBy,
  className,
  children,
}: {
  id: string;
  tone?: Tone;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn("section-y", toneClass[tone], className)}>
      <Reveal className="container-content">{children}</Reveal>
    </section>
  );
}
