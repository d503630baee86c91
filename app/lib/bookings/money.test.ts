import { describe, expect, it } from "vitest";
import { formatMoney, moneyInputValue, parseMoney, rupeesToMinor } from "./money";

describe("amounts as the organiser types them", () => {
  it("reads rupees with commas, the rupee sign and paise, as paise", () => {
    expect(["42,000", "₹42,000", "42000.50", "₹ 1,00,000", "Rs. 15000", "INR 15,000.5", "0.05", " 7 "].map(parseMoney)).toEqual([
      4_200_000, 4_200_000, 4_200_050, 10_000_000, 1_500_000, 1_500_050, 5, 700,
    ]);
  });

  it("refuses what is not an amount rather than guess", () => {
    expect(["", "-500", "42,00,", ",500", "42.123", "forty", "4 2,000x", "1e5", "₹", "42..0", "99999999999"].map(parseMoney)).toEqual(
      Array(11).fill(null),
    );
  });

  it("shows paise as rupees the Indian way, with paise only when there are some", () => {
    expect([4_200_000, 4_200_050, 10_000_000, 0, -500_000, 5].map(formatMoney)).toEqual(["₹42,000", "₹42,000.50", "₹1,00,000", "₹0", "-₹5,000", "₹0.05"]);
  });

  it("goes between whole rupees, paise and the field's text without loss", () => {
    expect(rupeesToMinor(15_000)).toBe(1_500_000);
    expect([4_200_000, 4_200_050, 7].map(moneyInputValue)).toEqual(["42000", "42000.50", "0.07"]);
    for (const text of ["42000", "42000.50", "0.07"]) expect(moneyInputValue(parseMoney(text)!)).toBe(text);
  });
});
