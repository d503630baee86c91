/**
 * The production server (started through index.mjs, which sets NODE_ENV first): one command
 * (`npm start`) after `npm run build`.
 * Express serves the hashed client assets with immutable caching, compresses text, adds the
 * security headers, and hands every other request to the React Router build through our own
 * lean adapter (request-handler.mjs, docs/decisions/012).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { readServerConfig } from "./config.mjs";
import { createRequestHandler } from "./request-handler.mjs";
import { requestLimits } from "./request-limits.mjs";
import { databaseTarget, openOpsDb } from "../app/lib/ops/database.mjs";
import { retentionDays, scheduleRetention } from "../app/lib/ops/retention.mjs";
import { logger, requestLogger } from "./logger.mjs";
import { securityHeaders } from "./security-headers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, "build");

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let config;
let leadRetentionDays;
try {
  config = readServerConfig();
  leadRetentionDays = retentionDays();
} catch (error) {
  fail(error.message);
}

let build;
try {
  build = await import(path.join(buildDir, "server/index.js"));
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(buildDir))
    fail(`No build found in ${buildDir}. Run "npm run build" first.`);
  // A configuration error thrown while the build loads (env.server.ts, site.server.ts).
  fail(error?.message ?? String(error));
}

/** Which build of React this process loaded (its CommonJS entry picked one from NODE_ENV). */
function reactBuild() {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  if (loaded.some((file) => file.endsWith(`${path.sep}react.production.js`))) return "production";
  if (loaded.some((file) => file.endsWith(`${path.sep}react.development.js`))) return "development";
  return "unknown";
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy);
// First, so every response (static files, errors, 4xx from later middleware) gets an id and a log line.
app.use(requestLogger(logger));
app.use(securityHeaders);
app.use(compression());
app.use(requestLimits);

// Hashed files never change: cache them for a year. Everything else in public/ for an hour.
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(
  "/img",
  express.static(path.join(buildDir, "client/img"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, redirect: false }));

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV === "development" ? "development" : "production",
    // clientIp keys the per-IP form rate limit (req.ip honours TRUST_PROXY).
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip }),
  }),
);

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`, nodeEnv: process.env.NODE_ENV, react: reactBuild() },
    "server listening",
  );
});
server.keepAliveTimeout = 65_000;

// LEAD_RETENTION_DAYS set: erase older leads daily (docs/operations.md, app/lib/ops/retention.mjs).
const stopRetention = leadRetentionDays
  ? scheduleRetention({ days: leadRetentionDays, openDb: () => openOpsDb(databaseTarget()), log: logger })
  : () => {};

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
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
