import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { openSqlite } from "./connection.server.mjs";
import { migrate, withStatementCache, type Db } from "./db.server";
import { writeTransaction } from "./write-batch.server";

const setting = (key: string) => ({ key, value: "v", updated_at: new Date().toISOString() });

describe("group commit on SQLite", () => {
  let dir: string;
  let db: Db;
  let commits = 0;
  let savepoints = 0;

  async function open() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-batch-"));
    db = new Kysely({
      dialect: new SqliteDialect({ database: withStatementCache(openSqlite(path.join(dir, "b.sqlite"))) }),
      log: (e) => {
        if (e.level === "query" && e.query.sql === "commit") commits++;
        if (e.level === "query" && /savepoint/i.test(e.query.sql)) savepoints++;
      },
    });
    await migrate(db);
    commits = 0;
    savepoints = 0;
  }
  afterEach(async () => {
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes that arrive together share one commit, and each hears back only after it", async () => {
    await open();
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    const ids = await Promise.all(
      keys.map((k) => writeTransaction(db, (trx) => trx.insertInto("app_settings").values(setting(k)).returning("key").executeTakeFirstOrThrow())),
    );
    expect(ids.map((r) => r.key)).toEqual(keys);
    expect(commits).toBe(1);
    const rows = await db.selectFrom("app_settings").select("key").where("key", "like", "k%").execute();
    expect(rows).toHaveLength(20);
    // No savepoint per write: one would make FTS5 flush its pending index data every time.
    expect(savepoints).toBe(0);
  });

  it("a write that fails is rolled back alone; the others in its batch run again on their own and are stored", async () => {
    await open();
    const runs = { a: 0, failing: 0, b: 0 };
    const results = await Promise.allSettled([
      writeTransaction(db, (trx) => (runs.a++, trx.insertInto("app_settings").values(setting("a")).execute())),
      writeTransaction(db, async (trx) => {
        runs.failing++;
        await trx.insertInto("app_settings").values(setting("half-done")).execute();
        throw new Error("boom");
      }),
      writeTransaction(db, (trx) => (runs.b++, trx.insertInto("app_settings").values(setting("b")).execute())),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("boom");
    const keys = (await db.selectFrom("app_settings").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("a");
    expect(keys).toContain("b");
    expect(keys).not.toContain("half-done");
    // The batch (a, then the failure) was rolled back; then a, the failing write and b each
    // ran in a transaction of their own, and the two that succeeded committed.
    expect(runs).toEqual({ a: 2, failing: 2, b: 1 });
    expect(commits).toBe(2);
  });

  it("a write that fails only beside another (a unique key both take) is told so when it runs alone", async () => {
    await open();
    const results = await Promise.allSettled([
      writeTransaction(db, (trx) => trx.insertInto("app_settings").values(setting("same")).execute()),
      writeTransaction(db, (trx) => trx.insertInto("app_settings").values(setting("same")).execute()),
      writeTransaction(db, (trx) => trx.insertInto("app_settings").values(setting("other")).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const keys = (await db.selectFrom("app_settings").select("key").where("key", "in", ["same", "other"]).execute()).map((r) => r.key);
    expect(keys.sort()).toEqual(["other", "same"]);
  });

  it("when the commit itself fails, every write of the batch is told so and none is stored", async () => {
    await open();
    await sql`create table parent (id integer primary key)`.execute(db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent(id))`.execute(db);
    const results = await Promise.allSettled([
      writeTransaction(db, (trx) => trx.insertInto("app_settings").values(setting("innocent")).execute()),
      writeTransaction(db, async (trx) => {
        // A deferred foreign key is checked at COMMIT, so this makes the commit fail.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into child (id, parent_id) values (1, 42)`.execute(trx);
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await db.selectFrom("app_settings").select("key").where("key", "=", "innocent").execute()).toHaveLength(0);
  });

  it("writes queued while a batch is committing go into the next one", async () => {
    await open();
    let second: Promise<unknown> | undefined;
    await writeTransaction(db, async (trx) => {
      await trx.insertInto("app_settings").values(setting("first")).execute();
      second = writeTransaction(db, (t) => t.insertInto("app_settings").values(setting("second")).execute());
    });
    await second;
    expect(commits).toBe(2);
    expect(await db.selectFrom("app_settings").select("key").where("key", "in", ["first", "second"]).execute()).toHaveLength(2);
  });
});

describe.each(dialects)("writeTransaction on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("returns the result once committed, and rolls back a failing write", async () => {
    const value = await writeTransaction(t.db, async (trx) => {
      await trx.insertInto("app_settings").values(setting(`ok-${dialect}`)).execute();
      return 7;
    });
    expect(value).toBe(7);
    await expect(
      writeTransaction(t.db, async (trx) => {
        await trx.insertInto("app_settings").values(setting(`rolled-back-${dialect}`)).execute();
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    const keys = (await t.db.selectFrom("app_settings").select("key").execute()).map((r) => r.key);
    expect(keys).toContain(`ok-${dialect}`);
    expect(keys).not.toContain(`rolled-back-${dialect}`);
  });
});

describe("the SQLite statement cache", () => {
  it("hands out one prepared statement per SQL text, but never one that is still iterating", () => {
    const database = withStatementCache(openSqlite(":memory:"));
    const a = database.prepare("select 1 as x union all select 2");
    expect(database.prepare("select 1 as x union all select 2")).toBe(a);
    const iterator = a.iterate();
    iterator.next();
    const b = database.prepare("select 1 as x union all select 2");
    expect(b).not.toBe(a);
    expect(b.all()).toEqual([{ x: 1 }, { x: 2 }]);
    iterator.return?.();
    expect(database.prepare("select 1 as x union all select 2")).toBe(a);
    database.close();
  });
});
