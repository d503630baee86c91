/**
 * Lead retention: erase every lead older than LEAD_RETENTION_DAYS, from every table that holds
 * one, together with the queued e-mails about it (they carry the same address). Keeping
 * personal data no longer than needed is the storage-limitation rule of GDPR art. 5(1)(e) and
 * DPDP Act s. 8(7); the organiser picks the age (docs/operations.md).
 */

/**
 * Every table holding a lead (a person's name/e-mail), each with an ISO created_at: those of
 * app/lib/leads/lead-tables.ts, copied because plain node cannot import TypeScript (a test
 * checks the copy).
 */
export const LEAD_TABLES = /** @type {const} */ (["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"]);

/** The ISO instant before which leads are erased. Timestamps are ISO UTC text (ADR 005). */
export function cutoff(days, now = new Date()) {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * Deletes, in one transaction, the leads created before `now - days` and the mail_outbox rows
 * that belong to them or are as old. With `dryRun` it only counts.
 * @param {import("kysely").Kysely<any>} db
 * @returns {Promise<{ cutoff: string, deleted: Record<string, number> }>}
 */
export async function eraseExpiredLeads(db, { days, now = new Date(), dryRun = false }) {
  if (!Number.isInteger(days) || days < 1) throw new Error("days must be a whole number, at least 1");
  const before = cutoff(days, now);
  const deleted = {};
  await db.transaction().execute(async (trx) => {
    for (const table of LEAD_TABLES) {
      if (dryRun) {
        const row = await trx.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).where("created_at", "<", before).executeTakeFirst();
        deleted[table] = Number(row?.n ?? 0);
        continue;
      }
      // An outbox row names its lead by table and id: remove those first, whatever their age.
      const gone = trx.selectFrom(table).select("id").where("created_at", "<", before);
      const mail = await trx.deleteFrom("mail_outbox").where("lead_table", "=", table).where("lead_id", "in", gone).executeTakeFirst();
      deleted.mail_outbox = (deleted.mail_outbox ?? 0) + Number(mail.numDeletedRows);
      const res = await trx.deleteFrom(table).where("created_at", "<", before).executeTakeFirst();
      deleted[table] = Number(res.numDeletedRows);
    }
    if (!dryRun) {
      // Mail about no lead (admin notifications, confirmations) still names an address.
      const res = await trx.deleteFrom("mail_outbox").where("created_at", "<", before).executeTakeFirst();
      deleted.mail_outbox = (deleted.mail_outbox ?? 0) + Number(res.numDeletedRows);
    }
  });
  return { cutoff: before, deleted };
}

/**
 * Posts the bot checks caught (the Spam tab, migration 012) are kept this many days, whatever
 * LEAD_RETENTION_DAYS says: long enough for the organiser to look, no longer (ADR 033).
 */
export const SPAM_KEEP_DAYS = 30;

/**
 * Erases the spam posts older than SPAM_KEEP_DAYS. No mail belongs to them: a spam post sends
 * none until it is moved to the leads, and then it is a lead.
 * @param {import("kysely").Kysely<any>} db
 * @returns {Promise<{ cutoff: string, deleted: number }>}
 */
export async function eraseOldSpam(db, now = new Date()) {
  const before = cutoff(SPAM_KEEP_DAYS, now);
  const res = await db.deleteFrom("spam_posts").where("created_at", "<", before).executeTakeFirst();
  return { cutoff: before, deleted: Number(res.numDeletedRows) };
}

/**
 * Erases the admin's audit log entries (who did what, app/lib/admin/audit.server.ts) older than
 * `days`: ADMIN_AUDIT_RETENTION_DAYS, two years unless set. The log names the team, not leads,
 * so it has its own age, apart from LEAD_RETENTION_DAYS.
 * @param {import("kysely").Kysely<any>} db
 * @returns {Promise<{ cutoff: string, deleted: number }>}
 */
export async function eraseOldAudit(db, days, now = new Date()) {
  if (!Number.isInteger(days) || days < 1) throw new Error("days must be a whole number, at least 1");
  const before = cutoff(days, now);
  const res = await db.deleteFrom("admin_audit").where("at", "<", before).executeTakeFirst();
  return { cutoff: before, deleted: Number(res.numDeletedRows) };
}

/** How long a spent or expired single-use link (setup, invitation, reset) is kept: it holds an address. */
export const LINK_KEEP_DAYS = 30;

/**
 * Erases the admin's single-use links whose expiry is more than LINK_KEEP_DAYS past: used or
 * not, they open nothing by then, and an invitation carries the invitee's address.
 * @param {import("kysely").Kysely<any>} db
 * @returns {Promise<{ deleted: number }>}
 */
export async function eraseSpentLinks(db, now = new Date()) {
  const res = await db.deleteFrom("admin_tokens").where("expires_at", "<", cutoff(LINK_KEEP_DAYS, now)).executeTakeFirst();
  return { deleted: Number(res.numDeletedRows) };
}

/**
 * The server's daily run (server/main.mjs): once a minute after start (not during it, so a
 * restart loop cannot hammer the database), then every 24 h. It always erases old spam and
 * audit log entries older than `auditDays` (ADMIN_AUDIT_RETENTION_DAYS) and spent admin links; with `days`
 * (LEAD_RETENTION_DAYS) set, old leads too. Several instances may run it at once: the deletes
 * are idempotent.
 * @param {{ days: number | null, auditDays: number, openDb: () => import("kysely").Kysely<any>, log: any, intervalMs?: number, firstDelayMs?: number }} options
 * @returns {() => void} stops the timer
 */
export function scheduleRetention({ days, auditDays, openDb, log, intervalMs = 86_400_000, firstDelayMs = 60_000 }) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    let db;
    try {
      db = openDb();
      const spam = await eraseOldSpam(db);
      log.info({ spamKeepDays: SPAM_KEEP_DAYS, ...spam }, "spam erasure ran");
      const audit = await eraseOldAudit(db, auditDays);
      const links = await eraseSpentLinks(db);
      log.info({ auditRetentionDays: auditDays, ...audit, spentLinks: links.deleted }, "audit log retention ran");
      if (days) {
        const result = await eraseExpiredLeads(db, { days });
        log.info({ retentionDays: days, ...result }, "lead retention ran");
      }
    } catch (error) {
      log.error({ error: error?.message }, "lead retention failed");
    } finally {
      await db?.destroy().catch(() => {});
      running = false;
    }
  };
  const first = setTimeout(tick, firstDelayMs);
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
