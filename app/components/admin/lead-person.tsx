import { StageBadge } from "./follow-up";
import { formatDateTime } from "~/lib/calendar";
import { STAGE_LABELS, type Stage } from "~/lib/leads/stages";

/**
 * A person's requests, e-mails and timeline on their page (/admin/leads/<person>): every field
 * the visitor sent under a readable label, attribution and consent apart, the e-mails sent,
 * waiting, withheld or failed for each request, and the stage changes and notes in order, each
 * with who made it.
 */
interface Request {
  table: string;
  tab: string;
  id: number;
  at: string;
  repeat: boolean;
  about: string;
  phoneE164: string | null;
  row: Record<string, string | number | null>;
}
interface Person {
  id: number;
  stage: Stage;
  lostReason: string | null;
  email: string;
  phone: string | null;
  phoneE164: string | null;
  requests: Request[];
  timeline: { at: string; kind: string; stage?: Stage | null; text: string | null; by?: string }[];
  mail: { id: number; kind: string; to: string; subject: string; status: string; at: string; sentAt: string | null; error: string | null }[];
}

const FIELDS: [string, string][] = [
  ["name", "Name"],
  ["email", "E-mail"],
  ["phone", "Phone"],
  ["kind", "Form"],
  ["company", "Company"],
  ["dates", "Dates"],
  ["expertise", "Expertise"],
  ["retreat_location", "Retreat chosen"],
  ["brochure_url", "Brochure"],
  ["source_page", "Sent from"],
  ["message", "Message"],
];
const ATTRIBUTION: [string, string][] = [
  ["utm_source", "Source (utm_source)"],
  ["utm_medium", "Medium (utm_medium)"],
  ["utm_campaign", "Campaign (utm_campaign)"],
  ["referrer", "Referrer"],
  ["landing_page", "Landing page"],
  ["consent_version", "Consent (privacy notice version)"],
  ["consent_at", "Consent given"],
];
const KIND_WORDS: Record<string, string> = { contact: "Contact message", corporate: "Corporate retreat", host: "Host a retreat" };
const MAIL_KINDS: Record<string, string> = {
  organiser_lead: "To you",
  brochure: "Brochure",
  waitlist: "Waitlist confirmation",
  inquiry_ack: "Acknowledgement",
  newsletter_confirm: "Newsletter confirmation",
  organiser_message: "From you",
  place_opened: "A place opened",
};
const MAIL_STATUS: Record<string, string> = { pending: "Waiting", sending: "Sending", sent: "Sent", failed: "Failed", withheld: "Not sent" };

export function LeadPerson({ person, timeZone }: { person: Person; timeZone: string }) {
  const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="requests" className="space-y-4">
        <h2 id="requests" className="text-2xl">
          Requests
        </h2>
        {person.requests.map((r) => (
          <article key={`${r.table}-${r.id}`} id={`request-${r.tab}-${r.id}`} className="rounded-2xl bg-white/70 p-5 shadow-soft" data-testid="person-request">
            <h3 className="font-sans text-base font-semibold">
              {r.about.charAt(0).toUpperCase() + r.about.slice(1)}
              {r.repeat ? <span className="lead-badge-repeat">Repeat</span> : null}
            </h3>
            <p className="text-sm text-ink-soft">{at(r.at)}</p>
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {FIELDS.filter(([key]) => r.row[key] !== undefined && r.row[key] !== null && r.row[key] !== "").map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold text-ink-soft">{label}</dt>
                  <dd className={key === "message" ? "whitespace-pre-wrap [overflow-wrap:anywhere]" : "[overflow-wrap:anywhere]"}>
                    {key === "kind" ? (KIND_WORDS[String(r.row.kind)] ?? r.row.kind) : key === "phone" && r.phoneE164 ? `${r.row.phone} (${r.phoneE164})` : r.row[key]}
                  </dd>
                </div>
              ))}
            </dl>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold text-clay-dark">Attribution and consent</summary>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_1fr]">
                {ATTRIBUTION.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-ink-soft">{label}</dt>
                    <dd className="[overflow-wrap:anywhere]">{r.row[key] ? (key === "consent_at" ? at(String(r.row[key])) : r.row[key]) : "—"}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </article>
        ))}
      </section>

      <section aria-labelledby="mails" className="rounded-2xl bg-white/70 p-5 shadow-soft">
        <h2 id="mails" className="text-2xl">
          E-mails
        </h2>
        {person.mail.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">None.</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink/10 text-sm" data-testid="person-mail">
            {person.mail.map((m) => (
              <li key={m.id} className="grid gap-1 py-2 sm:grid-cols-[9rem_1fr_auto] sm:gap-3">
                <span className="font-semibold">{MAIL_KINDS[m.kind] ?? m.kind}</span>
                <span className="[overflow-wrap:anywhere]">
                  {m.subject}
                  {m.error ? <span className="block text-ink-soft">{m.error}</span> : null}
                </span>
                <span className={m.status === "failed" ? "font-semibold text-error" : "text-ink-soft"}>
                  {MAIL_STATUS[m.status] ?? m.status} {at(m.sentAt ?? m.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="timeline" className="rounded-2xl bg-white/70 p-5 shadow-soft">
        <h2 id="timeline" className="text-2xl">
          Timeline
        </h2>
        <ol className="mt-3 space-y-3 text-sm" data-testid="timeline">
          {person.timeline.map((e, i) => (
            <li key={i} className="border-l-2 border-clay/40 pl-3">
              <p className="text-ink-soft">
                {at(e.at)}
                {e.by ? <> · by {e.by}</> : null}
              </p>
              <p>
                {e.kind === "stage" && e.stage ? (
                  <>
                    Stage: <StageBadge stage={e.stage} />
                    {e.text ? <> because {e.text}</> : null}
                  </>
                ) : e.kind === "note" ? (
                  <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">Note: {e.text}</span>
                ) : e.kind === "follow_up" ? (
                  e.text ? `Follow up on ${e.text}` : "Follow-up date cleared"
                ) : e.kind === "merge" ? (
                  <span className="[overflow-wrap:anywhere]">Merged in: {e.text}</span>
                ) : e.kind === "details" ? (
                  <span className="[overflow-wrap:anywhere]">Name and reply address set to {e.text}</span>
                ) : e.kind === "booking" || e.kind === "payment" ? (
                  <span className="[overflow-wrap:anywhere]">{e.text}</span>
                ) : e.kind === "message" ? (
                  // The first line says what and how; the rest is the text that went.
                  <span className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="timeline-message">
                    <span className="font-semibold">{e.text?.split("\n")[0]}</span>
                    <span className="mt-1 block text-ink-soft">{e.text?.split("\n").slice(1).join("\n").trim()}</span>
                  </span>
                ) : e.kind === "no_contact" ? (
                  <span className="font-semibold">Asked not to be contacted, with {e.text}</span>
                ) : e.kind === "contact_again" ? (
                  <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                    <span className="font-semibold">May be contacted again:</span> {e.text}
                  </span>
                ) : e.kind === "repeat" ? (
                  `Sent the same ${e.text} again (a repeat: no second e-mail)`
                ) : (
                  `Sent a ${e.text}`
                )}
              </p>
            </li>
          ))}
        </ol>
        {person.stage === "lost" && person.lostReason ? (
          <p className="mt-3 text-sm text-ink-soft">
            {STAGE_LABELS.lost}: {person.lostReason}
          </p>
        ) : null}
      </section>
    </div>
  );
}
