import { sql, type Transaction } from "kysely";
import type { Db } from "./db.server";
import { isPostgres } from "./migrations/helpers";
import type { Database } from "./schema";

export type Trx = Transaction<Database>;

interface Job {
  fn: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Db, { jobs: Job[]; scheduled: boolean }>();

/**
 * Runs `fn` in a write transaction and resolves only once that transaction is committed.
 *
 * On SQLite this is a group commit. With synchronous=FULL every commit waits for the disk
 * (an fsync), and better-sqlite3 waits on the event loop, so one commit per lead made the disk
 * the limit of how many sign-ups a second the site can take. Writes that arrive together (in
 * the same turn of the event loop) share one transaction and one fsync instead, each in its own
 * savepoint: a write that fails is rolled back alone and rejects alone; the others go on. Every
 * caller still hears "done" only after the commit, so an acknowledged lead is on disk exactly
 * as before (tests/reliability/crash.test.ts). If the commit itself fails, every write in it
 * rejects and nothing of it is stored.
 *
 * `fn` must only touch the database through `trx` and must not wait on anything else (the
 * network, a timer): the whole batch waits for it.
 *
 * PostgreSQL commits concurrent transactions together on its own (and holds locks per row),
 * so there each write is simply its own transaction.
 */
export function writeTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(fn);
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { jobs: [], scheduled: false }));
  return new Promise<T>((resolve, reject) => {
    queue.jobs.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    if (!queue.scheduled) {
      queue.scheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: every request whose body
      // arrived in it has queued its write by then.
      setImmediate(() => void flush(db, queue));
    }
  });
}

async function flush(db: Db, queue: { jobs: Job[]; scheduled: boolean }) {
  const jobs = queue.jobs;
  queue.jobs = [];
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const job of jobs) {
        if (jobs.length === 1) {
          // Alone in the batch: no savepoint needed, a failure rolls back the transaction.
          outcomes.push({ ok: true, value: await job.fn(trx) });
          continue;
        }
        await sql`savepoint write_job`.execute(trx);
        try {
          const value = await job.fn(trx);
          await sql`release write_job`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          await sql`rollback to write_job`.execute(trx);
          await sql`release write_job`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const job of jobs) job.reject(error);
    return;
  } finally {
    // Writes queued while this batch ran form the next one.
    if (queue.jobs.length) setImmediate(() => void flush(db, queue));
    else queue.scheduled = false;
  }
  jobs.forEach((job, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
}
