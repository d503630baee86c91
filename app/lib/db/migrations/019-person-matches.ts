import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * People matched on their e-mail only, and the cap counted per mailbox
 * (docs/decisions/032-lead-follow-up.md "Matching").
 *
 * - lead_people gets the name and reply address the organiser answers: name, e-mail, the phone
 *   as typed and its E.164 form. A new person takes them from the request that creates them and
 *   keeps them until the organiser changes them; later requests never do. Existing people get
 *   what their page showed until now (the latest request's name and e-mail, the latest phone),
 *   so nobody looks different after the upgrade.
 * - mail_outbox gets recipient_key: the address lower-cased without its +tag, which the daily
 *   cap per recipient counts by (target+1@x and Target+2@X are target@x's mailbox). Filled for
 *   every row here by the same rule spelled in SQL; the index on (recipient_key, created_at)
 *   replaces migration 010's on lower(to_address), which nothing reads any more.
 *
 * Possible matches (the same phone, another e-mail) are not stored: they are read from
 * lead_requests' phone index when a person's page is shown, so they are always current and go
 * with the requests they come from.
 */
const TABLES = ["brochure_signups", "waitlist_signups", "inquiries"] as const;

/** A column of the person's latest request (by link time, then lead id), across the three forms. */
function latest(column: "name" | "email" | "phone", where = "") {
  const joins = TABLES.map((t, i) => `left join ${t} t${i} on r.lead_table = '${t}' and t${i}.id = r.lead_id`).join(" ");
  const value = `coalesce(${TABLES.map((_, i) => `t${i}.${column}`).join(", ")})`;
  return `(select ${value} from lead_requests r ${joins} where r.person_id = lead_people.id ${where ? `and ${where.replaceAll("$v", value)}` : ""} order by r.created_at desc, r.lead_id desc limit 1)`;
}

export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  for (const column of ["name", "email", "phone", "phone_e164"]) await db.schema.alterTable("lead_people").addColumn(column, "text").execute();
  await sql
    .raw(
      `update lead_people set name = ${latest("name")}, email = ${latest("email")}, phone = ${latest("phone", "$v is not null and $v <> ''")},
        phone_e164 = (select r.phone_e164 from lead_requests r where r.person_id = lead_people.id and r.phone_e164 is not null order by r.created_at desc, r.lead_id desc limit 1)`,
    )
    .execute(db);
  // A person with no request left is erased by migration 011's triggers; none is without an e-mail.
  await sql`update lead_people set email = '' where email is null`.execute(db);

  await db.schema.alterTable("mail_outbox").addColumn("recipient_key", "text").execute();
  const find = pg ? "strpos" : "instr";
  // The local part's first "+" (an address has one "@": the forms' pattern), cut to the "@".
  const plus = `${find}(to_address, '+')`;
  const at = `${find}(to_address, '@')`;
  await sql
    .raw(`update mail_outbox set recipient_key = lower(case when ${plus} > 0 and ${plus} < ${at} then substr(to_address, 1, ${plus} - 1) || substr(to_address, ${at}) else to_address end)`)
    .execute(db);
  await db.schema.createIndex("mail_outbox_recipient_key_idx").on("mail_outbox").columns(["recipient_key", "created_at"]).execute();
  await sql`drop index if exists mail_outbox_recipient_idx`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`create index if not exists mail_outbox_recipient_idx on mail_outbox (lower(to_address), created_at)`.execute(db);
  await sql`drop index if exists mail_outbox_recipient_key_idx`.execute(db);
  await db.schema.alterTable("mail_outbox").dropColumn("recipient_key").execute();
  for (const column of ["phone_e164", "phone", "email", "name"]) await db.schema.alterTable("lead_people").dropColumn(column).execute();
}
