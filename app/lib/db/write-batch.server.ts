import type { Transaction } from "kysely";
import type { Db } from "./db.server";
import { isPostgres } from "./dialect";
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
 * On SQLite this is a group commit (ADRs 007, 026): with synchronous=FULL every commit waits for
 * an fsync, so writes that arrive in the same turn of the event loop share one transaction and
 * one fsync, and each caller still hears "done" only after the commit. Writes get no savepoint
 * each (one makes FTS5 flush its index per write); instead, when one fails, the batch is rolled
 * back and each write runs again alone. So `fn` may run twice: it must touch the database only
 * through `trx` and wait on nothing else. If the commit fails, every write in it rejects.
 *
 * PostgreSQL groups concurrent commits itself, so there each write is its own transaction.
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

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Thrown inside a batch's transaction to roll it back when one of its writes failed. */
const WRITE_FAILED = Symbol("a write in the batch failed");

async function flush(db: Db, queue: { jobs: Job[]; scheduled: boolean }) {
  const jobs = queue.jobs;
  queue.jobs = [];
  let outcomes: Outcome[];
  try {
    outcomes = await runTogether(db, jobs);
  } catch (error) {
    if (error === WRITE_FAILED) {
      // One write failed and the batch was rolled back: each write again, on its own.
      outcomes = [];
      for (const job of jobs) outcomes.push(await runAlone(db, job));
    } else {
      // The commit (or the transaction around the writes) failed: none of them is stored.
      outcomes = jobs.map(() => ({ ok: false, error }));
    }
  }
  // Writes queued while this batch ran form the next one.
  if (queue.jobs.length) setImmediate(() => void flush(db, queue));
  else queue.scheduled = false;
  jobs.forEach((job, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
}

/** Every write in one transaction; a batch of one rejects with its own error. */
async function runTogether(db: Db, jobs: Job[]): Promise<Outcome[]> {
  if (jobs.length === 1) return [await runAlone(db, jobs[0]!)];
  return db.transaction().execute(async (trx) => {
    const values: Outcome[] = [];
    for (const job of jobs) {
      try {
        values.push({ ok: true, value: await job.fn(trx) });
      } catch {
        throw WRITE_FAILED;
      }
    }
    return values;
  });
}

async function runAlone(db: Db, job: Job): Promise<Outcome> {
  try {
    return { ok: true, value: await db.transaction().execute(job.fn) };
  } catch (error) {
    return { ok: false, error };
  }
}
