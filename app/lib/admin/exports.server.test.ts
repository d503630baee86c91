import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { exportFileName } from "./exports.server";
import { DEFAULT_FILTERS, type LeadFilters } from "./lead-tabs";
import { countLeads, exportLeads, getLeadPage, getSourcePages } from "./leads-queries.server";

const NOW = new Date("2025-11-01T12:00:00.000Z");
const f = (x: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...x });

describe("the organiser's time zone", () => {
  it("names export files for the tab and the organiser's date, not UTC's", () => {
    // 20:00 UTC on 31 October is already 1 November in India.
    const evening = new Date("2025-10-31T20:00:00.000Z");
    expect(exportFileName("waitlist", "csv", evening, "Asia/Kolkata")).toBe("retreatly-waitlist-2025-11-01.csv");
    expect(exportFileName("brochure", "xlsx", evening, "Asia/Kolkata")).toBe("retreatly-brochure-leads-2025-11-01.xlsx");
    expect(exportFileName("inquiries", "csv", evening, "UTC")).toBe("retreatly-inquiries-2025-10-31.csv");
  });
});

describe.each(dialects)("exports and the chosen retreat on %s", (dialect) => {
  const t = useTestDb(dialect);
  const common = (created_at: string, source_page: string) => ({
    source_page,
    consent_version: "2025-01",
    consent_at: created_at,
    created_at,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    landing_page: null,
  });

  it("counts and filters a waitlist by the retreat the visitor chose, not the page", async () => {
    await t.db
      .insertInto("waitlist_signups")
      .values([
        // A Bali-page visitor who picked Morocco 2026.
        { name: "Kabir", email: "kabir@example.com", phone: null, retreat_location: "Morocco 2026", ...common("2025-10-30T10:00:00.000Z", "/retreats/bali-2026") },
        { name: "Leela", email: "leela@example.com", phone: null, retreat_location: "Bali 2026", ...common("2025-10-30T11:00:00.000Z", "/retreats/bali-2026") },
        { name: "Omar", email: "omar@example.com", phone: null, retreat_location: "Morocco 2026", ...common("2025-10-30T12:00:00.000Z", "/retreats/morocco-2026") },
      ])
      .execute();
    expect(await getSourcePages(t.db, "waitlist")).toEqual(["Bali 2026", "Morocco 2026"]);
    const morocco = await getLeadPage(t.db, f({ tab: "waitlist", retreat: "Morocco 2026" }), NOW);
    expect(morocco.map((r) => r.name).sort()).toEqual(["Kabir", "Omar"]);
    const stats = await countLeads(t.db, f({ tab: "waitlist" }), NOW);
    expect(stats.bySource).toEqual([
      { source: "Morocco 2026", count: 2 },
      { source: "Bali 2026", count: 1 },
    ]);
    // The page is not a waitlist's retreat filter any more.
    expect(await getLeadPage(t.db, f({ tab: "waitlist", retreat: "/retreats/bali-2026" }), NOW)).toEqual([]);
  });

  it("exports timestamps in the organiser's zone and phone numbers as the text typed", async () => {
    await t.db
      .insertInto("brochure_signups")
      .values({ name: "Priya", email: "priya.export@example.com", phone: "+91 98765 43210", brochure_url: "/brochures/goa-2025.pdf", ...common("2025-10-31T18:30:00.000Z", "/retreats/goa-2025") })
      .execute();
    const csv = await new Response(exportLeads(t.db, f({ q: "priya.export" }), NOW, { timeZone: "Asia/Kolkata" })).text();
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const cells = line!.split(",");
    expect(header!.split(",").slice(0, 5)).toEqual(["id", "created_at", "name", "email", "phone"]);
    expect(cells[1]).toBe("2025-11-01T00:00:00+05:30");
    expect(cells[4]).toBe('"=""+91 98765 43210"""');
    expect(line).toContain(",2025-11-01T00:00:00+05:30,"); // consent_at too
    const xlsx = new Uint8Array(await new Response(exportLeads(t.db, f({ q: "priya.export" }), NOW, { format: "xlsx", timeZone: "Asia/Kolkata" })).arrayBuffer());
    expect(String.fromCharCode(xlsx[0]!, xlsx[1]!)).toBe("PK");
  });
});
