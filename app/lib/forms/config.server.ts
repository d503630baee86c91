import { getEnv } from "~/lib/env.server.mjs";

/** Tunables of the form guards: two from the environment (README "Configuration"), two fixed. */
export interface FormConfig {
  /** Form posts per client IP per minute, across every server instance (FORM_RATE_LIMIT_PER_MINUTE). */
  ratePerMinute: number;
  /** A form sent faster than this after the page was rendered is treated as a bot (FORM_MIN_FILL_MS). */
  minFillMs: number;
  /** Largest accepted request body (SPEC-independent hardening). */
  maxBodyBytes: number;
  /** The same submission again within this window is not stored twice. */
  duplicateWindowMs: number;
}

export function getFormConfig(): FormConfig {
  const env = getEnv();
  return {
    ratePerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
    minFillMs: env.FORM_MIN_FILL_MS,
    maxBodyBytes: 16 * 1024,
    duplicateWindowMs: 60_000,
  };
}
