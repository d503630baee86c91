import { z } from "zod";

/**
 * The follow-up's settings (README "Configuration"), checked at start (app/entry.server.tsx):
 * - LEAD_REPEAT_DAYS: the same request from the same person within this many days is a
 *   repeat: stored and shown on the person, no second e-mail (0: every request counts as new);
 * - DIGEST_HOUR: the organiser's local hour (SITE_TIME_ZONE) from which the day's digest is
 *   sent, or "off".
 */
const Schema = z.object({
  LEAD_REPEAT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  DIGEST_HOUR: z.union([z.literal("off"), z.coerce.number().int().min(0).max(23)]).default(8),
});

interface FollowUpConfig {
  repeatWindowMs: number;
  digestHour: number | null;
}

export function readFollowUpConfig(env: NodeJS.ProcessEnv = process.env): FollowUpConfig {
  const cleaned = Object.fromEntries(["LEAD_REPEAT_DAYS", "DIGEST_HOUR"].map((k) => [k, env[k]?.trim() || undefined]));
  const parsed = Schema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.path[0] === "DIGEST_HOUR" ? "an hour from 0 to 23, or off" : "whole days from 0 to 365"}`).join("; ");
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return {
    repeatWindowMs: parsed.data.LEAD_REPEAT_DAYS * 86_400_000,
    digestHour: parsed.data.DIGEST_HOUR === "off" ? null : parsed.data.DIGEST_HOUR,
  };
}
