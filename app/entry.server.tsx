import crypto from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { checkContent } from "~/content/check.server";
import { getSite } from "~/content/site.server";
import { getAdminEnv } from "~/lib/admin/config.server";
import { getEnv } from "~/lib/env.server.mjs";
import { readMailConfig } from "~/lib/mail/config.server";
import { startMailWorker, stopMailWorker } from "~/lib/mail/worker.server";
import { startDigestSchedule, stopDigestSchedule } from "~/lib/admin/digest.server";
import { readFollowUpConfig } from "~/lib/leads/follow-up-config.server";
import { deferHydration } from "~/lib/html/defer-hydration.server";
import { NonceProvider } from "~/lib/nonce-provider";
import { errorFields, log } from "~/lib/log.server";

// Validate configuration and content when the server loads this build, so a bad value stops the start.
getEnv();
getSite();
checkContent();
readMailConfig();
getAdminEnv();
readFollowUpConfig();

// The mail outbox's sender (docs/mail.md): one per process, unless MAIL_WORKER=off (several
// instances may all run it: claims are atomic). Off under Vitest unless a test asks for it.
startMailWorker(async () => (await import("~/lib/db/db.server")).getDb());

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The server (server/main.mjs) makes the nonce and sets the CSP header with it; outside it (tests
  // rendering the build directly) a fresh one keeps inline scripts working.
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce ?? crypto.randomBytes(16).toString("base64");
  return new Promise<Response>((resolve, reject) => {
    // Every document is sent whole, once all of it has rendered: the public pages render in
    // one pass anyway, and the admin's statistics, counted while its list renders, then land
    // in place rather than in a script that moves them there, so the page is complete without
    // JavaScript too (docs/decisions/016).

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Never move a finished part of the page out of line into a script (React does for
        // parts past the first 12.8 KB): the document goes out whole, so every part can stay
        // where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Hydration starts once the page has loaded and painted (docs/decisions/009).
          const body = deferHydration(nonce);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Every error is logged, also one inside a part that was still pending (the admin's
          // statistics) when nothing had been sent yet; not a visitor leaving mid-render.
          if (!request.signal.aborted) {
            log.error("render failed", errorFields(error), request);
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * An error thrown in a loader or an action (React Router calls this; its default writes the
 * whole error object to stderr over several lines): one JSON line with the request's id, the
 * error's name and code, and its text with any e-mail address or phone number blotted out. Not
 * for a visitor who left mid-request, nor for thrown responses (redirects, 4xx answers).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || error instanceof Response) return;
  log.error("request handler failed", errorFields(error), request);
}

/**
 * Called by server/main.mjs before it listens: the database opens and migrates (a no-op after
 * `npm run migrate`), so a data directory that lost its database, or a migration that fails,
 * stops the start with its message instead of failing requests.
 */
export async function startup() {
  const { getDb } = await import("~/lib/db/db.server");
  const db = await getDb();
  // A fresh install: the link that creates the owner, in the server's log and nowhere else.
  const { announceSetupLink } = await import("~/lib/admin/setup.server");
  await announceSetupLink(db);
  const { warnIfSampleDetailsLive } = await import("~/lib/admin/go-live.server");
  warnIfSampleDetailsLive();
  // The organiser's daily digest, looked for where the mail worker runs.
  startDigestSchedule(getDb);
}

/** Called by server/main.mjs on SIGTERM once in-flight requests have finished. */
export async function shutdown() {
  // First the digest and the worker (each finishes what it has started: the digest's reads, the
  // worker's batch, so no row is left in `sending`), then the database.
  await stopDigestSchedule();
  await stopMailWorker();
  const { closeDb } = await import("~/lib/db/db.server");
  await closeDb();
}
