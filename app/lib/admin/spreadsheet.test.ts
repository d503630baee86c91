import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { applyFollowUp } from "~/lib/leads/follow-up/apply.server";
import { storeBrochureSignup, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { defineSheet, exportSheet } from "./exports.server";
import { leadSheet, type LeadExportRow } from "./lead-export.server";
import { PEOPLE_SHEET, iteratePeople } from "./people-export.server";

/**
 * The exports opened by a real spreadsheet: LibreOffice Calc, headless (Debian's
 * libreoffice-calc-nogui, installed by scripts/ensure-test-deps.sh). It reads a tab's CSV with
 * formula evaluation on (the 13th CSV import option: what a spreadsheet that runs formulas sees)
 * and its XLSX, and writes both back as plain CSV: the cells read back must be what the leads
 * hold. It reads the people XLSX and a sheet of every cell type and writes them as flat
 * OpenDocument (fods), whose XML names each cell's value type: dates must be dates, numbers
 * numbers, phones and "=1+1" text, and no cell a formula. One profile for the file: Calc's
 * first start is the slow part.
 */
const SHEET = leadSheet("brochure");
const HEADERS = SHEET.columns.map((c) => c.header);
const ROWS: LeadExportRow[] = [
  { id: 1, created_at: "2025-11-01T08:35:00.000Z", name: "=1+1", email: "sum@example.com", phone: "+91 98765 43210", source_page: "/retreats/goa-2025", consent_at: "2025-11-01T08:35:00.000Z", stage: "qualified", follow_up_on: "2025-11-03", last_note: "=cmd|' /C calc'!A0" },
  { id: 2, created_at: "2025-10-31T18:30:00.000Z", name: '=HYPERLINK("http://evil.example/?x","Click")', email: "link@example.com", phone: "+919876543210", source_page: "/retreats/bali-2026", consent_at: "2025-10-31T18:30:00.000Z" },
  { id: 3, created_at: "2025-10-31T18:29:59.000Z", name: "अनन्या शर्मा 🧘‍♀️🌴", email: "ananya@example.com", phone: "09876543210", source_page: "/contact", consent_at: "2025-10-31T18:29:59.000Z" },
  { id: 4, created_at: "2025-06-15T00:00:00.000Z", name: "@SUM(1,2)", email: "at@example.com", phone: "-2+3", source_page: "/", consent_at: "2025-06-15T00:00:00.000Z" },
];
// The organiser's zone (India: +05:30, no summer time): ISO with the offset in the CSV, date
// cells in the XLSX, shown in their format (yyyy-mm-dd hh:mm:ss).
const EXPECTED_TIMES = ["2025-11-01T14:05:00+05:30", "2025-11-01T00:00:00+05:30", "2025-10-31T23:59:59+05:30", "2025-06-15T05:30:00+05:30"];
const EXPECTED_XLSX_TIMES = ["2025-11-01 14:05:00", "2025-11-01 00:00:00", "2025-10-31 23:59:59", "2025-06-15 05:30:00"];

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-spreadsheet-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Calc, headless, converting `files` to `to` in `out`, with the file's own profile. */
async function calc(files: string[], to: string, out: string, infilter?: string) {
  await run(
    "soffice",
    [`-env:UserInstallation=file://${path.join(dir, "profile")}`, "--headless", "--norestore", ...(infilter ? [`--infilter=${infilter}`] : []), "--convert-to", to, "--outdir", out, ...files],
    { env: { ...process.env, HOME: dir }, timeout: 170_000 },
  );
}

async function* batches() {
  yield ROWS.slice(0, 2);
  yield ROWS.slice(2);
}

/** RFC 4180 parsing of Calc's output (quoted fields, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(field), (field = "");
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field), rows.push(row), (row = []), (field = "");
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

describe("the exports in LibreOffice Calc", () => {
  it("reads phones without apostrophes, formulas as text, Devanagari and emoji intact, times in India's zone", { timeout: 180_000 }, async () => {
    const csv = new Uint8Array(await new Response(exportSheet(SHEET, batches(), { format: "csv", timeZone: "Asia/Kolkata" })).arrayBuffer());
    const xlsx = new Uint8Array(await new Response(exportSheet(SHEET, batches(), { format: "xlsx", timeZone: "Asia/Kolkata" })).arrayBuffer());
    fs.writeFileSync(path.join(dir, "leads-csv.csv"), csv);
    fs.writeFileSync(path.join(dir, "leads-xlsx.xlsx"), xlsx);

    const out = path.join(dir, "out");
    await calc(
      [path.join(dir, "leads-csv.csv"), path.join(dir, "leads-xlsx.xlsx")],
      // Out: comma, double quote, UTF-8, the cells' text as shown.
      "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
      out,
      // Comma, double quote, UTF-8 (76), from line 1, ..., evaluate formulas (13th): the CSV as
      // a spreadsheet that runs formulas reads it. The XLSX ignores the CSV import options.
      "CSV:44,34,76,1,,,,,,,,,true",
    );
    const files = fs.readdirSync(out);
    const read = (prefix: string) => parseCsv(fs.readFileSync(path.join(out, files.find((f) => f.startsWith(prefix))!), "utf8").replace(/^\uFEFF/, ""));

    for (const [label, cells] of [
      ["CSV", read("leads-csv")],
      ["XLSX", read("leads-xlsx")],
    ] as const) {
      expect(cells[0], label).toEqual(HEADERS);
      const body = cells.slice(1).filter((r) => r.length > 1);
      const times = label === "XLSX" ? EXPECTED_XLSX_TIMES : EXPECTED_TIMES;
      expect(body.map((r) => r[1]), `${label}: submitted`).toEqual(times);
      expect(body.map((r) => r[HEADERS.indexOf("Consent given")]), `${label}: consent given`).toEqual(times);
      expect(body.map((r) => r[HEADERS.indexOf("Stage")]), `${label}: stage`).toEqual(["Qualified", "", "", ""]);
      expect(body.map((r) => r[3]), `${label}: e-mails`).toEqual(ROWS.map((r) => r.email));
      // Phone numbers exactly as typed: no apostrophe, the + and the leading 0 kept.
      expect(body.map((r) => r[4]).slice(0, 3), `${label}: phones`).toEqual(["+91 98765 43210", "+919876543210", "09876543210"]);
      // Devanagari and emoji intact.
      expect(body[2]![2], `${label}: Unicode name`).toBe("अनन्या शर्मा 🧘‍♀️🌴");
      // Formulas never ran: in the XLSX they are text cells; in the CSV the guard's apostrophe
      // (the one thing a spreadsheet then shows) marks them as text.
      const names = body.map((r) => r[2]);
      const formulas = [ROWS[0]!.name, ROWS[1]!.name, ROWS[3]!.name];
      const shown = [names[0], names[1], names[3]];
      if (label === "XLSX") expect(shown, label).toEqual(formulas);
      else expect(shown, label).toEqual(formulas.map((f) => `'${f}`));
      // A phone column value that is not a phone number is guarded like any other cell.
      expect(body[3]![4], `${label}: formula-like phone`).toBe(label === "XLSX" ? "-2+3" : "'-2+3");
      // The person's follow-up beside the request: the day, and a note that never runs.
      expect(body[0]![HEADERS.indexOf("Next follow-up")], `${label}: next follow-up`).toBe("2025-11-03");
      expect(body[0]![HEADERS.indexOf("Last note")], `${label}: last note`).toBe(label === "XLSX" ? "=cmd|' /C calc'!A0" : "'=cmd|' /C calc'!A0");
    }
  });

  describe("typed cells as Calc reads them", () => {
    const t = useTestDb("sqlite");
    const ctx = (sourcePage: string, at: string): LeadContext => ({ sourcePage, attribution: EMPTY_ATTRIBUTION, consentVersion: "2025-11-01", now: new Date(at) });

    interface Payment {
      guest: string;
      phone: string;
      amount: number;
      nights: number;
      at: string;
      due: string;
    }
    const PAYMENTS = defineSheet<Payment>({
      name: "Payments",
      file: "payments",
      columns: [
        { header: "Guest", type: "text", value: (p) => p.guest },
        { header: "Phone", type: "phone", value: (p) => p.phone },
        { header: "Amount", type: "amount", value: (p) => p.amount },
        { header: "Nights", type: "count", value: (p) => p.nights },
        { header: "Paid at", type: "instant", value: (p) => p.at },
        { header: "Balance due", type: "day", value: (p) => p.due },
      ],
    });

    it("reads the people XLSX and typed cells: dates as dates, amounts and counts as numbers, phones and formulas as text", { timeout: 180_000 }, async () => {
      const anika = await namedAdmin(t.db, "Anika");
      const goa = { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" };
      // 08:35 UTC is 14:05 in India.
      await storeBrochureSignup(t.db, { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210", ...goa }, ctx("/retreats/goa-2025", "2025-10-20T08:35:00.000Z"));
      await storeWaitlistSignup(t.db, { name: "Asha Rao", email: "asha@example.com", phone: null, retreatLocation: "Bali 2026", retreatName: "Bali" }, ctx("/retreats/bali-2026", "2025-10-31T18:30:00.000Z"));
      await storeBrochureSignup(t.db, { name: "=1+1", email: "sum@example.com", phone: "+44 7700 900123", ...goa }, ctx("/retreats/goa-2025", "2025-10-25T04:00:00.000Z"));
      const asha = Number((await t.db.selectFrom("lead_requests").select("person_id").where("email_key", "=", "asha@example.com").executeTakeFirstOrThrow()).person_id);
      await applyFollowUp(t.db, asha, { intent: "update", stage: "deposit", followUpOn: "2025-11-03", note: "+ sea view, =SUM(A1)" }, anika, new Date("2025-10-21T05:00:00.000Z"));

      const people = new Uint8Array(await new Response(exportSheet(PEOPLE_SHEET, iteratePeople(t.db, { stage: "", due: "" }, "2025-11-01"), { format: "xlsx", timeZone: "Asia/Kolkata" })).arrayBuffer());
      async function* payments() {
        yield [
          { guest: "=1+1", phone: "+91 98765 43210", amount: 3_800_050, nights: 6, at: "2025-11-01T08:35:00.000Z", due: "2025-12-01" },
          { guest: "-2+3", phone: "09876543210", amount: 1_500_000, nights: 0, at: "2025-10-31T18:30:00.000Z", due: "2026-01-15" },
        ];
      }
      const typed = new Uint8Array(await new Response(exportSheet(PAYMENTS, payments(), { format: "xlsx", timeZone: "Asia/Kolkata" })).arrayBuffer());
      fs.writeFileSync(path.join(dir, "people.xlsx"), people);
      fs.writeFileSync(path.join(dir, "payments.xlsx"), typed);
      const out = path.join(dir, "fods");
      await calc([path.join(dir, "people.xlsx"), path.join(dir, "payments.xlsx")], "fods", out);

      const sheet = readFods(fs.readFileSync(path.join(out, "people.fods"), "utf8"));
      const header = sheet[0]!.map((c) => c.text);
      expect(header).toEqual(PEOPLE_SHEET.columns.map((c) => c.header));
      const col = (name: string) => header.indexOf(name);
      const ashaRow = sheet.find((r) => r[col("E-mail")]?.text === "asha@example.com")!;
      expect(ashaRow[col("Name")]).toMatchObject({ type: "string", text: "Asha Rao", formula: false });
      expect(ashaRow[col("Phone")]).toMatchObject({ type: "string", text: "+91 98765 43210" });
      expect(ashaRow[col("Id")]).toMatchObject({ type: "string", text: String(asha) });
      expect(ashaRow[col("Stage")]).toMatchObject({ type: "string", text: "Deposit paid" });
      expect(ashaRow[col("Next follow-up")]).toMatchObject({ type: "date", value: "2025-11-03" });
      expect(ashaRow[col("Last note")]).toMatchObject({ type: "string", text: "+ sea view, =SUM(A1)", formula: false });
      expect(ashaRow[col("Retreats asked about")]?.text).toBe("Goa Yoga & Surf Retreat; Bali Yoga Retreat");
      expect(ashaRow[col("First request")]).toMatchObject({ type: "date", value: "2025-10-20T14:05:00" });
      // Midnight in India (Calc writes a midnight as the day alone), though the stored instant
      // is still 31 October in UTC.
      expect(ashaRow[col("Last request")]).toMatchObject({ type: "date", value: "2025-11-01" });
      expect(ashaRow[col("Consent given")]).toMatchObject({ type: "date", value: "2025-11-01", text: "2025-11-01 00:00:00" });
      expect(ashaRow[col("Requests")]).toMatchObject({ type: "float", value: "2" });
      const sum = sheet.find((r) => r[col("E-mail")]?.text === "sum@example.com")!;
      expect(sum[col("Name")]).toMatchObject({ type: "string", text: "=1+1", formula: false });
      expect(sum[col("Phone")]).toMatchObject({ type: "string", text: "+44 7700 900123" });
      expect(sheet.flat().some((c) => c.formula)).toBe(false);

      const pay = readFods(fs.readFileSync(path.join(out, "payments.fods"), "utf8"));
      expect(pay[1]!.map((c) => [c.type, c.value ?? c.text])).toEqual([
        ["string", "=1+1"],
        ["string", "+91 98765 43210"],
        ["float", "38000.5"],
        ["float", "6"],
        ["date", "2025-11-01T14:05:00"],
        ["date", "2025-12-01"],
      ]);
      expect(pay[2]!.map((c) => [c.type, c.value ?? c.text])).toEqual([
        ["string", "-2+3"],
        ["string", "09876543210"],
        ["float", "15000"],
        ["float", "0"],
        ["date", "2025-11-01"],
        ["date", "2026-01-15"],
      ]);
      expect(pay.flat().some((c) => c.formula)).toBe(false);
    });
  });
});

interface FodsCell {
  /** office:value-type: "string", "float", "date", ... */
  type: string | null;
  /** office:value or office:date-value. */
  value: string | null;
  text: string;
  /** Whether Calc holds a formula (table:formula) in the cell. */
  formula: boolean;
}

/** The rows of a flat OpenDocument spreadsheet's first table, repeated cells expanded. */
function readFods(xml: string): FodsCell[][] {
  const table = /<table:table [^>]*>(.*?)<\/table:table>/s.exec(xml)![1]!;
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const unescape = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
  const rows: FodsCell[][] = [];
  for (const [, body] of table.matchAll(/<table:table-row[^>]*>(.*?)<\/table:table-row>/gs)) {
    const cells: FodsCell[] = [];
    for (const m of body!.matchAll(/<table:(?:covered-)?table-cell(\s[^>]*?)?(?:\/>|>(.*?)<\/table:(?:covered-)?table-cell>)/gs)) {
      const tag = m[1] ?? "";
      const cell: FodsCell = {
        type: attr(tag, "office:value-type"),
        value: attr(tag, "office:date-value") ?? attr(tag, "office:value"),
        text: unescape([...(m[2] ?? "").matchAll(/<text:p[^>]*>(.*?)<\/text:p>/gs)].map((p) => p[1]!.replace(/<[^>]+>/g, "")).join("\n")),
        formula: attr(tag, "table:formula") !== null,
      };
      const repeat = Math.min(Number(attr(tag, "table:number-columns-repeated") ?? 1), 64);
      for (let i = 0; i < repeat; i++) cells.push(cell);
    }
    // Calc writes the empty rest of a row as one repeated empty cell.
    while (cells.length > 0 && cells[cells.length - 1]!.type === null) cells.pop();
    rows.push(cells);
  }
  return rows;
}
