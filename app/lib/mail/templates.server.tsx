import { Fragment, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Site } from "~/content/site";
import type { LeadForMail, MailKind } from "./types";

/**
 * The e-mails a lead triggers, as plain data (subject, text, HTML): no I/O here, so every
 * template is tested by calling it.
 *
 * Rules every template follows: HTML and plain-text parts; every value that came from
 * a visitor is escaped in the HTML (and CR/LF stripped from subjects); no remote images (many
 * clients block them, and they would tell a tracker when the mail was opened); every link is
 * absolute from the configured site URL; inline styles only, because mail clients drop <style>
 * blocks and ignore the site's CSS.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

// The site's palette (app/app.css), spelled out: e-mail cannot use CSS variables.
const SAND = "#FAF6F0";
const INK = "#2B2623";
const INK_SOFT = "#5E554F";
const CLAY = "#A94F34";
const LINE = "#E7DED2";
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** Escapes a value as HTML text: what a visitor value must look like in the HTML (the templates themselves render with React, which escapes). */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A header value built from visitor input must stay on one line (header injection). */
export function oneLine(value: string, max = 160): string {
  const flat = value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** An absolute URL on the site for a path (or the value itself if it is already absolute). */
export function absoluteUrl(site: Pick<Site, "url">, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

const KIND_LABEL: Record<LeadForMail["kind"], string> = {
  brochure: "Brochure request",
  waitlist: "Waitlist sign-up",
  contact: "Contact inquiry",
  corporate: "Corporate retreat inquiry",
  host: "Host a retreat inquiry",
  newsletter: "Newsletter sign-up",
};

/**
 * The first word of the name, when it reads as a name: letters of any script (with their marks),
 * apostrophes, hyphens and a dot after an initial. Anything else, such as a URL, a domain, an
 * e-mail address, a phone number or a lone symbol, is never echoed, because the visitor's e-mails
 * go to whatever address the form was given: "Dear https://evil.example/claim-your-refund," to a
 * stranger would be our site sending their phishing link. Mail clients turn text
 * like "evil.example" into a link on their own, so a dot between letters is refused too.
 */
function firstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0];
  if (!first || first.length > 40) return null;
  if (!/^\p{L}\p{M}*(?:[\p{L}\p{M}'’-]|\.(?!\p{L}))*$/u.test(first)) return null;
  return first;
}

/** "Dear Priya," or, when the name is missing or does not read as one, "Hello,". */
export function greeting(name: string | null | undefined) {
  const first = firstName(name);
  return first ? `Dear ${first},` : "Hello,";
}

// ---------- layout ----------

/**
 * One piece of an e-mail: its HTML as a React element (rendered with renderToStaticMarkup, which
 * escapes every value) and its plain-text part, made together from the same content.
 */
export interface Block {
  node: ReactElement;
  text: string;
}

export const p = (text: string): Block => ({
  node: <p style={{ margin: "0 0 16px", fontFamily: SANS, fontSize: 16, lineHeight: 1.6, color: INK, whiteSpace: "pre-line" }}>{text}</p>,
  text,
});

export const small = (text: string): Block => ({
  node: <p style={{ margin: "0 0 12px", fontFamily: SANS, fontSize: 13, lineHeight: 1.6, color: INK_SOFT }}>{text}</p>,
  text,
});

export function button(label: string, href: string): Block {
  return {
    node: (
      <>
        <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 24px" }}>
          <tbody>
            <tr>
              <td style={{ borderRadius: 999, background: CLAY }}>
                <a href={href} style={{ display: "inline-block", padding: "14px 28px", fontFamily: SANS, fontSize: 15, fontWeight: "bold", color: SAND, textDecoration: "none", borderRadius: 999 }}>
                  {label}
                </a>
              </td>
            </tr>
          </tbody>
        </table>
        <p style={{ margin: "0 0 16px", fontFamily: SANS, fontSize: 13, lineHeight: 1.6, color: INK_SOFT }}>
          If the button does not work, copy this link into your browser:
          <br />
          <a href={href} style={{ color: CLAY, wordBreak: "break-all" }}>
            {href}
          </a>
        </p>
      </>
    ),
    text: `${label}: ${href}`,
  };
}

/** A two-column list of facts (the organiser's lead summary). Empty values are left out. */
function facts(rows: [string, string | null | undefined][]): Block {
  const kept = rows.filter((r): r is [string, string] => typeof r[1] === "string" && r[1].trim() !== "");
  return {
    node: (
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%" style={{ margin: "0 0 24px", borderCollapse: "collapse" }}>
        <tbody>
          {kept.map(([k, v]) => (
            <tr key={k}>
              <th scope="row" align="left" style={{ verticalAlign: "top", padding: "8px 12px 8px 0", borderBottom: `1px solid ${LINE}`, fontFamily: SANS, fontSize: 13, fontWeight: "bold", color: INK_SOFT, whiteSpace: "nowrap" }}>
                {k}
              </th>
              <td style={{ verticalAlign: "top", padding: "8px 0", borderBottom: `1px solid ${LINE}`, fontFamily: SANS, fontSize: 15, lineHeight: 1.5, color: INK, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {v}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
    text: kept.map(([k, v]) => `${k}: ${v.includes("\n") ? `\n  ${v.split("\n").join("\n  ")}` : v}`).join("\n"),
  };
}

export function heading(text: string): Block {
  return {
    node: <h1 style={{ margin: "0 0 20px", fontFamily: SERIF, fontSize: 26, lineHeight: 1.3, fontWeight: "normal", color: INK }}>{text}</h1>,
    text: text,
  };
}

const pieces = (blocks: Block[]) => blocks.map((b, i) => <Fragment key={i}>{b.node}</Fragment>);

export function layout(site: Site, opts: { preheader: string; blocks: Block[]; footer: Block[] }): { html: string; text: string } {
  const home = site.url;
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{site.name}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: SAND }}>
        {/* The preheader is the grey preview line in the inbox list; hidden in the message itself. */}
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>{opts.preheader}</div>
        <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%" style={{ background: SAND }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "32px 16px" }}>
                <table role="presentation" cellPadding={0} cellSpacing={0} border={0} width="100%" style={{ maxWidth: 560 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: "0 0 24px", fontFamily: SERIF, fontSize: 22, letterSpacing: "0.5px", color: INK }}>
                        <a href={home} style={{ color: INK, textDecoration: "none" }}>
                          {site.name}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ background: "#FFFFFF", border: `1px solid ${LINE}`, borderRadius: 16, padding: "32px 28px" }}>{pieces(opts.blocks)}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px 4px 0" }}>{pieces(opts.footer)}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
  const html = `<!doctype html>${renderToStaticMarkup(page)}`;
  const text = [...opts.blocks.map((b) => b.text), "—", ...opts.footer.map((b) => b.text)].join("\n\n") + "\n";
  return { html, text };
}

function contactFooter(site: Site): Block[] {
  return [small(`${site.name} · ${site.email} · ${site.phoneDisplay} · ${site.url}`)];
}

// ---------- the e-mails ----------

/**
 * Each e-mail's subject on its own: the outbox stores the subject when the lead is stored and
 * renders the bodies only when it sends (stored-message.server.ts). The templates use these too.
 */
export const mailSubject = {
  organiser_lead(_site: Site, lead: LeadForMail) {
    const who = lead.name?.trim() || lead.email;
    const about = lead.retreatName ? ` · ${lead.retreatName}` : lead.company ? ` · ${lead.company}` : "";
    return oneLine(`${KIND_LABEL[lead.kind]}: ${who}${about}`);
  },
  brochure: (_site: Site, lead: LeadForMail) => oneLine(`Your ${lead.retreatName ?? "our retreat"} brochure`),
  waitlist: (_site: Site, lead: LeadForMail) => oneLine(`You're on the waitlist for ${lead.retreatName ?? "our next retreat"}`),
  newsletter_confirm: (site: Site, _lead: LeadForMail) => oneLine(`Please confirm your subscription to ${site.name}`),
  inquiry_ack: (site: Site, _lead: LeadForMail) => oneLine(`Thank you for writing to ${site.name}`),
} satisfies Record<MailKind, (site: Site, lead: LeadForMail) => string>;

/** To the organiser, for every new lead: who, what, from which page, attribution, the admin link. */
export function organiserLeadEmail(site: Site, lead: LeadForMail, opts: { visitorMailWithheld?: boolean } = {}): MailContent {
  const who = lead.name?.trim() || lead.email;
  const label = KIND_LABEL[lead.kind];
  const a = lead.attribution;
  const admin = absoluteUrl(site, "/admin/leads");
  const body = layout(site, {
    preheader: `${label} from ${who}`,
    blocks: [
      heading(`${label}`),
      p(`A new lead arrived from ${absoluteUrl(site, lead.sourcePage)}.`),
      ...(opts.visitorMailWithheld
        ? [p(`We did not send ${who} the usual confirmation: this address has already received several e-mails from the site today, so it may be someone else's address used in the form.`)]
        : []),
      facts([
        ["Name", lead.name],
        ["E-mail", lead.email],
        ["Phone", lead.phone ?? null],
        ["Retreat", lead.retreatName],
        ["Location", lead.retreatLocation],
        ["Brochure", lead.brochureUrl ? absoluteUrl(site, lead.brochureUrl) : null],
        ["Company", lead.company ?? null],
        ["Expertise", lead.expertise ?? null],
        ["Dates", lead.dates ?? null],
        ["Message", lead.message ?? null],
      ]),
      heading("Where they came from"),
      facts([
        ["Page", absoluteUrl(site, lead.sourcePage)],
        ["Landing page", a.landing_page?.startsWith("/") ? absoluteUrl(site, a.landing_page) : a.landing_page],
        ["Referrer", a.referrer],
        ["UTM source", a.utm_source],
        ["UTM medium", a.utm_medium],
        ["UTM campaign", a.utm_campaign],
      ]),
      button("Open the leads dashboard", admin),
    ],
    footer: [small(`Sent by ${site.name}'s website for every new lead. Reply to this e-mail to answer ${who} directly.`)],
  });
  return { subject: mailSubject.organiser_lead(site, lead), ...body };
}

/** To the visitor, after a brochure request: a warm note with the absolute brochure link. */
export function brochureEmail(site: Site, lead: LeadForMail): MailContent {
  const retreat = lead.retreatName ?? "our retreat";
  const link = absoluteUrl(site, lead.brochureUrl ?? "/upcoming-retreats");
  const body = layout(site, {
    preheader: `The ${retreat} brochure you asked for.`,
    blocks: [
      heading(`Your ${retreat} brochure`),
      p(greeting(lead.name)),
      p(
        `Thank you for your interest in our ${retreat}. Here is the brochure you asked for: the days, the place, what is included and how to book.`,
      ),
      button("Download the brochure (PDF)", link),
      p(
        `Take your time with it. If a question comes up, simply reply to this e-mail or call us on ${site.phoneDisplay}: we answer every message ourselves.`,
      ),
      p(`Warmly,\n${site.founder.name} and the ${site.name} team`),
    ],
    footer: [
      small(`You receive this one e-mail because you asked for a brochure on ${site.url}. We will not add you to any list.`),
      ...contactFooter(site),
    ],
  });
  return { subject: mailSubject.brochure(site, lead), ...body };
}

/** What the waitlist's e-mail promises, by what the visitor chose to wait for. */
const WAITLIST_PROMISE = {
  soon: "we will write to you before anyone else when dates and bookings open.",
  full: "every place on these dates is taken today, and we will write to you if one opens.",
  next: "we will write to you before anyone else when the next dates are set.",
  open: "bookings are open now, and we will be in touch with you about these dates.",
} as const;

/** To the visitor, after a waitlist sign-up: a confirmation naming the retreat. */
export function waitlistEmail(site: Site, lead: LeadForMail): MailContent {
  const retreat = lead.retreatName ?? "our next retreat";
  const body = layout(site, {
    preheader: `You are on the waitlist for ${retreat}.`,
    blocks: [
      heading(`You're on the waitlist for ${retreat}`),
      p(greeting(lead.name)),
      p(
        `Thank you for joining the waitlist for ${retreat}. Our groups stay small, so places go first to the people on this list: ${WAITLIST_PROMISE[lead.waitlistFor ?? "soon"]}`,
      ),
      p(`Until then, you can look through our other retreats:`),
      button("See upcoming retreats", absoluteUrl(site, "/upcoming-retreats")),
      p(`Warmly,\n${site.founder.name} and the ${site.name} team`),
    ],
    footer: [
      small(`You receive this e-mail because you joined a waitlist on ${site.url}. Reply to it if you would like to leave the list.`),
      ...contactFooter(site),
    ],
  });
  return { subject: mailSubject.waitlist(site, lead), ...body };
}

/** To the visitor, after a newsletter sign-up: the double opt-in link (and an unsubscribe link). */
export function newsletterConfirmEmail(site: Site, lead: LeadForMail, links: { confirmUrl: string; unsubscribeUrl: string }): MailContent {
  const body = layout(site, {
    preheader: "One click to confirm your subscription.",
    blocks: [
      heading("Please confirm your subscription"),
      p(greeting(lead.name)),
      p(
        `Thank you for signing up for letters from ${site.name}: a few notes a season, with new retreats before they open and practices to take home. To make sure this address is really yours, please confirm it:`,
      ),
      button("Confirm my subscription", links.confirmUrl),
      p("If you did not sign up, ignore this e-mail: you will not hear from us again."),
    ],
    footer: [
      // The unsubscribe URL is written out in the text part; in HTML it is a link.
      {
        node: (
          <p style={{ margin: "0 0 12px", fontFamily: SANS, fontSize: 13, lineHeight: 1.6, color: INK_SOFT }}>
            Changed your mind?{" "}
            <a href={links.unsubscribeUrl} style={{ color: CLAY }}>
              Unsubscribe with one click
            </a>
          </p>
        ),
        text: `Changed your mind? Unsubscribe with one click: ${links.unsubscribeUrl}`,
      },
      ...contactFooter(site),
    ],
  });
  return { subject: mailSubject.newsletter_confirm(site, lead), ...body };
}

/** To the visitor, after a contact, corporate or host inquiry: a short acknowledgement. */
export function inquiryAckEmail(site: Site, lead: LeadForMail): MailContent {
  const body = layout(site, {
    preheader: "We received your message and will reply within 24-48 hours.",
    blocks: [
      heading("We received your message"),
      p(greeting(lead.name)),
      p(
        `Thank you for writing to ${site.name}. A real person reads every message: you will hear back from us within 24-48 hours. If it is urgent, call us on ${site.phoneDisplay}.`,
      ),
      p(`Warmly,\n${site.founder.name} and the ${site.name} team`),
    ],
    footer: [small(`You receive this e-mail because you sent us a message on ${site.url}.`), ...contactFooter(site)],
  });
  return { subject: mailSubject.inquiry_ack(site, lead), ...body };
}
