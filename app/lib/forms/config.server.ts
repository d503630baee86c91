/**
 * Tunables of the form guards, read from the environment on each request so tests and
 * operators can change them without a rebuild (README "Configuration").
 */
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

function intFromEnv(name: string, fallback: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function getFormConfig(): FormConfig {
  return {
    ratePerMinute: intFromEnv("FORM_RATE_LIMIT_PER_MINUTE", 20),
    minFillMs: intFromEnv("FORM_MIN_FILL_MS", 2500),
    maxBodyBytes: 16 * 1024,
    duplicateWindowMs: 60_000,
  };
}
