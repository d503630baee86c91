import { Link } from "react-router";
import { PersonLink, ReplyLinks, RowStageForm, StageBadge } from "./follow-up";
import { FollowUpCounts, FollowUpList } from "./follow-up-list";
import type { QueueCounts, QueueItem, RowPerson } from "~/lib/leads/follow-up-view";

/**
 * The follow-up inside the leads dashboard: the "To follow up" summary that opens
 * the admin, and each row's name (a link to the person, marked when it repeats a request),
 * stage form and replies.
 */

export interface ListFollowUp {
  people: Record<number, RowPerson>;
  counts: QueueCounts;
  urgent: QueueItem[] | null;
  urgentTotal: number;
  today: string;
}

export function FollowUpSummary({ followUp, returnTo }: { followUp: ListFollowUp; returnTo: string }) {
  const { counts, urgent, urgentTotal, today } = followUp;
  return (
    <section aria-labelledby="to-follow-up" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="to-follow-up" className="text-2xl">
          To follow up
        </h2>
        <FollowUpCounts counts={counts} />
      </div>
      {urgent === null ? null : urgent.length === 0 ? (
        <p className="rounded-2xl bg-white/70 p-4 text-sm text-ink-soft shadow-soft">Nothing waiting: every new lead has been answered and no follow-up is due.</p>
      ) : (
        <>
          <FollowUpList items={urgent} today={today} returnTo={returnTo} />
          {urgentTotal > urgent.length ? (
            <Link to="/admin/follow-up" className="inline-block font-semibold text-clay-dark underline underline-offset-4">
              See all {urgentTotal} to follow up
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}

export function RowName({ name, person }: { name: string | null; person?: RowPerson }) {
  if (!person) return <>{name ?? "—"}</>;
  return (
    <>
      <PersonLink personId={person.personId}>{name ?? "—"}</PersonLink>
      {person.repeat ? <span className="lead-badge-repeat">Repeat</span> : null}
    </>
  );
}

export function RowFollowUp({ person, label, returnTo }: { person?: RowPerson; label: string; returnTo: string }) {
  if (!person) return <>—</>;
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <StageBadge stage={person.stage} />
        {person.followUpOn ? <span className="text-xs text-ink-soft">follow up {person.followUpOn}</span> : null}
      </p>
      <ReplyLinks personId={person.personId} stage={person.stage} reply={person.reply} label={label} compact />
      <RowStageForm personId={person.personId} stage={person.stage} label={label} returnTo={returnTo} />
    </div>
  );
}
