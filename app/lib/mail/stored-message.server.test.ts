import { describe, expect, it } from "vitest";
import { getSite } from "~/content/site.server";
import type { LeadForMail, MailKind } from "./types";
import { packBody } from "./stored-body.server";
import { messageBodies, packMailData, render } from "./stored-message.server";
import { brochureEmail, inquiryAckEmail, mailSubject, newsletterConfirmEmail, organiserLeadEmail, waitlistEmail } from "./templates.server";

const attribution = { utm_source: "instagram", utm_medium: null, utm_campaign: "winter", referrer: null, landing_page: "/" };
const lead = (over: Partial<LeadForMail>): LeadForMail => ({
  table: "brochure_signups",
  id: 7,
  kind: "brochure",
  name: "<b>Zoë</b> Ānanda 🌅",
  email: "zoe@example.com",
  phone: "+91 98100 11111",
  sourcePage: "/retreats/goa-2025",
  retreatName: "Goa Yoga Retreat",
  brochureUrl: "/brochures/goa-2025.pdf",
  attribution,
  ...over,
});
const links = { confirmUrl: "https://x.example/newsletter/confirm?token=abc", unsubscribeUrl: "https://x.example/newsletter/unsubscribe?token=def" };

describe("stored outbox messages", () => {
  const cases: [MailKind, LeadForMail, ReturnType<typeof organiserLeadEmail>][] = [];
  const site = getSite();
  const b = lead({});
  const w = lead({ table: "waitlist_signups", kind: "waitlist", retreatName: "Bali Renewal Retreat", retreatLocation: "bali", brochureUrl: undefined });
  const i = lead({ table: "inquiries", kind: "corporate", company: "Acme & Co", message: "20 people\nin March", retreatName: undefined, brochureUrl: undefined });
  const n = lead({ table: "newsletter_subscribers", kind: "newsletter", retreatName: undefined, brochureUrl: undefined });
  cases.push(["organiser_lead", b, organiserLeadEmail(site, b)], ["organiser_lead", i, organiserLeadEmail(site, i)]);
  cases.push(["brochure", b, brochureEmail(site, b)], ["waitlist", w, waitlistEmail(site, w)], ["inquiry_ack", i, inquiryAckEmail(site, i)]);
  cases.push(["newsletter_confirm", n, newsletterConfirmEmail(site, n, links)]);

  it.each(cases)("%s: renders at send time exactly what the template renders, and the subject matches", (kind, l, expected) => {
    const data = kind === "newsletter_confirm" ? { lead: l, links } : { lead: l };
    const stored = packMailData(data);
    expect(messageBodies({ kind, text_body: stored, html_body: "" })).toEqual({ text: expected.text, html: expected.html });
    expect(render(kind, data)).toEqual(expected);
    expect(mailSubject[kind](site, l)).toBe(expected.subject);
  });

  it("sends rows stored before this (rendered, packed or not) as they were stored", () => {
    const html = `<p style="color:#3b2f2a">Namaste Zoë 🌅</p>`.repeat(40);
    expect(messageBodies({ kind: "brochure", text_body: "Thank you, Asha.", html_body: packBody(html) })).toEqual({ text: "Thank you, Asha.", html });
  });

  it("refuses a confirmation stored without its links, and an unknown kind", () => {
    expect(() => messageBodies({ kind: "newsletter_confirm", text_body: packMailData({ lead: n }), html_body: "" })).toThrow(/links/);
    expect(() => messageBodies({ kind: "postcard", text_body: packMailData({ lead: b }), html_body: "" })).toThrow(/no template/);
  });
});
