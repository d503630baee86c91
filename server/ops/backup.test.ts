import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "~/lib/db/db.server";
import { dialects, useTestDb } from "../../tests/support/databases";
import { backupName, backupPostgres, backupSqlite } from "./backup.mjs";
import { restorePostgres, restoreSqlite } from "./restore.mjs";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-backup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lead(i: number) {
  const now = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  return {
    name: `Zoë ${i} 🧘`,
    email: `lead${i}+goa@example.com`,
    phone: "+91 98100 00000",
    brochure_url: "/brochures/goa-2025.pdf",
    source_page: "/retreats/goa-2025",
    consent_version: "2025-01",
    consent_at: now,
    created_at: now,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    landing_page: null,
  };
}

describe.each(dialects)("backup and restore on %s", (dialect) => {
  const t = useTestDb(dialect);

  const dump = async () => ({
    brochure: await t.db.selectFrom("brochure_signups").selectAll().orderBy("id").execute(),
    newsletter: await t.db.selectFrom("newsletter_subscribers").selectAll().orderBy("id").execute(),
  });

  it("restores exactly what was backed up, dropping what was written after", async () => {
    await t.db.insertInto("brochure_signups").values([1, 2, 3].map(lead)).execute();
    const file = path.join(dir, `${dialect}-${backupName(new Date(), dialect === "sqlite" ? "sqlite" : "dump")}`);
    if (dialect === "sqlite") await backupSqlite(t.file, file);
    else await backupPostgres(t.url, file, { pgBin: PG_BIN });
    const atBackup = await dump();
    expect(atBackup.brochure).toHaveLength(3);

    // Life goes on: more leads, an edit and a deletion after the backup.
    await t.db.insertInto("brochure_signups").values([4, 5].map(lead)).execute();
    await t.db.updateTable("brochure_signups").set({ name: "changed" }).where("id", "=", atBackup.brochure[0]!.id).execute();
    await t.db.deleteFrom("brochure_signups").where("id", "=", atBackup.brochure[1]!.id).execute();
    expect(await dump()).not.toEqual(atBackup);

    if (dialect === "sqlite") {
      // The app's client stays open through the restore, like a running server would.
      await restoreSqlite(file, t.file);
    } else {
      await restorePostgres(file, t.url, { pgBin: PG_BIN });
    }
    expect(await dump()).toEqual(atBackup);

    // The restored database is still a working one: ids carry on after the restored ones,
    // and migrating again finds nothing to do.
    await migrate(t.db);
    const { id } = await t.db.insertInto("brochure_signups").values(lead(6)).returning("id").executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(Math.max(...atBackup.brochure.map((r) => r.id)));
  });
});

describe("SQLite backup", () => {
  it("is a consistent copy while another connection keeps writing", async () => {
    const file = path.join(dir, "live.sqlite");
    const { db, ready } = openDatabase({ file: file });
    await ready;
    await db.destroy();
    const writer = new SQLite(file);
    writer.pragma("journal_mode = WAL");
    const insert = writer.prepare(
      "insert into brochure_signups (name, email, brochure_url, source_page, consent_version, consent_at, created_at) values (?, ?, '/b.pdf', '/retreats/goa-2025', 'v1', ?, ?)",
    );
    for (let i = 0; i < 2000; i++) insert.run(`n${i}`, `e${i}@example.com`, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z");
    // Keep writing between the backup's steps.
    let writing = true;
    let written = 2000;
    const loop = () => {
      if (!writing) return;
      insert.run(`n${written}`, `e${written}@example.com`, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z");
      written++;
      setImmediate(loop);
    };
    setImmediate(loop);
    const out = path.join(dir, "live-copy.sqlite");
    await backupSqlite(file, out);
    writing = false;
    writer.close();

    const copy = new SQLite(out, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const { n, max } = copy.prepare("select count(*) as n, max(id) as max from brochure_signups").get() as { n: number; max: number };
    copy.close();
    // One committed state: every id up to the last one, with no gap and no torn row.
    expect(n).toBeGreaterThanOrEqual(2000);
    expect(n).toBe(max);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });

  it("refuses to restore a file that is not a Retreatly database, leaving the target alone", async () => {
    const bogus = path.join(dir, "bogus.sqlite");
    new SQLite(bogus).exec("create table x (y)");
    const target = path.join(dir, "target.sqlite");
    const { db, ready } = openDatabase({ file: target });
    await ready;
    await db.insertInto("brochure_signups").values(lead(1)).execute();
    await expect(restoreSqlite(bogus, target)).rejects.toThrow(/not a Retreatly database/);
    expect(await db.selectFrom("brochure_signups").selectAll().execute()).toHaveLength(1);
    await db.destroy();
  });

  it("names backups by UTC time, sortable and without colons", () => {
    expect(backupName(new Date("2026-11-22T03:15:09.123Z"))).toBe("retreatly-20261122T031509Z.sqlite");
  });
});
