import { describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/db/db.server";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { hitRateLimit } from "./rate-limit.server";

describe.each(dialects)("rate limit on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("counts together across server instances sharing the database", async () => {
    // A second client stands in for a second server instance.
    const other = openDatabase(dialect === "postgres" ? { url: t.url } : { file: t.file }, { migrate: false }).db;
    try {
      const now = Date.parse("2026-03-01T10:00:30Z");
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => hitRateLimit(i % 2 ? other : t.db, "form:198.51.100.7", { limit: 6, now })),
      );
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(results.filter((r) => r.allowed)).toHaveLength(6);
      expect(Math.max(...results.map((r) => r.retryAfterSeconds))).toBe(30);
    } finally {
      await other.destroy();
    }
  });

  it("starts a fresh window each minute and sweeps windows older than an hour", async () => {
    const start = Date.parse("2026-03-01T11:00:00Z");
    expect((await hitRateLimit(t.db, "form:k", { limit: 1, now: start })).allowed).toBe(true);
    expect((await hitRateLimit(t.db, "form:k", { limit: 1, now: start + 1000 })).allowed).toBe(false);
    expect((await hitRateLimit(t.db, "form:k", { limit: 1, now: start + 60_000 })).allowed).toBe(true);
    await hitRateLimit(t.db, "form:later", { limit: 1, now: start + 2 * 60 * 60_000 });
    const left = await t.db.selectFrom("rate_limits").select("key").where("key", "=", "form:k").execute();
    expect(left).toHaveLength(0);
  });
});
