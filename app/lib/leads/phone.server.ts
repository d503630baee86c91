import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Phone numbers as typed on the forms ("098765 43210", "+91 98765-43210", "9876543210") read as
 * one E.164 number ("+919876543210"), so one person's requests are found by phone whatever
 * the spelling, and the admin's search finds a number in any format. A number without its
 * country code is read as Indian (the organiser's visitors mostly are). libphonenumber-js's
 * "min" metadata keeps it small; it is only ever imported by server modules.
 */
const DEFAULT_PHONE_REGION = "IN";

/** The E.164 form of a typed number, or null when it is not a possible phone number. */
export function toE164(typed: string | null | undefined): string | null {
  const text = typed?.trim();
  if (!text) return null;
  // Only the characters a phone number is written with: letters, e-mails and words are no number.
  if (!/^[+()\d\s.\-/]{6,40}$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text.startsWith("00") ? `+${text.slice(2)}` : text, DEFAULT_PHONE_REGION);
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/** The digits wa.me takes: the E.164 number without its "+". */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, "");
}
