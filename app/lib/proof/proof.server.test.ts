import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import { changeProof, listProof, proofView, saveProof } from "./proof.server";
import { PROOF_SCHEMAS, parseMonth } from "./schema";

describe("a month as the organiser types it", () => {
  it("reads 2025-12, December 2025 and Dec 2025 alike, and nothing else", () => {
    expect(["2025-12", "December 2025", "dec 2025", "Sept 2025"].map(parseMonth)).toEqual(["2025-12", "2025-12", "2025-12", "2025-09"]);
    expect(["2025-13", "Decembre 2025", "12/2025", "de 2025", ""].map(parseMonth)).toEqual([null, null, null, null, null]);
  });

  it("refuses a review without a real link, and a name with a hidden direction override", () => {
    const bad = PROOF_SCHEMAS.review.safeParse({ text: "Lovely", name: "Kavya\u202eS", source: "Google", url: "javascript:alert(1)" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["name", "url"]);
  });
});

describe.each(dialects)("proof of the business on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("starts with the four testimonials the home page always had, each naming the past retreat and month the guest came", async () => {
    const view = await proofView(t.db);
    expect(view.testimonials.map((x) => `${x.author}: ${x.retreat}, ${x.month}`)).toEqual([
      "Priya: Goa Yoga Retreat, December 2023",
      "Rohan: Bali Yoga Retreat, June 2025",
      "Meera: Goa Yoga Retreat, December 2023",
      "Ananya: Bali Yoga Retreat, June 2025",
    ]);
    expect([view.reviews, view.accreditations, view.press]).toEqual([[], [], []]);
  });

  it("adds, edits, reorders and removes items, each in the audit log under its user", async () => {
    const anika = await namedAdmin(t.db, "Anika");
    const review = PROOF_SCHEMAS.review.parse({ text: "Calm, kind and beautifully run.", name: "Kavya S.", source: "Google", url: "https://g.page/r/retreatly/review", month: "Jan 2026" });
    expect(await saveProof(t.db, "review", review, anika)).toBe(true);
    const yoga = PROOF_SCHEMAS.accreditation.parse({ name: "Yoga Alliance", detail: "Registered Yoga School (RYS 200)", url: "" });
    await saveProof(t.db, "accreditation", yoga, anika);
    let all = await listProof(t.db);
    expect(all.review.map((r) => [r.name, r.month, r.url])).toEqual([["Kavya S.", "2026-01", "https://g.page/r/retreatly/review"]]);
    expect(all.accreditation[0]?.url).toBeNull();

    await saveProof(t.db, "review", { ...review, id: all.review[0]!.id, name: "Kavya Shah" }, anika);
    // An edit names its kind: a review's id does not edit a testimonial.
    expect(await saveProof(t.db, "testimonial", { ...PROOF_SCHEMAS.testimonial.parse({ text: "x", name: "X", detail: "Pune", retreat: "goa", month: "2025-12" }), id: all.review[0]!.id }, anika)).toBe(false);

    const last = all.testimonial.at(-1)!;
    await changeProof(t.db, last.id, "up", anika);
    all = await listProof(t.db);
    expect(all.testimonial.map((x) => x.name)).toEqual(["Priya", "Rohan", "Ananya", "Meera"]);
    await changeProof(t.db, all.testimonial[0]!.id, "up", anika); // already first: nothing moves
    await changeProof(t.db, last.id, "delete", anika);
    all = await listProof(t.db);
    expect(all.testimonial.map((x) => x.name)).toEqual(["Priya", "Rohan", "Meera"]);
    expect(all.review[0]?.name).toBe("Kavya Shah");
    expect(await changeProof(t.db, last.id, "delete", anika)).toBe(false);

    const audit = await t.db.selectFrom("admin_audit").select(["actor", "action", "subject"]).where("action", "like", "proof.%").orderBy("id").execute();
    expect(audit.map((a) => `${a.actor} ${a.action} ${a.subject}`)).toEqual([
      "Anika proof.add review from Kavya S.",
      "Anika proof.add accreditation from Yoga Alliance",
      "Anika proof.edit review from Kavya Shah",
      "Anika proof.move testimonial from Ananya",
      "Anika proof.remove testimonial from Ananya",
    ]);
  });
});
