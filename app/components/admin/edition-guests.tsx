import { Download, Printer, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { GuestView } from "~/lib/bookings/bookings.server";
import { formatMoney } from "~/lib/bookings/money";
import { cn } from "~/lib/utils";

/**
 * An edition's guests on its admin page (/admin/retreats/<slug>): its places taken, as the
 * bookings and the places set by hand that make them up, every active booking with what was
 * paid and is still owed, and the cancelled and refunded ones kept apart. The guest list prints
 * from its own page and downloads as CSV.
 */
interface Props {
  slug: string;
  guests: GuestView[];
  places: { capacity: number; booked: number; byHand: number; left: number };
}

/** "3 booked + 2 set by hand": the places taken, and where they come from. */
export function placesTakenText({ booked, byHand }: { booked: number; byHand: number }) {
  const b = `${booked} booked`;
  return byHand ? `${b} + ${byHand} set by hand` : b;
}

function Guest({ g }: { g: GuestView }) {
  const owed = g.status === "booked" && g.balanceMinor > 0;
  return (
    <li className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-baseline" data-testid="guest">
      <div className="min-w-0">
        <Link to={`/admin/leads/${g.personId}#bookings`} className="font-semibold underline-offset-4 hover:underline [overflow-wrap:anywhere]">
          {g.name ?? g.email}
        </Link>
        <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
          {g.option}
          {g.phone ? ` · ${g.phone}` : ""}
        </p>
      </div>
      <p className="text-sm tabular-nums">
        <span className="text-ink-soft sm:sr-only">Paid </span>
        {formatMoney(g.paidMinor)} <span className="text-ink-soft">of {formatMoney(g.agreedMinor)}</span>
      </p>
      <p className={cn("text-sm font-semibold tabular-nums", !owed && "font-normal text-ink-soft")}>
        <span className="font-normal text-ink-soft sm:sr-only">Balance </span>
        {g.status !== "booked" ? (g.status === "cancelled" ? "Cancelled" : "Refunded") : owed ? formatMoney(g.balanceMinor) : "Paid in full"}
      </p>
      <p className={cn("text-sm tabular-nums", g.overdue ? "font-semibold text-error" : "text-ink-soft")}>
        {owed ? `${g.overdue ? "Overdue since" : "Due"} ${g.dueOn}` : ""}
      </p>
    </li>
  );
}

export function EditionGuests({ slug, guests, places }: Props) {
  const active = guests.filter((g) => g.status === "booked");
  const gone = guests.filter((g) => g.status !== "booked");
  const paid = active.reduce((sum, g) => sum + g.paidMinor, 0);
  const owed = active.reduce((sum, g) => sum + Math.max(0, g.balanceMinor), 0);
  return (
    <section id="guests" aria-labelledby="guests-title" className="scroll-mt-28 rounded-2xl bg-white/70 p-5 shadow-soft md:p-7" data-testid="edition-guests">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="guests-title" className="flex items-center gap-2 font-display text-2xl">
            <Users aria-hidden className="size-5 text-clay" /> Guests
          </h2>
          <p className="mt-1 text-sm text-ink-soft" data-testid="places-summary">
            {places.booked + places.byHand} of {places.capacity} places taken: {placesTakenText(places)} · {places.left} left
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/retreats/${slug}/guests`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Printer aria-hidden /> Guest list to print
          </Link>
          <a href={`/admin/retreats/${slug}/guests.csv`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden /> CSV
          </a>
        </div>
      </div>
      {active.length ? (
        <>
          <div className="mt-4 hidden grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-4 border-b border-ink/10 pb-2 text-xs font-semibold text-ink-soft sm:grid" aria-hidden>
            <span>Guest</span>
            <span>Paid</span>
            <span>Balance</span>
            <span>Due</span>
          </div>
          <ul className="divide-y divide-ink/10" aria-label="Booked guests">
            {active.map((g) => (
              <Guest key={g.id} g={g} />
            ))}
          </ul>
          <p className="mt-3 border-t border-ink/10 pt-3 text-sm">
            Received <span className="font-semibold tabular-nums">{formatMoney(paid)}</span> · still owed <span className="font-semibold tabular-nums">{formatMoney(owed)}</span>
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">Nobody booked yet. Book a guest from their page under Leads; the places taken follow.</p>
      )}
      {gone.length ? (
        <details className="mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-clay-dark">Cancelled and refunded ({gone.length})</summary>
          <ul className="divide-y divide-ink/10" aria-label="Cancelled and refunded bookings">
            {gone.map((g) => (
              <Guest key={g.id} g={g} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
