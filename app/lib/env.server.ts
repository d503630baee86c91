import path from "node:path";
import { z } from "zod";

/**
 * Server configuration from the environment, validated once at start. A bad value throws a
 * readable error that server/main.mjs prints before exiting, instead of failing later on the
 * first request that needs it.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** PostgreSQL when set; otherwise the embedded SQLite file under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("data"),
  SQLITE_FILE: z.string().min(1).default("retreatly.sqlite"),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
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
