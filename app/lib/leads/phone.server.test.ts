import { describe, expect, it } from "vitest";
import { toE164, whatsappDigits } from "./phone.server";

describe("toE164", () => {
  it("reads an Indian number in any spelling as one E.164 number", () => {
    for (const typed of ["9876543210", "+91 98765 43210", "098765 43210", "+91-98765-43210", "(+91) 98765.43210", "0091 98765 43210"])
      expect(toE164(typed), typed).toBe("+919876543210");
  });

  it("keeps another country's code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+62 812 3456 7890")).toBe("+6281234567890");
  });

  it("gives null for what is not a phone number", () => {
    for (const typed of [null, "", "  ", "priya@example.com", "call me", "12", "+91 98765 43210 ext 4 abc"]) expect(toE164(typed)).toBeNull();
  });

  it("gives wa.me its digits", () => {
    expect(whatsappDigits("+919876543210")).toBe("919876543210");
  });
});
