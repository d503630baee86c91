import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import { readXlsxCells } from "../../../tests/support/xlsx-cells";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { applyFollowUp } from "~/lib/leads/follow-up/apply.server";
import { storeBrochureSignup, storeInquiry, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { defineSheet, exportFileName, exportSheet } from "./exports.server";
import { DEFAULT_FILTERS, type LeadFilters } from "./lead-tabs";
import { countLeads, exportLeads, getLeadPage, getSourcePages } from "./leads-queries.server";
import { PEOPLE_SHEET, countPeople, iteratePeople, parsePeopleExportFilters, type PersonExportRow } from "./people-export.server";

const NOW = new Date("2025-11-01T12:00:00.000Z");
const f = (x: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...x });
const csvText = async (stream: ReadableStream<Uint8Array>) => (await new Response(stream).text()).replace(/^\uFEFF/, "");
const bytes = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/** Spreadsheets count days from 1899-12-30: 2025-11-01 is day 45962. */
const NOV_1 = 45962;

describe("the organiser's time zone", () => {
  it("names export files for the tab and the organiser's date, not UTC's", () => {
    // 20:00 UTC on 31 October is already 1 November in India.
    const evening = new Date("2025-10-31T20:00:00.000Z");
    expect(exportFileName(LEAD_TABLES.waitlist.file, "csv", evening, "Asia/Kolkata")).toBe("retreatly-waitlist-2025-11-01.csv");
    expect(exportFileName(LEAD_TABLES.brochure.file, "xlsx", evening, "Asia/Kolkata")).toBe("retreatly-brochure-leads-2025-11-01.xlsx");
    expect(exportFileName(LEAD_TABLES.inquiries.file, "csv", evening, "UTC")).toBe("retreatly-inquiries-2025-10-31.csv");
    expect(exportFileName(PEOPLE_SHEET.file, "xlsx", evening, "Asia/Kolkata")).toBe("retreatly-people-2025-11-01.xlsx");
  });
});

describe("typed cells", () => {
  interface Row {
    name: string;
    phone: string;
    id: number;
    nights: number;
    paid: number;
    at: string;
    due: string;
  }
  const SHEET = defineSheet<Row>({
    name: "Typed",
    file: "typed",
    columns: [
      { header: "Name", type: "text", value: (r) => r.name },
      { header: "Phone", type: "phone", value: (r) => r.phone },
      { header: "Id", type: "id", value: (r) => r.id },
      { header: "Nights", type: "count", value: (r) => r.nights },
      { header: "Paid", type: "amount", value: (r) => r.paid },
      { header: "Paid at", type: "instant", value: (r) => r.at },
      { header: "Balance due", type: "day", value: (r) => r.due },
    ],
  });
  const ROWS: Row[] = [
    // 08:35 UTC is 14:05 in India.
    { name: "=1+1", phone: "+91 98765 43210", id: 7, nights: 6, paid: 3_800_050, at: "2025-11-01T08:35:00.000Z", due: "2025-11-03" },
    { name: "+SUM(A1)", phone: "09876543210", id: 8, nights: 0, paid: -1500, at: "2025-10-31T18:30:00.000Z", due: "2026-01-15" },
    { name: "-2+3", phone: "@x", id: 9, nights: 1, paid: 0, at: "2025-10-31T18:29:59.000Z", due: "" },
    { name: '@SUM(1,2) & <b>"x"</b>', phone: "", id: 10, nights: 2, paid: 1, at: "", due: "2025-11-01" },
  ];
  async function* batches() {
    yield ROWS.slice(0, 2);
    yield ROWS.slice(2);
  }

  it("writes text, phones and ids as inline strings that are never formulas, whatever they start with", async () => {
    const cells = readXlsxCells(await bytes(exportSheet(SHEET, batches(), { format: "xlsx", timeZone: "Asia/Kolkata" })));
    expect(["A1", "B1", "C1", "D1", "E1", "F1", "G1"].map((ref) => cells.get(ref)?.text)).toEqual(SHEET.columns.map((c) => c.header));
    for (const [ref, text] of [
      ["A2", "=1+1"],
      ["A3", "+SUM(A1)"],
      ["A4", "-2+3"],
      ["A5", '@SUM(1,2) & <b>"x"</b>'],
      ["B2", "+91 98765 43210"],
      ["B3", "09876543210"],
      ["B4", "@x"],
      ["C2", "7"],
    ] as const) {
      expect(cells.get(ref), ref).toMatchObject({ type: "inlineStr", format: "@", text, value: null, formula: false });
    }
    expect([...cells.values()].some((c) => c.formula)).toBe(false);
    // An empty value is an empty cell, not a zero or a blank string.
    expect(cells.has("B5")).toBe(false);
    expect(cells.has("F5")).toBe(false);
    expect(cells.has("G4")).toBe(false);
  });

  it("writes counts and amounts as numbers, instants and days as date serials in the organiser's zone", async () => {
    const cells = readXlsxCells(await bytes(exportSheet(SHEET, batches(), { format: "xlsx", timeZone: "Asia/Kolkata" })));
    expect(cells.get("D2")).toMatchObject({ type: null, value: 6, format: "0" });
    expect(cells.get("D3")).toMatchObject({ type: null, value: 0, format: "0" });
    // Minor units (paise) become rupees with their decimals.
    expect(cells.get("E2")).toMatchObject({ type: null, value: 38000.5, format: "#,##0.00" });
    expect(cells.get("E3")).toMatchObject({ type: null, value: -15, format: "#,##0.00" });
    expect(cells.get("F2")).toMatchObject({ type: null, format: "yyyy-mm-dd hh:mm:ss" });
    expect(cells.get("F2")!.value).toBeCloseTo(NOV_1 + (14 * 60 + 5) / 1440, 9);
    // Midnight in India is still 31 October in UTC: the serial is the organiser's day.
    expect(cells.get("F3")!.value).toBe(NOV_1);
    expect(cells.get("F4")!.value).toBeCloseTo(NOV_1 - 1 / 86_400, 9);
    expect(cells.get("G2")).toMatchObject({ type: null, value: NOV_1 + 2, format: "yyyy-mm-dd" });
    expect(cells.get("G3")).toMatchObject({ value: NOV_1 + 75, format: "yyyy-mm-dd" });
    // In another zone the same instant is another wall time.
    const utc = readXlsxCells(await bytes(exportSheet(SHEET, batches(), { format: "xlsx", timeZone: "UTC" })));
    expect(utc.get("F2")!.value).toBeCloseTo(NOV_1 + (8 * 60 + 35) / 1440, 9);
  });

  it("writes the same cells in the CSV: ISO times with the offset, plain numbers, guarded formulas", async () => {
    const lines = (await csvText(exportSheet(SHEET, batches(), { format: "csv", timeZone: "Asia/Kolkata" }))).split("\r\n");
    expect(lines[0]).toBe("Name,Phone,Id,Nights,Paid,Paid at,Balance due");
    expect(lines[1]).toBe(`"'=1+1","=""+91 98765 43210""",7,6,38000.50,2025-11-01T14:05:00+05:30,2025-11-03`);
    expect(lines[2]).toBe(`"'+SUM(A1)","=""09876543210""",8,0,-15.00,2025-11-01T00:00:00+05:30,2026-01-15`);
    // A phone column value that is no phone number is guarded like any other text.
    expect(lines[3]).toBe(`"'-2+3","'@x",9,1,0.00,2025-10-31T23:59:59+05:30,`);
    expect(lines[4]).toBe(`"'@SUM(1,2) & <b>""x""</b>",,10,2,0.01,,2025-11-01`);
  });
});

describe.each(dialects)("exports on %s", (dialect) => {
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
  const ctx = (sourcePage: string, at: string, utm_source: string | null = null): LeadContext => ({
    sourcePage,
    attribution: { ...EMPTY_ATTRIBUTION, utm_source },
    consentVersion: "2025-11-01",
    now: new Date(at),
  });
  const GOA = { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" };

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

  it("exports a tab with readable headers, timestamps in the organiser's zone and phone numbers as the text typed", async () => {
    await t.db
      .insertInto("brochure_signups")
      .values({ name: "Priya", email: "priya.export@example.com", phone: "+91 98765 43210", brochure_url: "/brochures/goa-2025.pdf", ...common("2025-10-31T18:30:00.000Z", "/retreats/goa-2025") })
      .execute();
    const csv = await csvText(exportLeads(t.db, f({ q: "priya.export" }), NOW, { timeZone: "Asia/Kolkata" }));
    const [header, line] = csv.split("\r\n");
    const cells = line!.split(",");
    expect(header!.split(",")).toEqual([
      "Id",
      "Submitted",
      "Name",
      "E-mail",
      "Phone",
      "Stage",
      "Next follow-up",
      "Last note",
      "Page",
      "Brochure",
      "Source",
      "Medium",
      "Campaign",
      "Referrer",
      "Landing page",
      "Consent version",
      "Consent given",
    ]);
    expect(cells[1]).toBe("2025-11-01T00:00:00+05:30");
    expect(cells[4]).toBe('"=""+91 98765 43210"""');
    expect(cells[16]).toBe("2025-11-01T00:00:00+05:30");
    const xlsx = readXlsxCells(await bytes(exportLeads(t.db, f({ q: "priya.export" }), NOW, { format: "xlsx", timeZone: "Asia/Kolkata" })));
    expect(xlsx.get("B2")).toMatchObject({ value: NOV_1, format: "yyyy-mm-dd hh:mm:ss" });
    expect(xlsx.get("E2")).toMatchObject({ type: "inlineStr", text: "+91 98765 43210" });
    expect(xlsx.get("A2")).toMatchObject({ type: "inlineStr" });
  });

  it("exports each request with its person's stage, next follow-up and last note; the newsletter without", async () => {
    const anika = await namedAdmin(t.db, "Anika");
    const a = await storeBrochureSignup(t.db, { name: "Asha Export", email: "asha.export@example.com", phone: "+91 98000 11111", ...GOA }, ctx("/retreats/goa-2025", "2025-10-20T05:00:00.000Z"));
    const [link] = await t.db.selectFrom("lead_requests").select("person_id").where("lead_table", "=", "brochure_signups").where("lead_id", "=", a.id).execute();
    const personId = Number(link!.person_id);
    await applyFollowUp(t.db, personId, { intent: "update", stage: "qualified", followUpOn: "2025-11-04", note: "First call, wants a sea view" }, anika, new Date("2025-10-21T05:00:00.000Z"));
    await applyFollowUp(t.db, personId, { intent: "update", note: "Sent the payment link, \"deposit\" by Friday" }, anika, new Date("2025-10-22T05:00:00.000Z"));
    const csv = await csvText(exportLeads(t.db, f({ q: "asha.export" }), NOW, { timeZone: "Asia/Kolkata" }));
    expect(csv.split("\r\n")[1]).toContain(`,Qualified,2025-11-04,"Sent the payment link, ""deposit"" by Friday",/retreats/goa-2025,`);
    const xlsx = readXlsxCells(await bytes(exportLeads(t.db, f({ q: "asha.export" }), NOW, { format: "xlsx", timeZone: "Asia/Kolkata" })));
    expect([xlsx.get("F1")?.text, xlsx.get("G1")?.text, xlsx.get("H1")?.text]).toEqual(["Stage", "Next follow-up", "Last note"]);
    expect(xlsx.get("F2")?.text).toBe("Qualified");
    expect(xlsx.get("G2")).toMatchObject({ value: NOV_1 + 3, format: "yyyy-mm-dd" });
    expect(xlsx.get("H2")?.text).toBe('Sent the payment link, "deposit" by Friday');

    const newsletter = await csvText(exportLeads(t.db, f({ tab: "newsletter" }), NOW, { timeZone: "Asia/Kolkata" }));
    expect(newsletter.split("\r\n")[0]).toBe("Id,Submitted,Name,E-mail,Confirmed,Unsubscribed,Page,Source,Medium,Campaign,Referrer,Landing page,Consent version,Consent given");
  });

  it("exports one row per person across the forms, with their follow-up, retreats and requests", async () => {
    const meera = await namedAdmin(t.db, "Meera");
    await storeBrochureSignup(t.db, { name: "Ravi People", email: "ravi.people@example.com", phone: "+91 91234 56789", ...GOA }, ctx("/retreats/goa-2025", "2025-10-01T04:00:00.000Z", "instagram"));
    await storeWaitlistSignup(t.db, { name: "Ravi P.", email: "RAVI.people@example.com", phone: null, retreatLocation: "Bali 2026", retreatName: "Bali" }, ctx("/retreats/bali-2026", "2025-10-15T10:00:00.000Z"));
    await storeInquiry(t.db, "contact", { name: "Ravi", email: "ravi.people@example.com", phone: null, message: "Single room?" }, ctx("/contact", "2025-10-31T18:30:00.000Z"));
    await storeWaitlistSignup(t.db, { name: "=HYPERLINK(\"http://evil.example\")", email: "other.people@example.com", phone: "+44 7700 900123", retreatLocation: "The desert one", retreatName: "Morocco", retreat: "morocco" }, ctx("/retreats/morocco-2026", "2025-10-02T04:00:00.000Z"));

    const all: PersonExportRow[] = [];
    for await (const batch of iteratePeople(t.db, parsePeopleExportFilters(new URLSearchParams()), "2025-11-01", 2)) all.push(...batch);
    const ravi = all.find((p) => p.email.startsWith("ravi.people"))!;
    expect(ravi).toMatchObject({
      name: "Ravi",
      email: "ravi.people@example.com",
      phone: "+91 91234 56789",
      stage: "new",
      followUpOn: null,
      lastNote: null,
      retreats: ["Goa Yoga & Surf Retreat", "Bali Yoga Retreat"],
      firstAt: "2025-10-01T04:00:00.000Z",
      lastAt: "2025-10-31T18:30:00.000Z",
      source: "instagram",
      consentAt: "2025-10-31T18:30:00.000Z",
      requests: 3,
    });
    expect(all.filter((p) => p.id === ravi.id)).toHaveLength(1);
    // Newest person first, every person once, whatever the batch size.
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((x, y) => y - x));
    expect(new Set(all.map((p) => p.id)).size).toBe(await countPeople(t.db, { stage: "", due: "" }, "2025-11-01"));

    await applyFollowUp(t.db, ravi.id, { intent: "update", stage: "deposit", followUpOn: "2025-11-05", note: "Deposit in, balance by December" }, meera, NOW);
    const filters = parsePeopleExportFilters(new URLSearchParams("stage=deposit&due=week"));
    expect(filters).toEqual({ stage: "deposit", due: "week" });
    expect(await countPeople(t.db, filters, "2025-11-01")).toBe(1);
    async function* people() {
      for await (const batch of iteratePeople(t.db, filters, "2025-11-01")) yield batch;
    }
    const lines = (await csvText(exportSheet(PEOPLE_SHEET, people(), { format: "csv", timeZone: "Asia/Kolkata" }))).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Id,Name,E-mail,Phone,Stage,Next follow-up,Last note,Retreats asked about,First request,Last request,Source,Consent given,Requests");
    expect(lines.slice(1)).toEqual([
      `${ravi.id},Ravi,ravi.people@example.com,"=""+91 91234 56789""",Deposit paid,2025-11-05,"Deposit in, balance by December",Goa Yoga & Surf Retreat; Bali Yoga Retreat,2025-10-01T09:30:00+05:30,2025-11-01T00:00:00+05:30,instagram,2025-11-01T00:00:00+05:30,3`,
    ]);
    // The waitlist's stored retreat names it, whatever the interest's words.
    const other = all.find((p) => p.email === "other.people@example.com")!;
    expect(other).toMatchObject({ name: '=HYPERLINK("http://evil.example")', retreats: ["Morocco Soul Journey"], requests: 1, source: null });
  });
});
