import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv, parseEnv, refreshEnv } from "./env.server.mjs";

describe("the environment", () => {
  it("has a default for every setting the product needs", () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: "production",
      DATA_DIR: "data",
      SQLITE_FILE: "retreatly.sqlite",
      ALLOW_NEW_DATABASE: false,
      SITE_TIME_ZONE: "Asia/Kolkata",
      HOST: "0.0.0.0",
      TRUST_PROXY: false,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      LOG_LEVEL: "info",
      LEAD_REPEAT_DAYS: 7,
      DIGEST_HOUR: 8,
      FORM_RATE_LIMIT_PER_MINUTE: 20,
      FORM_MIN_FILL_MS: 2500,
      ADMIN_SESSION_IDLE_SECONDS: 1800,
      ADMIN_ALLOW_WEAK_HASH: "0",
      MAIL_MAX_ATTEMPTS: 8,
      MAIL_POLL_MS: 2000,
      MAIL_VISITOR_DAILY_LIMIT: 3,
    });
    const env = parseEnv({});
    expect(env.PORT).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LEAD_RETENTION_DAYS).toBeUndefined();
  });

  it("counts an empty or blank value as unset, and trims the others", () => {
    expect(parseEnv({ PORT: "", DATA_DIR: "  ", SITE_TIME_ZONE: "", DIGEST_HOUR: " " })).toMatchObject({ DATA_DIR: "data", SITE_TIME_ZONE: "Asia/Kolkata", DIGEST_HOUR: 8 });
    expect(parseEnv({ PORT: " 8080 ", SITE_URL: " https://retreats.example " })).toMatchObject({ PORT: 8080, SITE_URL: "https://retreats.example" });
    // A passphrase is taken as typed.
    expect(parseEnv({ ADMIN_PASSWORD: " two words " }).ADMIN_PASSWORD).toBe(" two words ");
  });

  it("converts what the code uses", () => {
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ DIGEST_HOUR: "off" }).DIGEST_HOUR).toBeNull();
    expect(parseEnv({ FORM_COOKIE_SECRET: "new, old ,," }).FORM_COOKIE_SECRET).toEqual(["new", "old"]);
    expect(parseEnv({ ALLOW_NEW_DATABASE: "1" }).ALLOW_NEW_DATABASE).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ HOST: "a host" }, "HOST must be a host name or IP address"],
    [{ TRUST_PROXY: "caddy" }, "TRUST_PROXY must be false, the proxy's address"],
    [{ SHUTDOWN_TIMEOUT_MS: "-1" }, "SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds"],
    [{ DATABASE_URL: "mysql://x@localhost/db" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ SITE_TODAY: "2026-02-30" }, "SITE_TODAY must be a date like 2025-11-01"],
    [{ SITE_TIME_ZONE: "Mars/Olympus" }, "SITE_TIME_ZONE is not an IANA time zone"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS must be a whole number of days, at least 1"],
    [{ LEAD_REPEAT_DAYS: "400" }, "LEAD_REPEAT_DAYS must be a whole number of days from 0 to 365"],
    [{ DIGEST_HOUR: "24" }, "DIGEST_HOUR must be an hour from 0 to 23, or off"],
    [{ FORM_RATE_LIMIT_PER_MINUTE: "many" }, "FORM_RATE_LIMIT_PER_MINUTE must be a whole number, at least 0"],
    [{ ADMIN_SESSION_IDLE_SECONDS: "0" }, "ADMIN_SESSION_IDLE_SECONDS must be a whole number, at least 1"],
    [{ MAIL_WORKER: "maybe" }, "MAIL_WORKER must be on or off"],
    [{ SMTP_URL: "http://x" }, "SMTP_URL must start with smtp:// or smtps://"],
    [{ DKIM_DOMAIN: "retreatly.example" }, "DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY"],
  ])("refuses %o with a readable message", (source, message) => {
    expect(() => parseEnv(source)).toThrow("Invalid configuration:");
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("names every bad key at once, and never repeats a secret", () => {
    const error = (() => {
      try {
        parseEnv({ PORT: "x", DATABASE_URL: "mysql://user:hunter2@db/x" });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.name).toBe("ConfigError");
    expect(error?.message).toMatch(/DATABASE_URL must start[\s\S]*PORT must be/);
    expect(error?.message).not.toContain("hunter2");
  });

  describe("of this process", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      refreshEnv();
    });

    it("is read once, and again on refreshEnv()", () => {
      vi.stubEnv("MAIL_POLL_MS", "50");
      expect(refreshEnv().MAIL_POLL_MS).toBe(50);
      vi.stubEnv("MAIL_POLL_MS", "60");
      expect(getEnv().MAIL_POLL_MS).toBe(50);
      expect(refreshEnv().MAIL_POLL_MS).toBe(60);
    });
  });
});
