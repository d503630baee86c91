import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The app's own database, configured as the server is: a SQLite file under DATA_DIR.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readers-"));

describe("the app's readers on a SQLite file", () => {
  let db: typeof import("./db.server");
  beforeAll(async () => {
    vi.stubEnv("DATA_DIR", dir);
    vi.stubEnv("DATABASE_URL", "");
    vi.resetModules();
    db = await import("./db.server");
  });
  afterAll(async () => {
    await db.closeDb();
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are two connections of their own on threads of their own, kept for the process", async () => {
    const main = await db.getDb();
    const readers = await db.getReaders();
    // Two, so that a broad search's long read can be split across two cores (ADR 023).
    expect(readers).toHaveLength(2);
    expect(new Set([main, ...readers]).size).toBe(3);
    // The same two every time: a new thread per dashboard would leak threads.
    (await db.getReaders()).forEach((reader, i) => expect(reader).toBe(readers[i]));
    await main.insertInto("admin_sessions").values({ token_hash: "h", created_at: "2026-01-01", last_seen_at: "2026-01-01", expires_at: "2026-01-02" }).execute();
    for (const reader of readers) {
      // Each sees the main connection's writes (one file), and is read-only.
      const count = await sql<{ n: number }>`select count(*) as n from admin_sessions`.execute(reader);
      expect(Number(count.rows[0]!.n)).toBe(1);
      await expect(sql`delete from admin_sessions`.execute(reader)).rejects.toThrow(/readonly/i);
    }
  });
});
