import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/admin/password.server";
import { BROCHURE_PATH, brochureFields, isAcknowledged, rawPost, startApp, urlencoded, type RawResponse, type RunningServer } from "./support/app";
import { pgStore, type LeadStore } from "./support/lead-store";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { withinOneRateWindow } from "../support/rate-window";

/**
 * Scale-out: two server instances on one PostgreSQL, used at the same time.
 * Leads, duplicate suppression, the form rate limit and admin sessions must behave as if there
 * were one server, because all their state is in the shared database. The fourth part of item
 * 6, each e-mail sent once by two instances sharing the outbox, is tests/e2e/mail.test.ts's
 * "two servers sharing the outbox" (it has the SMTP server the mail tests share).
 */
const RATE = 10;
const PASSWORD = "scale out password 123";
let cluster: { createDatabase(prefix?: string): Promise<string>; stop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;
let store: LeadStore;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = await cluster.createDatabase("scale");
  const env = {
    DATABASE_URL: url,
    TRUST_PROXY: "loopback",
    FORM_RATE_LIMIT_PER_MINUTE: String(RATE),
    ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
    // Cheaper than the floor production accepts (password.server.ts), for speed.
    ADMIN_ALLOW_WEAK_HASH: "1",
  };
  // Started together: both run the migrations against the empty database at once.
  [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
  store = pgStore(url);
}, 90_000);
afterAll(async () => {
  await store?.close();
  for (const s of [a, b]) {
    await s?.stop();
    if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
  await cluster?.stop();
});

let ipSeq = 0;
const newIp = () => `192.0.2.${++ipSeq}`;
function signUp(server: RunningServer, fields: { name: string; email: string; phone: string }, ip = newIp()) {
  return rawPost(server.url, BROCHURE_PATH, urlencoded(brochureFields(fields)), { "X-Forwarded-For": ip });
}

describe("two instances, one PostgreSQL", () => {
  it("stores every lead posted to either instance exactly once, double submissions included", async () => {
    const leads = Array.from({ length: 60 }, (_, i) => ({ name: `Scale ${i} Zoë`, email: `scale-${i}@example.com`, phone: `+91 98100 ${String(i).padStart(5, "0")}` }));
    // Every lead is posted to both instances at the same moment: a double click that a load
    // balancer spread over two servers. Each pair comes from its own address.
    const answers = await Promise.all(leads.flatMap((lead) => { const ip = newIp(); return [signUp(a, lead, ip), signUp(b, lead, ip)]; }));
    expect(answers.every(isAcknowledged), JSON.stringify(answers.filter((r) => !isAcknowledged(r)).map((r) => r.status))).toBe(true);
    for (const lead of leads) {
      const rows = await store.find("brochure_signups", lead.email);
      expect(rows, lead.email).toHaveLength(1);
      expect(rows[0]).toMatchObject(lead);
    }
    expect(await store.count("brochure_signups")).toBe(leads.length);
  });

  it("counts the per-address rate limit across both instances", async () => {
    // The limit is a fixed one-minute window: the burst starts well inside one, and runs once
    // more if a slow machine still carried it across the minute's end.
    for (let attempt = 0; ; attempt++) {
      await withinOneRateWindow();
      const ip = newIp();
      const minute = Math.floor(Date.now() / 60_000);
      const burst: Promise<RawResponse>[] = [];
      for (let i = 0; i < RATE * 2; i++) {
        const fields = { name: `Burst ${i}`, email: `burst-${attempt}-${i}@example.com`, phone: "+91 98100 00000" };
        burst.push(signUp(i % 2 ? b : a, fields, ip));
      }
      const res = await Promise.all(burst);
      if (Math.floor(Date.now() / 60_000) !== minute && attempt === 0) continue;
      const accepted = res.filter(isAcknowledged).length;
      const limited = res.filter((r) => r.status === 429).length;
      // One server per instance would let RATE through each, 2 x RATE in all.
      expect(accepted).toBe(RATE);
      expect(limited).toBe(RATE);
      expect(res.find((r) => r.status === 429)?.body).toContain("Too many submissions");
      break;
    }
  });

  it("accepts a login made on one instance on the other, and a logout on either ends it", async () => {
    const login = await rawPost(a.url, "/admin/leads", urlencoded({ password: PASSWORD }), { "X-Forwarded-Proto": "https", "X-Forwarded-For": newIp() });
    expect(login.status).toBe(302);
    const cookie = [login.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("__Host-retreatly_admin="))!.split(";")[0]!;
    const dashboard = async (s: RunningServer) =>
      (await fetch(`${s.url}/admin/leads`, { headers: { Cookie: cookie, "X-Forwarded-Proto": "https" }, redirect: "manual" })).text();
    expect(await dashboard(b)).toContain("Export CSV");
    expect(await dashboard(a)).toContain("Export CSV");
    const out = await rawPost(b.url, "/admin/logout", "", { Cookie: cookie, "X-Forwarded-Proto": "https", Origin: `https://127.0.0.1:${b.port}` });
    expect(out.status).toBe(302);
    expect(await dashboard(a)).not.toContain("Export CSV");
  });
});
