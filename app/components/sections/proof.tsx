import { ArrowUpRight, Award, Newspaper, Star } from "lucide-react";
import type { ProofView } from "~/lib/proof/schema";
import { ExternalLink } from "./external-link";
import { SectionHeading, SectionShell } from "./section-shell";

/**
 * Proof of a real business, as the organiser keeps it in the admin (/admin/proof): reviews with
 * their source and a link to each, accreditations and press mentions. Each block is hidden while
 * the organiser has none, and the section while all three are empty.
 */
export function ProofSection({ proof }: { proof: Pick<ProofView, "reviews" | "accreditations" | "press"> }) {
  const { reviews, accreditations, press } = proof;
  if (!reviews.length && !accreditations.length && !press.length) return null;
  return (
    <SectionShell id="proof" labelledBy="proof-title">
      <SectionHeading id="proof-title" eyebrow="In good hands" title="Reviewed, registered and written about" />
      {reviews.length ? (
        <div className="mt-10 md:mt-14" data-testid="proof-reviews">
          <h3 className="flex items-center gap-2 font-display text-2xl">
            <Star aria-hidden className="size-5 text-clay" /> Reviews
          </h3>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((r, i) => (
              <li key={`${i}-${r.name}`} className="flex flex-col rounded-2xl bg-linen p-6 shadow-soft">
                <blockquote className="flex-1 font-display text-lg leading-snug">
                  <p>&ldquo;{r.text}&rdquo;</p>
                </blockquote>
                <p className="mt-4 text-sm text-ink-soft">
                  <span className="font-semibold text-ink">{r.name}</span> on {r.source}
                  {r.month ? `, ${r.month}` : ""}
                </p>
                <ExternalLink href={r.url} className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-clay-dark underline underline-offset-4">
                  Read it on {r.source} <ArrowUpRight aria-hidden className="size-3.5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {accreditations.length || press.length ? (
        <div className="mt-10 grid gap-10 md:mt-14 md:grid-cols-2 md:gap-16">
          {accreditations.length ? (
            <div data-testid="proof-accreditations">
              <h3 className="flex items-center gap-2 font-display text-2xl">
                <Award aria-hidden className="size-5 text-clay" /> Accreditations
              </h3>
              <ul className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
                {accreditations.map((a, i) => (
                  <li key={`${i}-${a.name}`} className="py-4">
                    <p className="font-semibold">{a.url ? <ExternalLink href={a.url} className="underline underline-offset-4">{a.name}</ExternalLink> : a.name}</p>
                    <p className="text-ink-soft">{a.detail}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {press.length ? (
            <div data-testid="proof-press">
              <h3 className="flex items-center gap-2 font-display text-2xl">
                <Newspaper aria-hidden className="size-5 text-clay" /> In the press
              </h3>
              <ul className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
                {press.map((p, i) => (
                  <li key={`${i}-${p.name}`} className="py-4">
                    <p className="text-xs font-semibold tracking-[0.2em] text-clay-dark uppercase">
                      {p.name}
                      {p.month ? ` · ${p.month}` : ""}
                    </p>
                    <ExternalLink href={p.url} className="mt-1 block font-display text-lg leading-snug underline-offset-4 hover:underline">
                      {p.text}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </SectionShell>
  );
}
