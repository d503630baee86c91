/**
 * What the form components need to render a lead form before any validation code is loaded:
 * the form kinds, the length limits, the e-mail pattern, the retreat options and the browser
 * constraints (`required`, `maxLength`) of every field. No zod here: this module ships with
 * every page (the footer's newsletter form), while the schemas in ./schemas load on a form's
 * first focus or hover (./validate, docs/performance.md).
 *
 * The constraints are written out rather than derived with `getZodConstraint` (which needs zod
 * in the page); schemas.test.ts checks that they are exactly what the schemas would give.
 */

export type FormKind = "brochure" | "waitlist" | "contact" | "corporate" | "host" | "newsletter";

export const LIMITS = { name: 200, email: 254, phone: 32, company: 200, expertise: 500, dates: 200, message: 5000, interest: 120 } as const;

/** SPEC §5: "text, one @, text, a dot, text with no spaces". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters no one's real address needs but that change what an address means once it is put
 * in a link or a header: `?`, `&` and `#` start a mailto: link's cc, bcc and body
 * (`lead@example.org?cc=spy%40evil.example`), `%` hides them, and `/ \ " < > ( ) , ; : [ ]` or
 * a control character split or quote a header's list of addresses. RFC 5322 allows some of them
 * in a local part; refusing them costs practically nobody and keeps every link we build honest.
 */
export const EMAIL_FORBIDDEN = /[?&%#/\\"<>(),;:[\]\p{Cc}]/u;

/**
 * The bidirectional controls (embeddings, overrides, isolates, the left-to-right, right-to-left
 * and Arabic letter marks): invisible, they reorder what follows, so "Mallory\u202E" or an address
 * with one reads as something else on the organiser's screen, in an e-mail or a link. No one's
 * name or address needs them; the zero-width joiners that Indic scripts use are not among them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/** The one check every public form's name and e-mail fields run (schemas.ts refines with it). */
export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROLS.test(value);
}

export interface FieldConstraint {
  required?: boolean;
  maxLength?: number;
}

const required = (maxLength?: number): FieldConstraint => ({ required: true, ...(maxLength ? { maxLength } : {}) });
const optional = (maxLength: number): FieldConstraint => ({ required: false, maxLength });

/** The browser constraints of each form's fields: the schemas' required fields and LIMITS. */
export const FORM_CONSTRAINTS = {
  brochure: { name: required(LIMITS.name), email: required(LIMITS.email), phone: required(LIMITS.phone) },
  waitlist: {
    name: required(LIMITS.name),
    email: required(LIMITS.email),
    phone: optional(LIMITS.phone),
    retreat_location: required(),
  },
  contact: { name: required(LIMITS.name), email: required(LIMITS.email), phone: optional(LIMITS.phone), message: required(LIMITS.message) },
  corporate: {
    name: required(LIMITS.name),
    company: required(LIMITS.company),
    email: required(LIMITS.email),
    phone: optional(LIMITS.phone),
    message: required(LIMITS.message),
  },
  host: {
    name: required(LIMITS.name),
    email: required(LIMITS.email),
    phone: optional(LIMITS.phone),
    expertise: required(LIMITS.expertise),
    dates: optional(LIMITS.dates),
    message: required(LIMITS.message),
  },
  newsletter: { name: optional(LIMITS.name), email: required(LIMITS.email) },
} as const satisfies Record<FormKind, Record<string, FieldConstraint>>;
