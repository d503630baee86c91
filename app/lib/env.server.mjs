// @ts-check
/**
 * The environment: every setting the product reads (docs/operations.md, README "Configuration"),
 * checked by one zod schema. The only module that reads process.env: the server, the app, the
 * scripts and the tests ask getEnv(). Plain ESM with JSDoc types, because server/*.mjs and the
 * ops commands run under plain `node` (Node 20 cannot load .ts, the production image has no tsx)
 * and must read the same file the app does.
 *
 * An empty (or blank) value is unset, as a compose file's `KEY=` means. A bad value throws a
 * ConfigError listing every bad key, which server/index.mjs prints before exiting, instead of
 * failing later on the first request that needs it.
 */
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { ISO_DAY, isCalendarDate, isTimeZone } from "./calendar-checks.mjs";

/**
 * A whole number from `min` to `max`, read as Number() reads it (so "0x1F90" is 8080, as the
 * server has always taken it).
 * @param {number} min @param {number} max @param {string} [unit]
 */
const whole = (min, max = Number.MAX_SAFE_INTEGER, unit = "") =>
  z
    .string()
    .refine(
      (v) =>
        Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max,
      max === Number.MAX_SAFE_INTEGER
        ? `must be a whole number${unit}, at least ${min}`
        : `must be a whole number${unit} from ${min} to ${max}`,
    )
    .transform(Number);

/** A comma-separated list proxy-addr accepts: loopback, linklocal, uniquelocal, IPs, CIDR ranges. */
function isAddressList(/** @type {string} */ value) {
  try {
    proxyaddr.compile(value.split(",").map((v) => v.trim()));
    return true;
  } catch {
    return false;
  }
}

const DKIM_KEYS = /** @type {const} */ ([
  "DKIM_DOMAIN",
  "DKIM_SELECTOR",
  "DKIM_PRIVATE_KEY",
  "DKIM_PRIVATE_KEY_FILE",
]);

const EnvObject = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** Set by Vitest in its workers and inherited by the servers the tests start. */
  VITEST: z.string().optional(),

  // The database (app/lib/db/connection.server.mjs): PostgreSQL when DATABASE_URL is set,
  // otherwise the SQLite file DATA_DIR/SQLITE_FILE.
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "must start with postgres:// or postgresql://",
    )
    .optional(),
  DATA_DIR: z.string().default("data"),
  SQLITE_FILE: z.string().default("retreatly.sqlite"),
  /** "1" for one start: accept a new, empty database where one was kept (file-guard.server.ts). */
  ALLOW_NEW_DATABASE: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  /** Where `npm run backup` writes; DATA_DIR/backups when unset. */
  BACKUP_DIR: z.string().optional(),
  /** The folder of pg_dump and pg_restore, when they are not on the PATH. */
  PG_BIN: z.string().optional(),
  /** The build the server runs (default: build/ beside server/). */
  BUILD_DIR: z.string().optional(),

  // The clock (lib/clock.server.ts).
  SITE_TODAY: z
    .string()
    .refine(
      (v) => ISO_DAY.test(v) && isCalendarDate(v),
      "must be a date like 2025-11-01",
    )
    .optional(),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, "is not an IANA time zone (e.g. Asia/Kolkata)")
    .default("Asia/Kolkata"),

  // The process (server/main.mjs).
  /** Unset: 3000 for the server; the site's own URL follows a PORT that is set (site.server.ts). */
  PORT: whole(0, 65535).optional(),
  HOST: z
    .string()
    .regex(/^[\w.:-]+$/, "must be a host name or IP address")
    .default("0.0.0.0"),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) =>
        ["true", "false"].includes(v) || /^\d+$/.test(v) || isAddressList(v),
      "must be false, the proxy's address (loopback, an IP address or a CIDR range, comma-separated), a hop count or true",
    )
    .optional()
    .transform((v) =>
      v === "true"
        ? true
        : v === undefined || v === "false"
          ? false
          : /^\d+$/.test(v)
            ? Number(v)
            : v,
    ),
  SHUTDOWN_TIMEOUT_MS: whole(0, undefined, " of milliseconds").default(10_000),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),

  // Leads.
  /** Unset: leads are kept until erased by hand (erasing data is not done by surprise). */
  LEAD_RETENTION_DAYS: z
    .string()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= 1,
      "must be a whole number of days, at least 1",
    )
    .transform(Number)
    .optional(),
  /** The same request from the same person within this many days is a repeat (0: none is). */
  LEAD_REPEAT_DAYS: whole(0, 365, " of days").default(7),
  /** The organiser's local hour from which the day's digest is sent; null: "off". */
  DIGEST_HOUR: z
    .string()
    .refine(
      (v) =>
        v === "off" ||
        (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 23),
      "must be an hour from 0 to 23, or off",
    )
    .transform((v) => (v === "off" ? null : Number(v)))
    .default(8),

  // The forms' guards (lib/forms).
  FORM_RATE_LIMIT_PER_MINUTE: whole(0).default(20),
  FORM_MIN_FILL_MS: whole(0, undefined, " of milliseconds").default(2500),
  /** Comma-separated: the first signs the flash cookie, all verify (rotation). */
  FORM_COOKIE_SECRET: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional(),

  // The admin (lib/admin; the hash's strength is checked by admin/config.server.ts).
  /** For `npm run admin:set-password` in scripts; kept as typed, spaces included. */
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_PASSWORD_HASH: z.string().optional(),
  /** 30 minutes idle, 12 hours absolute; tests shorten them. */
  ADMIN_SESSION_IDLE_SECONDS: whole(1).default(30 * 60),
  ADMIN_SESSION_MAX_SECONDS: whole(1).default(12 * 60 * 60),
  ADMIN_THROTTLE_PER_IP_PER_MINUTE: whole(1).default(5),
  ADMIN_THROTTLE_TOTAL_PER_HOUR: whole(1).default(100),
  /** "1" accepts a weak ADMIN_PASSWORD_HASH: only for tests, never for a real site. */
  ADMIN_ALLOW_WEAK_HASH: z.enum(["0", "1"]).default("0"),
  /**
   * 32 random bytes (base64 or hex) that encrypt the users' two-factor secrets (AES-256-GCM):
   * a copy of the database alone cannot make their codes. Unset: two-factor sign-in cannot be
   * turned on (the account page says so).
   */
  ADMIN_SECRET_KEY: z
    .string()
    .refine(
      (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, "base64").length === 32,
      "must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)",
    )
    .optional(),
  /** How long the audit log keeps who did what. */
  ADMIN_AUDIT_RETENTION_DAYS: whole(30, 3650, " of days").default(730),

  // Mail (docs/mail.md, lib/mail/config.server.ts).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().optional(),
  ORGANISER_EMAIL: z.string().optional(),
  OUTBOX_DIR: z.string().optional(),
  MAIL_MAX_ATTEMPTS: whole(1, 100).default(8),
  MAIL_RETRY_BASE_MS: whole(100, 3_600_000, " of milliseconds").default(30_000),
  // Tests set it low so a retried e-mail leaves without waiting for the production poll.
  MAIL_POLL_MS: whole(10, 600_000, " of milliseconds").default(2_000),
  MAIL_VISITOR_DAILY_LIMIT: whole(0, 1000).default(3),
  MAIL_WORKER: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i,
      "must be a domain name such as retreatly.example",
    )
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(
      /^[a-z0-9](?:[a-z0-9._-]{0,62})$/i,
      "must be a DNS label such as mail2026",
    )
    .optional(),
  /** PEM; `\n` for line breaks is accepted, as env files write it. */
  DKIM_PRIVATE_KEY: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),

  // Site facts over the fictional defaults (content/site.server.ts checks them with SiteSchema).
  SITE_URL: z.string().optional(),
  SITE_NAME: z.string().optional(),
  SITE_EMAIL: z.string().optional(),
  SITE_PHONE_DISPLAY: z.string().optional(),
  SITE_PHONE_DIGITS: z.string().optional(),
  SITE_WHATSAPP_DIGITS: z.string().optional(),
  SITE_SOCIAL_URL: z.string().optional(),
  /**
   * The address Book Now used to open before each edition's slug; only migration 022 reads it,
   * to turn those slugs into whole payment links. Editions now keep their own full https link.
   */
  SITE_PAYMENT_URL_BASE: z.string().optional(),
  SITE_COMPANY_NAME: z.string().optional(),
  SITE_COMPANY_CIN: z.string().optional(),
  SITE_COMPANY_GSTIN: z.string().optional(),
  SITE_COMPANY_PAN: z.string().optional(),
  SITE_COMPANY_ADDRESS: z.string().optional(),
});

const EnvSchema = EnvObject.superRefine((env, ctx) => {
  // All of DKIM or none: a half-set configuration would send unsigned mail the operator
  // believes signed.
  const set = DKIM_KEYS.filter((k) => env[k] !== undefined);
  if (set.length === 0) return;
  if (
    !env.DKIM_DOMAIN ||
    !env.DKIM_SELECTOR ||
    (!env.DKIM_PRIVATE_KEY && !env.DKIM_PRIVATE_KEY_FILE)
  )
    ctx.addIssue({
      code: "custom",
      path: [],
      message:
        "DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE (or none of them)",
    });
  else if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE)
    ctx.addIssue({
      code: "custom",
      path: [],
      message: "set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both",
    });
});

/** @typedef {z.infer<typeof EnvSchema>} Env */


/** Values never repeated in a message: they are secrets or carry one (a URL's password). */
const SECRET = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "FORM_COOKIE_SECRET",
  "ADMIN_PASSWORD",
  "ADMIN_PASSWORD_HASH",
  "ADMIN_SECRET_KEY",
  "DKIM_PRIVATE_KEY",
]);
/** Values taken as typed: a passphrase may begin or end with a space. */
const UNTRIMMED = new Set(["ADMIN_PASSWORD"]);

/** A bad setting: its message is for the operator, printed without a stack trace. */
export class ConfigError extends Error {
  name = "ConfigError";
}

/**
 * The settings in `source`, checked (pure: tests pass their own). Throws a ConfigError naming
 * every bad key.
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  /** @type {Record<string, string>} */
  const cleaned = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined || value.trim() === "") continue;
    cleaned[key] = UNTRIMMED.has(key) ? value : value.trim();
  }
  const parsed = EnvSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = issue.path.join(".");
    if (!key) return issue.message;
    const got =
      key in cleaned && !SECRET.has(key) ? ` (got "${cleaned[key]}")` : "";
    return `${key} ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration:\n  - ${lines.join("\n  - ")}`);
}

/** @type {Env | undefined} */
let cached;

/** The process's settings, checked once (the first call throws on a bad value). */
export function getEnv() {
  return (cached ??= parseEnv(process.env));
}

/**
 * Reads process.env again: for tests that change it after the first getEnv(), since a running
 * server's settings never change.
 */
export function refreshEnv() {
  cached = undefined;
  return getEnv();
}
