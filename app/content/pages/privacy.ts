import type { Site } from "~/content/site";
import { BOOKING_POLICY as P } from "./policy";
import type { LegalDocument } from "./types";

/**
 * The privacy notice in force. Every lead form records this string with the visitor's consent
 * (consent_version), so when the notice changes, bump it here and older records still say which
 * text the visitor actually agreed to.
 */
export const PRIVACY_NOTICE_VERSION = "Version 2025-01, effective 1 January 2025";

/** How long lead data is kept after the last contact, in months. */
const LEAD_RETENTION_MONTHS = 24;

export function privacyDocument(site: Site): LegalDocument {
  const mail = `[${site.email}](mailto:${site.email})`;
  return {
    slug: "privacy",
    navLabel: "Privacy",
    title: "Privacy Notice",
    description: `What ${site.name} keeps when you ask for a brochure, join a waitlist or write to us: why, for how long, who processes it, and your rights under the DPDP Act and GDPR.`,
    lastUpdated: "2025-01-01",
    summary: `${PRIVACY_NOTICE_VERSION}. We collect only what we need to answer you and plan your retreat, we never sell it, and you can ask us to erase it at any time.`,
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        blocks: [
          {
            type: "p",
            text: `${site.company.legalName} ("${site.name}", "we"), registered at ${site.company.registeredAddress}, decides how your personal data is used. We are the data fiduciary under India's Digital Personal Data Protection Act, 2023 (DPDP Act) and the controller under the EU and UK General Data Protection Regulation (GDPR). You can reach us at ${mail}.`,
          },
        ],
      },
      {
        id: "what-we-collect",
        heading: "What we collect",
        blocks: [
          { type: "p", text: "When you fill in a form on this site (brochure, waitlist, contact, corporate inquiry, host application or newsletter), we keep:" },
          {
            type: "ul",
            items: [
              "Your name and e-mail address.",
              "Your phone or WhatsApp number, when you give it.",
              "The page you used and the retreat you are interested in, such as the brochure you asked for or the retreat you joined the waitlist for.",
              "What you tell us in the form: your message, and for inquiries your company, expertise or preferred dates.",
              "Marketing attribution: the UTM tags of the link that brought you (source, medium and campaign), the referring website (referrer) and the landing page where your visit began.",
              "A consent record: the version of this notice shown to you and the date and time you submitted the form.",
              "For the newsletter: whether and when you confirmed your subscription, and when you unsubscribed.",
            ],
          },
          {
            type: "p",
            text: "We do not collect card or bank details: payments are handled entirely by our payment provider. We do not ask for sensitive data through this site. If you tell us about a health condition so we can look after you on a retreat, we use it only for that purpose.",
          },
        ],
      },
      {
        id: "why",
        heading: "Why we use it",
        blocks: [
          {
            type: "dl",
            items: [
              { term: "To send what you asked for", detail: "Your brochure, an answer to your message, or a note when a waitlisted retreat opens for booking." },
              { term: "To plan and run your retreat", detail: "If you go on to book: confirmations, invoices, pre-departure notes and looking after you on the retreat." },
              { term: "To send our newsletter", detail: "Only if you subscribed and confirmed your address. Every newsletter has an unsubscribe link." },
              { term: "To understand what works", detail: "Attribution tells us which posts, partners and campaigns bring guests to us, so we spend less on the ones that do not. We look at it in aggregate." },
              { term: "To meet legal duties", detail: "Keeping booking and tax records, and proving consent when we are asked to." },
            ],
          },
        ],
      },
      {
        id: "legal-basis",
        heading: "Our legal basis",
        blocks: [
          {
            type: "p",
            text: "Under the DPDP Act we process your data on the basis of the consent you give when you submit a form, and for the legitimate uses the Act allows, such as meeting our legal obligations. You may withdraw your consent at any time, as easily as you gave it, and we will stop using your data for that purpose.",
          },
          {
            type: "p",
            text: "Under the GDPR our bases are: steps you ask us to take before a contract (brochures and inquiries), your consent (newsletter and marketing attribution), performance of a contract (bookings), and legal obligation (tax and accounting records).",
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            type: "ul",
            items: [
              `Brochure, waitlist and inquiry records: ${LEAD_RETENTION_MONTHS} months after our last contact with you, then we delete them or make them anonymous.`,
              "Newsletter: until you unsubscribe. After that we keep only your e-mail address and the date you left, so we never write to you again by mistake.",
              "Booking, payment and invoice records: 8 years, as Indian company and tax law requires.",
              "If you ask us to erase your data, we do so sooner, except where the law requires us to keep a record.",
            ],
          },
        ],
      },
      {
        id: "who-processes",
        heading: "Who processes it",
        blocks: [
          {
            type: "p",
            text: "Only our small team can see your data, through a password-protected admin area. We also use a few service providers, who process it only on our instructions and under contract:",
          },
          {
            type: "ul",
            items: [
              "Our hosting provider, whose servers run this site and its database.",
              "Our e-mail delivery provider, who sends brochures, confirmations and newsletters.",
              "Our payment provider, when you pay for a retreat by card or UPI; it handles your payment details under its own privacy policy.",
              "The venue and local partners of a retreat you book, who receive only what they need to host you (such as your name and dietary needs).",
            ],
          },
          {
            type: "p",
            text: "We never sell or rent your data, and we do not share it with advertising networks. If a provider processes data outside India, we make sure it is protected to the standard the DPDP Act and the GDPR require, including standard contractual clauses where they apply.",
          },
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        blocks: [
          {
            type: "p",
            text: "We use only cookies this site needs to work: a short-lived cookie that carries your thank-you message after you submit a form, so the page works even without JavaScript, and a sign-in cookie for our own team's admin area. We do not use advertising or third-party tracking cookies.",
          },
        ],
      },
      {
        id: "security",
        heading: "Keeping it safe",
        blocks: [
          {
            type: "p",
            text: "The site is served over HTTPS, access to personal data is limited to the people who need it, admin passwords are stored only as secure hashes, and forms are protected against automated abuse. If a breach ever affected your data, we would tell you and the authorities as the law requires.",
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          { type: "p", text: "Under the DPDP Act 2023 you have the right to:" },
          {
            type: "ul",
            items: [
              "get a summary of the personal data we hold about you and how we use it;",
              "have inaccurate or incomplete data corrected and updated;",
              "have your data erased when it is no longer needed or when you withdraw consent;",
              "withdraw your consent at any time;",
              "have your grievance answered by us, and then, if you are not satisfied, complain to the Data Protection Board of India;",
              "nominate someone to exercise these rights on your behalf if you are unable to.",
            ],
          },
          {
            type: "p",
            text: "If you are in the European Union, the EEA or the United Kingdom, the GDPR also gives you the rights of access, rectification, erasure, restriction, data portability and objection (including to direct marketing at any time), and the right to complain to your local data protection authority.",
          },
        ],
      },
      {
        id: "erasure",
        heading: "How to ask for erasure or any other right",
        blocks: [
          {
            type: "p",
            text: `E-mail ${mail} from the address you used with us, with the subject "Erase my data" (or tell us which other right you want to use). We may ask you to confirm it is you. We acknowledge your request within ${P.responseHours} hours and complete it within 30 days, and we confirm by e-mail when it is done. To stop the newsletter only, use the unsubscribe link in any issue.`,
          },
        ],
      },
      {
        id: "grievance",
        heading: "Grievance officer",
        blocks: [
          {
            type: "p",
            text: `Our grievance officer is ${site.company.grievanceOfficer}. Write to ${mail} or by post to ${site.company.registeredAddress}.`,
          },
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: [
          {
            type: "p",
            text: "This site and our retreats are meant for adults. We do not knowingly collect data from anyone under 18; if you believe a child has sent us their details, tell us and we will erase them.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this notice",
        blocks: [
          {
            type: "p",
            text: `This is ${PRIVACY_NOTICE_VERSION}. When we change this notice we publish the new version here with a new version string and date. Each consent record keeps the version you saw, and we will ask for your consent again before using your data in a new way.`,
          },
        ],
      },
    ],
  };
}
