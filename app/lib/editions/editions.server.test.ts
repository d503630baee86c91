import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { createEdition, editionHistory, getEdition, listEditions, updateEdition, fieldsOf } from "./editions.server";
import { BEFORE_USERS } from "~/lib/db/migrations/015-admin-users";
import { BREAK_GLASS } from "~/lib/admin/users.server";
import { namedAdmin } from "../../../tests/support/team";
import { EDITION_MESSAGES, EditionSchema } from "./schema";

describe.each(dialects)("retreat editions on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("holds the spec's four retreats as their first editions, with SPEC.md's dates and prices", async () => {
    const editions = await listEditions(t.db);
    expect(editions.map((e) => [e.slug, e.start, e.end, e.priceInr, e.earlyBirdPriceInr, e.earlyBirdUntil, e.state])).toEqual([
      ["goa-2025", "2025-12-18", "2025-12-21", 38000, null, null, "open"],
      ["maldives-2026", "2026-02-18", "2026-02-22", 85000, 75000, "2025-12-05", "open"],
      ["bali-2026", "2026-06", "2026-06", null, null, null, "waitlist"],
      ["morocco-2026", "2026-10", "2026-10", null, null, null, "coming-soon"],
    ]);
    expect((await getEdition(t.db, "morocco-2026"))?.capacity).toBe(12);
    expect(editions.every((e) => e.depositInr === 25000 && e.balanceDueDays === 45)).toBe(true);
  });

  it("creates the next edition from an earlier one, refuses a slug already taken, and keeps a history of each change", async () => {
    const anika = await namedAdmin(t.db, "Anika");
    const goa = (await getEdition(t.db, "goa-2025"))!;
    const next = EditionSchema.parse({ ...fieldsOf(goa), slug: "goa-2026", start: "2026-12-17", end: "2026-12-20", state: "hidden" });
    const created = await createEdition(t.db, next, anika, new Date("2026-11-27T10:00:00Z"));
    expect(created.ok).toBe(true);
    const again = await createEdition(t.db, next, anika);
    expect(again).toEqual({ ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } });

    const id = created.ok ? created.edition.id : 0;
    const published = await updateEdition(t.db, id, { ...next, state: "open", capacity: 12, placesTaken: 9 }, BREAK_GLASS, new Date("2026-11-27T11:00:00Z"));
    expect(published.ok && [published.edition.state, published.edition.capacity, published.edition.placesTaken]).toEqual(["open", 12, 9]);
    // Renaming onto another edition's address changes nothing.
    expect(await updateEdition(t.db, id, { ...next, slug: "goa-2025" }, anika)).toEqual({ ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } });
    // Saving without a change adds no history.
    await updateEdition(t.db, id, { ...next, state: "open", capacity: 12, placesTaken: 9 }, anika);

    const history = await editionHistory(t.db, id);
    expect(history.map((h) => h.action)).toEqual(["published", "created"]);
    expect(history[0]!.changes).toEqual({ capacity: [16, 12], placesTaken: [0, 9], state: ["hidden", "open"] });
    expect(history[0]!.changedAt).toBe("2026-11-27T11:00:00.000Z");
    // Who made each entry; the edition seeded before users says so.
    expect(history.map((h) => h.by)).toEqual(["break-glass owner", "Anika"]);
    expect((await editionHistory(t.db, goa.id)).map((h) => h.by)).toEqual([BEFORE_USERS]);
    // The audit log: one line per saved change, none for the refused or empty ones.
    const audit = await t.db.selectFrom("admin_audit").select(["at", "actor", "action", "subject", "detail"]).where("action", "like", "edition.%").orderBy("id").execute();
    expect(audit).toEqual([
      { at: "2026-11-27T10:00:00.000Z", actor: "Anika", action: "edition.create", subject: "goa-2026", detail: "2026-12-17 to 2026-12-20, Hidden (draft, only you can preview it)" },
      {
        at: "2026-11-27T11:00:00.000Z",
        actor: "break-glass owner",
        action: "edition.publish",
        subject: "goa-2026",
        detail: "Capacity (places): 16 → 12; Places set by hand: 0 → 9; Booking state: Hidden (draft, only you can preview it) → Open for booking",
      },
    ]);
    expect((await getEdition(t.db, "goa-2026"))?.slug).toBe("goa-2026");
  });
});
