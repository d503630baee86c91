import crypto from "node:crypto";
import pino from "pino";
import { getEnv } from "../app/lib/env.server.mjs";

/**
 * Structured JSON logs (one object a line on stdout) for the server and the ops scripts.
 *
 * Personal data never goes into a log line: leads are the organiser's customers, and a log
 * file is copied, shipped and kept far longer than the database row it would duplicate
 * (GDPR art. 5(1)(c), DPDP Act s. 8(7)). So the access log records only the request id,
 * method, path WITHOUT its query string (a GET form or a confirm link can carry an e-mail or a
 * token there), status and duration: never bodies, headers or cookies. The redact list is a
 * second line of defence for anyone who later logs a request or error object by hand.
 */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['set-cookie']",
  "res.headers['set-cookie']",
  "headers.cookie",
  "headers.authorization",
  "cookie",
  "authorization",
  "password",
  "email",
  "phone",
  "name",
  "body",
];

/**
 * Every logger writes its lines through process.stdout: one writer for the server's lines and
 * the app's (app/lib/log.server.ts), so lines from both keep their order and never interleave
 * (on Linux, Node writes to a pipe or file synchronously, a whole line per write).
 */
const stdoutLines = { write: (line) => process.stdout.write(line) };

/**
 * LOG_LEVEL, or "info" while the environment is invalid: the command that reads the environment
 * (server/index.mjs, an ops script) reports a bad value itself, often through this logger, so
 * loading the logger must not be what fails.
 */
function level() {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

export function createLogger({ destination = stdoutLines, ...options } = {}) {
  return pino(
    {
      level: level(),
      base: { service: "retreatly" },
      // ISO time reads better than epoch ms when an operator greps a log file.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      ...options,
    },
    destination,
  );
}

export const logger = createLogger();

/**
 * The path as the access log keeps it: without its query string, and with the token of an admin
 * single-use link (setup, invitation, password reset) replaced, since whoever reads the log could
 * otherwise open an invitation or reset a password with it (its `.data` fetch included).
 */
export function loggedPath(url) {
  return url.split("?", 1)[0].replace(/^(\/admin\/(?:setup|invitation|reset)\/)[^/]+?(\.data)?$/, "$1[token]$2");
}

// A caller-supplied id is kept only if it looks like an id, so a proxy's trace id links up but
// nobody can smuggle arbitrary text (or a CRLF) into our logs and response headers.
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Middleware (server/chain.mjs): gives every request an id (X-Request-Id in and out), and logs one line
 * when the response has been sent (or the client went away), with its duration. An incoming
 * X-Request-Id is kept only from a peer `acceptIncoming` trusts (main.mjs: the TRUST_PROXY
 * proxies), so a proxy's trace id links up but a visitor cannot label its requests with
 * another request's id.
 */
export function requestLogger(log = logger, { acceptIncoming = () => false } = {}) {
  return function requestId(req, res, next) {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && INCOMING_ID.test(incoming) && acceptIncoming(req) ? incoming : crypto.randomUUID();
    const start = process.hrtime.bigint();
    res.locals.requestId = id;
    // The app's own log lines (app/lib/log.server.ts) read the id from the request it is handed,
    // so the header carries the id chosen here, never a rejected one.
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
      const entry = {
        reqId: id,
        method: req.method,
        path: loggedPath(req.url),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (!res.writableFinished) entry.aborted = true;
      const level = res.statusCode >= 500 ? "error" : "info";
      log[level](entry, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}
