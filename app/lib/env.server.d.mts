// Types of env.server.mjs (plain ESM, for plain node): TypeScript reads this file instead. Each
// key is the schema's output: defaults filled in, numbers and lists already converted.
// A key added to the schema is added here too.
export interface Env {
  NODE_ENV: "production" | "development" | "test";
  VITEST?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
  SQLITE_FILE: string;
  ALLOW_NEW_DATABASE: boolean;
  BACKUP_DIR?: string;
  PG_BIN?: string;
  BUILD_DIR?: string;
  SITE_TODAY?: string;
  SITE_TIME_ZONE: string;
  PORT?: number;
  HOST: string;
  TRUST_PROXY: boolean | number | string;
  SHUTDOWN_TIMEOUT_MS: number;
  LOG_LEVEL: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  LEAD_RETENTION_DAYS?: number;
  LEAD_REPEAT_DAYS: number;
  DIGEST_HOUR: number | null;
  FORM_RATE_LIMIT_PER_MINUTE: number;
  FORM_MIN_FILL_MS: number;
  FORM_COOKIE_SECRET?: string[];
  ADMIN_PASSWORD?: string;
  ADMIN_PASSWORD_HASH?: string;
  ADMIN_SESSION_IDLE_SECONDS: number;
  ADMIN_SESSION_MAX_SECONDS: number;
  ADMIN_THROTTLE_PER_IP_PER_MINUTE: number;
  ADMIN_THROTTLE_TOTAL_PER_HOUR: number;
  ADMIN_ALLOW_WEAK_HASH: "0" | "1";
  SMTP_URL?: string;
  MAIL_FROM?: string;
  ORGANISER_EMAIL?: string;
  OUTBOX_DIR?: string;
  MAIL_MAX_ATTEMPTS: number;
  MAIL_RETRY_BASE_MS: number;
  MAIL_POLL_MS: number;
  MAIL_VISITOR_DAILY_LIMIT: number;
  MAIL_WORKER?: "on" | "off";
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
  SITE_URL?: string;
  SITE_NAME?: string;
  SITE_EMAIL?: string;
  SITE_PHONE_DISPLAY?: string;
  SITE_PHONE_DIGITS?: string;
  SITE_WHATSAPP_DIGITS?: string;
  SITE_SOCIAL_URL?: string;
  SITE_PAYMENT_URL_BASE?: string;
  SITE_COMPANY_NAME?: string;
  SITE_COMPANY_CIN?: string;
  SITE_COMPANY_GSTIN?: string;
  SITE_COMPANY_PAN?: string;
  SITE_COMPANY_ADDRESS?: string;
}

export declare class ConfigError extends Error {}
export declare function parseEnv(source: Record<string, string | undefined>): Env;
export declare function getEnv(): Env;
export declare function refreshEnv(): Env;
