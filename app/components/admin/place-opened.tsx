import { BellRing, Send } from "lucide-react";
import { Form, Link } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/calendar";
import { PLACEHOLDERS } from "~/lib/messages/fill";
import type { PlaceOpenedView } from "~/lib/messages/place-opened.server";

/**
 * "A place opened" on an edition's admin page (docs/messages.md): its retreat's waitlist in
 * sign-up order, each person with their own E-mail button, or shown as booked on the edition,
 * already e-mailed or as having asked not to be contacted, and E-mail all for everyone not yet told. Plain POSTs to
 * /admin/retreats/<slug>/place-opened, which answer back here with the counts.
 */
export function PlaceOpened({ slug, view, timeZone }: { slug: string; view: PlaceOpenedView; timeZone: string }) {
  const action = `/admin/retreats/${slug}/place-opened`;
  return (
    <section id="place-opened" aria-labelledby="place-opened-title" className="space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-7" data-testid="place-opened">
      <div>
        <h2 id="place-opened-title" className="flex items-center gap-2 font-display text-2xl">
          <BellRing aria-hidden className="size-5 text-clay" /> A place opened
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-soft">
          When a place comes free, tell the waitlist: first to sign up, first told. Each e-mail is the "A place opened" template, with the person's own link to stop our e-mails. People who used it are skipped.
        </p>
      </div>
      {view.summary ? <FormMessage kind="success" title={view.summary} /> : null}
      {view.missing.length ? (
        <FormMessage
          kind="error"
          title="Nothing was sent"
          description={`The template uses ${view.missing.map((m) => `{${m}} (${PLACEHOLDERS[m].label})`).join(", ")}, which this edition does not have yet. Fill it in above, or change the template.`}
        />
      ) : null}
      {view.entries.length === 0 ? (
        <p className="text-sm text-ink-soft">Nobody is on this retreat's waitlist yet.</p>
      ) : (
        <>
          <ol className="divide-y divide-ink/10 border-y border-ink/10" data-testid="waitlist">
            {view.entries.map((e, i) => (
              <li key={e.personId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="waitlist-person">
                <div className="min-w-0 flex-1 basis-60">
                  <p className="font-semibold">
                    <span className="text-ink-soft">{i + 1}.</span>{" "}
                    <Link to={`/admin/leads/${e.personId}`} className="underline underline-offset-4">
                      {e.name}
                    </Link>
                  </p>
                  <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
                    {e.email} · {e.interest} · joined {formatDateTime(e.signedUpAt, timeZone)}
                  </p>
                </div>
                {e.booked ? (
                  <span className="text-sm font-semibold text-sage">Booked on these dates</span>
                ) : e.noContact ? (
                  <span className="text-sm font-semibold text-error">Asked not to be contacted</span>
                ) : e.emailedAt ? (
                  <span className="text-sm font-semibold text-sage">E-mailed {formatDateTime(e.emailedAt, timeZone)}</span>
                ) : (
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="person" value={e.personId} />
                    <Button type="submit" variant="outline" size="sm">
                      E-mail<span className="sr-only"> {e.name}</span>
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="person" value="all" />
            <Button type="submit" disabled={view.toEmail === 0}>
              <Send aria-hidden /> E-mail all{view.toEmail ? ` (${view.toEmail})` : ""}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
