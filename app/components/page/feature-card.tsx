import type { Feature } from "~/content/pages/types";
import { Reveal } from "~/components/reveal";
import { ContentIcon } from "~/lib/icons/content-icon";
import { cn } from "~/lib/utils";

/** An icon, a title and a short paragraph: differentiators, offers, benefits. */
export function FeatureCard({ feature, index = 0, className }: { feature: Feature; index?: number; className?: string }) {
  return (
    <Reveal
      as="li"
      index={index}
      className={cn("flex flex-col rounded-2xl border border-ink/10 bg-sand p-6 shadow-soft md:p-8", className)}
    >
      <span aria-hidden className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-linen text-clay">
        <ContentIcon name={feature.icon} className="size-5" strokeWidth={1.6} />
      </span>
      <h3 className="text-xl font-normal text-ink md:text-2xl">{feature.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-soft">{feature.body}</p>
    </Reveal>
  );
}

export function FeatureGrid({ features, columns = 4 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "grid gap-5 md:gap-6",
        columns === 4 && "sm:grid-cols-2 lg:grid-cols-4",
        columns === 3 && "sm:grid-cols-2 lg:grid-cols-3",
        columns === 2 && "sm:grid-cols-2",
      )}
    >
      {features.map((feature, i) => (
        <FeatureCard key={feature.title} feature={feature} index={i % 4} />
      ))}
    </ul>
  );
}
