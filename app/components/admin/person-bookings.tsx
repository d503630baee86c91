import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { FormMessage, SelectField, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import type { BookingView } from "~/lib/bookings/bookings.server";
import { formatMoney, moneyInputValue } from "~/lib/bookings/money";
import { BOOKING_MESSAGES, BOOKING_SCHEMAS, METHOD_LABELS, PAYMENT_METHODS, type BookingFormId } from "~/lib/bookings/schema";
import { cn } from "~/lib/utils";
import { fieldMeta, useFormReply } from "./account-form";
import { ChaseLinks } from "./message-links";

/**
 * A person's bookings on their page (/admin/leads/<person>): each with what was agreed, paid and
 * is still owed and when, its payments and refunds, and the forms to record a payment or a
 * refund, cancel, or book on another edition. Each form is a plain POST to the page (its id in
 * `form`), checked by the same schema in the browser and on the server
 * (lib/bookings/person-bookings.server.ts); the server redirects back here when it is done.
 */
interface Props {
  personId: number;
  bookings: BookingView[];
  editions: { id: number; label: string; dueByTerms: string }[];
  today: string;
  /** Whether there is a phone to open WhatsApp with. */
  whatsapp: boolean;
}


const STATUS: Record<BookingView["status"], { label: string; tone: string }> = {
  booked: { label: "Booked", tone: "bg-olive text-sand" },
  cancelled: { label: "Cancelled", tone: "border border-ink/30 text-ink-soft" },
  refunded: { label: "Refunded", tone: "border border-ink/30 text-ink-soft" },
};

const DONE: Record<BookingFormId, string> = {
  booking: "Booked. The place is taken on the edition.",
  payment: "Payment recorded.",
  refund: "Refund recorded; the place is free again.",
  cancel: "Booking cancelled; the place is free again.",
};

/** The last post's answer, when it came from this form (`id`: the booking it was about). */
function useReply(form: BookingFormId, bookingId?: number) {
  const result = useFormReply(form);
  const sent = (result?.initialValue as Record<string, unknown> | undefined)?.bookingId;
  return bookingId === undefined || String(sent ?? "") === String(bookingId) ? result : undefined;
}

function useBusy(form: BookingFormId, bookingId?: number) {
  const navigation = useNavigation();
  const data = navigation.formData;
  return navigation.state === "submitting" && data?.get("form") === form && (bookingId === undefined || data.get("bookingId") === String(bookingId));
}

const meta = (f: unknown, required = true) => ({ ...fieldMeta(f as FieldMetadata<unknown>), required });

export function PersonBookings({ personId, bookings, editions, today, whatsapp }: Props) {
  const search = new URLSearchParams(useLocation().search);
  // A refused post answers on the same address: the earlier success is no longer the news.
  const done = (useActionData() as { result?: unknown } | undefined)?.result ? null : search.get("done");
  const active = bookings.filter((b) => b.status === "booked").length;
  return (
    <section id="bookings" aria-labelledby="bookings-title" className="scroll-mt-28 space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-6" data-testid="person-bookings">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bookings-title" className="text-2xl">
          Bookings
        </h2>
        <p className="text-sm text-ink-soft">{bookings.length === 0 ? "Not booked yet" : active === 1 ? "1 active booking" : `${active} active bookings`}</p>
      </div>
      {done && Object.hasOwn(DONE, done) ? <FormMessage kind="success" title={DONE[done as BookingFormId]} /> : null}
      {bookings.map((b) => (
        <BookingCard key={b.id} booking={b} today={today} whatsapp={whatsapp} />
      ))}
      <details open={Boolean(useReply("booking")) || bookings.length === 0} className="rounded-xl border border-ink/10 bg-sand/40 p-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-clay-dark">Book on an edition</summary>
        <NewBookingForm personId={personId} editions={editions} />
      </details>
    </section>
  );
}

function Amount({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className={cn("font-semibold tabular-nums", tone)}>{value}</dd>
    </div>
  );
}

function BookingCard({ booking: b, today, whatsapp }: { booking: BookingView; today: string; whatsapp: boolean }) {
  const active = b.status === "booked";
  const payOpen = Boolean(useReply("payment", b.id));
  const refundOpen = Boolean(useReply("refund", b.id));
  const cancelOpen = Boolean(useReply("cancel", b.id));
  const balance = b.balanceMinor > 0 ? formatMoney(b.balanceMinor) : b.balanceMinor < 0 ? `${formatMoney(-b.balanceMinor)} overpaid` : "Paid in full";
  return (
    <article className={cn("rounded-xl border p-4", active ? "border-gold/50 bg-white" : "border-ink/10 bg-white/50")} data-testid="booking" aria-labelledby={`booking-${b.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`booking-${b.id}`} className="font-display text-lg leading-snug">
            <a href={`/admin/retreats/${b.editionSlug}#guests`} className="underline-offset-4 hover:underline">
              {b.edition}
            </a>
          </h3>
          <p className="text-sm text-ink-soft">{b.option}</p>
        </div>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS[b.status].tone)}>{STATUS[b.status].label}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="booking-amounts">
        <Amount label="Agreed" value={formatMoney(b.agreedMinor)} />
        <Amount label="Paid" value={formatMoney(b.paidMinor)} />
        <Amount label="Balance" value={balance} tone={active && b.balanceMinor > 0 ? (b.overdue ? "text-error" : undefined) : "text-ink-soft"} />
        <Amount label={b.overdue ? "Overdue since" : "Balance due"} value={b.dueOn} tone={b.overdue ? "text-error" : undefined} />
      </dl>
      {active ? (
        <p className="mt-2 text-sm text-ink-soft">
          Deposit {formatMoney(b.depositMinor)}: {b.depositOwedMinor > 0 ? `${formatMoney(b.depositOwedMinor)} still to come` : "received"}
        </p>
      ) : null}
      {active && b.balanceMinor > 0 ? <ChaseLinks personId={b.personId} editionSlug={b.editionSlug} purpose={b.depositOwedMinor > 0 ? "payment_link" : "balance_reminder"} whatsapp={whatsapp} /> : null}
      {b.payments.length ? (
        <ul className="mt-3 space-y-1 border-t border-ink/10 pt-3 text-sm" aria-label="Payments and refunds">
          {b.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap gap-x-2">
              <span className="tabular-nums">{p.paidOn}</span>
              <span className={cn("font-semibold tabular-nums", p.kind === "refund" && "text-clay-dark")}>
                {p.kind === "refund" ? `Refund -${formatMoney(p.amountMinor)}` : formatMoney(p.amountMinor)}
              </span>
              <span className="text-ink-soft">
                {METHOD_LABELS[p.method]}
                {p.note ? ` · ${p.note}` : ""} · by {p.by}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 border-t border-ink/10 pt-1">
        {active ? (
          <Fold label="Record a payment" about={b.edition} open={payOpen}>
            <MoneyForm kind="payment" booking={b} today={today} />
          </Fold>
        ) : null}
        {b.paidMinor > 0 ? (
          <Fold label="Record a refund" about={b.edition} open={refundOpen}>
            <MoneyForm kind="refund" booking={b} today={today} />
          </Fold>
        ) : null}
        {active ? (
          <Fold label="Cancel the booking" about={b.edition} open={cancelOpen}>
            <CancelForm booking={b} />
          </Fold>
        ) : null}
      </div>
    </article>
  );
}

/** A booking's form, folded under its name until opened (or answered with a message). */
function Fold({ label, about, open, children }: { label: string; about: string; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-clay-dark">
        {label}
        <span className="sr-only">: {about}</span>
      </summary>
      {children}
    </details>
  );
}

function NewBookingForm({ personId, editions }: { personId: number; editions: Props["editions"] }) {
  const lastResult = useReply("booking");
  const busy = useBusy("booking");
  const [form, fields] = useForm({
    id: "booking-new",
    lastResult,
    defaultValue: { personId: String(personId), editionId: String(editions[0]?.id ?? "") },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BOOKING_SCHEMAS.booking }),
  });
  // The server's warning: every place is taken. The box to book anyway shows with it.
  const full = Boolean(fields.editionId.errors?.some((e) => e.startsWith(BOOKING_MESSAGES.full)));
  if (editions.length === 0) return <p className="mt-2 text-sm text-ink-soft">No edition ahead to book on: add one under Retreats first.</p>;
  const ids = editions.map((e) => String(e.id));
  const labels = Object.fromEntries(editions.map((e) => [String(e.id), e.label]));
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="form" value="booking" />
      <input type="hidden" name="personId" value={personId} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <SelectField meta={meta(fields.editionId)} label="Dates" options={ids} labels={labels} className="sm:col-span-2" />
      <TextField meta={meta(fields.option)} label="Room or price" hint="As you agreed it: Twin sharing, Private room." autoComplete="off" />
      <TextField meta={meta(fields.agreed, false)} label="Amount agreed (₹)" hint="Empty: the edition's price today." inputMode="numeric" autoComplete="off" optional />
      <TextField meta={meta(fields.balanceDueOn, false)} label="Balance due on" hint="Empty: by the edition's terms, e.g. 2026-11-12." inputMode="numeric" autoComplete="off" optional />
      {full ? (
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-error/40 bg-error/5 px-3 text-sm font-semibold sm:col-span-2">
          <input type="checkbox" name="confirmFull" value="on" className="size-5 accent-clay" />
          Book anyway
        </label>
      ) : null}
      <div className="self-end">
        <Button type="submit" disabled={busy}>
          {busy ? "Booking..." : "Book"}
        </Button>
      </div>
    </Form>
  );
}

function MoneyForm({ kind, booking: b, today }: { kind: "payment" | "refund"; booking: BookingView; today: string }) {
  const lastResult = useReply(kind, b.id);
  const busy = useBusy(kind, b.id);
  const suggested = kind === "refund" ? b.paidMinor : b.depositOwedMinor > 0 ? b.depositOwedMinor : Math.max(0, b.balanceMinor);
  const [form, fields] = useForm({
    id: `${kind}-${b.id}`,
    lastResult,
    defaultValue: { bookingId: String(b.id), amount: suggested ? moneyInputValue(suggested) : "", paidOn: today, method: "bank-transfer" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BOOKING_SCHEMAS[kind] }),
  });
  // The server's warning: more than is owed. The box to record it anyway shows with it.
  const overpaid = kind === "payment" && Boolean(fields.amount.errors?.some((e) => e.startsWith(BOOKING_MESSAGES.overpaid)));
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="bookingId" value={b.id} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <TextField meta={meta(fields.amount)} label={kind === "refund" ? "Amount refunded (₹)" : "Amount received (₹)"} inputMode="numeric" autoComplete="off" />
      <TextField meta={meta(fields.paidOn)} label={kind === "refund" ? "Refunded on" : "Received on"} inputMode="numeric" autoComplete="off" />
      <SelectField meta={meta(fields.method)} label="How" options={PAYMENT_METHODS} labels={METHOD_LABELS} />
      <TextField meta={meta(fields.note, false)} label="Note" hint={kind === "refund" ? "Why, or the transfer's reference." : "A reference, or who paid."} autoComplete="off" optional />
      {overpaid ? (
        <label className="flex min-h-11 items-center gap-3 rounded-xl border border-error/40 bg-error/5 px-3 text-sm font-semibold sm:col-span-2">
          <input type="checkbox" name="confirmOverpay" value="on" className="size-5 accent-clay" />
          Record it anyway
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} variant={kind === "refund" ? "outline" : "primary"}>
          {busy ? "Saving..." : kind === "refund" ? "Record the refund" : "Record the payment"}
        </Button>
        {kind === "refund" ? <p className="mt-2 text-xs text-ink-soft">The booking becomes refunded and its place is free again.</p> : null}
      </div>
    </Form>
  );
}

function CancelForm({ booking: b }: { booking: BookingView }) {
  const lastResult = useReply("cancel", b.id);
  const busy = useBusy("cancel", b.id);
  const [form, fields] = useForm({
    id: `cancel-${b.id}`,
    lastResult,
    defaultValue: { bookingId: String(b.id) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BOOKING_SCHEMAS.cancel }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-3">
      <input type="hidden" name="form" value="cancel" />
      <input type="hidden" name="bookingId" value={b.id} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <TextField meta={meta(fields.note, false)} label="Reason" autoComplete="off" optional />
      <p className="text-xs text-ink-soft">The place is free again; the booking and its payments stay on record. Record any refund separately.</p>
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Cancelling..." : "Cancel the booking"}
        </Button>
      </div>
    </Form>
  );
}
