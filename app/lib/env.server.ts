import path from "node:path";
import { z } from "zod";
import { isCalendarDate, isTimeZone, ISO_DAY } from "~/lib/calendar";

/** The clock's two keys (lib/clock.server.ts): the pinned day, if any, and the organiser's zone. */
const ClockEnvSchema = z.object({
  SITE_TODAY: z.string().trim().refine((v) => ISO_DAY.test(v) && isCalendarDate(v), "must be a date like 2025-11-01").optional(),
  SITE_TIME_ZONE: z.string().trim().refine(isTimeZone, "is not an IANA time zone (e.g. Asia/Kolkata)").default("Asia/Kolkata"),
});
export type ClockEnv = z.infer<typeof ClockEnvSchema>;

/**
 * Server configuration from the environment, validated once at start. A bad value throws a
 * readable error that server/main.mjs prints before exiting, instead of failing later on the
 * first request that needs it.
 */
const EnvSchema = ClockEnvSchema.extend({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** PostgreSQL when set; otherwise the embedded SQLite file under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("data"),
  SQLITE_FILE: z.string().min(1).default("retreatly.sqlite"),
});

type Env = z.infer<typeof EnvSchema>;

function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parse(EnvSchema, source);
}

/** The clock's keys alone, from an environment a test gives. */
export function parseClockEnv(source: NodeJS.ProcessEnv): ClockEnv {
  return parse(ClockEnvSchema, source);
}

function parse<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv): z.infer<T> {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return parsed.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  return (cached ??= parseEnv());
}

export function sqlitePath(env: Env = getEnv()) {
  return path.resolve(env.DATA_DIR, env.SQLITE_FILE);
}
