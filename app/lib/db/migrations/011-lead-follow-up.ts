import { sql, type Kysely } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { isPostgres, withId } from "./helpers";

/**
 * Following up leads (docs/decisions/032-lead-follow-up.md).
 *
 * - lead_people: one person, with the follow-up state the organiser sets: a stage (new,
 *   contacted, qualified, deposit, booked, lost with a reason) and the next follow-up day.
 * - lead_requests: each brochure, waitlist and inquiry row linked to its person, with the
 *   lowered e-mail and the E.164 phone it was matched by and the request it repeats, if any.
 * - lead_events: the person's timeline: stage changes, notes, follow-up dates.
 * - organiser_digests: one row per day a daily digest was considered, so it is never sent twice.
 *
 * Erasure stays whole: triggers remove a lead's request link when the lead is deleted (the
 * admin's delete, retention, by hand), a person when their last request goes, and their events
 * with them, so no name, e-mail, phone or note outlives the leads it came from.
 *
 * Every existing lead is linked here (a person per e-mail, or phone, across the three forms),
 * and every person starts as New. The matching and the phone reading are written out in this
 * file (not imported from the app) so this migration never changes once shipped.
 */
const TABLES = ["brochure_signups", "waitlist_signups", "inquiries"] as const;
const REPEAT_WINDOW_MS = 7 * 86_400_000;

function e164(typed: string | null): string | null {
  const text = typed?.trim();
  if (!text || !/^[+()\d\s.\-/]{6,40}$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text.startsWith("00") ? `+${text.slice(2)}` : text, "IN");
  return parsed?.isPossible() ? parsed.number : null;
}

function requestKey(table: (typeof TABLES)[number], row: Record<string, unknown>) {
  if (table === "brochure_signups") return `brochure:${String(row.brochure_url)}`;
  if (table === "waitlist_signups") return `waitlist:${String(row.retreat_location)}`;
  return `inquiry:${String(row.kind)}`;
}

export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  await withId(db, db.schema.createTable("lead_people"))
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("lost_reason", "text")
    .addColumn("follow_up_on", "text")
    .addColumn("contacted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_people_stage_idx").on("lead_people").columns(["stage", "created_at"]).execute();
  await db.schema.createIndex("lead_people_follow_up_idx").on("lead_people").columns(["follow_up_on"]).execute();

  await db.schema
    .createTable("lead_requests")
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull())
    .addColumn("person_id", "integer", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("phone_e164", "text")
    .addColumn("request_key", "text", (c) => c.notNull())
    .addColumn("is_repeat", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_requests_pk", ["lead_table", "lead_id"])
    .execute();
  await db.schema.createIndex("lead_requests_person_idx").on("lead_requests").columns(["person_id", "created_at"]).execute();
  await db.schema.createIndex("lead_requests_email_idx").on("lead_requests").columns(["email_key"]).execute();
  await db.schema.createIndex("lead_requests_phone_idx").on("lead_requests").columns(["phone_e164"]).execute();

  await withId(db, db.schema.createTable("lead_events"))
    .addColumn("person_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("stage", "text")
    .addColumn("body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_events_person_idx").on("lead_events").columns(["person_id", "created_at"]).execute();

  await db.schema
    .createTable("organiser_digests")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("new_leads", "integer", (c) => c.notNull())
    .addColumn("due", "integer", (c) => c.notNull())
    .addColumn("sent", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  if (pg) {
    await sql`create function lead_requests_forget() returns trigger language plpgsql as $$
      begin delete from lead_requests where lead_table = TG_TABLE_NAME and lead_id = old.id; return old; end $$`.execute(db);
    for (const t of TABLES) await sql.raw(`create trigger ${t}_person_ad after delete on ${t} for each row execute function lead_requests_forget()`).execute(db);
    await sql`create function lead_people_forget() returns trigger language plpgsql as $$
      begin
        delete from lead_people p where p.id = old.person_id and not exists (select 1 from lead_requests r where r.person_id = old.person_id);
        return old;
      end $$`.execute(db);
    await sql`create trigger lead_requests_person_ad after delete on lead_requests for each row execute function lead_people_forget()`.execute(db);
    await sql`create function lead_events_forget() returns trigger language plpgsql as $$
      begin delete from lead_events where person_id = old.id; return old; end $$`.execute(db);
    await sql`create trigger lead_people_events_ad after delete on lead_people for each row execute function lead_events_forget()`.execute(db);
  } else {
    for (const t of TABLES)
      await sql.raw(`create trigger ${t}_person_ad after delete on ${t} begin delete from lead_requests where lead_table = '${t}' and lead_id = old.id; end`).execute(db);
    await sql`create trigger lead_requests_person_ad after delete on lead_requests begin
      delete from lead_people where id = old.person_id and not exists (select 1 from lead_requests where person_id = old.person_id); end`.execute(db);
    await sql`create trigger lead_people_events_ad after delete on lead_people begin delete from lead_events where person_id = old.id; end`.execute(db);
  }

  await linkExistingLeads(db);
}

/** Every existing lead, oldest first, linked to a person the way the app links a new one. */
async function linkExistingLeads(db: Kysely<any>) {
  type Row = { table: (typeof TABLES)[number]; id: number; email: string; phone: string | null; created_at: string; key: string };
  const rows: Row[] = [];
  for (const table of TABLES) {
    const extra = table === "brochure_signups" ? "brochure_url" : table === "waitlist_signups" ? "retreat_location" : "kind";
    const found = await db.selectFrom(table).select(["id", "email", "phone", "created_at", extra]).execute();
    for (const r of found) rows.push({ table, id: Number(r.id), email: r.email, phone: r.phone, created_at: r.created_at, key: requestKey(table, r) });
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.table.localeCompare(b.table) || a.id - b.id);

  const byEmail = new Map<string, number>();
  const byPhone = new Map<string, number>();
  const people: { id: number; created_at: string }[] = [];
  const lastOfKey = new Map<string, string>();
  const links: Record<string, unknown>[] = [];
  for (const r of rows) {
    const emailKey = r.email.trim().toLowerCase();
    const phone = e164(r.phone);
    let person = byEmail.get(emailKey) ?? (phone ? byPhone.get(phone) : undefined);
    if (person === undefined) {
      person = people.length + 1;
      people.push({ id: person, created_at: r.created_at });
    }
    if (!byEmail.has(emailKey)) byEmail.set(emailKey, person);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, person);
    const last = lastOfKey.get(`${person}:${r.key}`);
    const repeat = last !== undefined && Date.parse(r.created_at) - Date.parse(last) <= REPEAT_WINDOW_MS;
    lastOfKey.set(`${person}:${r.key}`, r.created_at);
    links.push({ lead_table: r.table, lead_id: r.id, person_id: person, email_key: emailKey, phone_e164: phone, request_key: r.key, is_repeat: repeat ? 1 : 0, created_at: r.created_at });
  }
  // Batches small enough for SQLite's 32,766 bound parameters and PostgreSQL's 65,535.
  for (let i = 0; i < people.length; i += 2000)
    await db
      .insertInto("lead_people")
      .values(people.slice(i, i + 2000).map((p) => ({ id: p.id, stage: "new", created_at: p.created_at, updated_at: p.created_at })))
      .execute();
  for (let i = 0; i < links.length; i += 2000) await db.insertInto("lead_requests").values(links.slice(i, i + 2000)).execute();
  if (isPostgres(db) && people.length > 0) await sql`select setval(pg_get_serial_sequence('lead_people', 'id'), ${people.length})`.execute(db);
}

export async function down(db: Kysely<any>) {
  const pg = isPostgres(db);
  for (const t of TABLES) await sql.raw(`drop trigger if exists ${t}_person_ad${pg ? ` on ${t}` : ""}`).execute(db);
  for (const table of ["organiser_digests", "lead_events", "lead_requests", "lead_people"]) await db.schema.dropTable(table).ifExists().execute();
  if (pg) for (const f of ["lead_requests_forget", "lead_people_forget", "lead_events_forget"]) await sql.raw(`drop function if exists ${f}()`).execute(db);
}
