import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { STAGES, STAGE_LABELS, FOLLOW_UP_LIMITS, type Stage } from "~/lib/leads/stages";
import { cn } from "~/lib/utils";
import type { ReplyLinks as ReplyLinksData } from "~/lib/leads/follow-up-view";

/**
 * The follow-up's pieces shared by the lead list, the "To follow up" view and a lead's page:
 * a stage badge, the one-action stage-and-note form, and the one-tap replies.
 * Every form is a plain POST to /admin/leads/<person> that works without JavaScript (the
 * server redirects back to `returnTo`); with it, a fetcher posts it and the page revalidates.
 */

const STAGE_TONE: Record<Stage, string> = {
  new: "bg-clay text-sand",
  contacted: "bg-linen text-ink",
  qualified: "bg-sage text-sand",
  deposit: "bg-lagoon text-sand",
  booked: "bg-olive text-sand",
  lost: "border border-ink/30 text-ink-soft",
};

/** The six stages as a select's options. */
export function StageOptions() {
  return STAGES.map((s) => (
    <option key={s} value={s}>
      {STAGE_LABELS[s]}
    </option>
  ));
}

export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", STAGE_TONE[stage])}>{STAGE_LABELS[stage]}</span>;
}

/** True once hydrated: the forms then say so, and the server answers with data instead of a redirect. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type FollowUpReply = { ok: true } | { ok: false; error: string };

function useFollowUpFetcher(onDone?: () => void) {
  const fetcher = useFetcher<FollowUpReply>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) onDone?.();
    else toast.error("Not saved", { description: fetcher.data.error });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

/**
 * The list's one action: the stage and a note, saved together. Lost needs a reason: chosen
 * here without one, the lead's page asks for it.
 */
export function RowStageForm({ personId, stage, label, returnTo }: { personId: number; stage: Stage; label: string; returnTo: string }) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const fetcher = useFollowUpFetcher(() => {
    const note = form.current?.elements.namedItem("note") as HTMLInputElement | null;
    if (note) note.value = "";
  });
  const id = `stage-${useId().replace(/:/g, "")}`;
  return (
    <fetcher.Form ref={form} method="post" action={`/admin/leads/${personId}`} className="lead-stage-form" aria-label={`Follow up ${label}`}>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <label htmlFor={id} className="sr-only">
        Stage of {label}
      </label>
      <select id={id} name="stage" defaultValue={stage} key={stage}>
        <StageOptions />
      </select>
      <label htmlFor={`${id}-note`} className="sr-only">
        Note about {label}
      </label>
      <input id={`${id}-note`} name="note" type="text" placeholder="Add a note" maxLength={FOLLOW_UP_LIMITS.note} autoComplete="off" />
      <button type="submit" disabled={fetcher.state !== "idle"}>
        Save<span className="sr-only"> follow-up of {label}</span>
      </button>
    </fetcher.Form>
  );
}

/** The lead page's form: stage (with the lost reason), next follow-up day and a note. */
export function FollowUpForm({ personId, stage, lostReason, followUpOn, error }: { personId: number; stage: Stage; lostReason: string | null; followUpOn: string | null; error?: string | null }) {
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Stage>(stage);
  useEffect(() => setChosen(stage), [stage]);
  const fetcher = useFollowUpFetcher(() => {
    const note = form.current?.elements.namedItem("note") as HTMLTextAreaElement | null;
    if (note) note.value = "";
    toast.success("Saved");
  });
  return (
    <fetcher.Form ref={form} method="post" action={`/admin/leads/${personId}`} className="grid gap-4" aria-label="Follow up">
      <input type="hidden" name="intent" value="update" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {error ? (
        <p role="alert" className="rounded-xl border border-error/40 bg-white px-4 py-3 text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="follow-stage" className="block text-sm font-semibold">
            Stage
          </label>
          <select id="follow-stage" name="stage" defaultValue={stage} key={stage} onChange={(e) => setChosen(e.target.value as Stage)} className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base">
            <StageOptions />
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="follow-day" className="block text-sm font-semibold">
            Next follow-up
          </label>
          <input id="follow-day" name="followUpOn" type="date" defaultValue={followUpOn ?? ""} key={followUpOn ?? ""} className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base" />
        </div>
      </div>
      <div className={cn("space-y-1", !hydrated || chosen === "lost" ? "" : "hidden")}>
        <label htmlFor="follow-lost" className="block text-sm font-semibold">
          Why lost <span className="font-normal text-ink-soft">(when the stage is Lost)</span>
        </label>
        <input id="follow-lost" name="lostReason" type="text" defaultValue={lostReason ?? ""} maxLength={FOLLOW_UP_LIMITS.lostReason} className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base" />
      </div>
      <div className="space-y-1">
        <label htmlFor="follow-note" className="block text-sm font-semibold">
          Note
        </label>
        <textarea id="follow-note" name="note" rows={3} maxLength={FOLLOW_UP_LIMITS.note} placeholder="What was said, what comes next" className="block w-full rounded-xl border border-ink/25 bg-white px-3 py-2 text-base" />
      </div>
      <div>
        <button type="submit" disabled={fetcher.state !== "idle"} className="inline-flex min-h-11 items-center justify-center rounded-full bg-clay px-6 text-sm font-semibold tracking-wide text-sand hover:bg-clay-dark">
          {fetcher.state !== "idle" ? "Saving..." : "Save"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/**
 * WhatsApp, e-mail and call, each an ordinary link. With JavaScript, using one also marks a
 * New lead Contacted (a background post; the link opens as it would anyway).
 */
export function ReplyLinks({ personId, stage, reply, label, compact = false }: { personId: number; stage: Stage; reply: ReplyLinksData; label: string; compact?: boolean }) {
  const revalidator = useRevalidator();
  const markContacted = () => {
    if (stage !== "new") return;
    // keepalive: the post outlives the page's reaction to a mailto: or tel: link.
    const body = new URLSearchParams({ intent: "contacted", js: "1" });
    void fetch(`/admin/leads/${personId}`, { method: "POST", body, keepalive: true, credentials: "same-origin" })
      .then(() => revalidator.revalidate())
      .catch(() => {});
  };
  const cls = compact ? "lead-reply" : "inline-flex min-h-11 items-center rounded-full border border-clay px-4 text-sm font-semibold text-clay hover:bg-clay hover:text-sand";
  return (
    <span className={compact ? "lead-replies" : "flex flex-wrap gap-2"}>
      {reply.whatsapp ? (
        <a href={reply.whatsapp} target="_blank" rel="noopener noreferrer" className={cls} onClick={markContacted} data-reply="whatsapp">
          WhatsApp<span className="sr-only"> {label}</span>
        </a>
      ) : null}
      <a href={reply.mailto} className={cls} onClick={markContacted} data-reply="email">
        E-mail<span className="sr-only"> {label}</span>
      </a>
      {reply.tel ? (
        <a href={reply.tel} className={cls} onClick={markContacted} data-reply="call">
          Call<span className="sr-only"> {label}</span>
        </a>
      ) : null}
    </span>
  );
}

export function PersonLink({ personId, children, className }: { personId: number; children: React.ReactNode; className?: string }) {
  return (
    <Link to={`/admin/leads/${personId}`} className={className}>
      {children}
    </Link>
  );
}
