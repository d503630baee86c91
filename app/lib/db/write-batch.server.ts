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
 * On SQLite this is a group commit. With synchronous=FULL every commit waits for the disk
 * (an fsync), and better-sqlite3 waits on the event loop, so one commit per lead made the disk
 * the limit of how many sign-ups a second the site can take. Writes that arrive together (in
 * the same turn of the event loop) share one transaction and one fsync instead. Every caller
 * still hears "done" only after the commit, so an acknowledged lead is on disk exactly as
 * before (tests/reliability/crash.test.ts).
 *
 * A write that fails is rolled back alone and rejects alone; the others go on. The writes of a
 * batch do not each get a savepoint for that: a savepoint makes the admin's FTS5 search index
 * write out what it holds in memory (its xSavepoint flushes), so with one per write a batch of
 * six sign-ups wrote six index segments and the writes cost about a third more (measured
 * 296 against 215 µs of SQLite per sign-up). Instead, when a write fails, the whole batch is
 * rolled back and each of its writes runs again, alone, in a transaction of its own: the ones
 * that succeed are stored, the failing one rejects. So `fn` may run twice; it must only touch
 * the database through `trx` and must not wait on anything else (the network, a timer): the
 * whole batch waits for it. If the commit itself fails, every write in it rejects and nothing
 * of it is stored.
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
