import { describe, expect, it } from "vitest";
import { impossibleDay, parseRupees, paymentHost, paymentUrlProblem, PAYMENT_URL_MESSAGES as M } from "./inputs";
import { EditionSchema } from "./schema";
import { FIRST_EDITIONS } from "~/lib/db/migrations/009-retreat-editions";

describe("a price as a person types it", () => {
  it("reads separators, a rupee sign, Rs and INR", () => {
    for (const typed of ["42000", "42,000", "₹42,000", "₹ 42,000", "Rs. 42,000", "Rs 42000", "rs.42,000", "INR 42,000", "42,000.00", "42,000/-", " 42000 "]) {
      expect(parseRupees(typed), typed).toBe(42_000);
    }
    expect(parseRupees("4,20,000")).toBe(420_000);
    expect(parseRupees("1,20,00,000")).toBe(12_000_000);
  });

  it("gives NaN (the schema's message) for what is not a whole-rupee amount", () => {
    for (const typed of ["42,0000", "42.50", "forty", "$42,000", "42 000", "4,2", "-42000", "₹"]) expect(parseRupees(typed), typed).toBeNaN();
  });

  it("is what the edition form's schema keeps", () => {
    const parsed = EditionSchema.parse({ ...FIRST_EDITIONS[0], priceInr: "₹42,000", earlyBirdPriceInr: "Rs. 36,000", earlyBirdUntil: "2025-12-05", depositInr: "15,000" });
    expect(parsed).toMatchObject({ priceInr: 42_000, earlyBirdPriceInr: 36_000, depositInr: 15_000 });
    const bad = EditionSchema.safeParse({ ...FIRST_EDITIONS[0], priceInr: "42,0000" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ["priceInr"], message: "Enter the price in whole rupees, like 42,000 or ₹42,000" });
  });
});

describe("an impossible day", () => {
  it("says why", () => {
    expect(impossibleDay("2026-02-30")).toBe("2026-02-30 is not a date: February 2026 has 28 days");
    expect(impossibleDay("2028-02-30")).toBe("2028-02-30 is not a date: February 2028 has 29 days");
    expect(impossibleDay("2026-04-31")).toBe("2026-04-31 is not a date: April 2026 has 30 days");
    expect(impossibleDay("2026-13-01")).toBe("2026-13-01 is not a date: there is no month 13");
    expect(impossibleDay("2028-02-29")).toBeNull();
    expect(impossibleDay("2026-12")).toBeNull();
  });
});

describe("a payment page", () => {
  it("is any provider's https link", () => {
    for (const url of ["https://rzp.io/l/goa-dec-2026", "https://buy.stripe.com/test_14k3cd", "https://www.instamojo.com/@retreatly/l1b2c3/", "https://pages.razorpay.com/pl_Nx?src=site#pay"]) {
      expect(paymentUrlProblem(url), url).toBeNull();
    }
    expect(paymentHost("https://rzp.io/l/goa-dec-2026")).toBe("rzp.io");
    expect(paymentHost("https://www.instamojo.com/@retreatly/l1b2c3/")).toBe("instamojo.com");
  });

  it("refuses credentials, other schemes and a missing host, each with its message", () => {
    expect(paymentUrlProblem("https://user:pass@rzp.io/l/goa")).toBe(M.credentials);
    expect(paymentUrlProblem("https://rzp.io@evil.example/l/goa")).toBe(M.credentials);
    expect(paymentUrlProblem("http://rzp.io/l/goa")).toBe(M.scheme);
    expect(paymentUrlProblem("javascript:alert(document.cookie)")).toBe(M.scheme);
    expect(paymentUrlProblem("JavaScript:alert(1)")).toBe(M.scheme);
    expect(paymentUrlProblem("data:text/html,<script>alert(1)</script>")).toBe(M.scheme);
    expect(paymentUrlProblem("ftp://rzp.io/l/goa")).toBe(M.scheme);
    expect(paymentUrlProblem("https://")).toBe(M.host);
    expect(paymentUrlProblem("https:///l/goa")).toBe(M.host);
    expect(paymentUrlProblem("https://pay/l/goa")).toBe(M.host);
    expect(paymentUrlProblem("rzp.io/l/goa")).toBe(M.notUrl);
    expect(paymentUrlProblem("//rzp.io/l/goa")).toBe(M.notUrl);
  });

  it("is checked by the edition form's schema, empty meaning WhatsApp", () => {
    const ok = EditionSchema.parse({ ...FIRST_EDITIONS[0], paymentUrl: " https://rzp.io/l/goa-dec-2026 " });
    expect(ok.paymentUrl).toBe("https://rzp.io/l/goa-dec-2026");
    expect(EditionSchema.parse({ ...FIRST_EDITIONS[0] }).paymentUrl).toBeNull();
    const bad = EditionSchema.safeParse({ ...FIRST_EDITIONS[0], paymentUrl: "javascript:alert(1)" });
    expect(bad.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["paymentUrl", M.scheme]]);
  });
});
