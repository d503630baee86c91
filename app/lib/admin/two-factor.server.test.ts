import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import type { Db } from "~/lib/db/db.server";
import {
  checkSecondFactor,
  confirmEnrolment,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isTwoFactorRequired,
  mustEnrolTwoFactor,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  pendingEnrolment,
  readSecondFactor,
  remainingRecoveryCodes,
  renewRecoveryCodes,
  secretKey,
  setTwoFactorRequired,
  startEnrolment,
  totpStep,
  turnOffTwoFactor,
  twoFactorCoverage,
} from "./two-factor.server";
import { BREAK_GLASS, adminOf, getUser } from "./users.server";

const HEX_KEY = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const KEY = secretKey(HEX_KEY)!;
const OTHER_KEY = secretKey(crypto.randomBytes(32).toString("base64"))!;
/** A fixed instant, the start of a 30-second step, so "one step later" is exact. */
const T = Math.floor(Date.parse("2026-03-14T09:26:30Z") / 30_000) * 30_000;

const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const app = (code: string) => readSecondFactor(code)!;

describe("the key", () => {
  it("reads 64 hex digits or base64 of the same 32 bytes alike, and nothing else", () => {
    const base64 = Buffer.from(HEX_KEY, "hex").toString("base64");
    expect(secretKey(base64)!.equals(KEY)).toBe(true);
    // Derived, never the environment's bytes themselves.
    expect(KEY.equals(Buffer.from(HEX_KEY, "hex"))).toBe(false);
    expect(secretKey(undefined)).toBeNull();
    expect(secretKey("")).toBeNull();
    expect(secretKey("c2hvcnQ=")).toBeNull();
  });
});

describe("the secret's encryption", () => {
  const secret = newTotpSecret();

  it("round-trips, with a fresh IV each time, and never holds the secret in clear", () => {
    const a = encryptSecret(KEY, 7, secret);
    const b = encryptSecret(KEY, 7, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptSecret(KEY, 7, a)).toBe(secret);
  });

  it("refuses another key, another user's row, and any altered byte", () => {
    const stored = encryptSecret(KEY, 7, secret);
    expect(decryptSecret(OTHER_KEY, 7, stored)).toBeNull();
    expect(decryptSecret(KEY, 8, stored)).toBeNull();
    const [v, iv, tag, body] = stored.split(".") as [string, string, string, string];
    const flipped = Buffer.from(body, "base64url");
    flipped[0]! ^= 1;
    expect(decryptSecret(KEY, 7, [v, iv, tag, flipped.toString("base64url")].join("."))).toBeNull();
    expect(decryptSecret(KEY, 7, "not a stored secret")).toBeNull();
    expect(decryptSecret(KEY, 7, `v1.${iv}.${tag}`)).toBeNull();
  });
});

describe("TOTP codes", () => {
  const secret = newTotpSecret();

  it("are 160-bit secrets in base32", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("accept the code of the step, and of one step either side, and give its step", () => {
    const step = T / 30_000;
    expect(totpStep(secret, codeAt(secret, T), T)).toBe(step);
    expect(totpStep(secret, codeAt(secret, T - 30_000), T)).toBe(step - 1);
    expect(totpStep(secret, codeAt(secret, T + 30_000), T)).toBe(step + 1);
    expect(totpStep(secret, codeAt(secret, T - 60_000), T)).toBeNull();
    expect(totpStep(secret, codeAt(secret, T + 60_000), T)).toBeNull();
    expect(totpStep(newTotpSecret(), codeAt(secret, T), T)).toBeNull();
  });

  it("follow the real time by default, whatever SITE_TODAY says", () => {
    // The unit run sets SITE_TODAY to the spec's day (vitest.config.ts): the site's clock is off by days.
    expect(process.env.SITE_TODAY).toBeTruthy();
    expect(totpStep(secret, codeAt(secret, Date.now()))).not.toBeNull();
  });

  it("match RFC 6238's test vector (SHA1, 8 digits there; 6 here are its last six)", () => {
    const rfc = Secret.fromUTF8("12345678901234567890").base32;
    // RFC 6238 appendix B: T = 59 s gives 94287082.
    expect(codeAt(rfc, 59_000)).toBe("287082");
  });
});

describe("recovery codes", () => {
  it("are ten readable codes of three groups of four, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-kmnp-z2-9]{4}-[a-hj-kmnp-z2-9]{4}-[a-hj-kmnp-z2-9]{4}$/);
  });

  it("are read whatever the case, spaces or dashes, and refused with a letter they never have", () => {
    expect(normaliseRecoveryCode("K7WM-3FQA-PX9D")).toBe("k7wm-3fqa-px9d");
    expect(normaliseRecoveryCode("k7wm 3fqa px9d")).toBe("k7wm-3fqa-px9d");
    expect(normaliseRecoveryCode("k7wm3fqapx9d")).toBe("k7wm-3fqa-px9d");
    expect(normaliseRecoveryCode("k7wm-3fqa-px9o")).toBeNull();
    expect(normaliseRecoveryCode("k7wm-3fqa")).toBeNull();
    expect(readSecondFactor("123 456")).toEqual({ kind: "app", code: "123456" });
    expect(readSecondFactor("K7WM-3FQA-PX9D")).toEqual({ kind: "recovery", code: "k7wm-3fqa-px9d" });
    expect(readSecondFactor("12345")).toBeNull();
  });

  it("are kept as SHA-256, never as themselves", () => {
    expect(hashRecoveryCode("k7wm-3fqa-px9d")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode("k7wm-3fqa-px9d")).not.toContain("k7wm");
  });
});

describe.each(dialects)("a user's two-factor (%s)", (dialect) => {
  const t = useTestDb(dialect);
  let n = 0;
  // Inserted here rather than by users.server.ts createUser, whose re-use of a removed user's
  // address does not yet run on PostgreSQL (concat of untyped parameters).
  const newUser = async (db: Db) => {
    const at = new Date().toISOString();
    const values = { email: `priya${++n}@example.com`, name: "Priya", role: "member" as const, password_hash: "x", created_at: at, updated_at: at };
    return db.insertInto("admin_users").values(values).returningAll().executeTakeFirstOrThrow();
  };
  const reload = async (db: Db, id: number) => (await getUser(db, id))!;

  /** A user with two-factor on, its secret, and its recovery codes; the first code was given at T. */
  async function enrolled(db: Db) {
    const user = await newUser(db);
    expect(await startEnrolment(db, user, KEY)).toEqual({ ok: true });
    const pending = (await pendingEnrolment(await reload(db, user.id), "Retreatly", KEY))!;
    const confirmed = await confirmEnrolment(db, await reload(db, user.id), codeAt(pending.secret, T), KEY, T);
    if (!confirmed.ok) throw new Error(confirmed.reason);
    return { user: await reload(db, user.id), secret: pending.secret, codes: confirmed.codes };
  }

  it("cannot be set up without the key", async () => {
    const user = await newUser(t.db);
    expect(await startEnrolment(t.db, user, null)).toEqual({ ok: false, reason: "no-key" });
    expect((await reload(t.db, user.id)).totp_secret).toBeNull();
  });

  it("is set up with a QR code and a secret kept encrypted, and is on only after a right code", async () => {
    const user = await newUser(t.db);
    await startEnrolment(t.db, user, KEY);
    const row = await reload(t.db, user.id);
    const pending = (await pendingEnrolment(row, "Retreatly", KEY))!;
    expect(row.totp_secret).not.toContain(pending.secret);
    expect(row.totp_enabled_at).toBeNull();
    expect(pending.uri).toMatch(/^otpauth:\/\/totp\/Retreatly:priya\d+%40example\.com\?issuer=Retreatly&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(pending.svg).toMatch(/^<svg[^>]*viewBox/);
    // Another key cannot read the enrolment: it starts again rather than failing.
    expect(await pendingEnrolment(row, "Retreatly", OTHER_KEY)).toBeNull();

    const wrong = String((Number(codeAt(pending.secret, T)) + 1) % 1_000_000).padStart(6, "0");
    expect(await confirmEnrolment(t.db, row, wrong, KEY, T)).toEqual({ ok: false, reason: "wrong" });
    expect((await reload(t.db, user.id)).totp_enabled_at).toBeNull();

    const confirmed = await confirmEnrolment(t.db, row, codeAt(pending.secret, T), KEY, T);
    expect(confirmed.ok).toBe(true);
    const on = await reload(t.db, user.id);
    expect(on.totp_enabled_at).not.toBeNull();
    expect(adminOf(on).twoFactor).toBe(true);
    // A second confirmation (another tab) does not make other codes.
    expect(await confirmEnrolment(t.db, row, codeAt(pending.secret, T + 30_000), KEY, T + 30_000)).toEqual({ ok: false, reason: "already-on" });
    // The ten codes are stored as hashes only.
    const stored = await t.db.selectFrom("admin_recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(10);
    if (!confirmed.ok) throw new Error("not confirmed");
    expect(stored.map((r) => r.code_hash).sort()).toEqual(confirmed.codes.map(hashRecoveryCode).sort());
  });

  it("accepts each code once: not the set-up's code again, nor an older step after a newer one", async () => {
    const { user, secret } = await enrolled(t.db);
    // The code that turned it on cannot sign in (replay within its 30 seconds).
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T)), KEY, T + 5_000)).toEqual({ ok: false, reason: "used" });
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T + 30_000)), KEY, T + 30_000)).toEqual({ ok: true, method: "app" });
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T + 30_000)), KEY, T + 40_000)).toEqual({ ok: false, reason: "used" });
    // One step later, the previous step's code is still in the window, but older than the last accepted.
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T)), KEY, T + 30_000)).toEqual({ ok: false, reason: "used" });
    expect(await checkSecondFactor(t.db, user, app("000000"), KEY, T + 30_000)).toMatchObject({ ok: false });
  });

  it("of two servers given the same code at once, exactly one accepts it", async () => {
    const { user, secret } = await enrolled(t.db);
    const code = app(codeAt(secret, T + 60_000));
    const results = await Promise.all([1, 2, 3].map(() => checkSecondFactor(t.db, user, code, KEY, T + 60_000)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("says so when the key is gone or changed; recovery codes still work then", async () => {
    const { user, secret, codes } = await enrolled(t.db);
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T + 30_000)), null, T + 30_000)).toEqual({ ok: false, reason: "no-key" });
    expect(await checkSecondFactor(t.db, user, app(codeAt(secret, T + 30_000)), OTHER_KEY, T + 30_000)).toEqual({ ok: false, reason: "no-key" });
    expect(await checkSecondFactor(t.db, user, app(codes[0]!), null)).toEqual({ ok: true, method: "recovery", remaining: 9 });
  });

  it("takes each recovery code once, in any case, even given twice at once", async () => {
    const { user, codes } = await enrolled(t.db);
    expect(await checkSecondFactor(t.db, user, app(codes[0]!.toUpperCase()), KEY)).toEqual({ ok: true, method: "recovery", remaining: 9 });
    expect(await checkSecondFactor(t.db, user, app(codes[0]!), KEY)).toEqual({ ok: false, reason: "wrong" });
    const twice = await Promise.all([checkSecondFactor(t.db, user, app(codes[1]!), KEY), checkSecondFactor(t.db, user, app(codes[1]!), KEY)]);
    expect(twice.filter((r) => r.ok)).toHaveLength(1);
    expect(await remainingRecoveryCodes(t.db, user.id)).toBe(8);
    // Another user's code is not this user's.
    const other = await enrolled(t.db);
    expect(await checkSecondFactor(t.db, user, app(other.codes[0]!), KEY)).toEqual({ ok: false, reason: "wrong" });
  });

  it("makes new recovery codes only after a right app code, and the old ones stop working", async () => {
    const { user, secret, codes } = await enrolled(t.db);
    expect(await renewRecoveryCodes(t.db, user, "000000", KEY, T + 30_000)).toMatchObject({ ok: false });
    const renewed = await renewRecoveryCodes(t.db, user, codeAt(secret, T + 30_000), KEY, T + 30_000);
    if (!renewed.ok || !("codes" in renewed)) throw new Error("not renewed");
    expect(renewed.codes).toHaveLength(10);
    expect(await checkSecondFactor(t.db, user, app(codes[2]!), KEY)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkSecondFactor(t.db, user, app(renewed.codes[0]!), KEY)).toMatchObject({ ok: true, method: "recovery" });
  });

  it("turned off, keeps no secret and no code", async () => {
    const { user, secret, codes } = await enrolled(t.db);
    await turnOffTwoFactor(t.db, user.id);
    const off = await reload(t.db, user.id);
    expect([off.totp_secret, off.totp_enabled_at, off.totp_last_step]).toEqual([null, null, null]);
    expect(await remainingRecoveryCodes(t.db, user.id)).toBe(0);
    expect(await checkSecondFactor(t.db, off, app(codeAt(secret, T + 30_000)), KEY, T + 30_000)).toEqual({ ok: false, reason: "wrong" });
    expect(await checkSecondFactor(t.db, off, app(codes[0]!), KEY)).toEqual({ ok: false, reason: "wrong" });
  });

  it("the owner's requirement holds users without it, never the break-glass owner", async () => {
    const without = adminOf(await newUser(t.db));
    const { user } = await enrolled(t.db);
    expect(await isTwoFactorRequired(t.db)).toBe(false);
    expect(await mustEnrolTwoFactor(t.db, without)).toBe(false);
    await setTwoFactorRequired(t.db, true);
    expect(await isTwoFactorRequired(t.db)).toBe(true);
    expect(await mustEnrolTwoFactor(t.db, without)).toBe(true);
    expect(await mustEnrolTwoFactor(t.db, adminOf(user))).toBe(false);
    expect(await mustEnrolTwoFactor(t.db, BREAK_GLASS)).toBe(false);
    await setTwoFactorRequired(t.db, false);
    expect(await mustEnrolTwoFactor(t.db, without)).toBe(false);
    const coverage = await twoFactorCoverage(t.db);
    expect(coverage.on).toBeGreaterThan(0);
    expect(coverage.on).toBeLessThan(coverage.users);
  });
});
