import { Inbox, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Pagination } from "./pagination";
import { Button } from "~/components/ui/button";
import { LEAD_TABS, sourceLabel } from "~/lib/admin/lead-tabs";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { formatDateTime } from "~/lib/calendar";
import type { BotTrap } from "~/lib/forms/honeypot.server";
import type { SpamRow } from "~/lib/spam/spam.server";
import { cn } from "~/lib/utils";

export type SpamNotice = "moved" | "repeat" | "gone" | "invalid" | "deleted";

const NOTICE_TEXT: Record<SpamNotice, string> = {
  moved: "Moved to the leads. Its e-mails are on their way.",
  repeat: "Moved: the same request was already among the leads, so no second e-mail was sent.",
  gone: "That post was already moved or deleted. Nothing was sent again.",
  invalid: "That post is incomplete (the form's rules were not met), so it cannot become a lead.",
  deleted: "Deleted.",
};

const FORM_LABELS: Record<string, string> = {
  brochure: "Brochure",
  waitlist: "Waitlist",
  contact: "Contact",
  corporate: "Corporate",
  host: "Host",
  newsletter: "Newsletter",
};

function reasonText(reason: BotTrap, ms: number | null) {
  if (reason === "honeypot") return "Filled in the hidden field that only bots see";
  if (reason === "too fast") return ms === null ? "Sent too soon after the page loaded" : `Sent ${(ms / 1000).toFixed(1)} s after the page loaded`;
  if (reason === "no start time") return "Sent without the page's render time";
  return "Sent with a render time this site did not sign";
}

/** Field names as the forms label them; the rest in words. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  company: "Company",
  expertise: "Expertise",
  dates: "Dates",
  message: "Message",
  retreat_location: "Retreat interest",
};

interface SpamListProps {
  rows: SpamRow[];
  total: number;
  page: number;
  pageCount: number;
  keepDays: number;
  timeZone: string;
  notice: SpamNotice | null;
}

/** The link to the Spam tab, beside the lead tabs; `current` on the Spam page itself. */
export function SpamTabLink({ current = false, count }: { current?: boolean; count?: number | null }) {
  return (
    <Link
      to="/admin/spam"
      aria-current={current ? "page" : undefined}
      className={cn(
        "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
        current ? "border-clay text-clay" : "border-transparent text-ink-soft hover:text-ink",
      )}
    >
      Spam{typeof count === "number" ? ` (${count})` : ""}
    </Link>
  );
}

/**
 * The Spam tab: what the bot checks caught, to be read and, for a real person, moved to the
 * leads ("Not spam"). Plain POST forms, so it works without JavaScript; with it, a button is
 * disabled while its post is on the way (the server refuses a second move anyway).
 */
/** The leads' heading, shared by the lead tabs and the Spam tab. */
export function LeadsHeader() {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl md:text-4xl">Leads</h1>
        <p className="mt-1 text-ink-soft">
          Follow up brochure requests, waitlists and messages.{" "}
          <Link to="/admin/retreats" className="font-semibold text-clay-dark underline underline-offset-4">
            Edit retreat dates and prices
          </Link>
        </p>
      </div>
    </header>
  );
}

export function SpamList({ rows, total, page, pageCount, keepDays, timeZone, notice }: SpamListProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/spam";
  return (
    <div className="space-y-6 md:space-y-8">
      <LeadsHeader />

      <nav aria-label="Lead types" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-ink/15 px-1">
          {LEAD_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === "brochure" ? "/admin/leads" : `/admin/leads?tab=${tab}`}
                className="-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-ink-soft hover:text-ink"
              >
                {LEAD_TABLES[tab].label}
              </Link>
            </li>
          ))}
          <li>
            <SpamTabLink current count={total} />
          </li>
        </ul>
      </nav>

      <section aria-labelledby="spam-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="spam-heading" className="text-2xl">
            Spam
          </h2>
          <p className="max-w-3xl text-ink-soft">
            Posts the site took for a bot: the hidden field was filled, or the form came back sooner than a person could fill it. No
            e-mail was sent and they count in no figure or export. If one is a real person, choose Not spam: it becomes a lead and
            its e-mails go out then. Each is deleted after {keepDays} days.
          </p>
        </div>

        {notice ? (
          <p role="status" className="rounded-xl border border-sage/40 bg-white/70 px-5 py-3 text-sm text-ink" data-testid="spam-notice">
            {NOTICE_TEXT[notice]}
          </p>
        ) : null}

        {rows.length === 0 ? (
          <div className="rounded-2xl bg-white/70 p-8 text-center shadow-soft">
            <p className="text-ink">No spam in the last {keepDays} days.</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {rows.map((row) => {
              const who = String(row.fields.name ?? "") || String(row.fields.email ?? "") || `post ${row.id}`;
              return (
                <li key={row.id} data-testid="spam-row" className="rounded-2xl bg-white/70 p-4 shadow-soft md:p-5">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold [overflow-wrap:anywhere]">{who}</p>
                      <p className="text-sm text-ink-soft">
                        {FORM_LABELS[row.form] ?? row.form} form on {sourceLabel(row.sourcePage)} ({row.sourcePage}) ·{" "}
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, timeZone)}</time>
                      </p>
                      <p className="text-sm text-ink-soft">{reasonText(row.reason, row.msSinceRender)}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {row.valid ? (
                        <Form method="post" action="/admin/spam">
                          <input type="hidden" name="id" value={row.id} />
                          <input type="hidden" name="page" value={page} />
                          <Button type="submit" name="intent" value="release" size="sm" disabled={busy}>
                            <Inbox aria-hidden /> Not spam<span className="sr-only">: move {who} to the leads</span>
                          </Button>
                        </Form>
                      ) : (
                        <p className="self-center text-sm text-ink-soft">Incomplete: cannot become a lead</p>
                      )}
                      <Form method="post" action="/admin/spam">
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="page" value={page} />
                        <Button type="submit" name="intent" value="delete" variant="outline" size="sm" disabled={busy}>
                          <Trash2 aria-hidden /> Delete<span className="sr-only"> {who}</span>
                        </Button>
                      </Form>
                    </div>
                  </div>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm md:grid-cols-[10rem_1fr]">
                    {Object.entries(row.fields)
                      .filter(([, v]) => v !== null && v !== undefined && v !== "")
                      .map(([k, v]) => (
                        <div key={k} className="contents">
                          <dt className="font-semibold text-ink-soft">{FIELD_LABELS[k] ?? k}</dt>
                          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{String(v)}</dd>
                        </div>
                      ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}

        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/admin/spam?page=${n}`} />
      </section>
    </div>
  );
}
