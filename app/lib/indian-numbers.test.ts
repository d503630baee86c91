import { describe, expect, it } from "vitest";
import { formatInr, groupIndian } from "./indian-numbers";

describe("groupIndian", () => {
  it("groups the last three digits, then pairs, as Intl's en-IN does", () => {
    const whole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 5000, 25_000, 99_999, 100_000, 1_234_567, 12_345_678, 123_456_789_012, -75_000]) {
      expect(groupIndian(n)).toBe(whole.format(n));
    }
  });

  it("keeps paise as two decimals", () => {
    const paise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [38_000.5, 0.25, 1_00_000.99, 2.675, 1.005, 0.015, -12_345.675]) expect(groupIndian(n)).toBe(paise.format(n));
  });

  it("rounds to paise before deciding to show them, and never writes minus zero", () => {
    expect(groupIndian(38_000.999)).toBe("38,001");
    expect(groupIndian(0.004)).toBe("0");
    expect(groupIndian(-0.001)).toBe("0");
    expect(groupIndian(-0)).toBe("0");
    expect(groupIndian(1e-7)).toBe("0");
  });

  it("writes NaN for what has no digits to group, never a garbled grouping", () => {
    expect(groupIndian(Number.NaN)).toBe("NaN");
    expect(groupIndian(Number.POSITIVE_INFINITY)).toBe("NaN");
    expect(groupIndian(-1e21)).toBe("NaN");
    expect(groupIndian(1e20)).toBe("10,00,00,00,00,00,00,00,00,000");
  });
});

describe("formatInr", () => {
  it("puts the rupee sign before the grouped digits", () => {
    expect(formatInr(38_000)).toBe("₹38,000");
    expect(formatInr(100_000)).toBe("₹1,00,000");
    expect(formatInr(12_345_678)).toBe("₹1,23,45,678");
    expect(formatInr(-25_000)).toBe("-₹25,000");
  });
});
