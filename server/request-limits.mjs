/**
 * Request-level limits, answered before the app reads anything:
 * - methods other than GET, HEAD and POST: 405 with Allow;
 * - a path with broken percent-encoding: 400 with a message (never a 500 further down);
 * - a POST body declared larger than 16 KB: 413 without reading it; the admin's photograph
 *   uploads (UPLOAD_PATH) are allowed 15 MB and some room for the form around the file.
 * The form action checks the body again as it reads it (chunked bodies, bytes that are not
 * UTF-8), so these limits hold also when the app runs behind another server.
 */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * The admin's photograph uploads (app/lib/photos, ADR 035): their body is streamed to the app,
 * never buffered here, and may be a 15 MB photograph (app/lib/photos/schema.ts) plus its alt
 * text and the multipart boundaries.
 */
export const UPLOAD_PATH = "/admin/photos/";
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024 + 64 * 1024;
export const isUpload = (req) => req.method === "POST" && pathOf(req).startsWith(UPLOAD_PATH);
export const bodyLimit = (req) => (isUpload(req) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES);
const ALLOWED = new Set(["GET", "HEAD", "POST"]);

export function reply(res, status, message, headers = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers }))
    res.setHeader(name, value);
  res.end(`${message}\n`);
}

/**
 * The end of the middleware chain (chain.mjs) for an error: a plain answer, as Express's final
 * handler gave one in HTML, and a log line for a 5xx. An answer already under way is cut off.
 */
export function answerError(log) {
  return (error, _req, res) => {
    const declared = Number(error?.status ?? error?.statusCode);
    const status = declared >= 400 && declared < 600 ? declared : 500;
    if (status >= 500) log.error({ reqId: res.locals?.requestId, error: error?.message ?? String(error) }, "request failed");
    if (res.headersSent) return void res.destroy();
    if (status === 404) return reply(res, 404, "Not found.");
    if (status < 500) return reply(res, status, "Bad request.");
    reply(res, status, "Something went wrong on our side. Please try again in a moment.");
  };
}

/** The path of a request's URL, without its query. */
export const pathOf = (req) => req.url.split("?", 1)[0];

export function requestLimits(req, res, next) {
  if (!ALLOWED.has(req.method)) return reply(res, 405, "Method not allowed. This site accepts GET, HEAD and POST.", { Allow: "GET, HEAD, POST" });
  try {
    decodeURIComponent(pathOf(req));
  } catch {
    return reply(res, 400, "Bad request: the address is not valid URL encoding.");
  }
  if (req.method === "POST") {
    const length = Number(req.headers["content-length"]);
    if (Number.isFinite(length) && length > bodyLimit(req)) {
      // Close the connection: the client may still be sending the body we refuse to read.
      res.setHeader("Connection", "close");
      if (isUpload(req)) return reply(res, 413, "The photograph is larger than 15 MB. Export it smaller and try again.");
      return reply(res, 413, "Your message is too long to send. Please shorten it and try again.");
    }
  }
  next();
}
