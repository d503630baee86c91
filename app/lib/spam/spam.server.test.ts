import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { eraseOldSpam, scheduleRetention } from "../../../server/ops/retention.mjs";
import { countLeads } from "~/lib/admin/leads-queries.server";
import { DEFAULT_FILTERS } from "~/lib/admin/lead-tabs";
import { PRIVACY_NOTICE_VERSION } from "~/lib/forms/consent";
import { handleFormPost } from "~/lib/forms/form-action.server";
import { signStartedAt } from "~/lib/forms/started.server";
import type { FormReply } from "~/lib/forms/reply";
import { releaseSpam } from "./release.server";
import { countSpam, deleteSpam, listSpam } from "./spam.server";
import { namedAdmin } from "../../../tests/support/team";
import type { Admin } from "~/lib/admin/users.server";
import { refreshEnv } from "~/lib/env.server.mjs";

const SECRET = "spam-test-form-key";
process.env.FORM_COOKIE_SECRET = SECRET;
refreshEnv();
const NOW = Date.parse("2026-03-01T10:00:00.000Z");
const CONFIG = { ratePerMinute: 1000, minFillMs: 2500, maxBodyBytes: 16 * 1024, duplicateWindowMs: 60_000 };

describe.each(dialects)("spam kept apart on %s", (dialect) => {
  const t = useTestDb(dialect);
  beforeEach(() => {
    // The app's log lines would fill the test output.
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(() => vi.restoreAllMocks());
  let meera: Admin;
  beforeAll(async () => {
    meera = await namedAdmin(t.db, "Meera");
  });

  let ip = 0;
  async function post(fields: Record<string, string>, { slug, startedAgoMs = 10_000 }: { slug?: string; startedAgoMs?: number } = {}) {
    const body = new URLSearchParams({ _started: signStartedAt(NOW - startedAgoMs, SECRET), _consent: PRIVACY_NOTICE_VERSION, _js: "1", ...fields });
    const request = new Request(`http://localhost${slug ? `/retreats/${slug}` : "/contact"}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    const result = (await handleFormPost(request, { params: { slug }, clientIp: `10.9.0.${++ip}`, getDb: async () => t.db, config: CONFIG, now: () => NOW })) as {
      data: FormReply;
      init?: ResponseInit | null;
    };
    return { status: result.init?.status ?? 200, reply: result.data };
  }
  const mailTo = (address: string) => t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();
  const leads = (email: string) => t.db.selectFrom("brochure_signups").selectAll().where("email", "=", email).execute();

  it("a too-quick post is answered like a success, stored as spam with its fields, and sends nothing", async () => {
    const email = "quick.autofill@example.com";
    const res = await post({ _form: "brochure", name: "Asha Quick", email, phone: "+91 98100 11111" }, { slug: "goa-2025", startedAgoMs: 900 });
    expect(res.status).toBe(200);
    expect(res.reply.status).toBe("success");
    expect(await leads(email)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
    const [spam] = (await listSpam(t.db, 1, new Date(NOW))).filter((s) => s.fields.email === email);
    expect(spam).toMatchObject({
      form: "brochure",
      reason: "too fast",
      msSinceRender: 900,
      valid: true,
      sourcePage: "/retreats/goa-2025",
      fields: { name: "Asha Quick", email, phone: "+91 98100 11111" },
      context: { retreatName: expect.stringContaining("Goa"), brochureUrl: "/brochures/goa-2025.pdf", consentVersion: PRIVACY_NOTICE_VERSION },
      createdAt: new Date(NOW).toISOString(),
    });
    // The lead tabs' figures never count it.
    const stats = await countLeads(t.db, { ...DEFAULT_FILTERS, tab: "brochure" }, new Date(NOW));
    expect(stats.total).toBe(0);
  });

  it("keeps a trapped post that fails the form's rules too, as the text it sent, and refuses to make a lead of it", async () => {
    const res = await post({ _form: "contact", name: "Bot", email: "not-an-address", message: "buy now", website: "http://spam.example" });
    expect(res.reply.status).toBe("success");
    const spam = (await listSpam(t.db, 1, new Date(NOW))).find((s) => s.fields.email === "not-an-address")!;
    expect(spam).toMatchObject({ form: "contact", reason: "honeypot", valid: false, fields: { name: "Bot", email: "not-an-address", message: "buy now" } });
    // The honeypot's own value and the hidden guard fields are not the visitor's words.
    expect(Object.keys(spam.fields).sort()).toEqual(["email", "message", "name"]);
    expect(await releaseSpam(t.db, spam.id, meera)).toEqual({ status: "invalid" });
    expect(await countSpam(t.db, new Date(NOW))).toBeGreaterThan(0);
  });

  it('"Not spam" stores the lead as sent, with its e-mails, exactly once however often it is asked', async () => {
    const email = "real.person@example.com";
    await post({ _form: "brochure", name: "Real Person", email, phone: "+91 98100 22222" }, { slug: "goa-2025", startedAgoMs: 300 });
    const spam = (await listSpam(t.db, 1, new Date(NOW))).find((s) => s.fields.email === email)!;
    // A double click and a second tab at once, then a late re-post.
    const results = await Promise.all([releaseSpam(t.db, spam.id, meera), releaseSpam(t.db, spam.id, meera), releaseSpam(t.db, spam.id, meera)]);
    expect(results.filter((r) => r.status === "moved")).toHaveLength(1);
    expect(results.filter((r) => r.status === "gone")).toHaveLength(2);
    expect(await releaseSpam(t.db, spam.id, meera)).toEqual({ status: "gone" });

    const stored = await leads(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Real Person", phone: "+91 98100 22222", source_page: "/retreats/goa-2025", created_at: new Date(NOW).toISOString() });
    // The visitor's brochure e-mail once, and the organiser's notice once.
    const mail = await t.db.selectFrom("mail_outbox").select(["to_address", "kind"]).where("lead_table", "=", "brochure_signups").where("lead_id", "=", stored[0]!.id).execute();
    expect(mail.filter((m) => m.to_address === email)).toHaveLength(1);
    expect(mail.length).toBeGreaterThanOrEqual(2);
    expect(await t.db.selectFrom("spam_posts").select("id").where("id", "=", spam.id).execute()).toHaveLength(0);
    // One line in the audit log, by who released it, whatever the number of clicks.
    const audit = await t.db.selectFrom("admin_audit").selectAll().where("action", "=", "spam.release").where("subject", "=", `spam post ${spam.id}`).execute();
    expect(audit.map((a) => [a.actor, a.user_id === null ? null : Number(a.user_id), a.detail])).toEqual([["Meera", meera.id, `brochure form, sent 2026-03-01: now lead ${stored[0]!.id}`]]);
  });

  it("deletes a spam post for good, naming who did in the audit log, once", async () => {
    await post({ _form: "contact", name: "Delete Me", email: "delete.me@example.com", message: "hello", website: "x" });
    const spam = (await listSpam(t.db, 1, new Date(NOW))).find((s) => s.fields.email === "delete.me@example.com")!;
    expect(await deleteSpam(t.db, spam.id, meera)).toBe(true);
    expect(await deleteSpam(t.db, spam.id, meera)).toBe(false);
    const audit = await t.db.selectFrom("admin_audit").select(["actor", "action", "detail"]).where("subject", "=", `spam post ${spam.id}`).execute();
    expect(audit).toEqual([{ actor: "Meera", action: "spam.delete", detail: "contact form, sent 2026-03-01" }]);
  });

  it("erases spam older than 30 days, and the Spam tab never shows it", async () => {
    const old = await post({ _form: "contact", name: "Old", email: "old.spam@example.com", message: "hello", website: "x" });
    expect(old.reply.status).toBe("success");
    const later = new Date(NOW + 30 * 86_400_000 + 1_000);
    expect((await listSpam(t.db, 1, later)).some((s) => s.fields.email === "old.spam@example.com")).toBe(false);
    const before = await t.db.selectFrom("spam_posts").select("id").execute();
    const exactly30 = await eraseOldSpam(t.db, new Date(NOW + 30 * 86_400_000));
    expect(exactly30.deleted).toBe(0);
    const erased = await eraseOldSpam(t.db, later);
    expect(erased.deleted).toBe(before.length);
    expect(await t.db.selectFrom("spam_posts").select("id").execute()).toHaveLength(0);
  });

  it("the server's daily run erases old spam even without LEAD_RETENTION_DAYS", async () => {
    await post({ _form: "contact", name: "Timer", email: "timer.spam@example.com", message: "hello", website: "x" });
    await t.db.updateTable("spam_posts").set({ created_at: "2000-01-01T00:00:00.000Z" }).execute();
    const info = vi.fn();
    const error = vi.fn();
    const db = { deleteFrom: t.db.deleteFrom.bind(t.db), transaction: t.db.transaction.bind(t.db), destroy: async () => {} };
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    try {
      const stop = scheduleRetention({ days: null, auditDays: 730, openDb: () => db as never, log: { info, error }, firstDelayMs: 10, intervalMs: 60_000 });
      await vi.advanceTimersByTimeAsync(10);
      await vi.waitFor(() => expect(info).toHaveBeenCalled());
      stop();
    } finally {
      vi.useRealTimers();
    }
    expect(error).not.toHaveBeenCalled();
    expect(info.mock.calls[0]?.[0]).toMatchObject({ spamKeepDays: 30, deleted: 1 });
    expect(await t.db.selectFrom("spam_posts").select("id").execute()).toHaveLength(0);
  });
});
