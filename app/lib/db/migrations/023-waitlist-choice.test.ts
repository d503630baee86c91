import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { leadBasics } from "../../../../tests/support/leads";
import { migrate } from "../db.server";

describe.each(dialects)("migration 023 on %s, over waitlist sign-ups filed by their words alone", (dialect) => {
  const t = useTestDb(dialect, { before: "023" });

  it("files each of SPEC §3's options under its retreat and edition, and keeps words it cannot place as they are", async () => {
    const row = (retreat_location: string, i: number) => ({ ...leadBasics("/retreats/bali-2026", `2025-11-0${i}T10:00:00.000Z`), name: `Guest ${i}`, email: `g${i}@example.com`, phone: null, retreat_location });
    await t.db
      .insertInto("waitlist_signups")
      .values([row("Goa 2025", 1), row("Bali 2026", 2), row("Bali 2026", 3), row("Morocco 2026", 4), row("bali", 5)])
      .execute();

    await migrate(t.db);

    const rows = await t.db.selectFrom("waitlist_signups").select(["retreat_location", "retreat", "edition_slug"]).orderBy("id").execute();
    expect(rows).toEqual([
      { retreat_location: "Goa 2025", retreat: "goa", edition_slug: "goa-2025" },
      { retreat_location: "Bali 2026", retreat: "bali", edition_slug: "bali-2026" },
      { retreat_location: "Bali 2026", retreat: "bali", edition_slug: "bali-2026" },
      { retreat_location: "Morocco 2026", retreat: "morocco", edition_slug: "morocco-2026" },
      { retreat_location: "bali", retreat: null, edition_slug: null },
    ]);
  });
});
