import http from "node:http";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, loggedPath, requestLogger } from "./logger.mjs";
import { chain } from "./chain.mjs";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, cb) {
    for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
    cb();
  },
});
const log = createLogger({ destination: sink });
let base = "";
let close: () => void;

beforeAll(async () => {
  const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
    "POST /form": (req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(303, { Location: "/thanks" }).end());
    },
    "GET /boom": (_req, res) => void res.writeHead(500).end("x"),
    // What the app is handed: the request's own X-Request-Id header.
    "GET /echo-id": (req, res) => void res.end(String(req.headers["x-request-id"])),
    "GET /leak": (req, res) => {
      // Some future code logs a whole request-like object: the redaction still holds.
      log.info({ req: { headers: req.headers }, email: "someone@example.com", password: "hunter2" }, "careless");
      res.end("ok");
    },
  };
  const handler = chain(
    // Here a request "comes from the trusted proxy" when it says so; main.mjs asks TRUST_PROXY.
    [requestLogger(log, { acceptIncoming: (req) => req.headers["x-test-proxy"] === "yes" }), (req: http.IncomingMessage, res: http.ServerResponse) => routes[`${req.method} ${req.url!.split("?")[0]}`]!(req, res)],
    (_error: Error, _req: http.IncomingMessage, res: http.ServerResponse) => void res.writeHead(500).end(),
  );
  await new Promise<void>((resolve) => {
    const server = http.createServer(handler).listen(0, "127.0.0.1", () => {
      const addr = server.address();
      base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
      close = () => server.close();
      resolve();
    });
  });
});
afterAll(() => close?.());

const flush = () => new Promise((r) => setTimeout(r, 50));

describe("request logger", () => {
  it("logs id, method, path without query, status and duration, and nothing from the body", async () => {
    const res = await fetch(`${base}/form?email=q%40example.com`, {
      method: "POST",
      body: new URLSearchParams({ name: "Zoë", email: "body@example.com" }),
      headers: { Cookie: "retreatly_admin=secret-token" },
      redirect: "manual",
    });
    await flush();
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entry = lines.find((l) => l.reqId === id)!;
    expect(entry).toMatchObject({ level: "info", msg: "request", method: "POST", path: "/form", status: 303 });
    expect(typeof entry.durationMs).toBe("number");
    const all = JSON.stringify(lines);
    for (const secret of ["q@example.com", "q%40example.com", "body@example.com", "Zoë", "secret-token"]) expect(all).not.toContain(secret);
  });

  it("keeps no single-use link's token in the path", () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(loggedPath(`/admin/invitation/${token}`)).toBe("/admin/invitation/[token]");
    expect(loggedPath(`/admin/reset/${token}.data?_routes=x`)).toBe("/admin/reset/[token].data");
    expect(loggedPath(`/admin/setup/${token}`)).toBe("/admin/setup/[token]");
    expect(loggedPath("/admin/users?done=invited")).toBe("/admin/users");
    expect(loggedPath("/admin/leads/12")).toBe("/admin/leads/12");
  });

  it("keeps a well-formed id from the trusted proxy and replaces anything else", async () => {
    const kept = await fetch(`${base}/boom`, { headers: { "X-Request-Id": "proxy-trace-12345678", "X-Test-Proxy": "yes" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-trace-12345678");
    // Well formed, but from a visitor: a visitor cannot label its requests with another's id.
    const untrusted = await fetch(`${base}/boom`, { headers: { "X-Request-Id": "proxy-trace-12345678" } });
    expect(untrusted.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await fetch(`${base}/boom`, { headers: { "X-Request-Id": "<script>evil</script>", "X-Test-Proxy": "yes" } });
    expect(replaced.headers.get("x-request-id")).not.toContain("script");
    await flush();
    expect(lines.find((l) => l.reqId === "proxy-trace-12345678")).toMatchObject({ level: "error", status: 500 });
  });

  it("hands the app the id it chose, never a rejected one from the client", async () => {
    const replaced = await fetch(`${base}/echo-id`, { headers: { "X-Request-Id": "<script>evil</script>" } });
    const id = replaced.headers.get("x-request-id")!;
    expect(await replaced.text()).toBe(id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/echo-id`, { headers: { "X-Request-Id": "proxy-trace-87654321", "X-Test-Proxy": "yes" } });
    expect(await kept.text()).toBe("proxy-trace-87654321");
    const fresh = await fetch(`${base}/echo-id`);
    expect(await fresh.text()).toBe(fresh.headers.get("x-request-id"));
  });

  it("redacts cookies, authorization, e-mails and passwords if code logs them by hand", async () => {
    await fetch(`${base}/leak`, { headers: { Cookie: "a=cookie-secret", Authorization: "Bearer auth-secret" } });
    await flush();
    const careless = lines.find((l) => l.msg === "careless")!;
    expect(careless.email).toBe("[redacted]");
    expect(careless.password).toBe("[redacted]");
    const all = JSON.stringify(lines);
    for (const secret of ["cookie-secret", "auth-secret", "someone@example.com", "hunter2"]) expect(all).not.toContain(secret);
  });
});
