import { getSite } from "~/content/site.server";
import type { MailKind, StoredMailData } from "./types";
import { unpackBody } from "./stored-body.server";
import { brochureEmail, inquiryAckEmail, newsletterConfirmEmail, organiserLeadEmail, waitlistEmail, type MailContent } from "./templates.server";

/**
 * What an outbox row keeps of its message's body (docs/mail.md, docs/decisions/013-render-mail-at-send.md).
 *
 * Rows written by enqueueLeadEmails keep the lead's data, not the rendered bodies: the text
 * column holds `mail-data:v1:` and a JSON object (the lead as the templates take it, plus the
 * newsletter's links), the HTML column is empty, and the worker renders both parts when it
 * sends. Rendering and deflating two 4-6 KB HTML messages inside every form post, and writing
 * them into the lead's commit, had cost more than storing the lead itself. The subject is
 * rendered and stored at enqueue time as before (the admin and the tests read it).
 *
 * Rows written before this keep their rendered (possibly `deflate64:`-packed) bodies and are
 * sent as stored.
 */
const DATA_PREFIX = "mail-data:v1:";


export function packMailData(data: StoredMailData): string {
  return DATA_PREFIX + JSON.stringify(data);
}

function isMailData(textBody: string): boolean {
  return textBody.startsWith(DATA_PREFIX);
}

/** The message's parts from a stored row: rendered now from its data, or as they were stored. */
export function messageBodies(row: { kind: string; text_body: string; html_body: string }): { text: string; html: string } {
  if (!isMailData(row.text_body)) return { text: unpackBody(row.text_body), html: unpackBody(row.html_body) };
  const data = JSON.parse(row.text_body.slice(DATA_PREFIX.length)) as StoredMailData;
  const { text, html } = render(row.kind as MailKind, data);
  return { text, html };
}

/** The template for each outbox kind; the subject stored with the row comes from the same call. */
export function render(kind: MailKind, { lead, links, visitorMailWithheld, person }: StoredMailData): MailContent {
  const site = getSite();
  switch (kind) {
    case "organiser_lead":
      return organiserLeadEmail(site, lead, { visitorMailWithheld, person });
    case "brochure":
      return brochureEmail(site, lead);
    case "waitlist":
      return waitlistEmail(site, lead);
    case "inquiry_ack":
      return inquiryAckEmail(site, lead);
    case "newsletter_confirm":
      if (!links) throw new Error("newsletter confirmation stored without its links");
      return newsletterConfirmEmail(site, lead, links);
    default:
      throw new Error(`no template for outbox kind ${String(kind)}`);
  }
}
