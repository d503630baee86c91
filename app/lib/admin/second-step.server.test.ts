import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "./password.server";

/**
 * The sign-in with two-factor as the route runs it (auth.server.ts login, then second-step.server.ts
 * on /admin/leads), against the app's own SQLite database: the half session, the code, the
 * recovery code, the throttle shared with the password, the way out, and the owner's requirement.
 */
const PASSWORD = "tea on the veranda at six";
const SECRET_KEY = "8f3c1a9e5b7d2f4a6c8e0b1d3f5a7c9e8f3c1a9e5b7d2f4a6c8e0b1d3f5a7c9e";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "second-step-"));

let auth: typeof import("./auth.server");
let step: typeof import("./second-step.server");
let twoFactor: typeof import("./two-factor.server");
let users: typeof import("./users.server");
let dbModule: typeof import("~/lib/db/db.server");

let secret = "";
let recovery: string[] = [];
let userId = 0;

const at = (offsetSteps: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

function post(body: Record<string, string>, cookie?: string) {
  return new Request("http://127.0.0.1:3000/admin/leads", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
  });
}
const sessionCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith("retreatly_admin="))!.split(";")[0]!;

type Answer = { status: number; headers: Headers; data?: { result?: { error?: Record<string, string[] | null> } } };

/** What /admin/leads's action does with a half session's post. */
async function giveCode(code: string, cookie: string, ip: string): Promise<Answer> {
  const db = await dbModule.getDb();
  const request = post({ form: "second-step", code }, cookie);
  const state = await auth.getAdmin(request, db);
  if (state.status !== "second-factor") throw new Error(`not half signed in: ${state.status}`);
  try {
    const reply = await step.secondStep(request, { clientIp: ip }, { db, user: state.user });
    const init = (reply as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data: (reply as { data: Answer["data"] }).data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers };
    throw thrown;
  }
}

async function signInWithPassword(ip: string, email = "meera@example.com") {
  const result = await auth.login(post({}), { email, password: PASSWORD }, ip);
  if (!result.ok) throw new Error(`password refused: ${result.error}`);
  return result.setCookie;
}

const codeError = (answer: Answer) => answer.data?.result?.error?.code?.[0];
const formError = (answer: Answer) => answer.data?.result?.error?.[""]?.[0];
const newSession = (answer: Answer) => answer.headers.get("Set-Cookie")?.match(/retreatly_admin=([^;]+)/)?.[1];

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", dir);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("ADMIN_PASSWORD_HASH", "");
  vi.stubEnv("ADMIN_SECRET_KEY", SECRET_KEY);
  vi.resetModules();
  auth = await import("./auth.server");
  step = await import("./second-step.server");
  twoFactor = await import("./two-factor.server");
  users = await import("./users.server");
  dbModule = await import("~/lib/db/db.server");
  const db = await dbModule.getDb();
  // A cheaper hash than production's (the same code path), so the many sign-ins stay quick.
  const passwordHash = await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 });
  const user = await users.createUser(db, { email: "meera@example.com", name: "Meera", role: "owner", passwordHash });
  await users.createUser(db, { email: "arjun@example.com", name: "Arjun", role: "member", passwordHash });
  userId = user.id;
  await twoFactor.startEnrolment(db, user);
  const pending = (await twoFactor.pendingEnrolment((await users.getUser(db, user.id))!, "Retreatly"))!;
  secret = pending.secret;
  // Set up two minutes ago: its code's step is well behind the ones signed in with below.
  const confirmed = await twoFactor.confirmEnrolment(db, (await users.getUser(db, user.id))!, at(-4), undefined, Date.now() - 4 * 30_000);
  if (!confirmed.ok) throw new Error(confirmed.reason);
  recovery = confirmed.codes;
});

afterAll(async () => {
  await dbModule.closeDb();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("sign-in with two-factor", () => {
  it("after the right password: a half session that opens nothing, and the browser is not yet known", async () => {
    const setCookie = await signInWithPassword("192.0.2.1");
    expect(setCookie.some((c) => c.startsWith("retreatly_known="))).toBe(false);
    const cookie = sessionCookie(setCookie);
    const state = await auth.getAdmin(post({}, cookie));
    expect(state.status).toBe("second-factor");
    await expect(auth.requireAdmin(post({}, cookie))).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });
    const thrown = await auth.requireAdmin(post({}, cookie)).catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe("/admin/leads");
  });

  it("a wrong code is 401 with its message; the right one signs in with a new token, audited", async () => {
    const cookie = sessionCookie(await signInWithPassword("192.0.2.2"));
    const wrong = await giveCode(String((Number(at(0)) + 1) % 1_000_000).padStart(6, "0"), cookie, "192.0.2.2");
    expect(wrong.status).toBe(401);
    expect(codeError(wrong)).toBe(step.SECOND_STEP_MESSAGES.wrong);

    const right = await giveCode(at(0), cookie, "192.0.2.2");
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin/leads");
    expect(right.headers.get("Set-Cookie")).toContain("retreatly_known=");
    const token = newSession(right)!;
    expect(token).toBeTruthy();
    expect(`retreatly_admin=${token}`).not.toBe(cookie);
    const signedIn = await auth.getAdmin(post({}, `retreatly_admin=${token}`));
    expect(signedIn).toMatchObject({ status: "unlocked", admin: { kind: "user", id: userId, twoFactor: true } });
    // The half session is gone.
    expect((await auth.getAdmin(post({}, cookie))).status).toBe("locked");

    const db = await dbModule.getDb();
    const audit = await db.selectFrom("admin_audit").selectAll().where("user_id", "=", userId).where("action", "=", "sign-in").execute();
    expect(audit.map((a) => a.detail)).toContain("With the authenticator app");
  });

  it("the same code is refused a second time, with its own message", async () => {
    const cookie = sessionCookie(await signInWithPassword("192.0.2.3"));
    const again = await giveCode(at(0), cookie, "192.0.2.3");
    expect(again.status).toBe(401);
    expect(codeError(again)).toBe(step.SECOND_STEP_MESSAGES.used);
    // The next step's code (one step ahead is within the window) still signs in.
    expect((await giveCode(at(1), cookie, "192.0.2.3")).status).toBe(302);
  });

  it("a recovery code works once, lands on the account page, and is audited with how many are left", async () => {
    const first = sessionCookie(await signInWithPassword("192.0.2.4"));
    const used = await giveCode(recovery[0]!.toUpperCase(), first, "192.0.2.4");
    expect(used.status).toBe(302);
    expect(used.headers.get("Location")).toBe("/admin/account?done=recovery-used");

    const second = sessionCookie(await signInWithPassword("192.0.2.4"));
    const again = await giveCode(recovery[0]!, second, "192.0.2.4");
    expect(again.status).toBe(401);
    expect(codeError(again)).toBe(step.SECOND_STEP_MESSAGES.wrong);

    const db = await dbModule.getDb();
    const audit = await db.selectFrom("admin_audit").selectAll().where("action", "=", "two-factor.recovery-used").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: userId, actor: "Meera", detail: "9 of 10 recovery codes left" });
    // Neither a code nor the secret is ever written to the audit log.
    const everything = JSON.stringify(await db.selectFrom("admin_audit").selectAll().execute());
    expect(everything).not.toContain(recovery[0]!);
    expect(everything).not.toContain(secret);
  });

  it("is throttled with the password: the right password does not reset the address's failures, only the right code does", async () => {
    const ip = "198.51.100.7";
    let cookie = sessionCookie(await signInWithPassword(ip));
    for (let i = 0; i < 4; i++) expect((await giveCode("000000", cookie, ip)).status).toBe(401);
    // Knowing the password again must not buy more guesses at the code.
    cookie = sessionCookie(await signInWithPassword(ip));
    expect((await giveCode("000000", cookie, ip)).status).toBe(401);
    const throttled = await giveCode(at(0), cookie, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(formError(throttled)).toMatch(/^Too many attempts/);
    // The password is refused too while the address waits.
    expect(await auth.login(post({}), { email: "meera@example.com", password: PASSWORD }, ip)).toMatchObject({ ok: false, status: 429 });
    // Another address is not held by this one's failures.
    const elsewhere = sessionCookie(await signInWithPassword("198.51.100.8"));
    expect((await giveCode(recovery[1]!, elsewhere, "198.51.100.8")).status).toBe(302);
  });

  it("a code that is not one is 400, before the throttle", async () => {
    const cookie = sessionCookie(await signInWithPassword("192.0.2.5"));
    const answer = await giveCode("12345", cookie, "192.0.2.5");
    expect(answer.status).toBe(400);
    expect(codeError(answer)).toMatch(/6-digit code/);
  });

  it("the way out ends the half session", async () => {
    const cookie = sessionCookie(await signInWithPassword("192.0.2.6"));
    await auth.logout(post({}, cookie));
    expect((await auth.getAdmin(post({}, cookie))).status).toBe("locked");
  });
});

describe("the owner's requirement", () => {
  it("holds a user without two-factor on their account page, and only there", async () => {
    const db = await dbModule.getDb();
    const result = await auth.login(post({}), { email: "arjun@example.com", password: PASSWORD }, "192.0.2.20");
    if (!result.ok) throw new Error(result.error);
    const cookie = sessionCookie(result.setCookie);
    await expect(auth.requireAdmin(post({}, cookie))).resolves.toMatchObject({ admin: { name: "Arjun" } });

    await twoFactor.setTwoFactorRequired(db, true);
    const held = await auth.requireAdmin(post({}, cookie)).catch((r: Response) => r);
    expect(held).toBeInstanceOf(Response);
    expect((held as Response).headers.get("Location")).toBe("/admin/account");
    await expect(auth.requireAdmin(post({}, cookie), { allowWithoutTwoFactor: true })).resolves.toMatchObject({ admin: { name: "Arjun" } });
    await twoFactor.setTwoFactorRequired(db, false);
    await expect(auth.requireAdmin(post({}, cookie))).resolves.toMatchObject({ admin: { name: "Arjun" } });
  });
});
