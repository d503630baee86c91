import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

afterEach(() => vi.restoreAllMocks());

describe("handleError (errors thrown in loaders and actions)", () => {
  it("writes one JSON line with the request's id and the error's text, personal data blotted out", () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((m: string | Uint8Array) => {
      lines.push(String(m));
      return true;
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const request = new Request("http://localhost/admin/leads", { headers: { "X-Request-Id": "req-handle-0001" } });
    handleError(Object.assign(new Error("insert failed for zoe@example.com"), { code: "SQLITE_FULL" }), { request });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain("\n");
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", msg: "request handler failed", reqId: "req-handle-0001", error: "Error", code: "SQLITE_FULL", message: "insert failed for [email]" });
    expect(lines[0]).not.toContain("zoe@example.com");
    expect(stderr).not.toHaveBeenCalled();
  });

  it("stays quiet for a visitor who left, and for thrown responses", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const gone = new AbortController();
    gone.abort();
    handleError(new Error("aborted"), { request: new Request("http://localhost/", { signal: gone.signal }) });
    handleError(new Response(null, { status: 302, headers: { Location: "/" } }), { request: new Request("http://localhost/") });
    expect(write).not.toHaveBeenCalled();
  });
});
