/**
 * Characters that are invisible in a line of text yet change how it reads: one list for every
 * form, public and admin, so a name, an address or a quote shows on the organiser's screen, in
 * an e-mail or a link as it was typed.
 *
 * The bidirectional controls (embeddings, overrides, isolates, the left-to-right, right-to-left
 * and Arabic letter marks) reorder what follows: "Mallory\u202E" or an address with one reads as
 * something else. No one's name or address needs them. The zero-width joiner and non-joiner that
 * Indic scripts use are not among them and are always let through.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/** The one check every public form's name and e-mail fields run (forms/schemas.ts refines with it). */
export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROLS.test(value);
}

/**
 * Control characters, the zero-width space and the bidirectional controls, for the admin's
 * fields (lib/zod.ts). Line breaks are let through where a field is a paragraph (`multiline`).
 */
export function hasInvisibleControls(value: string, { multiline = false } = {}) {
  const text = multiline ? value.replace(/\r?\n/g, " ") : value;
  return /[\u0000-\u001f\u007f\u200b]/.test(text) || BIDI_CONTROLS.test(text);
}
