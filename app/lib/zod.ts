import { z } from "zod";

/**
 * zod for every schema the browser runs (the lead forms, the admin's forms). Zod's object
 * parser probes `new Function` to compile a faster path; under our CSP (no 'unsafe-eval',
 * docs/decisions/003-csp-nonce.md) that probe is a reported violation in every browser, even
 * though zod catches the throw. The interpreted path is fast enough for forms of a few fields.
 * The setting is global, so it holds from the first schema module the page loads.
 */
z.config({ jitless: true });

export { z };

/**
 * Control characters, zero-width marks and bidirectional overrides: invisible in a line of text,
 * they can make a name or a quote read as something else (an audit entry, a reviewer's name).
 * Line breaks are let through where a field is a paragraph (`multiline`).
 */
export function hasInvisibleControls(value: string, { multiline = false } = {}) {
  const text = multiline ? value.replace(/\r?\n/g, " ") : value;
  return /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(text);
}
