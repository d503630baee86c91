import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "./password.server";

/**
 * The sign-in as the route calls it (auth.server.ts login), against the app's own SQLite
 * database, under a flood of wrong guesses: no sequence of failures from other addresses keeps
 * the organiser out, and no more than two password checks ever run at once.
 */
const PASSWORD = "organiser passphrase";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "login-"));
let auth: typeof import("./auth.server");
let db: typeof import("~/lib/db/db.server");

const post = (headers: Record<string, string> = {}) => new Request("http://127.0.0.1:3000/admin/leads", { method: "POST", headers });
const knownCookie = (setCookie: string[]) => setCookie.find((c) => c.startsWith("retreatly_known="))!.split(";")[0]!;

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", dir);
  vi.stubEnv("DATABASE_URL", "");
  // A cheaper hash than production's (same code path), so a flood stays quick.
  vi.stubEnv("ADMIN_PASSWORD_HASH", await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
  vi.stubEnv("ADMIN_ALLOW_WEAK_HASH", "1");
  vi.stubEnv("ADMIN_THROTTLE_TOTAL_PER_HOUR", "30");
  vi.resetModules();
  auth = await import("./auth.server");
  db = await import("~/lib/db/db.server");
});
afterAll(async () => {
  await db.closeDb();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("login under a flood of wrong guesses", () => {
  it("runs at most two password checks at once, checks one guess per address at a time, and lets the organiser in during it", async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, auth.passwordQueue.load.running)), 1);
    const first = await auth.login(post(), { email: "", password: PASSWORD }, "203.0.113.200");
    if (!first.ok) throw new Error(`organiser refused: ${first.error}`);
    const cookie = knownCookie(first.setCookie);
    // 100 guesses at once from 20 addresses, and the organiser's known browser among them.
    const flood = Array.from({ length: 100 }, (_, i) => auth.login(post(), { email: "", password: `wrong-${i}` }, `198.51.100.${i % 20}`));
    const organiser = auth.login(post({ Cookie: cookie }), { email: "", password: PASSWORD }, "203.0.113.201");
    const results = await Promise.all([organiser, ...flood]);
    clearInterval(sampler);
    expect(results[0]!.ok).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    const statuses = results.slice(1).map((r) => (r.ok ? 200 : r.status));
    // One check at a time per address: of 5 guesses each, 1 is checked (401), 4 refused at once.
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
  });

  it("lets the organiser in from a new address and browser after the hour's failures pass the global limit", async () => {
    // 30 failures an hour (ADMIN_THROTTLE_TOTAL_PER_HOUR above) from 40 addresses, one by one.
    for (let i = 0; i < 40; i++) {
      const r = await auth.login(post(), { email: "", password: `botnet-${i}` }, `10.9.0.${i}`);
      expect(r.ok ? 200 : r.status).toBe(401);
    }
    // A failing address is slowed to one guess now (it already spent it)...
    const again = await auth.login(post(), { email: "", password: "botnet-again" }, "10.9.0.1");
    expect(again).toMatchObject({ ok: false, status: 429 });
    // ...but the organiser, never seen before, with the right password, gets in.
    const organiser = await auth.login(post(), { email: "", password: PASSWORD }, "192.0.2.10");
    expect(organiser.ok).toBe(true);
  });

});
