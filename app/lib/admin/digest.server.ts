import { getSite } from "~/content/site.server";
import type { Db } from "~/lib/db/db.server";
import { hourInZone } from "~/lib/calendar";
import { now as clockNow, siteTimeZone, today } from "~/lib/clock.server";
import { readFollowUpConfig } from "~/lib/leads/follow-up-config.server";
import { readMailConfig } from "~/lib/mail/config.server";
import { enqueueRenderedMail } from "~/lib/mail/enqueue.server";
import { absoluteUrl, button, heading, layout, p, small, oneLine, type Block } from "~/lib/mail/templates.server";
import { errorFields, log } from "~/lib/log.server";
import type { QueueItem } from "~/lib/leads/follow-up-view";
import { listPeople } from "~/lib/leads/follow-up/queue.server";
import { balancesDue, type BalanceDue } from "~/lib/bookings/bookings.server";
import { formatMoney } from "~/lib/bookings/money";

/**
 * The organiser's daily digest: from DIGEST_HOUR in the organiser's time zone
 * (SITE_TIME_ZONE), one e-mail through the mail outbox listing the leads still New and the
 * follow-ups due today or overdue. None when there is nothing to say. Each day is recorded in
 * organiser_digests before its e-mail is queued, in one transaction, so a day is considered
 * once, however many instances run or restart (the day's key is the primary key).
 */
const MAX_LISTED = 30;

interface DigestResult {
  day: string;
  status: "not-yet" | "done-already" | "nothing" | "queued" | "off";
  newLeads?: number;
  due?: number;
}

export async function runDigest(db: Db, env?: NodeJS.ProcessEnv, real: Date = new Date()): Promise<DigestResult> {
  const { digestHour } = readFollowUpConfig(env);
  const day = today(env, real);
  if (digestHour === null) return { day, status: "off" };
  if (hourInZone(real, siteTimeZone(env)) < digestHour) return { day, status: "not-yet" };
  if (await db.selectFrom("organiser_digests").select("day").where("day", "=", day).executeTakeFirst()) return { day, status: "done-already" };

  const now = clockNow(env, real);
  const [fresh, due] = await Promise.all([
    listPeople(db, { filters: { stage: "new", due: "", page: 1 }, now, today: day, pageSize: MAX_LISTED }),
    listPeople(db, { filters: { stage: "", due: "due", page: 1 }, now, today: day, pageSize: MAX_LISTED * 2 }),
  ]);
  const dueOpen = due.items.filter((i) => i.stage !== "booked" && i.stage !== "lost" && i.stage !== "new");
  const newest = [...fresh.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const dueCount = dueOpen.length;
  const balances = await balancesDue(db, day);
  const nothing = fresh.total === 0 && dueCount === 0 && balances.length === 0;
  const at = real.toISOString();

  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto("organiser_digests").values({ day, new_leads: fresh.total, due: dueCount, sent: nothing ? 0 : 1, created_at: at }).onConflict((oc) => oc.column("day").doNothing()).returning("day").executeTakeFirst();
    if (!claimed) return { day, status: "done-already" as const };
    if (nothing) return { day, status: "nothing" as const, newLeads: 0, due: 0 };
    const mail = digestEmail(day, newest, fresh.total, dueOpen, balances);
    await enqueueRenderedMail(trx, "organiser_digest", readMailConfig(env).organiserEmail, mail, real);
    log.info("organiser digest queued", { day, newLeads: fresh.total, due: dueCount });
    return { day, status: "queued" as const, newLeads: fresh.total, due: dueCount };
  });
}

function line(item: QueueItem, site: ReturnType<typeof getSite>, extra: string): Block[] {
  const who = item.name?.trim() || item.email;
  return [p(`${who} (${item.email}): ${item.about}. ${extra}\n${absoluteUrl(site, `/admin/leads/${item.personId}`)}`)];
}

function digestEmail(day: string, fresh: QueueItem[], freshTotal: number, due: QueueItem[], balances: BalanceDue[]) {
  const site = getSite();
  const owed = balances.length ? `, ${balances.length} ${balances.length === 1 ? "balance" : "balances"} due` : "";
  const subject = oneLine(`To follow up on ${day}: ${freshTotal} new ${freshTotal === 1 ? "lead" : "leads"}, ${due.length} ${due.length === 1 ? "follow-up" : "follow-ups"} due${owed}`);
  const blocks: Block[] = [heading(`To follow up on ${day}`)];
  if (freshTotal > 0) {
    blocks.push(p(`New leads not yet contacted (${freshTotal}):`));
    for (const item of fresh) blocks.push(...line(item, site, `Received ${item.createdAt.slice(0, 10)}.`));
    if (freshTotal > fresh.length) blocks.push(small(`And ${freshTotal - fresh.length} more in the admin.`));
  }
  if (due.length > 0) {
    blocks.push(p(`Follow-ups due today or overdue (${due.length}):`));
    for (const item of due) blocks.push(...line(item, site, `Follow up ${item.followUpOn === day ? "today" : `since ${item.followUpOn}`}.`));
  }
  if (balances.length > 0) {
    blocks.push(p(`Balances due within 7 days or overdue (${balances.length}):`));
    for (const b of balances) blocks.push(p(`${b.name?.trim() || b.email}${b.phone ? ` (${b.phone})` : ""}: ${formatMoney(b.balanceMinor)} for ${b.edition}, ${b.overdue ? `overdue since ${b.dueOn}` : `due ${b.dueOn}`}.\n${absoluteUrl(site, `/admin/leads/${b.personId}#bookings`)}`));
  }
  blocks.push(button("Open To follow up", absoluteUrl(site, "/admin/follow-up")));
  const body = layout(site, { preheader: subject, blocks, footer: [small(`The daily digest of ${site.name}'s admin (DIGEST_HOUR, docs/admin.md).`)] });
  return { subject, ...body };
}

// ---------- the server's schedule ----------

const GLOBAL_KEY = Symbol.for("retreatly.digest");
type Holder = { [GLOBAL_KEY]?: { timers: ReturnType<typeof setTimeout>[]; looking: Promise<void> | null } };

/**
 * Looks once a minute (and shortly after start) whether today's digest is due. Runs where the
 * mail worker runs (MAIL_WORKER, off under Vitest); the day's record keeps it to one e-mail.
 */
export function startDigestSchedule(getDb: () => Promise<Db>) {
  const holder = globalThis as Holder;
  if (holder[GLOBAL_KEY] || readMailConfig().workerMode === "off" || readFollowUpConfig().digestHour === null) return;
  const schedule: NonNullable<Holder[typeof GLOBAL_KEY]> = { timers: [], looking: null };
  const look = () => {
    if (schedule.looking) return;
    schedule.looking = getDb()
      .then((db) => runDigest(db))
      .then(
        () => undefined,
        (error: unknown) => log.error("organiser digest failed", errorFields(error)),
      )
      .finally(() => (schedule.looking = null));
  };
  schedule.timers = [setInterval(look, 60_000), setTimeout(look, 1_000)];
  for (const timer of schedule.timers) timer.unref?.();
  holder[GLOBAL_KEY] = schedule;
}

/** Stops the schedule and waits for a look in progress, so the database is not closed under it. */
export async function stopDigestSchedule() {
  const holder = globalThis as Holder;
  const schedule = holder[GLOBAL_KEY];
  holder[GLOBAL_KEY] = undefined;
  if (!schedule) return;
  for (const timer of schedule.timers) clearTimeout(timer);
  await schedule.looking;
}
