import type { ExpressionBuilder } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { Database, RequestTable } from "~/lib/db/schema";
import { EXPORT_COLUMNS, LEAD_TABLES, type LeadRow, type LeadTab } from "~/lib/leads/lead-tables";
import { STAGE_LABELS, type Stage } from "~/lib/leads/stages";
import { defineSheet, type Sheet, type SheetColumn } from "./exports.server";

/**
 * The export of one lead tab (the dashboard's filter): the tab's columns with readable headers
 * (lead-tables.ts), and for the forms the organiser follows up, the person's stage, next
 * follow-up day and last note beside each request.
 */
export type LeadExportRow = LeadRow & { stage?: Stage | null; follow_up_on?: string | null; last_note?: string | null };

type ExportedColumn = keyof typeof EXPORT_COLUMNS;

function leadColumn(column: ExportedColumn): SheetColumn<LeadExportRow> {
  const { header, type } = EXPORT_COLUMNS[column];
  if (type === "id") return { header, type, value: (r) => r[column] as number };
  return { header, type, value: (r) => (r[column] === null || r[column] === undefined ? null : String(r[column])) };
}

const FOLLOW_UP_COLUMNS: SheetColumn<LeadExportRow>[] = [
  { header: "Stage", type: "text", value: (r) => (r.stage ? STAGE_LABELS[r.stage] : null) },
  { header: "Next follow-up", type: "day", value: (r) => r.follow_up_on },
  { header: "Last note", type: "text", value: (r) => r.last_note },
];

/** The tab's sheet: its columns, and the follow-up's three after the phone for the forms followed up. */
export function leadSheet(tab: LeadTab): Sheet<LeadExportRow> {
  const entry = LEAD_TABLES[tab];
  const columns = (entry.columns as readonly ExportedColumn[]).map(leadColumn);
  if (entry.request) columns.splice(columns.findIndex((c) => c.header === EXPORT_COLUMNS.phone.header) + 1, 0, ...FOLLOW_UP_COLUMNS);
  return defineSheet({ name: entry.label, file: entry.file, columns });
}

/** A person's last note (the newest note event), read through the (person_id, created_at) index. */
export function lastNote(eb: ExpressionBuilder<Database & { p: Database["lead_people"] }, "p">) {
  return eb
    .selectFrom("lead_events as e")
    .select("e.body")
    .whereRef("e.person_id", "=", "p.id")
    .where("e.kind", "=", "note")
    .orderBy("e.created_at", "desc")
    .orderBy("e.id", "desc")
    .limit(1)
    .as("last_note");
}

/** Each batch's rows with their person's stage, follow-up day and last note: one read per batch. */
export async function* withFollowUp(db: Db, table: RequestTable, batches: AsyncIterable<LeadRow[]>): AsyncGenerator<LeadExportRow[]> {
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const ids = batch.map((r) => Number(r.id));
    const found = await db
      .selectFrom("lead_requests as r")
      .innerJoin("lead_people as p", "p.id", "r.person_id")
      .select((eb) => ["r.lead_id", "p.stage", "p.follow_up_on", lastNote(eb)])
      .where("r.lead_table", "=", table)
      .where("r.lead_id", "in", ids)
      .execute();
    const byId = new Map(found.map((f) => [Number(f.lead_id), f]));
    yield batch.map((row) => {
      const person = byId.get(Number(row.id));
      return person ? { ...row, stage: person.stage, follow_up_on: person.follow_up_on, last_note: person.last_note } : row;
    });
  }
}
