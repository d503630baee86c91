import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { listEditions } from "~/lib/editions/editions.server";
import { migrate } from "../db.server";

describe.each(dialects)("migration 022 on %s, over editions with payment slugs", (dialect) => {
  const t = useTestDb(dialect, { before: "022" });

  it("turns each slug into the whole address its Book Now opened, and keeps no slug", async () => {
    const db = t.db as any;
    // Migration 009 seeded goa-2025 with the slug "goa-2025"; the others have none.
    await db.updateTable("retreat_editions").set({ payment_slug: "maldives-feb" }).where("slug", "=", "maldives-2026").execute();
    await migrate(t.db);
    const bySlug = Object.fromEntries((await listEditions(t.db)).map((e) => [e.slug, e.paymentUrl]));
    // The tests' environment leaves SITE_PAYMENT_URL_BASE unset: the base the site had by default.
    expect(bySlug).toEqual({
      "goa-2025": "https://pay.retreatly.example/goa-2025",
      "maldives-2026": "https://pay.retreatly.example/maldives-feb",
      "bali-2026": null,
      "morocco-2026": null,
    });
    const columns = (await t.db.introspection.getTables()).find((x) => x.name === "retreat_editions")!.columns.map((c) => c.name);
    expect(columns).toContain("payment_url");
    expect(columns).not.toContain("payment_slug");
  });
});
