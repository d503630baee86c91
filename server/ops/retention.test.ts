import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { dialects, useTestDb } from "../../tests/support/databases";
import * as registry from "~/lib/leads/lead-tables";
import { parseEnv } from "~/lib/env.server.mjs";
import { LEAD_TABLES, cutoff, eraseExpiredLeads, eraseOldAudit, eraseSpentLinks, scheduleRetention } from "./retention.mjs";

describe("the retention's lead tables", () => {
  it("are the lead tables of the registry (this plain-JS module keeps a copy)", () => {
    expect(LEAD_TABLES).toEqual(registry.LEAD_TABS.map((tab) => registry.LEAD_TABLES[tab].table));
  });
});

const NOW = new Date("2026-11-22T12:00:00.000Z");
const daysAgo = (d: number, extraMs = 0) => new Date(NOW.getTime() - d * 86_400_000 + extraMs).toISOString();

function common(created_at: string) {
  return {
    source_page: "/retreats/goa-2025",
    consent_version: "2025-01",
    consent_at: created_at,
    created_at,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    landing_page: null,
  };
}

describe("LEAD_RETENTION_DAYS", () => {
  it("is off unless set, and must be a whole number of days", () => {
    const retentionDays = (value?: string) => parseEnv({ LEAD_RETENTION_DAYS: value }).LEAD_RETENTION_DAYS;
    expect(retentionDays()).toBeUndefined();
    expect(retentionDays(" ")).toBeUndefined();
    expect(retentionDays("365")).toBe(365);
    for (const bad of ["0", "-1", "1.5", "a year", "1e3"]) expect(() => retentionDays(bad), bad).toThrow(/LEAD_RETENTION_DAYS must be a whole number of days/);
  });

  it("cuts off exactly that many days before now", () => {
    expect(cutoff(30, NOW)).toBe("2026-10-23T12:00:00.000Z");
  });
});

const TEAM_TABLES = ["admin_users", "admin_tokens"];

describe.each(dialects)("lead retention on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("covers every table that stores a person's e-mail", async () => {
    // A lead table added later without retention would keep personal data forever.
    const tables = await t.db.introspection.getTables();
    const withEmail = tables.filter((x) => x.columns.some((c) => c.name === "email")).map((x) => x.name);
    // <lead table>_search are SQLite's full-text indexes of the admin search (migration 002),
    // kept in step with their lead table by triggers: erasing the lead erases its entry (the
    // next test checks it).
    const leads = withEmail
      .filter((name) => !(name.endsWith("_search") && (LEAD_TABLES as readonly string[]).includes(name.slice(0, -"_search".length))))
      // The team's own accounts and their invitation links (migration 015): no lead's address.
      .filter((name) => !TEAM_TABLES.includes(name))
      // A person's reply address (migration 019) goes with their last request, by migration 011's
      // triggers (follow-up.server.test.ts, "erases a person with their notes").
      .filter((name) => name !== "lead_people");
    expect(leads.sort()).toEqual([...LEAD_TABLES].sort());
  });

  it("erases leads older than the age from every lead table, with their queued mail, and keeps the rest", async () => {
    const old = daysAgo(31);
    const edge = daysAgo(30, 1_000); // 1 s younger than the cutoff: kept
    const fresh = daysAgo(1);
    const person = (tag: string) => ({ name: `N ${tag}`, email: `${tag}@example.com`, phone: null });
    for (const [tag, at] of [["old", old], ["edge", edge], ["fresh", fresh]] as const) {
      const b = await t.db
        .insertInto("brochure_signups")
        .values({ ...person(`b-${tag}`), brochure_url: "/b.pdf", ...common(at) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.insertInto("waitlist_signups").values({ ...person(`w-${tag}`), retreat_location: "Bali 2026", ...common(at) }).execute();
      await t.db
        .insertInto("inquiries")
        .values({ ...person(`i-${tag}`), kind: "contact", company: null, expertise: null, dates: null, message: "hi", ...common(at) })
        .execute();
      await t.db
        .insertInto("newsletter_subscribers")
        .values({ name: null, email: `n-${tag}@example.com`, confirm_token_hash: null, confirmed_at: null, unsubscribed_at: null, ...common(at) })
        .execute();
      // The mail about the old lead was queued just now: it goes with its lead all the same.
      await t.db
        .insertInto("mail_outbox")
        .values({
          kind: "brochure",
          lead_table: "brochure_signups",
          lead_id: b.id,
          to_address: `b-${tag}@example.com`,
          subject: "s",
          text_body: "t",
          html_body: "h",
          status: "sent",
          next_attempt_at: fresh,
          created_at: fresh,
          sent_at: fresh,
        })
        .execute();
    }

    const dry = await eraseExpiredLeads(t.db, { days: 30, now: NOW, dryRun: true });
    expect(dry.deleted).toEqual(Object.fromEntries(LEAD_TABLES.map((x) => [x, 1])));
    expect(await t.db.selectFrom("brochure_signups").selectAll().execute()).toHaveLength(3);

    const result = await eraseExpiredLeads(t.db, { days: 30, now: NOW });
    expect(result.cutoff).toBe(daysAgo(30));
    expect(result.deleted).toEqual({ ...Object.fromEntries(LEAD_TABLES.map((x) => [x, 1])), mail_outbox: 1 });

    for (const table of LEAD_TABLES) {
      const rows = await t.db.selectFrom(table).select(["email", "created_at"]).orderBy("created_at").execute();
      expect(rows.map((r: { email: string }) => r.email.split("-")[1]), table).toEqual(["edge@example.com", "fresh@example.com"]);
    }
    const mail = await t.db.selectFrom("mail_outbox").select("to_address").orderBy("to_address").execute();
    expect(mail.map((m) => m.to_address)).toEqual(["b-edge@example.com", "b-fresh@example.com"]);

    if (dialect === "sqlite") {
      // The admin's full-text index forgot the erased leads too (not only the table).
      const hits = async (term: string) =>
        (await sql<{ rowid: number }>`select rowid from ${sql.table("brochure_signups_search")} where ${sql.table("brochure_signups_search")} match ${`"${term}"`}`.execute(t.db)).rows.length;
      expect(await hits("b-old@example")).toBe(0);
      expect(await hits("b-fresh@example")).toBe(1);
    }

    // Running again (a second instance, tomorrow's timer) finds nothing more to erase.
    const again = await eraseExpiredLeads(t.db, { days: 30, now: NOW });
    expect(Object.values(again.deleted).every((n) => n === 0)).toBe(true);
  });
});

describe("ADMIN_AUDIT_RETENTION_DAYS", () => {
  it("is two years unless set, and from 30 days to 10 years", () => {
    const auditDays = (value?: string) => parseEnv({ ADMIN_AUDIT_RETENTION_DAYS: value }).ADMIN_AUDIT_RETENTION_DAYS;
    expect(auditDays()).toBe(730);
    expect(auditDays("90")).toBe(90);
    for (const bad of ["29", "3651", "1.5", "a year"]) expect(() => auditDays(bad), bad).toThrow(/ADMIN_AUDIT_RETENTION_DAYS/);
  });
});

describe.each(dialects)("audit log retention on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("erases the entries older than the age and keeps the rest, the one at the edge included", async () => {
    // The migration's own "switched to named users" entry is dated now (the real clock): kept.
    const entry = (at: string, actor: string) => ({ at, user_id: null, actor, action: "sign-in", subject: null, detail: null });
    await t.db
      .insertInto("admin_audit")
      .values([entry(daysAgo(91), "old"), entry(daysAgo(90, 1_000), "edge"), entry(daysAgo(1), "fresh")])
      .execute();
    const result = await eraseOldAudit(t.db, 90, NOW);
    expect(result).toEqual({ cutoff: daysAgo(90), deleted: 1 });
    const left = await t.db.selectFrom("admin_audit").select("actor").where("action", "=", "sign-in").orderBy("at").execute();
    expect(left.map((r) => r.actor)).toEqual(["edge", "fresh"]);
    expect((await eraseOldAudit(t.db, 90, NOW)).deleted).toBe(0);
    await expect(eraseOldAudit(t.db, 0, NOW)).rejects.toThrow(/whole number/);
  });

  it("erases the admin's single-use links a month after they expired, used or not", async () => {
    const link = (hash: string, expires_at: string, used_at: string | null) => ({ token_hash: hash, purpose: "invitation" as const, user_id: null, email: `${hash}@example.com`, role: "member" as const, created_by: "Asha", created_at: daysAgo(40), expires_at, used_at });
    await t.db.deleteFrom("admin_tokens").execute();
    await t.db.insertInto("admin_tokens").values([link("old", daysAgo(31), null), link("used", daysAgo(31), daysAgo(38)), link("recent", daysAgo(29), null)]).execute();
    expect(await eraseSpentLinks(t.db, NOW)).toEqual({ deleted: 2 });
    expect((await t.db.selectFrom("admin_tokens").select("token_hash").execute()).map((r) => r.token_hash)).toEqual(["recent"]);
  });
});

describe("scheduleRetention", () => {
  it("runs after the first delay and then on every interval, logging counts only", async () => {
    vi.useFakeTimers();
    try {
      const info = vi.fn();
      const destroy = vi.fn(async () => {});
      let runs = 0;
      const fakeDb = {
        transaction: () => ({ execute: async () => void runs++ }),
        // Old spam is erased on every run (spam.server.test.ts runs it on a real database).
        deleteFrom: () => ({ where: () => ({ executeTakeFirst: async () => ({ numDeletedRows: 0n }) }) }),
        destroy,
      };
      const stop = scheduleRetention({ days: 30, auditDays: 730, openDb: () => fakeDb as never, log: { info, error: vi.fn() }, firstDelayMs: 1000, intervalMs: 5000 });
      await vi.advanceTimersByTimeAsync(999);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(3);
      expect(destroy).toHaveBeenCalledTimes(3);
      expect(info.mock.calls[0]?.[0]).toMatchObject({ spamKeepDays: 30, deleted: 0 });
      expect(info.mock.calls[1]?.[0]).toMatchObject({ auditRetentionDays: 730, deleted: 0 });
      expect(info.mock.calls[2]?.[0]).toMatchObject({ retentionDays: 30 });
      stop();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
