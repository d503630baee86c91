import { TriangleAlert } from "lucide-react";

/**
 * What the organiser should look at again in a saved edition (lib/editions/warnings.ts): calm
 * notes above the form, not errors; the edition is saved as it is.
 */
export function EditionWarnings({ warnings }: { warnings: readonly string[] }) {
  if (!warnings.length) return null;
  return (
    <section aria-labelledby="edition-warnings-title" className="rounded-2xl border border-gold/60 bg-linen px-5 py-4 md:px-7" data-testid="edition-warnings">
      <h2 id="edition-warnings-title" className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-clay-dark" /> Worth a second look (the edition is saved as it is)
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}
