import type { Db } from "~/lib/db/db.server";

/**
 * Login throttling (issue 5): at most `perIpPerMinute` failed attempts per IP per minute and
 * `totalPerHour` failed attempts per hour across all IPs, counted in admin_login_attempts so
 * every server instance shares the counters.
 *
 * Reserve, then check: the attempt is written first (as a failure) and the window counted
 * after, including itself. Two parallel guesses therefore cannot both slip under the limit
 * the way "count, then insert" would allow. A throttled attempt is re-marked (succeeded = 2)
 * so it does not count: otherwise one IP hammering past its own limit would also fill the
 * global hourly budget and lock the organiser out for an hour.
 */
export const ATTEMPT_FAILED = 0;
export const ATTEMPT_SUCCEEDED = 1;
export const ATTEMPT_THROTTLED = 2;

export interface ThrottleLimits {
  perIpPerMinute: number;
  totalPerHour: number;
}

export type Reservation =
  | { allowed: true; id: number }
  | { allowed: false; id: number; retryAfterSeconds: number; scope: "ip" | "global" };

export async function reserveLoginAttempt(db: Db, ip: string, limits: ThrottleLimits, now = new Date()): Promise<Reservation> {
  // The table holds full client addresses (the per-address limit needs them), so it keeps a day
  // and no more: every attempt, a guess included, first clears what is older (a range of the
  // created_at index, nothing to delete most of the time).
  await pruneLoginAttempts(db, now);
  const created_at = now.toISOString();
  const inserted = await db
    .insertInto("admin_login_attempts")
    .values({ ip, succeeded: ATTEMPT_FAILED, created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();

  const perIp = await db
    .selectFrom("admin_login_attempts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ip", "=", ip)
    .where("created_at", ">", minuteAgo)
    .where("succeeded", "=", ATTEMPT_FAILED)
    .executeTakeFirstOrThrow();
  let scope: "ip" | "global" | null = Number(perIp.n) > limits.perIpPerMinute ? "ip" : null;
  if (!scope) {
    const total = await db
      .selectFrom("admin_login_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">", hourAgo)
      .where("succeeded", "=", ATTEMPT_FAILED)
      .executeTakeFirstOrThrow();
    if (Number(total.n) > limits.totalPerHour) scope = "global";
  }
  if (!scope) return { allowed: true, id };
  await db.updateTable("admin_login_attempts").set({ succeeded: ATTEMPT_THROTTLED }).where("id", "=", id).execute();
  return { allowed: false, id, scope, retryAfterSeconds: scope === "ip" ? 60 : 3600 };
}

export async function markAttemptSucceeded(db: Db, id: number) {
  await db.updateTable("admin_login_attempts").set({ succeeded: ATTEMPT_SUCCEEDED }).where("id", "=", id).execute();
}

/** Keeps a day of attempts: plenty for the windows and for review, and no older addresses. */
export async function pruneLoginAttempts(db: Db, now = new Date()) {
  await db
    .deleteFrom("admin_login_attempts")
    .where("created_at", "<", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
}
