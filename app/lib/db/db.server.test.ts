import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { migrate } from "./db.server";

describe.each(dialects)("database on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("creates every table and migrating again changes nothing", async () => {
    await migrate(t.db); // idempotent: a second start runs no migration twice
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    for (const name of ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers", "admin_sessions", "mail_outbox"])
      expect(tables).toContain(name);
  });

  it("stores and returns a Unicode lead byte for byte", async () => {
    const now = new Date().toISOString();
    const row = {
      name: "Zoë Ñandú 🧘‍♀️ أحمد",
      email: "zoe+retreat@example.com",
      phone: "+91 98100 00000",
      brochure_url: "/brochures/goa-2025.pdf",
      source_page: "/retreats/goa-2025",
      consent_version: "2025-01",
      consent_at: now,
      created_at: now,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      landing_page: null,
    };
    const { id } = await t.db.insertInto("brochure_signups").values(row).returning("id").executeTakeFirstOrThrow();
    const back = await t.db.selectFrom("brochure_signups").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(back).toMatchObject(row);
    expect(typeof back.id).toBe("number");
  });

  if (dialect === "sqlite") {
    it("runs SQLite in WAL mode with synchronous=FULL", async () => {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      expect(sync.rows[0]?.synchronous).toBe(2); // 2 = FULL
    });
  }
});
