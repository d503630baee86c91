import { getEnv, parseEnv } from "~/lib/env.server.mjs";

/**
 * The follow-up's settings in the units its code uses (the environment module checks them):
 * - LEAD_REPEAT_DAYS: the same request from the same person within this many days is a
 *   repeat: stored and shown on the person, no second e-mail (0: every request counts as new);
 * - DIGEST_HOUR: the organiser's local hour (SITE_TIME_ZONE) from which the day's digest is
 *   sent, or null for "off".
 * Tests pass their own environment as `source`.
 */
export function readFollowUpConfig(source?: NodeJS.ProcessEnv) {
  const env = source ? parseEnv(source) : getEnv();
  return { repeatWindowMs: env.LEAD_REPEAT_DAYS * 86_400_000, digestHour: env.DIGEST_HOUR };
}
