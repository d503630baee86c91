import { describe, expect, it } from "vitest";
import { requestCatalogue } from "./catalogue.server";

describe("the catalogue of a request", () => {
  it("is read once for one request's context, shared by the root's loader and the page's, and afresh for the next request", async () => {
    const request = {};
    const next = {};
    const first = requestCatalogue(request);
    expect(requestCatalogue(request)).toBe(first);
    const other = requestCatalogue(next);
    expect(other).not.toBe(first);
    // Whatever the test database holds, both reads settle.
    await Promise.allSettled([first, other]);
  });
});
