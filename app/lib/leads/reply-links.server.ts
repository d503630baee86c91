import { getSite } from "~/content/site.server";
import { retreatNameForInterest } from "~/lib/forms/retreats.server";
import type { RetreatName } from "~/lib/retreats/retreats.server";
import { mailtoHref } from "~/lib/mailto";
import type { ReplyLinks } from "./follow-up-view";
import { whatsappDigits } from "./phone.server";

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
}


const INQUIRY_WORDS: Record<string, string> = {
  contact: "message",
  corporate: "corporate retreat inquiry",
  host: "enquiry about hosting a retreat",
};

/** The retreat a page is about ("/retreats/goa-2025" is the Goa retreat), or null. */
function retreatNameForPage(sourcePage: string, retreats: readonly RetreatName[]): string | null {
  const slug = /^\/retreats\/([^/?#]+)/.exec(sourcePage)?.[1];
  if (!slug) return null;
  return retreats.find((r) => slug === r.id || slug.startsWith(`${r.id}-`))?.name ?? null;
}

/**
 * The retreat a request asks about: the waitlist's chosen one (its stored retreat, else its
 * interest's words), else its page's; null for none.
 */
export function requestRetreat(
  r: Pick<RequestFacts, "table" | "sourcePage" | "retreatLocation"> & { retreatId?: string | null },
  retreats: readonly RetreatName[],
): string | null {
  if (r.table === "waitlist_signups" && r.retreatId) return retreats.find((x) => x.id === r.retreatId)?.name ?? r.retreatId;
  if (r.table === "waitlist_signups" && r.retreatLocation) return retreatNameForInterest(r.retreatLocation, retreats);
  return retreatNameForPage(r.sourcePage, retreats);
}

function describeRequest(r: RequestFacts, retreats: readonly RetreatName[]): string {
  if (r.table === "brochure_signups") {
    const retreat = requestRetreat(r, retreats);
    return `brochure request${retreat ? ` for the ${retreat}` : ""}`;
  }
  if (r.table === "waitlist_signups") {
    const retreat = requestRetreat(r, retreats);
    return `waitlist entry${retreat ? ` for the ${retreat}` : ""}`;
  }
  return INQUIRY_WORDS[r.kind ?? "contact"] ?? "message";
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
