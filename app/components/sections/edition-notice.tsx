import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { EditionNotice as Notice } from "~/lib/editions/view";

/**
 * Under a retreat's hero: that the edition took place (with its dates), is under way, is full,
 * or has few places left; and, when there is one, the next edition.
 */
export function EditionNotice({ notice }: { notice: Notice }) {
  return (
    <section
      id="edition-notice"
      aria-labelledby="edition-notice-title"
      data-testid="edition-notice"
      data-kind={notice.kind}
      className="scroll-mt-24 border-b border-gold/40 bg-linen text-ink"
    >
      <div className="container-content flex flex-col gap-5 py-8 md:flex-row md:items-center md:justify-between md:gap-10 md:py-10">
        <div className="flex gap-4">
          <span aria-hidden className="mt-4 h-px w-8 shrink-0 bg-gold" />
          <div className="max-w-2xl">
            <h2 id="edition-notice-title" className="font-display text-2xl leading-snug md:text-3xl">
              {notice.title}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-soft">{notice.text}</p>
          </div>
        </div>
        {notice.next ? (
          <Link to={notice.next.to} className={buttonVariants({ size: "lg", className: "shrink-0 self-start md:self-center" })}>
            {notice.next.label}
            <ArrowRight aria-hidden />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
