import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";

/**
 * A fixed-window counter per key, kept in the rate_limits table so every server instance
 * sharing one PostgreSQL counts together (an in-memory limiter would give each instance its
 * own allowance). One upsert per request; old windows are swept when a key opens a new one.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  { limit, windowMs = 60_000, now = Date.now() }: { limit: number; windowMs?: number; now?: number },
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const start = Math.floor(now / windowMs) * windowMs;
  const windowStart = new Date(start).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count === 1) {
    const cutoff = new Date(start - 60 * 60_000).toISOString();
    await db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
  }
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}
