import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import type { Db } from "./db.server";
import type { Database } from "./schema";
import { errorFields, log } from "~/lib/log.server";

/**
 * A read-only SQLite connection on its own thread, driven through Kysely like the main one.
 *
 * Why: better-sqlite3 answers on the thread that asks, so a long read (the admin's statistics
 * of a broad search, 20-35 ms at 100,000 leads) holds the server's one JavaScript thread, and the
 * page's list cannot render meanwhile. Here the query is compiled on the server's thread and run
 * on the reader's, so the two overlap, as they do on PostgreSQL (docs/decisions/018). WAL lets
 * this connection read while the main one writes; a transaction on it (BEGIN ... COMMIT) reads
 * one snapshot, as on the main connection.
 */
export function createSqliteReader(file: string): Db {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReaderDriver(file),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

/**
 * The reader maps the database file into memory (SQLite's memory-mapped I/O) rather than
 * copying pages into its own page cache. Its long read, a broad search's statistics, walks a
 * covering index of about 14.5 MB at 100,000 leads; the page cache (better-sqlite3's default,
 * 16 MB, a few thousand pages) is just too small for it with the other pages it holds, and a
 * scan in key order then evicts each page before it comes round again, so every count read
 * every page back from the kernel, one system call each: 22-23 ms against 15-16 mapped, in the
 * server (docs/performance.md, 2026-11-25 15:10). Mapped, pages are read in place and shared
 * with the kernel's file cache, so nothing is held twice and nothing grows with the table but
 * address space. Safe here because this connection never writes (SQLite's caveats about
 * mapped I/O concern writes through the mapping and platforms other than Linux and macOS).
 * Bytes of address space at most; pages of the file past it are read as before.
 */
export const READER_MMAP_BYTES = 1024 ** 3;

// CommonJS, evaluated as the worker's whole program: nothing of the app's bundle is needed.
// Statements are prepared once per SQL text (the values are bound per call), up to a bound.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("mmap_size = " + workerData.mmapBytes);
// Opened: from here on a death is a crash, not a failure to start.
parentPort.postMessage({ ready: true });
const statements = new Map();
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    const rows = statement.reader ? statement.all(parameters) : (statement.run(parameters), []);
    parentPort.postMessage({ id, rows });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending>; started: boolean };

/** How long a reader whose thread would not start refuses queries before trying again. */
const RESTART_AFTER_MS = 60_000;

/**
 * The reader's thread is gone or would not start: the query never ran. Callers that can ask
 * the main connection instead do (isReaderUnavailable); an SQL error is not this.
 */
export class ReaderUnavailableError extends Error {
  readonly code = "READER_UNAVAILABLE";
  constructor(reason: string) {
    super(`The SQLite reader is unavailable: ${reason}`);
  }
}

export function isReaderUnavailable(error: unknown): error is ReaderUnavailableError {
  return error instanceof ReaderUnavailableError;
}

class ReaderDriver implements Driver {
  private thread: Thread | undefined;
  private destroyed = false;
  private downUntil = 0;
  private nextId = 0;
  // One connection, as in Kysely's own SQLite driver: a transaction holds it until it ends.
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  // A transaction lives on the thread that began it. If that thread died meanwhile, the
  // transaction died with it: its queries and commit fail as unavailable (so callers may ask
  // the main connection), and a rollback has nothing left to do; sent to a new thread, either
  // would fail with "no transaction is active" and hide why.
  private transactionThread: Thread | undefined;

  constructor(private readonly file: string) {}

  async init() {}

  /**
   * Starts the thread on first use, and again after it died (its queries fail with it, and only
   * they: each thread has its own list of queries out). Never after destroy(): a rollback Kysely
   * sends for a transaction cut short would otherwise start a thread nobody stops.
   */
  private run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.destroyed) return Promise.reject(new Error("The SQLite reader is closed."));
    if (!this.thread && Date.now() < this.downUntil) return Promise.reject(new ReaderUnavailableError("its thread did not start"));
    const thread = (this.thread ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      // Waiting for an answer, the thread must keep the process alive.
      thread.worker.ref();
      thread.worker.postMessage({ id, sql, parameters });
    });
  }

  private start(): Thread {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file: this.file, mmapBytes: READER_MMAP_BYTES } });
    const thread: Thread = { worker, pending: new Map(), started: false };
    // Idle, the reader must not keep the process alive (tests, scripts, a graceful stop).
    worker.unref();
    worker.on("message", ({ id, rows, error, ready }: { id: number; rows?: unknown[]; error?: { message: string; code?: string }; ready?: true }) => {
      if (ready) {
        thread.started = true;
        return;
      }
      const p = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
      if (!p) return;
      if (error) p.reject(Object.assign(new Error(error.message), { code: error.code }));
      else p.resolve(rows!);
    });
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = undefined;
      // A thread that dies before opening the database did not start (the driver would not
      // load, the file would not open): refuse at once for a while instead of starting one per
      // query. One that crashed later is started again by the next query.
      if (!thread.started) this.downUntil = Date.now() + RESTART_AFTER_MS;
      const reason = this.destroyed ? new Error("The SQLite reader is closed.") : new ReaderUnavailableError(error.message);
      for (const p of thread.pending.values()) p.reject(reason);
      thread.pending.clear();
    };
    worker.on("error", (error) => {
      log.error("SQLite reader thread failed", errorFields(error));
      fail(error);
    });
    worker.on("exit", (code) => fail(new Error(`SQLite reader exited (${code})`)));
    return thread;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.destroyed) throw new Error("The SQLite reader is closed.");
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (this.transactionThread && this.transactionThread !== this.thread)
          throw new ReaderUnavailableError("its thread ended during a transaction");
        return { rows: (await this.run(query.sql, query.parameters)) as R[] };
      },
      streamQuery: () => {
        throw new Error("The SQLite reader does not stream; iterate on the main connection.");
      },
    };
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
    this.transactionThread = this.thread;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const began = this.transactionThread;
    this.transactionThread = undefined;
    if (began !== this.thread) throw new ReaderUnavailableError("its thread ended during a transaction");
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const began = this.transactionThread;
    this.transactionThread = undefined;
    if (began !== this.thread) return;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy() {
    this.destroyed = true;
    const thread = this.thread;
    this.thread = undefined;
    await thread?.worker.terminate();
  }
}
