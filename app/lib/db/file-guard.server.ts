import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/lib/env.server.mjs";
import { errorFields, log } from "~/lib/log.server";

/**
 * Guards around the SQLite file (docs/operations.md "When the database file goes missing").
 *
 * At start (checkDataDir): a data directory where a database lived and has none now is refused
 * with a message, unless ALLOW_NEW_DATABASE=1. Otherwise a deleted or moved file became a new,
 * empty database without a word: no leads, the admin "not configured". Where a database lived
 * is told by a hidden marker beside it (`.<file name>.lives-here`), written whenever the database
 * opens: hidden and named apart so that neither `rm data/retreatly.sqlite*` nor `rm data/*`
 * takes it along with the database. A mail outbox or a backups folder in the same directory
 * tells it as well (only a running site writes them). A brand new data directory has none of
 * these, and the first start creates the database and its marker.
 *
 * While running (guardFile): SQLite keeps writing to the file it opened, also after that file
 * was deleted or replaced, and every lead written then is lost when the process ends. Before
 * every statement the path is checked against the file that was opened (device and inode); once
 * they differ, every statement fails with DatabaseFileGone: the form says the lead could not be
 * stored (the visitor keeps what they typed), /readyz answers 503, and the log says why, once.
 */
export class DatabaseFileGone extends Error {
  override name = "DatabaseFileGone";
  constructor(readonly file: string, reason: string) {
    super(`The SQLite database ${file} ${reason} while the server was running. Restart the server once the file is back (docs/operations.md).`);
  }
}

const markerFile = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.lives-here`);
/** The marker's earlier name, which a glob of the database's name also matched: still read. */
const oldMarkerFile = (file: string) => `${file}.exists`;

/** What shows that a database lived beside `file`, or null for a directory that never had one. */
function traceOfDatabase(file: string): string | null {
  const dir = path.dirname(file);
  const traces = [markerFile(file), oldMarkerFile(file), path.join(dir, "outbox"), path.join(dir, "backups")];
  return traces.find((trace) => fs.existsSync(trace)) ?? null;
}

export function checkDataDir(file: string, allowNew = getEnv().ALLOW_NEW_DATABASE) {
  if (file === ":memory:" || fs.existsSync(file)) return;
  const trace = traceOfDatabase(file);
  if (trace && !allowNew) {
    const error = new Error(
      `The SQLite database ${file} is missing, but a database was kept there before (${trace}). ` +
        `Restore it from a backup (npm run restore), or, to start again with an empty database, set ALLOW_NEW_DATABASE=1 for one start.`,
    );
    error.name = "ConfigError";
    throw error;
  }
}

/** Records, beside an open database, that one lives here (see checkDataDir). */
export function markDataDir(file: string) {
  if (file === ":memory:") return;
  fs.writeFileSync(markerFile(file), "A Retreatly SQLite database lives beside this file; the server refuses to start without it (docs/operations.md).\n");
  fs.rmSync(oldMarkerFile(file), { force: true });
}

interface Prepares<T> {
  close(): void;
  prepare(sql: string): T;
}

/** `database` with every prepare first checking that `file` is still the file it opened. */
export function guardFile<T>(database: Prepares<T>, file: string): Prepares<T> {
  if (file === ":memory:") return database;
  const opened = fs.statSync(file);
  let gone: DatabaseFileGone | null = null;
  return {
    close: () => database.close(),
    prepare(sql: string) {
      if (gone) throw gone;
      const now = fs.statSync(file, { throwIfNoEntry: false });
      if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
        gone = new DatabaseFileGone(file, now ? "was replaced by another file" : "was deleted or moved");
        log.error("database file gone: leads are no longer acknowledged", errorFields(gone));
        throw gone;
      }
      return database.prepare(sql);
    },
  };
}
