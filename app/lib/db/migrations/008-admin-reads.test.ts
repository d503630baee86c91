import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { leadBasics } from "../../../../tests/support/leads";
import { DEFAULT_FILTERS, LEAD_TABS, type LeadFilters } from "~/lib/admin/lead-tabs";
import { countLeads, deleteLead, getLeadPage, iterateLeads } from "~/lib/admin/leads-queries.server";
import { BREAK_GLASS } from "~/lib/admin/users.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { migrate, type Db } from "../db.server";

const now = new Date("2026-11-20T12:00:00.000Z");
const at = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const f = (over: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...over });
const base = (i: number, source: string) => ({ ...leadBasics(source, at(i)), utm_source: i % 2 ? "instagram" : null });

/** Leads in every tab, written at migration 007's schema, with one deleted (its triggers ran). */
async function fillAt007(db: Db) {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  await db
    .insertInto("brochure_signups")
    .values(range(30).map((i) => ({ ...base(i, i % 3 ? "/retreats/goa-2025" : "/retreats/bali-2026"), name: `Brochure ${i} Zoë`, email: `b${i}@example.com`, phone: `+91 98100 ${10000 + i}`, brochure_url: "/brochures/goa-2025.pdf" })))
    .execute();
  await db
    .insertInto("waitlist_signups")
    .values(range(12).map((i) => ({ ...base(i, "/retreats/morocco-2026"), name: `Waitlist ${i}`, email: `w${i}@example.com`, phone: null, retreat_location: "Morocco 2026" })))
    .execute();
  await db
    .insertInto("inquiries")
    .values(range(9).map((i) => ({ ...base(i, "/contact"), kind: "corporate" as const, name: `Inquiry ${i}`, email: `i${i}@example.com`, phone: null, company: `Acme ${i}`, expertise: null, dates: null, message: "Hello, ₹ अनन्या" })))
    .execute();
  await db
    .insertInto("newsletter_subscribers")
    .values(range(7).map((i) => ({ ...base(i, "/"), name: null, email: `n${i}@example.com`, confirm_token_hash: null, confirmed_at: at(i), unsubscribed_at: null })))
    .execute();
  await db.deleteFrom("brochure_signups").where("email", "=", "b29@example.com").execute();
}

async function allRows(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const tab of LEAD_TABS) out[tab] = await db.selectFrom(LEAD_TABLES[tab].table).selectAll().orderBy("id").execute();
  return out;
}

describe.each(dialects)("migration 008 on %s, over a database filled at migration 007", (dialect) => {
  // Only for its PostgreSQL cluster: the database migrated here is a new one, stopped at 007.
  const t = useTestDb(dialect, { before: "008" });

  it("keeps every lead, readable through the admin's reads, and drops only the removed machinery's tables and triggers", async () => {
    const db = t.db;
    await fillAt007(db);
    const before = await allRows(db);
    expect(Object.values(before).map((rows) => rows.length)).toEqual([29, 12, 9, 7]);

    await migrate(db);

    // Every value as it was (later migrations may add columns beside them).
    const after = await allRows(db);
    const asBefore = Object.fromEntries(
      Object.entries(after).map(([tab, rows]) => [tab, rows.map((row, i) => Object.fromEntries(Object.keys(before[tab]![i] as object).map((k) => [k, (row as Record<string, unknown>)[k]])))]),
    );
    expect(asBefore).toEqual(before);
    const tables = (await db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain("lead_daily_counts");
    expect(tables).not.toContain("lead_table_versions");
    const triggers = (
      dialect === "postgres"
        ? (await sql<{ name: string }>`select distinct trigger_name as name from information_schema.triggers`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' order by name`.execute(db)).rows
    ).filter(({ name }) => !name.endsWith("person_ad") && name !== "lead_people_events_ad"); // migration 011's erasure triggers
    // What stays: SQLite's FTS5 triggers of migration 002 (PostgreSQL's search_text is a generated column).
    for (const { name } of triggers) expect(name).toMatch(/_search_(ai|ad|au)$/);
    if (dialect === "sqlite") expect(triggers).toHaveLength(12);

    for (const tab of LEAD_TABS) {
      const ids: number[] = [];
      for await (const batch of iterateLeads(db, f({ tab }), now, 5)) ids.push(...batch.map((r) => r.id));
      expect(ids.sort((a, b) => a - b), tab).toEqual(before[tab]!.map((r) => Number((r as { id: number }).id)));
      expect((await countLeads(db, f({ tab }), now)).total, tab).toBe(before[tab]!.length);
    }
    // The search indexes filled before 008 still find leads, long searches and short ones.
    expect((await getLeadPage(db, f({ q: "brochure 17" }), now)).map((r) => r.email)).toEqual(["b17@example.com"]);
    expect((await getLeadPage(db, f({ tab: "inquiries", q: "acme 4" }), now)).map((r) => r.email)).toEqual(["i4@example.com"]);
    expect((await countLeads(db, f({ q: "ZOë" }), now)).total).toBe(29);
    expect((await countLeads(db, f({ tab: "newsletter", q: "n3" }), now)).total).toBe(1);
    expect((await countLeads(db, f({ q: "b29" }), now)).total).toBe(0);
    // Writes still work with the triggers gone: a new lead is found, a deleted one forgotten.
    await db.insertInto("brochure_signups").values({ ...base(0, "/retreats/goa-2025"), name: "After Migration", email: "after@example.com", phone: null, brochure_url: "/x.pdf" }).execute();
    const [added] = await getLeadPage(db, f({ q: "after migration" }), now);
    expect(added?.email).toBe("after@example.com");
    expect(await deleteLead(db, "brochure", added!.id, BREAK_GLASS)).toBe(true);
    expect((await countLeads(db, f({ q: "after migration" }), now)).total).toBe(0);
  });
});
