import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

/** What a mail client makes of a mailto: link: its recipients and header fields (RFC 6068). */
function parseMailto(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const to = decodeURIComponent(url.pathname);
  const fields = Object.fromEntries(url.searchParams);
  return { to, fields };
}

describe("mailtoHref", () => {
  it("keeps a plain address readable", () => {
    expect(mailtoHref("lead@example.org")).toBe("mailto:lead@example.org");
    expect(mailtoHref("zoe+retreat@example.com")).toBe("mailto:zoe%2Bretreat@example.com");
  });

  it.each([
    "lead@example.org?cc=spy%40evil.example",
    "lead@example.org?cc=spy@evil.example&bcc=spy2@evil.example&body=hi",
    "lead@example.org&bcc=spy@evil.example",
    "lead@example.org#?cc=spy@evil.example",
    "lead%3Fcc%3Dspy@example.org",
  ])("an address with %j stays one recipient and adds no cc, bcc or body", (address) => {
    const { to, fields } = parseMailto(mailtoHref(address));
    expect(to).toBe(address);
    expect(fields).toEqual({});
  });

  it("encodes the subject and body as the only fields", () => {
    const href = mailtoHref("hello@retreatly.example", { subject: "Booking: Goa & more?cc=x", body: "Line 1\nLine 2&bcc=spy@evil.example" });
    const { to, fields } = parseMailto(href);
    expect(to).toBe("hello@retreatly.example");
    expect(fields).toEqual({ subject: "Booking: Goa & more?cc=x", body: "Line 1\nLine 2&bcc=spy@evil.example" });
  });
});
