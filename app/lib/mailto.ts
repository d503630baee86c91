/**
 * A mailto: link (RFC 6068) whose address can only ever be the address: it is percent-encoded
 * as a whole, so a `?`, `&`, `#` or `%` inside a stored address (a lead sent before the form
 * refused them, app/lib/forms/fields.ts EMAIL_FORBIDDEN) cannot start cc, bcc or body fields.
 * `@` stays readable (RFC 6068 allows it unencoded). The subject and body, when given, are
 * encoded as the only header fields. Shared by the browser and the server: no imports.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, "@");
  const query = (["subject", "body"] as const)
    .filter((k) => fields[k] !== undefined && fields[k] !== "")
    // encodeURIComponent leaves nothing that could end the value; spaces as %20 (RFC 6068 §5).
    .map((k) => `${k}=${encodeURIComponent(fields[k]!)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
