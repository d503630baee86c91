import { request as httpRequest } from "node:http";
import { startServer as startServerMjs } from "../../../scripts/lib/server.mjs";
import { signStartedAt } from "../../../app/lib/forms/started.server";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  proc: import("node:child_process").ChildProcess;
  logs(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The form key the reliability servers sign `_started` with, so the tests can sign as a page does. */
export const TEST_FORM_SECRET = "reliability-form-key";

/** The production server from the reliability build copy (support/global-setup.ts). */
export function startApp(opts: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const buildDir = process.env.REL_BUILD_DIR;
  if (!buildDir) throw new Error("REL_BUILD_DIR is not set: run through vitest.reliability.config.ts");
  return startServerMjs({ ...opts, env: { BUILD_DIR: buildDir, FORM_COOKIE_SECRET: TEST_FORM_SECRET, ...opts.env } });
}

/**
 * The `_started` a page rendered ten seconds ago carries: its render time, signed with the form
 * key (app/lib/forms/started.server.ts), so the minimum fill time is passed honestly.
 */
export function startedTenSecondsAgo() {
  return signStartedAt(Date.now() - 10_000, TEST_FORM_SECRET);
}

/** The brochure form's action: the Goa page, posted as a browser without JavaScript would. */
export const BROCHURE_PATH = "/retreats/goa-2025";

/** Fields a person's browser sends with the brochure form, ten seconds after the page loaded. */
export function brochureFields(fields: { name: string; email: string; phone: string }) {
  return { _form: "brochure", _started: startedTenSecondsAgo(), website: "", ...fields };
}

export function urlencoded(fields: Record<string, string> | [string, string][]) {
  return new URLSearchParams(fields as Record<string, string>).toString();
}

export interface RawResponse {
  status: number;
  headers: import("node:http").IncomingHttpHeaders;
  body: string;
}

/**
 * One POST over a fresh connection with node:http (not fetch): exact bytes and headers as given,
 * no automatic redirects, and a failure (server killed mid-request) comes back as an error.
 */
export function rawPost(url: string, path: string, body: string | Buffer, headers: Record<string, string> = {}, timeoutMs = 10_000) {
  return new Promise<RawResponse>((resolve, reject) => {
    const u = new URL(path, url);
    const buf = typeof body === "string" ? Buffer.from(body) : body;
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(buf.length), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(buf);
  });
}

/** A redirect to the brochure thank-you page, or a 2xx: the site told the visitor "done". */
export function isAcknowledged(res: RawResponse) {
  if (res.status >= 200 && res.status < 300) return true;
  return (res.status === 302 || res.status === 303) && (res.headers.location ?? "").startsWith("/thank-you/brochure");
}
