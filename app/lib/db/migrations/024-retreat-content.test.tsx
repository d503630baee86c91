import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { SPEC_TODAY, specEditions, specPage } from "../../../../tests/support/spec-editions";
import { defaultSite } from "~/content/site";
import { contentForEdition, loadCatalogue, pairs, waitlistChoicesOf } from "~/lib/editions/catalogue.server";
import { buildEditionPage } from "~/lib/editions/view";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { retreatEventJsonLd } from "~/lib/structured-data.server";
import RetreatRoute from "~/routes/retreat";
import { migrate } from "../db.server";

/** A retreat page's server-rendered HTML, as routes/retreat.tsx draws it (images aside), and its JSON-LD. */
function render(retreat: ReturnType<typeof specPage>["retreat"], page: ReturnType<typeof specPage>) {
  const data = { retreat, notice: page.notice, recap: [], icons: iconsFor(retreat) };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      loader: () => ({ site: defaultSite }),
      children: [{ id: "retreat", path: "retreats/:slug", Component: RetreatRoute, loader: () => data }],
    },
  ]);
  const html = renderToString(<Stub initialEntries={[`/retreats/${retreat.slug}`]} hydrationData={{ loaderData: { root: { site: defaultSite }, retreat: data } }} />);
  return { html, jsonLd: JSON.stringify(retreatEventJsonLd(retreat, defaultSite, undefined, page)) };
}

describe.each(dialects)("migration 024 on %s, over a database of the schema before it", (dialect) => {
  const t = useTestDb(dialect, { before: "024" });

  it("seeds each retreat's story so that every retreat page renders byte for byte as it did from the typed files, on the spec's day", async () => {
    await migrate(t.db);
    const catalogue = { ...(await loadCatalogue(t.db)), today: SPEC_TODAY };
    const slugs = pairs(catalogue).map((p) => p.edition.slug);
    expect(slugs).toEqual(specEditions().map((e) => e.slug));
    for (const slug of slugs) {
      // Before: the typed files, as the site read them until migration 024.
      const before = specPage(slug);
      // After: the database's story, as routes/retreat.tsx reads it now.
      const edition = catalogue.editions.find((e) => e.slug === slug)!;
      const after = buildEditionPage(contentForEdition(catalogue, edition)!, edition, SPEC_TODAY, catalogue.editions, {
        nextSeason: catalogue.nextSeason[edition.retreat],
        choices: waitlistChoicesOf(catalogue),
      });
      const [a, b] = [render(before.retreat, before), render(after.retreat, after)];
      expect(b.html.length, slug).toBeGreaterThan(10_000);
      expect(b.html, slug).toBe(a.html);
      expect(b.jsonLd, slug).toBe(a.jsonLd);
    }
  });

  it("keeps the next-season words the organiser wrote, and seeds a version of each story", async () => {
    const rows = await t.db.selectFrom("retreats").select(["id", "next_season", "version", "position"]).orderBy("position").execute();
    expect(rows.map((r) => [r.id, Number(r.version), Number(r.position)])).toEqual([
      ["goa", 1, 1],
      ["maldives", 1, 2],
      ["bali", 1, 3],
      ["morocco", 1, 4],
    ]);
    expect(rows[0]!.next_season).toBe("Dates to be announced, usually December");
    expect(await t.db.selectFrom("retreat_versions").select("action").execute()).toHaveLength(4);
  });
});
