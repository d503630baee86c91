import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chain } from "./chain.mjs";
import { answerError } from "./request-limits.mjs";

// The end of the server's middleware chain (main.mjs): what a visitor gets when a middleware
// fails, and what the operator's log gets.
const logged: { entry: Record<string, unknown>; msg: string }[] = [];
const log = { error: (entry: Record<string, unknown>, msg: string) => logged.push({ entry, msg }) };
let server: http.Server;
let base = "";

beforeAll(async () => {
  const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse, next: (e?: unknown) => void) => void> = {
    "/throws": () => {
      throw new Error("disk on fire");
    },
    "/bad": (_req, _res, next) => next(Object.assign(new Error("malformed"), { status: 400 })),
    "/midway": (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("half an answer");
      throw new Error("failed while answering");
    },
  };
  const handler = chain(
    [
      (_req: http.IncomingMessage, res: http.ServerResponse & { locals: Record<string, unknown> }, next: () => void) => {
        res.locals.requestId = "req-1234";
        next();
      },
      (req: http.IncomingMessage, res: http.ServerResponse, next: (e?: unknown) => void) => routes[req.url!]?.(req, res, next) ?? next(),
    ],
    answerError(log),
  );
  server = http.createServer(handler).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server?.close());

describe("answerError", () => {
  it("answers a failure with a plain 500 that says nothing of its cause, and logs the cause with the request id", async () => {
    const res = await fetch(`${base}/throws`);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.text();
    expect(body).toBe("Something went wrong on our side. Please try again in a moment.\n");
    expect(logged).toContainEqual({ entry: { reqId: "req-1234", error: "disk on fire" }, msg: "request failed" });
  });

  it("keeps a middleware's 4xx status, without a log line, and answers 404 when no middleware answered", async () => {
    const before = logged.length;
    const bad = await fetch(`${base}/bad`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Bad request.\n");
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found.\n");
    expect(logged.length).toBe(before);
  });

  it("cuts off an answer already under way rather than append an error to it", async () => {
    const outcome = await fetch(`${base}/midway`)
      .then((res) => res.text())
      .then(
        (text) => `complete: ${text}`,
        () => "cut off",
      );
    expect(outcome).toBe("cut off");
    expect(logged.at(-1)).toEqual({ entry: { reqId: "req-1234", error: "failed while answering" }, msg: "request failed" });
  });
});
