import crypto from "node:crypto";
import { sql, type Selectable, type Updateable } from "kysely";
import type { Db } from "~/lib/db/db.server";
import { isPostgres } from "~/lib/db/dialect";
import type { MailOutboxTable } from "~/lib/db/schema";
import { writeTransaction } from "~/lib/db/write-batch.server";
import { messageBodies } from "./stored-message.server";
import { readMailConfig } from "./config.server";
import { createTransport, type MailTransport } from "./transport.server";
import { log } from "~/lib/log.server";
import { LINK_MAIL_KINDS } from "./types";

/**
 * The ids of up to `n` due rows on SQLite, soonest first: pending rows whose time has come and
 * rows whose lease ran out, each read from the (status, next_attempt_at) index in its order (the
 * index ends in the rowid, so "next_attempt_at, id" needs no sort) and cut at `n` before the
 * two are merged. Exported for the test of its plan.
 */
export function dueIds(nowIso: string, n: number) {
  return sql<{ id: number }>`select id from (
      select * from (select id, next_attempt_at from mail_outbox where status = 'pending' and next_attempt_at <= ${nowIso} order by next_attempt_at, id limit ${n})
      union all
      select * from (select id, next_attempt_at from mail_outbox where status = 'sending' and locked_until < ${nowIso} order by next_attempt_at, id limit ${n})
    ) order by next_attempt_at, id limit ${n}`;
}

/**
 * The outbox worker: claims due rows of mail_outbox, sends them, and records the outcome.
 *
 * Claiming is atomic, so several instances on one PostgreSQL never send a row twice:
 * PostgreSQL locks the due rows with SELECT ... FOR UPDATE SKIP LOCKED in a transaction (a
 * second instance skips them instead of waiting) and marks them `sending` with a lease; SQLite
 * does the same in a single UPDATE ... WHERE id IN (SELECT ... LIMIT n) RETURNING, which SQLite
 * runs alone. A row whose lease ran out (its instance crashed or was killed mid-send) is claimed
 * again, so a restart resumes pending mail. The outcome is written only where the row still
 * carries this claim's token, so a late worker cannot undo a newer attempt's result.
 *
 * Delivery is at-least-once by nature: if a process dies after the SMTP server accepted a
 * message but before "sent" is written, the reclaimed row is sent again. The Message-ID is
 * derived from the row id (transport.server.ts), so the resend is the same message and
 * receiving servers and clients can fold it into one.
 */
type OutboxRow = Selectable<MailOutboxTable>;

export interface WorkerOptions {
  db: Db | (() => Promise<Db>);
  transport: MailTransport;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claim holds a row; longer than one send's worst case (transport timeouts). */
  leaseMs?: number;
  pollMs?: number;
  /** First retry delay; doubles per attempt up to retryMaxMs, with up to 20% jitter. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => Date;
  log?: (level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) => void;
}

interface RunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Rows whose lease had run out and another worker had claimed before this one got to them. */
  skipped: number;
}

/** Refusals that no retry will change: SMTP 5xx replies (unknown mailbox, policy rejection). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** What is kept in last_error for the admin: the SMTP code and reply, or the socket error. */
export function describeError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [e?.code, e?.responseCode, e?.response ?? e?.message ?? String(error)].filter((x) => x !== undefined && x !== "");
  return parts.join(" ").replace(/\s+/g, " ").slice(0, 500);
}

function defaultLog(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>) {
  // Only ids, kinds, counts and error codes: never an address, subject or SMTP reply text (they
  // can carry personal data). The app's log lines, with their redaction.
  log[level](msg, fields);
}

export class MailWorker {
  private readonly opts: Required<Omit<WorkerOptions, "db" | "transport">>;
  private readonly getDb: () => Promise<Db>;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {
    const db = options.db;
    this.getDb = typeof db === "function" ? db : async () => db;
    this.opts = {
      maxAttempts: options.maxAttempts ?? 8,
      batchSize: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 120_000,
      pollMs: options.pollMs ?? 2_000,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      retryMaxMs: options.retryMaxMs ?? 60 * 60_000,
      now: options.now ?? (() => new Date()),
      log: options.log ?? defaultLog,
    };
  }

  /** Claims up to batchSize due rows for this worker. */
  async claim(): Promise<{ rows: OutboxRow[]; token: string }> {
    const db = await this.getDb();
    const now = this.opts.now();
    const nowIso = now.toISOString();
    const lease = new Date(now.getTime() + this.opts.leaseMs).toISOString();
    const token = crypto.randomUUID();
    const claimSet = { status: "sending" as const, attempts: sql<number>`attempts + 1`, locked_until: lease, claim_token: token };
    const n = this.opts.batchSize;
    // Due: pending and its time has come, or claimed by a worker whose lease has run out. Each
    // half is its own query on the (status, next_attempt_at) index, read in order and cut at the
    // batch size: written as one OR, SQLite collected every due row and sorted them all, which
    // under a backlog (a burst of sign-ups, a mail server down for an hour) cost milliseconds
    // per claim on the event loop, growing with the backlog (mail.server.test.ts checks dueIds' plan).
    if (isPostgres(db)) {
      const rows = await db.transaction().execute(async (trx) => {
        const half = (status: "pending" | "sending") =>
          trx
            .selectFrom("mail_outbox")
            .select(["id", "next_attempt_at"])
            .where("status", "=", status)
            .where(status === "pending" ? "next_attempt_at" : "locked_until", status === "pending" ? "<=" : "<", nowIso)
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(n)
            .forUpdate()
            .skipLocked()
            .execute();
        const due = [...(await half("pending")), ...(await half("sending"))]
          .sort((x, y) => (x.next_attempt_at < y.next_attempt_at ? -1 : x.next_attempt_at > y.next_attempt_at ? 1 : Number(x.id) - Number(y.id)))
          .slice(0, n);
        if (due.length === 0) return [];
        return trx
          .updateTable("mail_outbox")
          .set(claimSet)
          .where(
            "id",
            "in",
            due.map((r) => r.id),
          )
          .returningAll()
          .execute();
      });
      return { rows, token };
    }
    // Through writeTransaction, like the outcomes: under a stream of sign-ups the claim shares
    // their commit (one fsync) instead of making its own.
    const rows = await writeTransaction(db, (trx) =>
      trx
        .updateTable("mail_outbox")
        .set(claimSet)
        .where(sql<boolean>`id in (${dueIds(nowIso, n)})`)
        .returningAll()
        .execute(),
    );
    return { rows, token };
  }

  /** One batch: claim, send each row, record each outcome. */
  async runOnce(): Promise<RunResult> {
    return this.send(await this.claim());
  }

  /** Sends the rows of one claim, in order. */
  async send({ rows, token }: { rows: OutboxRow[]; token: string }): Promise<RunResult> {
    const result: RunResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, skipped: 0 };
    for (const row of rows) result[await this.deliver(row, token)]++;
    return result;
  }

  /** Batches until nothing is due (tests, and after a nudge). */
  async drain(maxBatches = 50): Promise<RunResult> {
    const total: RunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    for (let i = 0; i < maxBatches; i++) {
      const r = await this.runOnce();
      for (const k of Object.keys(total) as (keyof RunResult)[]) total[k] += r[k];
      if (r.claimed < this.opts.batchSize) break;
    }
    return total;
  }

  private async deliver(row: OutboxRow, token: string): Promise<"sent" | "retried" | "failed" | "skipped"> {
    const db = await this.getDb();
    // Only while the row is still this claim's (see the class comment).
    // Through the group commit: under a stream of leads these small writes share the leads'
    // commits instead of waiting for the disk on their own, twice per message.
    const record = async (set: Updateable<MailOutboxTable>) => {
      const [r] = await writeTransaction(db, (trx) =>
        trx.updateTable("mail_outbox").set(set).where("id", "=", row.id).where("claim_token", "=", token).execute(),
      );
      return Number(r?.numUpdatedRows ?? 0) === 1;
    };
    // The rows of a batch are sent one after another, so a slow server can make the last ones
    // outlive their lease. Once less than half of it is left, renew it just before sending; if
    // another worker has meanwhile reclaimed the row (its token replaced ours), leave the row to
    // it instead of sending twice. With more than half left nobody can have reclaimed it (a
    // lease is only taken over once it has run out), and the send's own timeouts are shorter.
    const now = this.opts.now().getTime();
    const leaseLeft = row.locked_until ? Date.parse(row.locked_until) - now : 0;
    const renewed = leaseLeft > this.opts.leaseMs / 2 || (await record({ locked_until: new Date(now + this.opts.leaseMs).toISOString() }));
    if (!renewed) {
      this.opts.log("warn", "mail skipped: claimed by another worker", { outboxId: Number(row.id), kind: row.kind });
      return "skipped";
    }
    let headers: Record<string, string> = {};
    try {
      headers = row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {};
    } catch {
      /* a damaged headers value must not block the message itself */
    }
    try {
      // Rendered here from the lead's stored data (rows of old: as stored). A row that cannot
      // be rendered fails like a send would, and is retried, then marked failed.
      const { text, html } = messageBodies(row);
      await this.options.transport.send({
        id: Number(row.id),
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        text,
        html,
        headers,
      });
    } catch (error) {
      const now = this.opts.now();
      const attempts = Number(row.attempts);
      const permanent = isPermanent(error);
      const failed = permanent || attempts >= this.opts.maxAttempts;
      const lastError = describeError(error);
      if (failed) {
        await record({ status: "failed", locked_until: null, claim_token: null, last_error: lastError });
      } else {
        const delay = Math.min(this.opts.retryMaxMs, this.opts.retryBaseMs * 2 ** (attempts - 1)) * (1 + Math.random() * 0.2);
        await record({
          status: "pending",
          locked_until: null,
          claim_token: null,
          last_error: lastError,
          next_attempt_at: new Date(now.getTime() + delay).toISOString(),
        });
      }
      const e = error as { code?: string; responseCode?: number };
      this.opts.log(failed ? "error" : "warn", failed ? "mail failed" : "mail retry scheduled", {
        outboxId: Number(row.id),
        kind: row.kind,
        attempts,
        permanent,
        code: e?.code,
        responseCode: e?.responseCode,
      });
      return failed ? "failed" : "retried";
    }
    // A sent invitation or reset link is not kept: its token would open the admin to whoever
    // reads the table before the link is used or expires.
    const forget = (LINK_MAIL_KINDS as readonly string[]).includes(row.kind) ? { text_body: "", html_body: "" } : {};
    await record({ status: "sent", sent_at: this.opts.now().toISOString(), locked_until: null, claim_token: null, last_error: null, ...forget });
    this.opts.log("info", "mail sent", { outboxId: Number(row.id), kind: row.kind, attempts: Number(row.attempts) });
    return "sent";
  }

  /** Polls every pollMs until stop(). */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Look soon: an enqueue in this process has just committed (or is about to). */
  nudge() {
    if (this.stopped) return;
    // A short delay lets the lead's transaction commit before we look for its rows.
    this.schedule(150);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    // An earlier look already planned stays: under a steady stream of leads each nudge would
    // otherwise push the next look back, and no mail would go out until the stream paused.
    const at = Date.now() + ms;
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => void this.tick(), ms);
    // A pending poll never keeps the process alive on its own.
    this.timer.unref?.();
  }

  private async tick() {
    this.timer = undefined;
    if (this.running) {
      // A batch is in progress: look again right after it.
      await this.running;
      this.schedule(0);
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) =>
        // The database may be restarting: log without details and try at the next poll.
        this.opts.log("error", "mail worker batch failed", { error: (error as Error)?.message?.slice(0, 200) }),
      )
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (!this.timer) this.schedule(this.opts.pollMs);
  }

  /** Stops polling and waits for the batch in flight (its rows are then sent or rescheduled). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

// ---------- the server's one worker ----------

const GLOBAL_KEY = Symbol.for("retreatly.mailWorker");
type Holder = { [GLOBAL_KEY]?: { worker: MailWorker; transport: MailTransport } };

/**
 * Starts this process's worker unless MAIL_WORKER=off (or under Vitest, see config.server.ts).
 * Kept on globalThis, so a dev server re-importing the entry module does not start a second one.
 */
export function startMailWorker(getDb: () => Promise<Db>): MailWorker | null {
  const holder = globalThis as Holder;
  if (holder[GLOBAL_KEY]) return holder[GLOBAL_KEY].worker;
  const config = readMailConfig();
  if (config.workerMode === "off") return null;
  const transport = createTransport(config);
  const worker = new MailWorker({ db: getDb, transport, maxAttempts: config.maxAttempts, retryBaseMs: config.retryBaseMs, pollMs: config.pollMs });
  holder[GLOBAL_KEY] = { worker, transport };
  worker.start();
  defaultLog("info", "mail worker started", { transport: transport.describe.startsWith("files") ? "files" : "smtp" });
  return worker;
}

export function nudgeMailWorker() {
  (globalThis as Holder)[GLOBAL_KEY]?.worker.nudge();
}

export async function stopMailWorker() {
  const holder = globalThis as Holder;
  const current = holder[GLOBAL_KEY];
  holder[GLOBAL_KEY] = undefined;
  if (!current) return;
  await current.worker.stop();
  current.transport.close();
}
