import { Link } from "react-router";
import type { BalanceDue } from "~/lib/bookings/bookings.server";
import { formatMoney } from "~/lib/bookings/money";
import { cn } from "~/lib/utils";
import { ChaseLinks } from "./message-links";

/**
 * The balances to chase on "To follow up" (/admin/follow-up): active bookings with money still
 * owed that falls due within a week or is overdue, the earliest first (bookings.server.ts
 * balancesDue). Hidden while there is none.
 */
export function BalancesDue({ balances, today }: { balances: BalanceDue[]; today: string }) {
  if (balances.length === 0) return null;
  return (
    <section aria-labelledby="balances-due" className="space-y-3 rounded-2xl bg-white/70 p-5 shadow-soft md:p-6" data-testid="balances-due">
      <h2 id="balances-due" className="text-2xl">
        Balances due <span className="text-base text-ink-soft">({balances.length})</span>
      </h2>
      <ul className="divide-y divide-ink/10">
        {balances.map((b) => (
          <li key={b.bookingId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <Link to={`/admin/leads/${b.personId}#bookings`} className="font-semibold underline-offset-4 hover:underline [overflow-wrap:anywhere]">
                {b.name ?? b.email}
              </Link>
              <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
                {b.edition}
                {b.phone ? ` · ${b.phone}` : ""}
              </p>
              <ChaseLinks personId={b.personId} editionSlug={b.editionSlug} purpose="balance_reminder" whatsapp={Boolean(b.phone)} />
            </div>
            <p className={cn("text-sm tabular-nums", b.overdue ? "font-semibold text-error" : "text-ink")}>
              <span className="font-semibold">{formatMoney(b.balanceMinor)}</span> {b.overdue ? `overdue since ${b.dueOn}` : b.dueOn === today ? "due today" : `due ${b.dueOn}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
