/**
 * The production server (started through index.mjs, which sets NODE_ENV first): one command
 * (`npm start`) after `npm run build`.
 * A plain node:http server running a short chain of middleware (chain.mjs, docs/decisions/019):
 * it logs every request, adds the security headers, compresses text, refuses what no page
 * accepts, serves the client files (hashed ones with immutable caching), and hands every other
 * request to the React Router build through our own lean adapter (request-handler.mjs,
 * docs/decisions/012).
 */
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import serveStatic from "serve-static";
import { chain } from "./chain.mjs";
import { clientAddress, compileTrust, limitAddress } from "./client-address.mjs";
import { openOpsDb } from "../app/lib/db/connection.server.mjs";
import { getEnv } from "../app/lib/env.server.mjs";
import { createRequestHandler } from "./request-handler.mjs";
import { answerError, requestLimits } from "./request-limits.mjs";
import { scheduleRetention } from "./ops/retention.mjs";
import { logger, requestLogger } from "./logger.mjs";
import { securityHeaders } from "./security-headers.mjs";

// Checked by index.mjs before this module loaded (app/lib/env.server.mjs).
const env = getEnv();
const config = { port: env.PORT ?? 3000, host: env.HOST, trustProxy: env.TRUST_PROXY, shutdownMs: env.SHUTDOWN_TIMEOUT_MS };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = env.BUILD_DIR ? path.resolve(env.BUILD_DIR) : path.join(root, "build");

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let build;
try {
  build = await import(path.join(buildDir, "server/index.js"));
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(buildDir))
    fail(`No build found in ${buildDir}. Run "npm run build" first.`);
  // A configuration error thrown while the build loads (site.server.ts, the DKIM key, the admin hash).
  fail(error?.message ?? String(error));
}

/** Which build of React this process loaded (its CommonJS entry picked one from NODE_ENV). */
function reactBuild() {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => file.endsWith(`${path.sep}react.production.js`))) return "production";
  if (loaded.some((file) => file.endsWith(`${path.sep}react.development.js`))) return "development";
  return "unknown";
}

const trust = compileTrust(config.trustProxy);
const clientDir = path.join(buildDir, "client");
// Hashed files never change: cached for a year. Everything else in public/ for an hour.
const immutableDirs = ["assets", "img"].map((dir) => path.join(clientDir, dir) + path.sep);

const statics = serveStatic(clientDir, {
  index: false,
  redirect: false,
  maxAge: "1h",
  setHeaders: (res, file) => {
    if (immutableDirs.some((dir) => file.startsWith(dir))) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  },
});
// Every file in the client build has an extension in its name; a page's path (/contact,
// /admin/leads) never names one, so it goes straight to the app rather than waiting for a
// file-system lookup that cannot succeed (half a millisecond on the thread pool, which the
// compressor shares).
const hasExtension = (url) => /\.[^/]*$/.test(url.split("?", 1)[0]);

const handler = chain(
  [
    // First, so every response (static files, errors, 4xx from later middleware) gets an id and a log line.
    // A proxy's X-Request-Id is kept only when the peer is a trusted proxy (TRUST_PROXY).
    requestLogger(logger, { acceptIncoming: (req) => trust(req.socket.remoteAddress, 0) }),
    (req, res, next) => {
      res.locals.client = clientAddress(req, trust);
      next();
    },
    securityHeaders,
    compression(),
    requestLimits,
    (req, res, next) => (hasExtension(req.url) ? statics(req, res, next) : next()),
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      // clientIp keys the rate limits (forms, admin sign-in): it honours TRUST_PROXY, and an IPv6
      // client is cut to its /64. stopping: /readyz answers 503 from SIGTERM on.
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: limitAddress(res.locals.client.ip), stopping: () => stopping }),
    }),
  ],
  answerError(logger),
);

// The database opens (and migrates) before the first request: a data directory that lost its
// database, an unreachable PostgreSQL or a failing migration stops the start with its message.
try {
  await build.entry?.module?.startup?.();
} catch (error) {
  fail(error?.name === "ConfigError" ? error.message : `The database could not be opened: ${error?.message ?? error}`);
}

let stopping = false;
const server = http.createServer(handler);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`, nodeEnv: env.NODE_ENV, react: reactBuild() },
    "server listening",
  );
});
server.keepAliveTimeout = 65_000;

// Daily: spam older than 30 days and audit log entries older than ADMIN_AUDIT_RETENTION_DAYS
// are erased, and with LEAD_RETENTION_DAYS set older leads too (docs/operations.md,
// server/ops/retention.mjs).
const stopRetention = scheduleRetention({
  days: env.LEAD_RETENTION_DAYS ?? null,
  auditDays: env.ADMIN_AUDIT_RETENTION_DAYS,
  openDb: () => openOpsDb(),
  log: logger,
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  stopRetention();
  const timer = setTimeout(() => {
    logger.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.shutdownMs);
  timer.unref();
  server.close(async () => {
    try {
      await build.entry?.module?.shutdown?.();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
