import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adaptFetchHandler } from "./request-handler.mjs";
import { requestLimits } from "./request-limits.mjs";
import { chain } from "./chain.mjs";
import { clientAddress, compileTrust } from "./client-address.mjs";

// The lean adapter (docs/decisions/012) against a stand-in for React Router's handler: what the
// app sees of a request, and what the client gets back of a response.
let seen: { url: string; method: string; headers: Record<string, string>; body: string; ctx: unknown } | null = null;
let aborted: Promise<boolean> | null = null;
let port = 0;
let server: http.Server;

type Res = http.ServerResponse & { locals: Record<string, { ip: string }> };

beforeAll(async () => {
  const trust = compileTrust("loopback");
  const handler = chain(
    [
      (req: http.IncomingMessage, res: Res, next: () => void) => {
        res.locals.client = clientAddress(req, trust);
        // As securityHeaders does, before the app answers.
        res.setHeader("X-Content-Type-Options", "nosniff");
        next();
      },
      requestLimits,
      adaptFetchHandler(
      async (request: Request, ctx: unknown) => {
        const url = new URL(request.url);
        if (url.pathname === "/slow") {
          aborted = new Promise((resolve) => {
            request.signal.addEventListener("abort", () => resolve(true));
            setTimeout(() => resolve(false), 2000);
          });
          await aborted;
          return new Response("late");
        }
        seen = { url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body: await request.text(), ctx };
        const headers = new Headers({ Location: "/thank-you", "X-Test": "1" });
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/");
        if (url.pathname === "/file") return new Response("%PDF", { headers: { "Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff" } });
        if (url.pathname === "/page") return new Response("<p>Zoë 🌅</p>", { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
        return new Response(null, { status: 302, headers });
      },
      (_req: http.IncomingMessage, res: Res) => ({ clientIp: res.locals.client!.ip }),
      ),
    ],
    (error: Error, _req: http.IncomingMessage, res: http.ServerResponse) => {
      res.statusCode = 500;
      res.end(String(error));
    },
  );
  server = http.createServer(handler).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server?.close());

/** A raw HTTP/1.1 exchange, so the test controls chunking and sees the connection close. */
function raw(request: string | string[], { keepWriting = false } = {}): Promise<{ head: string; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (d: Buffer) => (data += d.toString("utf8")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      const [head, ...rest] = data.split("\r\n\r\n");
      resolve({ head: head ?? "", body: rest.join("\r\n\r\n"), closed: true });
    });
    for (const part of typeof request === "string" ? [request] : request) socket.write(part);
    // A client that would go on sending forever: the server must stop it, not read it all.
    if (keepWriting) timer = setInterval(() => socket.writable && socket.write(`4000\r\n${"x".repeat(0x4000)}\r\n`), 5);
    setTimeout(() => reject(new Error("no answer")), 5000).unref();
  });
}

describe("lean request adapter", () => {
  it("hands the app the body, method, URL, headers and load context, and sends every header back", async () => {
    const body = new URLSearchParams({ _form: "brochure", name: "Zoë Ānanda 🌅", email: "z@example.com" }).toString();
    const res = await fetch(`http://127.0.0.1:${port}/retreats/goa-2025?x=1`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "c=1", "x-forwarded-proto": "https", "x-forwarded-host": "retreatly.example:8443" },
      body,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/thank-you");
    expect(res.headers.get("x-test")).toBe("1");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen!.method).toBe("POST");
    expect(seen!.body).toBe(body);
    // trust proxy (loopback here): the forwarded protocol and host make the URL.
    expect(seen!.url).toBe("https://retreatly.example:8443/retreats/goa-2025?x=1");
    expect(seen!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(seen!.headers.cookie).toBe("c=1");
    expect(seen!.ctx).toEqual({ clientIp: "127.0.0.1" });
  });

  it("streams a photograph upload's body to the app past the forms' limit, and refuses one declared over 15 MB unread", async () => {
    const photo = "x".repeat(1024 * 1024);
    const res = await fetch(`http://127.0.0.1:${port}/admin/photos/goa-2025/hero`, { method: "POST", redirect: "manual", headers: { "content-type": "application/octet-stream" }, body: photo });
    expect(res.status).toBe(302);
    expect(seen!.body.length).toBe(photo.length);
    // The same post from the page with JavaScript on goes to the route's data URL.
    const withScript = await fetch(`http://127.0.0.1:${port}/admin/photos/goa-2025/hero.data`, { method: "POST", redirect: "manual", headers: { "content-type": "application/octet-stream" }, body: photo });
    expect(withScript.status).toBe(302);
    expect(seen!.body.length).toBe(photo.length);
    seen = null;
    const { head, body } = await raw(`POST /admin/photos/goa-2025/hero HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n--x`);
    expect(head).toMatch(/^HTTP\/1.1 413/);
    expect(body).toContain("The photograph is larger than 15 MB.");
    expect(seen).toBeNull();
  });

  it("holds a path that only looks like an upload to the forms' limit, and refuses dot-segments", async () => {
    // Declared over 16 KB on a path the router resolves elsewhere: refused before any byte is read.
    for (const path of ["/admin/photos/../../newsletter/unsubscribe", "/admin/photos/%2e%2e/%2E%2E/newsletter/unsubscribe", "/admin/photos/x\\..\\..\\newsletter"]) {
      seen = null;
      const { head, body } = await raw(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${15 * 1024 * 1024}\r\n\r\nemail=`);
      expect(head, path).toMatch(/^HTTP\/1.1 400/);
      expect(body).toContain("may not contain");
      expect(seen).toBeNull();
    }
    // Not a slot's address (encoded, upper case, trailing slash): the forms' 16 KB, not 15 MB.
    for (const path of ["/admin/photos/goa-2025%2Fhero", "/admin/photos/Goa/hero", "/admin/photos/goa-2025/hero/"]) {
      seen = null;
      const { head, body } = await raw(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${1024 * 1024}\r\n\r\n--x`);
      expect(head, path).toMatch(/^HTTP\/1.1 413/);
      expect(body).toContain("Your message is too long");
      expect(seen).toBeNull();
    }
    // A GET with a dot-segment is refused as well: browsers never send one.
    expect((await raw(`GET /retreats/../admin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).head).toMatch(/^HTTP\/1.1 400/);
  });

  it("streams a response body unchanged", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/page`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>Zoë 🌅</p>");
    expect(seen!.method).toBe("GET");
    expect(seen!.body).toBe("");
  });

  it("reads a chunked body within the limit whole", async () => {
    const part = "name=" + "a".repeat(6000);
    const { head, closed } = await raw(
      `POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `${(3000).toString(16)}\r\n${part.slice(0, 3000)}\r\n${(part.length - 3000).toString(16)}\r\n${part.slice(3000)}\r\n0\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1.1 302/);
    expect(closed).toBe(true);
    expect(seen!.body).toBe(part);
  });

  it("answers 413 to a chunked body past 16 KB without handing it to the app, and closes the connection", async () => {
    seen = null;
    const { head, body } = await raw(
      [`POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`],
      { keepWriting: true },
    );
    expect(head).toMatch(/^HTTP\/1.1 413/);
    expect(head.toLowerCase()).toContain("connection: close");
    expect(body).toMatch(/too long/);
    expect(seen).toBeNull();
  });

  it("aborts the request's signal when the client goes away before the answer", async () => {
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 200));
    controller.abort();
    await pending;
    expect(await aborted).toBe(true);
  });
});

describe("headers the app repeats", () => {
  it("are sent once: the app's value replaces the middleware's (the brochure's X-Content-Type-Options)", async () => {
    const raw = await new Promise<string[]>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/file" }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.rawHeaders));
      }).on("error", reject);
    });
    const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    expect(names.filter((n) => n === "x-content-type-options")).toHaveLength(1);
    expect(raw[raw.findIndex((n) => n.toLowerCase() === "x-content-type-options") + 1]).toBe("nosniff");
  });
});
