import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { csvStream } from "./csv.server";
import { exportCsvCell, inZone } from "./exports.server";
import { xlsxStream } from "./xlsx.server";

/**
 * The lead exports opened by a real spreadsheet: LibreOffice Calc, headless (Debian's
 * libreoffice-calc-nogui, installed by scripts/ensure-test-deps.sh), reads the CSV with formula
 * evaluation on (the 13th CSV import option: what a spreadsheet that runs formulas sees) and the
 * XLSX, and writes both back as plain CSV; the cells read back must be what the leads hold.
 * One conversion call for both files, with a profile of its own: Calc's first start is the slow part.
 */
const COLUMNS = ["id", "created_at", "name", "email", "phone", "source_page", "consent_at"];
const ROWS = [
  { id: 1, created_at: "2025-11-01T08:35:00.000Z", name: "=1+1", email: "sum@example.com", phone: "+91 98765 43210", source_page: "/retreats/goa-2025", consent_at: "2025-11-01T08:35:00.000Z" },
  { id: 2, created_at: "2025-10-31T18:30:00.000Z", name: '=HYPERLINK("http://evil.example/?x","Click")', email: "link@example.com", phone: "+919876543210", source_page: "/retreats/bali-2026", consent_at: "2025-10-31T18:30:00.000Z" },
  { id: 3, created_at: "2025-10-31T18:29:59.000Z", name: "अनन्या शर्मा 🧘‍♀️🌴", email: "ananya@example.com", phone: "09876543210", source_page: "/contact", consent_at: "2025-10-31T18:29:59.000Z" },
  { id: 4, created_at: "2025-06-15T00:00:00.000Z", name: "@SUM(1,2)", email: "at@example.com", phone: "-2+3", source_page: "/", consent_at: "2025-06-15T00:00:00.000Z" },
];
// The organiser's zone (India: +05:30, no summer time).
const EXPECTED_TIMES = ["2025-11-01T14:05:00+05:30", "2025-11-01T00:00:00+05:30", "2025-10-31T23:59:59+05:30", "2025-06-15T05:30:00+05:30"];

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-spreadsheet-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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
    const csv = new Uint8Array(await new Response(csvStream(COLUMNS, inZone(batches(), "Asia/Kolkata"), exportCsvCell)).arrayBuffer());
    const xlsx = new Uint8Array(await new Response(xlsxStream("Brochure leads", COLUMNS, inZone(batches(), "Asia/Kolkata"))).arrayBuffer());
    fs.writeFileSync(path.join(dir, "leads-csv.csv"), csv);
    fs.writeFileSync(path.join(dir, "leads-xlsx.xlsx"), xlsx);

    const out = path.join(dir, "out");
    await run(
      "soffice",
      [
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--headless",
        "--norestore",
        // Comma, double quote, UTF-8 (76), from line 1, ..., evaluate formulas (13th): the CSV as
        // a spreadsheet that runs formulas reads it. The XLSX ignores the CSV import options.
        "--infilter=CSV:44,34,76,1,,,,,,,,,true",
        // Out: comma, double quote, UTF-8, the cells' text as shown.
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
        "--outdir",
        out,
        path.join(dir, "leads-csv.csv"),
        path.join(dir, "leads-xlsx.xlsx"),
      ],
      { env: { ...process.env, HOME: dir }, timeout: 170_000 },
    );
    const files = fs.readdirSync(out);
    const read = (prefix: string) => parseCsv(fs.readFileSync(path.join(out, files.find((f) => f.startsWith(prefix))!), "utf8").replace(/^\uFEFF/, ""));

    for (const [label, cells] of [
      ["CSV", read("leads-csv")],
      ["XLSX", read("leads-xlsx")],
    ] as const) {
      expect(cells[0], label).toEqual(COLUMNS);
      const body = cells.slice(1).filter((r) => r.length > 1);
      expect(body.map((r) => r[1]), `${label}: created_at`).toEqual(EXPECTED_TIMES);
      expect(body.map((r) => r[6]), `${label}: consent_at`).toEqual(EXPECTED_TIMES);
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
    }
  });
});
