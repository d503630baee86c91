import type { Db } from "~/lib/db/db.server";
import type { RequestTable } from "~/lib/db/schema";
import { addDays } from "~/lib/calendar";
import { REQUEST_TABLES } from "~/lib/leads/lead-tables";
import { requestRetreatName } from "~/lib/leads/request-retreat.server";
import { retreatNames } from "~/lib/retreats/retreats.server";
import { DUE_FILTERS, STAGE_LABELS, isStage, type DueFilter, type Stage } from "~/lib/leads/stages";
import { defineSheet } from "./exports.server";
import { lastNote } from "./lead-export.server";

/**
 * The people export: one row per person the organiser follows up, across every form (the
 * brochure, the waitlist, the inquiries), with their stage, next follow-up, last note and what
 * they asked for. Name, e-mail and phone are the person's own (their first request's, unless the
 * organiser changed them), as the person's page shows them.
 */
export interface PersonExportRow {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  stage: Stage;
  followUpOn: string | null;
  lastNote: string | null;
  retreats: string[];
  firstAt: string;
  lastAt: string;
  /** How they found the site: the first utm_source their requests carried, else the first referrer. */
  source: string | null;
  /** When they last agreed to be contacted (each form asks again). */
  consentAt: string;
  requests: number;
}

export const PEOPLE_SHEET = defineSheet<PersonExportRow>({
  name: "People",
  file: "people",
  columns: [
    { header: "Id", type: "id", value: (p) => p.id },
    { header: "Name", type: "text", value: (p) => p.name },
    { header: "E-mail", type: "text", value: (p) => p.email },
    { header: "Phone", type: "phone", value: (p) => p.phone },
    { header: "Stage", type: "text", value: (p) => STAGE_LABELS[p.stage] },
    { header: "Next follow-up", type: "day", value: (p) => p.followUpOn },
    { header: "Last note", type: "text", value: (p) => p.lastNote },
    { header: "Retreats asked about", type: "text", value: (p) => p.retreats.join("; ") },
    { header: "First request", type: "instant", value: (p) => p.firstAt },
    { header: "Last request", type: "instant", value: (p) => p.lastAt },
    { header: "Source", type: "text", value: (p) => p.source },
    { header: "Consent given", type: "instant", value: (p) => p.consentAt },
    { header: "Requests", type: "count", value: (p) => p.requests },
  ],
});

/** The people export's filters, as the people lists name them (?stage=booked&due=week). */
interface PeopleExportFilters {
  stage: Stage | "";
  due: DueFilter;
}

export function parsePeopleExportFilters(params: URLSearchParams): PeopleExportFilters {
  const stage = params.get("stage");
  const due = DUE_FILTERS.find((f) => f.value === params.get("due"))?.value ?? "";
  return { stage: isStage(stage) ? stage : "", due };
}

/** "stage Booked · due within 7 days": the filters as the audit log names them. */
export function describePeopleFilters(filters: PeopleExportFilters): string[] {
  const parts: string[] = [];
  if (filters.stage) parts.push(`stage ${STAGE_LABELS[filters.stage]}`);
  if (filters.due) parts.push(DUE_FILTERS.find((f) => f.value === filters.due)!.label.toLowerCase());
  return parts;
}

function filtered(db: Db, filters: PeopleExportFilters, today: string) {
  let query = db.selectFrom("lead_people as p");
  if (filters.stage) query = query.where("p.stage", "=", filters.stage);
  if (filters.due === "due") query = query.where("p.follow_up_on", "<=", today);
  if (filters.due === "week") query = query.where("p.follow_up_on", "<=", addDays(today, 7));
  if (filters.due === "none") query = query.where("p.follow_up_on", "is", null);
  return query;
}

export async function countPeople(db: Db, filters: PeopleExportFilters, today: string): Promise<number> {
  const row = await filtered(db, filters, today)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

type RequestRow = Record<string, string | number | null> & { id: number; created_at: string };

/**
 * Every person of the filter, newest first, in batches read by keyset on the id: per batch, the
 * people with their last note, their links, then the rows of each form (a few reads per batch,
 * none per person), so memory holds one batch at a time whatever the total.
 */
export async function* iteratePeople(db: Db, filters: PeopleExportFilters, today: string, batchSize = 500): AsyncGenerator<PersonExportRow[]> {
  let after: number | null = null;
  const names = await retreatNames(db);
  for (;;) {
    let query = filtered(db, filters, today)
      .select((eb) => ["p.id", "p.name", "p.email", "p.phone", "p.stage", "p.follow_up_on", lastNote(eb)])
      .orderBy("p.id", "desc")
      .limit(batchSize);
    if (after !== null) query = query.where("p.id", "<", after);
    const people = await query.execute();
    if (people.length === 0) return;
    const ids = people.map((p) => Number(p.id));
    const links = await db.selectFrom("lead_requests").select(["lead_table", "lead_id", "person_id"]).where("person_id", "in", ids).execute();
    const requests = new Map<number, { table: RequestTable; row: RequestRow }[]>();
    for (const table of REQUEST_TABLES) {
      const wanted = links.filter((l) => l.lead_table === table);
      if (wanted.length === 0) continue;
      const rows = (await db.selectFrom(table).selectAll().where("id", "in", wanted.map((l) => Number(l.lead_id))).execute()) as RequestRow[];
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      for (const link of wanted) {
        const row = byId.get(Number(link.lead_id));
        if (!row) continue;
        const person = Number(link.person_id);
        requests.set(person, [...(requests.get(person) ?? []), { table, row }]);
      }
    }
    const out: PersonExportRow[] = [];
    for (const p of people) {
      const asked = (requests.get(Number(p.id)) ?? []).sort((a, b) => a.row.created_at.localeCompare(b.row.created_at) || Number(a.row.id) - Number(b.row.id));
      const first = asked[0];
      const latest = asked[asked.length - 1];
      if (!first || !latest) continue;
      const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
      const retreats = asked.map(({ table, row }) => requestRetreatName(table, { source_page: String(row.source_page), retreat_location: text(row.retreat_location), retreat: text(row.retreat) }, names));
      out.push({
        id: Number(p.id),
        name: p.name,
        email: p.email,
        phone: p.phone,
        stage: p.stage,
        followUpOn: p.follow_up_on,
        lastNote: p.last_note ?? null,
        retreats: [...new Set(retreats.filter((r): r is string => r !== null))],
        firstAt: first.row.created_at,
        lastAt: latest.row.created_at,
        source: text(asked.find((r) => text(r.row.utm_source))?.row.utm_source) ?? text(asked.find((r) => text(r.row.referrer))?.row.referrer),
        consentAt: String(latest.row.consent_at),
        requests: asked.length,
      });
    }
    if (out.length > 0) yield out;
    if (people.length < batchSize) return;
    after = ids[ids.length - 1]!;
  }
}
