import { z } from "zod";

/**
 * Admin settings from the environment, checked once. Kept apart from env.server.ts (shared by
 * the whole site) because only the admin routes need them; a bad value fails the first admin
 * request with a readable message instead of silently using a default.
 */
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const AdminEnvSchema = z.object({
  /** A hash made by `npm run admin:set-password -- --print-hash`; wins over the stored one. */
  ADMIN_PASSWORD_HASH: z.string().min(1).optional(),
  /** 30 minutes idle, 12 hours absolute (issue 5); tests shorten them. */
  ADMIN_SESSION_IDLE_SECONDS: seconds(30 * 60),
  ADMIN_SESSION_MAX_SECONDS: seconds(12 * 60 * 60),
  ADMIN_THROTTLE_PER_IP_PER_MINUTE: seconds(5),
  ADMIN_THROTTLE_TOTAL_PER_HOUR: seconds(100),
});

export type AdminEnv = z.infer<typeof AdminEnvSchema>;

export function parseAdminEnv(source: NodeJS.ProcessEnv = process.env): AdminEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = AdminEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid admin configuration: ${detail}`);
  }
  return parsed.data;
}

let cached: AdminEnv | undefined;
export function getAdminEnv(): AdminEnv {
  return (cached ??= parseAdminEnv());
}
