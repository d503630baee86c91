import { Link } from "react-router";
import { Reveal } from "~/components/reveal";
import type { LegalDocument } from "~/content/pages/types";
import { formatLongDate } from "~/content/pages/legal-documents";
import { cn } from "~/lib/utils";
import { DocBlocks } from "./doc-blocks";

interface LegalLayoutProps {
  doc: LegalDocument;
  nav: { slug: string; label: string; to: string }[];
}

/**
 * One layout for the five legal pages: a calm linen header with the "last updated" date, a
 * table of contents (sticky beside the text on wide screens, above it on phones), numbered
 * sections, and links to the sibling policies.
 */
export function LegalLayout({ doc, nav }: LegalLayoutProps) {
  return (
    <main id="main">
      <header className="bg-linen pt-32 pb-12 md:pt-40 md:pb-16">
        <div className="container-content">
          <p className="mb-3 text-xs font-semibold tracking-[0.22em] text-clay-dark uppercase md:text-sm">Legal</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-normal md:text-6xl">{doc.title}</h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-ink-soft md:text-lg">{doc.summary}</p>
          <p className="mt-6 text-sm text-ink-soft">
            Last updated: <time dateTime={doc.lastUpdated}>{formatLongDate(doc.lastUpdated)}</time>
          </p>
        </div>
      </header>

      <div className="container-content grid gap-10 py-12 md:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <nav aria-labelledby="toc-heading" className="rounded-2xl border border-ink/10 bg-sand p-5 lg:border-0 lg:p-0">
            <h2 id="toc-heading" className="font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {doc.sections.map((section, i) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-9 items-baseline gap-3 py-1 text-ink-soft hover:text-clay-dark"
                  >
                    <span aria-hidden className="w-5 shrink-0 text-xs text-clay-dark tabular-nums">
                      {String(i + 1).padStart(2, "0")}
                    </span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <article className="max-w-3xl">
          {doc.sections.map((section, i) => (
            <Reveal
              as="section"
              key={section.id}
              aria-labelledby={section.id}
              className={cn("pb-10 md:pb-12", i > 0 && "border-t border-ink/10 pt-10 md:pt-12")}
            >
              <h2 id={section.id} className="mb-5 flex items-baseline gap-4 text-2xl font-normal md:text-3xl">
                <span aria-hidden className="font-display text-base text-clay">
                  {String(i + 1).padStart(2, "0")}
                </span>
                {section.heading}
              </h2>
              <DocBlocks blocks={section.blocks} />
            </Reveal>
          ))}

          <nav aria-labelledby="policies-heading" className="mt-6 rounded-2xl bg-linen p-6 md:p-8">
            <h2 id="policies-heading" className="text-xl font-normal">
              Our other policies
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {nav
                .filter((item) => item.slug !== doc.slug)
                .map((item) => (
                  <li key={item.slug}>
                    <Link
                      to={item.to}
                      className="inline-flex min-h-11 items-center font-medium text-clay-dark underline decoration-clay/40 underline-offset-4 hover:decoration-clay"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </article>
      </div>
    </main>
  );
}
