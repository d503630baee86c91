import { Link } from "react-router";
import { PersonLink, ReplyLinks, RowStageForm, StageBadge } from "./follow-up";
import type { QueueCounts, QueueItem } from "~/lib/leads/follow-up-view";

/**
 * The "To follow up" people: why each is there (a new lead waiting more than
 * 48 hours, or a follow-up day reached), the replies and the one-action stage form. The same
 * list serves the full view (/admin/follow-up) and the summary atop the leads dashboard.
 */
function whyListed(item: QueueItem, today: string) {
  if (item.reason === "new") {
    const hours = Math.floor((Date.parse(`${today}T12:00:00Z`) - Date.parse(item.createdAt)) / 3_600_000);
    const days = Math.max(2, Math.round(hours / 24));
    return `New, not contacted for ${days} days`;
  }
  if (!item.followUpOn) return "";
  if (item.followUpOn === today) return "Follow up today";
  if (item.followUpOn < today) return `Follow-up overdue since ${item.followUpOn}`;
  return `Follow up on ${item.followUpOn}`;
}

/** A person's phone and their last note, under their name wherever they are listed. */
export function PersonContact({ phone, lastNote }: { phone: string | null; lastNote: { day: string; text: string } | null }) {
  if (!phone && !lastNote) return null;
  return (
    <p className="text-sm [overflow-wrap:anywhere]" data-testid="person-contact">
      {phone ? <span className="font-semibold whitespace-nowrap">{phone}</span> : null}
      {phone && lastNote ? " · " : null}
      {lastNote ? (
        <span className="text-ink-soft" title={lastNote.text}>
          Last note {lastNote.day}: “{lastNote.text.length > 140 ? `${lastNote.text.slice(0, 139)}…` : lastNote.text}”
        </span>
      ) : null}
    </p>
  );
}

export function FollowUpCounts({ counts }: { counts: QueueCounts }) {
  const total = counts.newOverdue + counts.due;
  return (
    <Link to="/admin/follow-up" className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/70 px-4 text-sm font-semibold shadow-soft hover:bg-linen" data-testid="follow-up-counts">
      <span>To follow up:</span>
      <span className={total > 0 ? "text-clay-dark" : "text-ink-soft"}>
        {counts.newOverdue} new over 48 h · {counts.due} due
      </span>
    </Link>
  );
}

export function FollowUpList({ items, today, returnTo }: { items: QueueItem[]; today: string; returnTo: string }) {
  return (
    <ul className="space-y-3" data-testid="follow-up-list">
      {items.map((item) => {
        const label = item.name ?? item.email;
        const why = whyListed(item, today);
        return (
          <li key={item.personId} className="grid gap-3 rounded-2xl bg-white/70 p-4 shadow-soft md:grid-cols-[1.2fr_1fr_auto] md:items-center" data-testid="follow-up-item">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <PersonLink personId={item.personId} className="font-semibold text-ink underline-offset-4 hover:underline [overflow-wrap:anywhere]">
                  {label}
                </PersonLink>
                <StageBadge stage={item.stage} />
              </p>
              <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
                {item.about.charAt(0).toUpperCase() + item.about.slice(1)}
                {why ? <> · <span className={item.reason === "new" || (item.followUpOn ?? "") < today ? "font-semibold text-clay-dark" : ""}>{why}</span></> : null}
              </p>
              <PersonContact phone={item.phone} lastNote={item.lastNote} />
            </div>
            <ReplyLinks personId={item.personId} stage={item.stage} reply={item.reply} label={label} compact />
            <RowStageForm personId={item.personId} stage={item.stage} label={label} returnTo={returnTo} />
          </li>
        );
      })}
    </ul>
  );
}
