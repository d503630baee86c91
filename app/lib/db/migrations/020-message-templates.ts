import type { Kysely } from "kysely";
import { withId } from "./helpers";

/**
 * Messages from templates (docs/messages.md): the organiser's wording of each message, one row
 * per purpose and channel, seeded with the copy below (written out here: a migration never
 * imports content that may change); the person's "do not contact me" (set by the unsubscribe
 * link of a waitlist e-mail); and on the timeline, what each message was: its purpose, channel,
 * the edition it was about and its outbox row, so "a place opened" knows who already heard.
 */
const TEMPLATES: { purpose: string; channel: "email" | "whatsapp"; subject: string | null; body: string }[] = [
  {
    purpose: "payment_link",
    channel: "email",
    subject: "Your place on the {retreat}, {dates}",
    body: `Dear {firstName},

Thank you for choosing to join us on the {retreat}, {dates}. We would love to have you with us.

To hold your place, please pay the deposit of {deposit} here:
{paymentLink}

The price is {price}. The balance of {balance} is due by {balanceDue}, and we will send you a gentle reminder before then.

If anything is unclear, or you would like to talk through rooms, food or travel, simply reply to this e-mail.

Warmly,
{organiser}`,
  },
  {
    purpose: "payment_link",
    channel: "whatsapp",
    subject: null,
    body: `Hello {firstName}, it's {organiser} from {site}. Lovely to have you joining us for the {retreat}, {dates}.

To hold your place, the deposit is {deposit}, and you can pay it here: {paymentLink}

The balance of {balance} is due by {balanceDue}. Any questions at all, just reply here.`,
  },
  {
    purpose: "balance_reminder",
    channel: "email",
    subject: "A gentle reminder: your {retreat} balance",
    body: `Dear {firstName},

The {retreat} is coming closer ({dates}), and we are already preparing for your arrival.

This is a gentle reminder that the balance of {balance} is due by {balanceDue}. You can pay it here:
{paymentLink}

If you have already paid, thank you, and please ignore this note. If the date is difficult for you, reply to this e-mail and we will find a way.

Warmly,
{organiser}`,
  },
  {
    purpose: "balance_reminder",
    channel: "whatsapp",
    subject: null,
    body: `Hello {firstName}, {organiser} here from {site}. A gentle reminder that the balance of {balance} for the {retreat} ({dates}) is due by {balanceDue}. You can pay it here: {paymentLink}

If you have already paid, thank you, and please ignore this.`,
  },
  {
    purpose: "place_opened",
    channel: "email",
    subject: "A place has opened on the {retreat}",
    body: `Dear {firstName},

You asked us to let you know, so you are among the first to hear: a place has opened on the {retreat}, {dates}.

The price is {price}, and a deposit of {deposit} holds your place. Places go in the order people reply, so if you would like it, reply to this e-mail or see the retreat here:
{retreatPage}

If the dates no longer suit you, there is no need to reply: we will keep you in mind for the next one.

Warmly,
{organiser}`,
  },
  {
    purpose: "place_opened",
    channel: "whatsapp",
    subject: null,
    body: `Hello {firstName}, {organiser} from {site} here. A place has just opened on the {retreat}, {dates}, and you were on our waitlist. It is {price}, with a deposit of {deposit} to hold it.

Would you like it? Just reply here. The details: {retreatPage}`,
  },
  {
    purpose: "general_reply",
    channel: "email",
    subject: "Your message to {site}",
    body: `Dear {firstName},

Thank you for getting in touch. I read every message myself, and I would love to help you find the retreat that suits you.

Our next {retreat} runs {dates}, at {price}. You can see the days, the rooms and what is included here:
{retreatPage}

If you have any questions at all, about the practice, travel, food or coming on your own, simply reply to this e-mail. Or tell me a good time and I will call you.

Warmly,
{organiser}`,
  },
  {
    purpose: "general_reply",
    channel: "whatsapp",
    subject: null,
    body: `Hello {firstName}, this is {organiser} from {site}. Thank you for getting in touch! I am happy to help with anything about the {retreat} ({dates}). What would you like to know?`,
  },
];

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable("message_templates"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull().defaultTo("Retreatly"))
    .addUniqueConstraint("message_templates_purpose_channel", ["purpose", "channel"])
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto("message_templates")
    .values(TEMPLATES.map((t) => ({ ...t, updated_at: at, actor_id: null, actor: "Retreatly" })))
    .execute();

  await db.schema.alterTable("lead_people").addColumn("no_contact_at", "text").execute();
  for (const [column, type] of [
    ["message_purpose", "text"],
    ["message_channel", "text"],
    ["edition_id", "integer"],
    ["outbox_id", "integer"],
  ] as const) {
    await db.schema.alterTable("lead_events").addColumn(column, type).execute();
  }
  // "A place opened" asks, per edition, who has already been written to.
  await db.schema.createIndex("lead_events_edition_message").on("lead_events").columns(["edition_id", "message_purpose"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("lead_events_edition_message").execute();
  for (const column of ["outbox_id", "edition_id", "message_channel", "message_purpose"]) {
    await db.schema.alterTable("lead_events").dropColumn(column).execute();
  }
  await db.schema.alterTable("lead_people").dropColumn("no_contact_at").execute();
  await db.schema.dropTable("message_templates").execute();
}
