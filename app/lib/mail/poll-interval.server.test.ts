import { describe, expect, it } from "vitest";
import { pollMsFromEnv } from "./worker.server";

describe("MAIL_POLL_MS", () => {
  it("is 2 s unset, the given milliseconds when set, and a clear error when not a sensible number", () => {
    expect(pollMsFromEnv({})).toBe(2_000);
    expect(pollMsFromEnv({ MAIL_POLL_MS: " " })).toBe(2_000);
    expect(pollMsFromEnv({ MAIL_POLL_MS: "100" })).toBe(100);
    for (const bad of ["soon", "0", "-5", "2.5", "600001"]) {
      expect(() => pollMsFromEnv({ MAIL_POLL_MS: bad }), bad).toThrow(/MAIL_POLL_MS must be a whole number/);
    }
  });
});
