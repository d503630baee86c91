import type { Db } from "~/lib/db/db.server";
import { writeTransaction, type Trx } from "~/lib/db/write-batch.server";

/**
 * Login throttling (docs/admin.md "Sign-in limits"), counted in admin_login_attempts so every
 * server instance shares the counts. Each address (an IPv4 address, or an IPv6 /64: the server
 * passes it cut so, server/client-address.mjs) has its own allowance, and its failures never
 * lock anyone else out:
 *
 * - An address may fail `perIpPerMinute` times (5). From then on each further guess from it
 *   must wait after its latest failure: a minute, doubled at every further `perIpPerMinute`
 *   failures (1, 2, 4, 8 ... minutes), at most an hour. Only failures since the address's last
 *   successful sign-in (and within a day) count.
 * - The global limit slows, it never refuses: once `totalPerHour` failures (100) from all
 *   addresses together fall within the last hour, an address's allowance drops to one failure,
 *   so every address (the organiser's new browser included) still gets its first guess but each
 *   failing one waits 1, 2, 4 ... minutes between guesses. A browser that signed in before
 *   (the known-browser cookie, known-browser.server.ts) keeps the normal allowance.
 *
 * Reserve, then check: the attempt is written first (as a failure) and only the attempts
 * written before it count, so two parallel guesses cannot both slip under the limit the way
 * "count, then insert" would allow, also across instances. A refused attempt is re-marked
 * (succeeded = 2) so it never counts as a failure. The attempt's row is committed before the
 * count (so another instance's count sees it); on SQLite the rows of a flood share their
 * commits (write-batch.server.ts): not one wait for the disk per guess, on the thread that also
 * serves the pages.
 */
const ATTEMPT_FAILED = 0;
export const ATTEMPT_SUCCEEDED = 1;
const ATTEMPT_THROTTLED = 2;

interface ThrottleLimits {
  perIpPerMinute: number;
  totalPerHour: number;
}

type Reservation =
  | { allowed: true; id: number; failuresBefore: number; overloaded: boolean }
  | { allowed: false; id: number; retryAfterSeconds: number; overloaded: boolean };

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * How long an address waits after its latest failure, having failed `failures` times with an
 * allowance of `allowance`: nothing below the allowance, then a minute doubled at every further
 * `allowance` failures, at most an hour.
 */
export function lockoutMs(failures: number, allowance: number) {
  if (failures < allowance) return 0;
  const doublings = Math.floor((failures - allowance) / allowance);
  return Math.min(HOUR, MINUTE * 2 ** Math.min(doublings, 6));
}

export async function reserveLoginAttempt(
  db: Db,
  address: string,
  limits: ThrottleLimits,
  { knownBrowser = false, now = new Date() }: { knownBrowser?: boolean; now?: Date } = {},
): Promise<Reservation> {
  const inserted = await writeTransaction(db, async (trx) => {
    // The table holds client addresses (the per-address limit needs them), so it keeps a day
    // and no more: every attempt first clears what is older (a range of the created_at index).
    await pruneLoginAttempts(trx, now);
    return trx
      .insertInto("admin_login_attempts")
      .values({ ip: address, succeeded: ATTEMPT_FAILED, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
  });
  const id = Number(inserted.id);
  const dayAgo = new Date(now.getTime() - DAY).toISOString();

  const lastSuccess = await db
    .selectFrom("admin_login_attempts")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("ip", "=", address)
    .where("succeeded", "=", ATTEMPT_SUCCEEDED)
    .where("created_at", ">", dayAgo)
    .executeTakeFirst();
  const since = lastSuccess?.at && lastSuccess.at > dayAgo ? lastSuccess.at : dayAgo;
  const mine = await db
    .selectFrom("admin_login_attempts")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("created_at").as("latest")])
    .where("ip", "=", address)
    .where("succeeded", "=", ATTEMPT_FAILED)
    .where("created_at", ">", since)
    .where("id", "<", id)
    .executeTakeFirstOrThrow();
  const everyone = await db
    .selectFrom("admin_login_attempts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("succeeded", "=", ATTEMPT_FAILED)
    .where("created_at", ">", new Date(now.getTime() - HOUR).toISOString())
    .where("id", "<", id)
    .executeTakeFirstOrThrow();

  const overloaded = Number(everyone.n) >= limits.totalPerHour;
  const allowance = overloaded && !knownBrowser ? 1 : limits.perIpPerMinute;
  const failures = Number(mine.n);
  const until = mine.latest ? Date.parse(mine.latest) + lockoutMs(failures, allowance) : 0;
  if (until <= now.getTime()) return { allowed: true, id, failuresBefore: failures, overloaded };
  await markAttemptNotTried(db, id);
  return { allowed: false, id, overloaded, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

export async function markAttemptSucceeded(db: Db, id: number) {
  await writeTransaction(db, (trx) => trx.updateTable("admin_login_attempts").set({ succeeded: ATTEMPT_SUCCEEDED }).where("id", "=", id).execute());
}

/** An attempt refused before the password check (throttled, or the queue was full): not a failure. */
export async function markAttemptNotTried(db: Db, id: number) {
  await writeTransaction(db, (trx) => trx.updateTable("admin_login_attempts").set({ succeeded: ATTEMPT_THROTTLED }).where("id", "=", id).execute());
}

/** Keeps a day of attempts: plenty for the windows and for review, and no older addresses. */
async function pruneLoginAttempts(db: Db | Trx, now = new Date()) {
  await db
    .deleteFrom("admin_login_attempts")
    .where("created_at", "<", new Date(now.getTime() - DAY).toISOString())
    .execute();
}
