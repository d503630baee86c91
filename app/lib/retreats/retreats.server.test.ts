import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import { LEGACY } from "~/lib/admin/users.server";
import { goa as goaFile } from "~/content/retreats/goa";
import { loadCatalogue, menuDestinations, pairs, publishedContents, waitlistChoicesOf } from "~/lib/editions/catalogue.server";
import { createEdition, fieldsOf } from "~/lib/editions/editions.server";
import {
  createRetreat,
  getRetreat,
  listItineraries,
  moveRetreat,
  publish,
  restoreVersion,
  retreatHistory,
  saveDraft,
  saveItinerary,
  setArchived,
  workingCopy,
} from "./retreats.server";
import { starterStory } from "./story-edit.server";
import { defaultSite } from "~/content/site";
import { brochureEmail } from "~/lib/mail/templates.server";

const at = (iso: string) => new Date(iso);

describe.each(dialects)("retreat stories on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("holds the four retreats as migration 024 seeded them from the typed files, in menu order", async () => {
    const cat = await loadCatalogue(t.db);
    expect(publishedContents(cat).map((c) => c.id)).toEqual(["goa", "maldives", "bali", "morocco"]);
    expect(publishedContents(cat)[0]).toEqual(goaFile);
    expect((await retreatHistory(t.db, "goa")).map((h) => [h.version, h.action, h.by])).toEqual([[1, "seeded", "system"]]);
  });

  it("saves a draft the site does not show until published, refuses a stale version, and names who did what", async () => {
    const anika = await namedAdmin(t.db, "Anika");
    const before = (await getRetreat(t.db, "goa"))!;
    const story = structuredClone(workingCopy(before)!);
    const itinerary = story.sections.find((s) => s.type === "itinerary")!;
    if (itinerary.type !== "itinerary") throw new Error("no itinerary");
    itinerary.days.push({ label: "Day 5", title: "A fifth day", items: ["Sunrise practice"] });
    const saved = await saveDraft(t.db, "goa", story, { version: before.version, section: "itinerary", actor: anika, now: at("2026-11-29T10:00:00Z") });
    expect(saved.ok).toBe(true);
    // The site still tells the published story.
    const cat = await loadCatalogue(t.db);
    const days = (c: typeof story) => (c.sections.find((s) => s.type === "itinerary") as typeof itinerary).days.length;
    expect(days(publishedContents(cat)[0]!)).toBe(4);
    // A second tab with the old version: refused, nothing overwritten.
    const stale = await saveDraft(t.db, "goa", goaFile, { version: before.version, section: "intro", actor: LEGACY });
    expect(stale).toEqual({ ok: false, stale: true });
    expect(days(workingCopy((await getRetreat(t.db, "goa"))!)!)).toBe(5);
    const published = await publish(t.db, "goa", { version: before.version + 1, actor: anika, now: at("2026-11-29T10:05:00Z") });
    expect(published.ok).toBe(true);
    expect(days(publishedContents(await loadCatalogue(t.db))[0]!)).toBe(5);
    const history = await retreatHistory(t.db, "goa");
    expect(history.slice(0, 2).map((h) => [h.version, h.action, h.section, h.by])).toEqual([
      [3, "published", null, "Anika"],
      [2, "saved", "itinerary", "Anika"],
    ]);
    const audit = await t.db.selectFrom("admin_audit").select(["action", "actor", "subject"]).where("subject", "=", "goa").orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(["retreat.save", "retreat.publish"]);
  });

  it("refuses a story RetreatSchema refuses, saving nothing", async () => {
    const before = (await getRetreat(t.db, "maldives"))!;
    const broken = { ...workingCopy(before)!, seo: { title: "", description: "short" } };
    const refused = await saveDraft(t.db, "maldives", broken, { version: before.version, section: "seo", actor: LEGACY });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && !refused.stale && refused.issues.map((i) => i.path.join("."))).toEqual(["seo.title", "seo.description"]);
    expect((await getRetreat(t.db, "maldives"))!.version).toBe(before.version);
  });

  it("restores an earlier version as a new draft version, by the shared password as \"admin\"", async () => {
    const before = (await getRetreat(t.db, "goa"))!;
    const restored = await restoreVersion(t.db, "goa", { from: 1, version: before.version, actor: LEGACY });
    expect(restored.ok).toBe(true);
    const after = (await getRetreat(t.db, "goa"))!;
    expect(after.version).toBe(before.version + 1);
    expect(after.draft).toEqual(goaFile);
    expect((await retreatHistory(t.db, "goa"))[0]).toMatchObject({ action: "restored", by: "admin" });
  });

  it("creates a new retreat as a draft, shows it once published with an edition, and archiving hides it and its editions", async () => {
    const anika = await namedAdmin(t.db, "Anika 2");
    const starter = starterStory({ id: "rishikesh", name: "Rishikesh Yoga Retreat", place: "Rishikesh", locality: "Tapovan", region: "Uttarakhand", country: "India" });
    const created = await createRetreat(t.db, starter, anika);
    expect(created.ok).toBe(true);
    expect((await createRetreat(t.db, starter, anika)).ok).toBe(false);
    const goaEdition = (await loadCatalogue(t.db)).editions.find((e) => e.slug === "goa-2025")!;
    const edition = { ...fieldsOf(goaEdition), retreat: "rishikesh", slug: "rishikesh-2027", start: "2027-03-10", end: "2027-03-14", paymentSlug: null, whatsappMessage: null };
    expect((await createEdition(t.db, edition, anika)).ok).toBe(true);
    let cat = await loadCatalogue(t.db);
    expect(pairs(cat).some((p) => p.content.id === "rishikesh")).toBe(false);
    expect((await publish(t.db, "rishikesh", { version: 1, actor: anika })).ok).toBe(true);
    cat = await loadCatalogue(t.db);
    expect(menuDestinations(cat).at(-1)).toEqual({ label: "Rishikesh Yoga Retreat", to: "/retreats/rishikesh-2027" });
    expect(waitlistChoicesOf(cat).map((c) => c.label)).toContain("Rishikesh 2027");
    expect((await setArchived(t.db, "rishikesh", true, { version: 2, actor: anika })).ok).toBe(true);
    cat = await loadCatalogue(t.db);
    expect(pairs(cat).some((p) => p.content.id === "rishikesh")).toBe(false);
    expect(waitlistChoicesOf(cat).some((c) => c.retreat === "rishikesh")).toBe(false);
    expect(menuDestinations(cat).some((m) => m.label.startsWith("Rishikesh"))).toBe(false);
    expect((await getRetreat(t.db, "rishikesh"))!.archivedAt).not.toBeNull();
  });

  it("moves a retreat in the menu order as a version of its own, refusing a stale page and moving nothing past the ends", async () => {
    const anika = await namedAdmin(t.db, "Meera");
    const ids = async () => (await loadCatalogue(t.db)).retreats.map((r) => r.id);
    const start = await ids();
    const last = start.at(-1)!;
    const before = (await getRetreat(t.db, last))!;
    const moved = await moveRetreat(t.db, last, "up", { version: before.version, actor: anika, now: at("2026-11-29T11:00:00Z") });
    expect(moved.ok).toBe(true);
    const after = await ids();
    expect(after).toEqual([...start.slice(0, -2), last, start.at(-2)]);
    // The menu follows, and every retreat keeps a place of its own.
    const places = (await t.db.selectFrom("retreats").select("position").orderBy("position").execute()).map((r) => Number(r.position));
    expect(places).toEqual(after.map((_, i) => i + 1));
    const history = await retreatHistory(t.db, last);
    expect(history[0]).toMatchObject({ version: before.version + 1, action: "moved-up", by: "Meera" });
    const audit = await t.db.selectFrom("admin_audit").select(["action", "detail"]).where("subject", "=", last).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "retreat.move", detail: `moved up in the Retreats menu: now ${["first", "second", "third", "fourth", "fifth", "sixth"][start.length - 2]} of ${start.length}` });
    // Its story and its neighbour's are as they were; the neighbour's version too.
    expect(workingCopy((await getRetreat(t.db, last))!)).toEqual(workingCopy(before));
    // The page it was moved from is stale now: nothing moves again.
    expect(await moveRetreat(t.db, last, "up", { version: before.version, actor: anika })).toEqual({ ok: false, stale: true });
    expect(await ids()).toEqual(after);
    // Already first: nothing moves, no version is written.
    const first = (await getRetreat(t.db, after[0]!))!;
    expect((await moveRetreat(t.db, first.id, "up", { version: first.version, actor: anika })).ok).toBe(true);
    expect((await getRetreat(t.db, first.id))!.version).toBe(first.version);
    expect(await ids()).toEqual(after);
    // And back down again.
    expect((await moveRetreat(t.db, last, "down", { version: before.version + 1, actor: anika })).ok).toBe(true);
    expect(await ids()).toEqual(start);
  });

  it("keeps hostile words as text, and the e-mails that name the retreat escape them", async () => {
    const hostile = 'Goa </script><script>alert(1)</script> & "more"';
    const before = (await getRetreat(t.db, "goa"))!;
    const story = { ...workingCopy(before)!, name: hostile };
    expect((await saveDraft(t.db, "goa", story, { version: before.version, section: "basics", actor: LEGACY })).ok).toBe(true);
    expect(workingCopy((await getRetreat(t.db, "goa"))!)!.name).toBe(hostile);
    const lead = { table: "brochure_signups" as const, id: 1, kind: "brochure" as const, name: "Ana", email: "ana@example.com", phone: null, sourcePage: "/retreats/goa-2025", retreatName: hostile, brochureUrl: "/brochures/goa-2025.pdf", attribution: { utm_source: null, utm_medium: null, utm_campaign: null, referrer: null, landing_page: null } };
    const mail = brochureEmail(defaultSite, lead);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("gives an edition its own itinerary, used for its page, and takes it back", async () => {
    const cat = await loadCatalogue(t.db);
    const goa = cat.editions.find((e) => e.slug === "goa-2025")!;
    const days = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ label: `Day ${n}`, title: `Day ${n} by the sea`, items: ["Practice"] }));
    await saveItinerary(t.db, goa, days, LEGACY);
    expect((await listItineraries(t.db))[goa.id]).toHaveLength(7);
    const page = pairs(await loadCatalogue(t.db)).find((p) => p.edition.slug === "goa-2025")!;
    expect((page.content.sections.find((s) => s.type === "itinerary") as { days: unknown[] }).days).toHaveLength(7);
    await saveItinerary(t.db, goa, null, LEGACY);
    expect((await listItineraries(t.db))[goa.id]).toBeUndefined();
  });
});
