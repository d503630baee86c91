import { describe, expect, it } from "vitest";
import { signStartedAt, verifyStartedAt } from "./started.server";

describe("signed render time (_started)", () => {
  const at = Date.parse("2026-03-01T10:00:00.000Z");

  it("verifies its own signature, under any of the listed keys", () => {
    expect(verifyStartedAt(signStartedAt(at, "k1"), ["k1"])).toEqual({ ms: at });
    expect(verifyStartedAt(signStartedAt(at, "old"), ["new", "old"])).toEqual({ ms: at });
  });

  it("says why a value cannot be trusted", () => {
    const sig = signStartedAt(at, "k1").split(".")[1]!;
    expect(verifyStartedAt(null, ["k1"])).toEqual({ problem: "missing" });
    expect(verifyStartedAt("", ["k1"])).toEqual({ problem: "missing" });
    for (const bad of [String(at), `${at}.`, `${at}.${sig}=`, ` ${at}.${sig}`, `-${at}.${sig}`, `1e12.${sig}`, `${at}.${sig}.${sig}`, `${"9".repeat(17)}.${sig}`])
      expect(verifyStartedAt(bad, ["k1"]), bad).toEqual({ problem: "malformed" });
    expect(verifyStartedAt(signStartedAt(at, "k2"), ["k1"])).toEqual({ problem: "forged" });
    expect(verifyStartedAt(`${at - 10_000}.${sig}`, ["k1"])).toEqual({ problem: "forged" });
  });
});
