/**
 * Hands a request (node:http, through server/chain.mjs) to the React Router build and writes its answer back: our own,
 * leaner version of @react-router/express's createRequestHandler (docs/decisions/012).
 *
 * The difference is the request body. The stock adapter wraps the Node stream in a web
 * ReadableStream and lets the app pull it through undici, chunk by chunk, with promises on
 * every step; under a stream of form posts that plumbing cost more CPU than storing the lead.
 * Every body this server accepts is small (request-limits.mjs refuses a declared length over
 * 16 KB), so here it is read into one Buffer first and the Fetch Request gets that Buffer. A
 * body without a declared length (chunked) that passes the same limit is refused here with the
 * same 413, the connection closed, and nothing more read: the limit holds for every route, not
 * only for the form action that checks it again.
 *
 * The one exception is the admin's photograph upload (request-limits.mjs UPLOAD_PATH): its body
 * is handed over as a stream (streamBody), read as the app parses it, and cut off past its limit.
 *
 * Everything else is as in the stock adapter: the URL from the Host (X-Forwarded-Host and the
 * protocol only from a trusted proxy: res.locals.client, client-address.mjs), the headers as Node joined them, an AbortSignal that fires
 * when the client goes away before the answer is sent, the status, every header (each
 * Set-Cookie on its own) and the body streamed out.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler as createReactRouterHandler } from "react-router";
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES, isUpload, reply } from "./request-limits.mjs";
import { getEnv } from "../app/lib/env.server.mjs";

const TOO_LARGE = Symbol("too large");
const GONE = Symbol("client gone");

/** The whole body as one Buffer, TOO_LARGE past `limit` bytes, GONE if the client left first. */
export function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks = [];
    let size = 0;
    const finish = (value) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      resolve(value);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading: the answer closes the connection, the rest of the body is never read.
        req.pause();
        finish(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    const onError = (error) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      reject(error);
    };
    const onClose = () => {
      if (!req.complete) finish(GONE);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * The body as a web stream that reads from the socket only as fast as the app consumes it, and
 * errors (the app's parser then stops) once more than `limit` bytes arrived.
 */
export function streamBody(req, limit = MAX_UPLOAD_BYTES) {
  let size = 0;
  return new ReadableStream({
    start(controller) {
      req.on("data", (chunk) => {
        size += chunk.length;
        if (size > limit) {
          req.pause();
          controller.error(new Error("request body too large"));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => controller.close());
      req.once("error", (error) => controller.error(error));
      req.once("close", () => {
        if (!req.complete) controller.error(new Error("client gone"));
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.pause();
    },
  }, { highWaterMark: 4 });
}

function requestUrl(req, res) {
  const { protocol, hostname, port } = res.locals.client;
  const host = hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${protocol}://${host}${port ? `:${port}` : ""}${req.url}`;
}

function requestHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const key in nodeHeaders) {
    const value = nodeHeaders[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

/** The Fetch Request for a node:http request, or TOO_LARGE / GONE (see readBody). */
export async function toFetchRequest(req, res) {
  let body;
  const streamed = isUpload(req);
  if (streamed) body = streamBody(req);
  else if (req.method !== "GET" && req.method !== "HEAD") {
    body = await readBody(req);
    if (body === TOO_LARGE || body === GONE) return body;
  }
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(requestUrl(req, res), {
    method: req.method,
    headers: requestHeaders(req.headers),
    body,
    signal: controller.signal,
    ...(streamed ? { duplex: "half" } : {}),
  });
}

export async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  // The app's header replaces one a middleware set (the brochure's own X-Content-Type-Options
  // beside securityHeaders' was sent twice); only Set-Cookie may come more than once.
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") res.appendHeader(key, value);
    else res.setHeader(key, value);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

export function createRequestHandler({ build, getLoadContext, mode = getEnv().NODE_ENV }) {
  return adaptFetchHandler(createReactRouterHandler(build, mode), getLoadContext);
}

/** Middleware (chain.mjs) around any `(request, loadContext) => Promise<Response>`. */
export function adaptFetchHandler(handleRequest, getLoadContext) {
  return async (req, res, next) => {
    try {
      const request = await toFetchRequest(req, res);
      if (request === GONE) return;
      if (request === TOO_LARGE) {
        res.setHeader("Connection", "close");
        return reply(res, 413, "Your message is too long to send. Please shorten it and try again.");
      }
      const response = await handleRequest(request, await getLoadContext?.(req, res));
      // An upload answered before its body was all read (refused, or too large): the rest is
      // never read, so the connection cannot carry another request.
      if (isUpload(req) && !req.complete) res.setHeader("Connection", "close");
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
