import { getSite } from "~/content/site.server";
import type { RetreatName } from "~/lib/retreats/retreats.server";
import { mailtoHref } from "~/lib/mailto";
import type { ReplyLinks } from "./follow-up-view";
import { whatsappDigits } from "./phone.server";
import { requestRetreatName } from "./request-retreat.server";

/**
 * The organiser's one-tap replies to a request: WhatsApp (wa.me with the
 * E.164 number's digits and a message naming the retreat and the kind of request), e-mail
 * (mailtoHref: the address can add no cc, bcc or body) and a call. Built on the server, so
 * the phone library never reaches a browser bundle.
 */
interface RequestFacts {
  table: "brochure_signups" | "waitlist_signups" | "inquiries";
  kind?: string | null;
  name: string | null;
  email: string;
  sourcePage: string;
  retreatLocation?: string | null;
  /** A waitlist sign-up's chosen retreat, as filed (migration 023). */
  retreat?: string | null;
}


const INQUIRY_WORDS: Record<string, string> = {
  contact: "message",
  corporate: "corporate retreat inquiry",
  host: "enquiry about hosting a retreat",
};

function describeRequest(r: RequestFacts, retreats: readonly RetreatName[]): string {
  if (r.table === "inquiries") return INQUIRY_WORDS[r.kind ?? "contact"] ?? "message";
  const retreat = requestRetreatName(r.table, { source_page: r.sourcePage, retreat_location: r.retreatLocation, retreat: r.retreat }, retreats);
  return `${r.table === "brochure_signups" ? "brochure request" : "waitlist entry"}${retreat ? ` for the ${retreat}` : ""}`;
}

/** `retreats`: the retreats' names (lib/retreats/retreats.server.ts retreatNames), read once by the caller. */
export function replyLinks(r: RequestFacts, phoneE164: string | null, retreats: readonly RetreatName[]): ReplyLinks {
  const site = getSite();
  const about = describeRequest(r, retreats);
  const first = r.name?.trim().split(/\s+/)[0];
  const message = `Hello${first ? ` ${first}` : ""}, this is ${site.name}, about your ${about}. `;
  return {
    about,
    whatsapp: phoneE164 ? `https://wa.me/${whatsappDigits(phoneE164)}?text=${encodeURIComponent(message)}` : null,
    mailto: mailtoHref(r.email, { subject: `Your ${about} | ${site.name}` }),
    tel: phoneE164 ? `tel:${phoneE164}` : null,
  };
}
