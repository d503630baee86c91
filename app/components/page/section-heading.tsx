import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  /** For dark (olive) sections. */
  tone?: "default" | "light";
  id?: string;
  as?: "h1" | "h2";
  className?: string;
}

/** Eyebrow, serif title and an optional intro: the opening of every content section. */
export function SectionHeading({ eyebrow, title, intro, align = "left", tone = "default", id, as = "h2", className }: SectionHeadingProps) {
  const Heading = as;
  const light = tone === "light";
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-xs font-semibold tracking-[0.22em] uppercase md:text-sm",
            light ? "text-linen" : "text-clay-dark",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn("text-3xl leading-tight font-normal md:text-5xl", light ? "text-sand" : "text-ink")}
      >
        {title}
      </Heading>
      <div
        aria-hidden
        className={cn("mt-5 h-px w-14 bg-gold", align === "center" && "mx-auto")}
      />
      {intro && (
        <div className={cn("mt-5 text-base leading-relaxed md:text-lg", light ? "text-sand/90" : "text-ink-soft")}>
          {intro}
        </div>
      )}
    </div>
  );
}
