import fs from "node:fs";
import SQLite from "better-sqlite3";
import { getEnv } from "../../app/lib/env.server.mjs";
import { bin, run } from "./backup.mjs";

/**
 * Puts a SQLite backup back in place of the live database, through the same online backup API
 * in the other direction: SQLite locks the target while it copies every page, so the result is
 * exactly the backup (including the sqlite_sequence of ids) and no -wal file of the old
 * database can replay over it. The backup is checked before anything is touched.
 * Stop the server first anyway (docs/operations.md): requests in flight during a restore would
 * be answered from the old data and then lost.
 */
export async function restoreSqlite(backupFile, targetFile) {
  if (!fs.existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  const source = new SQLite(backupFile, { readonly: true, fileMustExist: true });
  try {
    const check = source.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`The backup failed its integrity check: ${check}`);
    // Migrations ran on the backup's database: a file without them is not one of ours.
    const hasMigrations = source
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasMigrations) throw new Error(`${backupFile} is not a Retreatly database (no kysely_migration table)`);
    await source.backup(targetFile, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  // The copy takes the backup's journal mode; put the live database back in WAL.
  const target = new SQLite(targetFile);
  try {
    target.pragma("journal_mode = WAL");
  } finally {
    target.close();
  }
  return { file: targetFile };
}

/**
 * PostgreSQL: pg_restore of a pg_dump -Fc file, dropping the objects it recreates (--clean
 * --if-exists) inside one transaction, so a failed restore leaves the database as it was.
 */
export async function restorePostgres(backupFile, url, { pgBin = getEnv().PG_BIN } = {}) {
  if (!fs.existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`);
  await run(bin("pg_restore", pgBin), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    backupFile,
  ]);
  return { url };
}
