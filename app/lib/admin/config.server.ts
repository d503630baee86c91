import { z } from "zod";
import { weakHashReason } from "./password-hash.server";

/**
 * Admin settings from the environment, checked once. Kept apart from env.server.ts (shared by
 * the whole site) because only the admin routes need them; a bad value fails the first admin
 * request with a readable message instead of silently using a default.
 */
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const AdminEnvSchema = z.object({
  /** A hash made by `npm run admin:set-password -- --print-hash`; wins over the stored one. */
  ADMIN_PASSWORD_HASH: z.string().min(1).optional(),
  /** 30 minutes idle, 12 hours absolute; tests shorten them. */
  ADMIN_SESSION_IDLE_SECONDS: seconds(30 * 60),
  ADMIN_SESSION_MAX_SECONDS: seconds(12 * 60 * 60),
  ADMIN_THROTTLE_PER_IP_PER_MINUTE: seconds(5),
  ADMIN_THROTTLE_TOTAL_PER_HOUR: seconds(100),
  /**
   * "1" accepts an ADMIN_PASSWORD_HASH below the scrypt floor. Only for tests, which would
   * otherwise spend a second of CPU on every sign-in; never set it for a real site.
   */
  ADMIN_ALLOW_WEAK_HASH: z.enum(["0", "1"]).default("0"),
}).superRefine((env, ctx) => {
  const reason = env.ADMIN_PASSWORD_HASH && env.ADMIN_ALLOW_WEAK_HASH !== "1" ? weakHashReason(env.ADMIN_PASSWORD_HASH) : null;
  if (reason) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD_HASH"], message: `is refused: ${reason}` });
});

type AdminEnv = z.infer<typeof AdminEnvSchema>;

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
