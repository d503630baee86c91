import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { groupIndian } from "~/lib/indian-numbers";

/**
 * Previous / Page n of m / Next under an admin list, as plain links (no JavaScript needed).
 * `pageCount` null: the total is unknown (its count failed), and `hasNext` says whether a
 * next page exists.
 */
export function Pagination({ page, pageCount, hasNext = false, hrefFor }: { page: number; pageCount: number | null; hasNext?: boolean; hrefFor: (page: number) => string }) {
  const more = pageCount === null ? hasNext : page < pageCount;
  if (page === 1 && !more) return null;
  const linkClass = buttonVariants({ variant: "outline", size: "sm-touch" });
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-soft" aria-live="polite">
        Page {groupIndian(page)}
        {pageCount === null ? null : <> of {groupIndian(pageCount)}</>}
      </p>
      {more ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
