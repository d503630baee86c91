import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { getDb, type Db } from "~/lib/db/db.server";
import { sql } from "kysely";
import { isPostgres } from "~/lib/db/dialect";
import { writeTransaction, type Trx } from "~/lib/db/write-batch.server";
import {
  insertBrochureSignup,
  insertInquiry,
  insertNewsletterSubscriber,
  insertWaitlistSignup,
  type LeadContext,
  type StoredLead,
} from "~/lib/leads/leads.server";
import { EMPTY_ATTRIBUTION, getAttribution } from "./attribution.server";
import { getFormConfig, type FormConfig } from "./config.server";
import { CONSENT_VERSION_PATTERN, PRIVACY_NOTICE_VERSION } from "./consent";
import { CONSENT_FIELD, FLOW_FIELD, FORM_FIELD, HONEYPOT_FIELD, JS_FIELD, PAGE_FIELD, STARTED_FIELD } from "./guard-fields";
import { botTrap } from "./honeypot.server";
import { getFormCookieSecrets } from "./secret.server";
import { MOROCCO_THANK_YOU, TOASTS, waitlistConfirmation } from "./messages";
import { hitRateLimit } from "./rate-limit.server";
import type { FormReply } from "./reply";
import { BODY_MESSAGES, BodyError, readFormBody } from "./request-body.server";
import { getRetreatForms, type RetreatForms } from "./retreats.server";
import { retreatNames } from "~/lib/retreats/retreats.server";
import { requestRetreatName } from "~/lib/leads/request-retreat.server";
import { FORM_SCHEMAS, isFormKind, waitlistSchemaFor, type FormKind } from "./schemas";
import { commitFlash, type Flash } from "./thank-you-state.server";
import { log } from "~/lib/log.server";
import { insertSpam, rawFields } from "~/lib/spam/spam.server";

/**
 * The one action behind every lead form on the site. Route modules that render a form export
 * `export const action = formAction;` and this dispatches on the form's hidden `_form` field.
 *
 * Order matters: the cheap request checks (method, size, encoding) first; then, in one write
 * transaction, the per-IP rate limit (every post counts, bots and invalid ones too) and the
 * lead; the answer then follows the same order: over the limit, not a form of this page, a bot
 * (answered exactly like a success, kept apart as spam: no e-mail, no statistic), the shared
 * zod schema's errors, success.
 *
 * With JavaScript the form posts through a fetcher (it adds `_js=1`) and gets data back: the
 * component shows the toast and navigates with React Router state (SPEC §4). Without it, flows
 * that leave the page get a redirect plus a signed flash cookie carrying the same state, and
 * the others re-render the page with the confirmation or the errors.
 */
export async function formAction({ request, params, context }: ActionFunctionArgs) {
  const clientIp = (context as { clientIp?: string } | undefined)?.clientIp ?? "unknown";
  return handleFormPost(request, { params, clientIp, getDb, config: getFormConfig() });
}

interface FormPostDeps {
  params: Record<string, string | undefined>;
  clientIp: string;
  getDb: () => Promise<Db>;
  config: FormConfig;
  now?: () => number;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: BODY_MESSAGES.malformed,
  404: "This form is not available on this page.",
  405: "Forms can only be sent with POST.",
};

function reject(status: number, description: string, form: FormKind | null = null, headers?: HeadersInit) {
  const reply: FormReply = {
    form,
    status: "rejected",
    toast: { title: status === 429 ? TOASTS.rateLimited.title : "We could not send your form.", description },
  };
  return data(reply, { status, headers });
}

/** Logs without personal data: no names, e-mails or error text that might quote a value. */
function logError(msg: string, form: FormKind | null, error: unknown, request?: Request) {
  const e = error as { name?: string; code?: string } | undefined;
  log.error(msg, { form, error: e?.name ?? "Error", code: e?.code }, request);
}

function sourcePageOf(request: Request, kind: FormKind, formData: FormData) {
  if (kind === "newsletter") {
    // The footer form posts to /newsletter from every page: it says which page it was on.
    const page = formData.get(PAGE_FIELD);
    if (typeof page === "string" && /^\/(?!\/)\S{0,299}$/.test(page)) return page;
    return "/newsletter";
  }
  return new URL(request.url).pathname.replace(/\.data$/, "") || "/";
}

export async function handleFormPost(request: Request, deps: FormPostDeps) {
  if (request.method !== "POST") return reject(405, STATUS_MESSAGES[405]!, null, { Allow: "POST" });
  const now = deps.now?.() ?? Date.now();

  let formData: FormData;
  try {
    formData = await readFormBody(request, deps.config.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyError) return reject(error.status, error.message);
    logError("form body unreadable", null, error, request);
    return reject(400, BODY_MESSAGES.malformed);
  }

  const kind = formData.get(FORM_FIELD);
  if (!isFormKind(kind)) return reject(400, "This form is not one we know. Please reload the page and try again.");

  let db: Db;
  try {
    db = await deps.getDb();
  } catch (error) {
    logError("database unavailable", kind, error, request);
    return storageFailure(kind, formData);
  }

  // Which retreat edition the page shows today (a read of the editions, ADR 028).
  let retreat: RetreatForms | null;
  try {
    retreat = await getRetreatForms(db, deps.params.slug);
  } catch (error) {
    logError("retreat editions unavailable", kind, error, request);
    return storageFailure(kind, formData);
  }
  // Everything below up to the write is pure: the bot checks, the schema.
  // Brochure and waitlist forms live on a retreat page; its slug decides name and brochure.
  const notHere = (kind === "brochure" && !retreat?.brochureUrl) || (kind === "waitlist" && !retreat);
  const schema = kind === "waitlist" && retreat ? waitlistSchemaFor(retreat.waitlistChoices.map((c) => c.label)) : FORM_SCHEMAS[kind];
  const submission = parseWithZod(formData, { schema });
  let secrets: string[] = [];
  if (deps.config.minFillMs > 0) {
    try {
      // The key that signs `_started` (started.server.ts); from the environment or read once.
      secrets = await getFormCookieSecrets(db);
    } catch (error) {
      logError("form key unavailable", kind, error, request);
      return storageFailure(kind, formData);
    }
  }
  const { trap, startedMs } = botTrap(formData, { now, minFillMs: deps.config.minFillMs, secrets });
  const bot = trap !== null;
  const storable = !notHere && !bot && submission.status === "success";
  // Nothing silently dropped: a trapped post is kept, valid or not, in the Spam tab.
  const spam = !notHere && bot;

  let ctx: LeadContext | undefined;
  if (storable || spam) {
    const consent = formData.get(CONSENT_FIELD);
    ctx = {
      sourcePage: sourcePageOf(request, kind, formData),
      attribution: (await getAttribution(request)) ?? EMPTY_ATTRIBUTION,
      consentVersion: typeof consent === "string" && CONSENT_VERSION_PATTERN.test(consent) ? consent : PRIVACY_NOTICE_VERSION,
      now: new Date(now),
      duplicateWindowMs: deps.config.duplicateWindowMs,
    };
  }

  // One write transaction per post: the per-IP count, then (when allowed) the lead with its
  // e-mails. One commit, so one wait for the disk, and on SQLite it is shared with the other
  // posts of the moment (write-batch.server.ts).
  let written: { limited: { retryAfterSeconds: number } } | { stored: StoredLead | null; spamId?: number };
  try {
    written = await writeTransaction(db, async (trx) => {
      const limit = await countAttempt(trx, `form:${deps.clientIp}`, deps.config.ratePerMinute, now, kind);
      if (limit && !limit.allowed) return { limited: { retryAfterSeconds: limit.retryAfterSeconds } };
      if (spam) {
        const valid = submission.status === "success";
        const spamId = await insertSpam(trx, {
          form: kind,
          reason: trap!,
          msSinceRender: startedMs === null ? null : now - startedMs,
          valid,
          fields: valid ? (submission.value as Record<string, unknown>) : rawFields(formData, HONEYPOT_FIELD),
          sourcePage: ctx!.sourcePage,
          context: { attribution: ctx!.attribution, consentVersion: ctx!.consentVersion, retreatName: retreat?.retreatName, brochureUrl: retreat?.brochureUrl },
          now: ctx!.now,
        });
        return { stored: null, spamId };
      }
      if (!storable) return { stored: null };
      return { stored: await store(trx, kind, submission.value, ctx!, retreat) };
    });
  } catch (error) {
    if (storable || spam) {
      logError("lead storage failed", kind, error, request);
      return storageFailure(kind, formData);
    }
    // Nothing to store: the limiter must never turn a harmless post into an error.
    logError("rate limit unavailable", kind, error, request);
    written = { stored: null };
  }

  if ("limited" in written)
    return reject(429, `${TOASTS.rateLimited.title} ${TOASTS.rateLimited.description}`, kind, {
      "Retry-After": String(written.limited.retryAfterSeconds),
    });
  if (notHere && kind === "brochure" && retreat?.brochureClosed) {
    // What the visitor typed comes back with the reason, so the page can offer the waitlist
    // with their details already in it.
    const reply: FormReply = { form: kind, status: "rejected", result: submission.reply(), toast: retreat.brochureClosed };
    return data(reply, { status: 409 });
  }
  if (notHere) return reject(404, STATUS_MESSAGES[404]!, kind);

  const postedFlow = formData.get(FLOW_FIELD);
  const success = {
    kind,
    request,
    db,
    js: formData.get(JS_FIELD) === "1",
    retreatName: retreat?.retreatName,
    brochureUrl: retreat?.brochureUrl,
    morocco: kind === "waitlist" && (retreat?.waitlistFlow ?? postedFlow) === "morocco",
    waitlist: kind === "waitlist" && submission.status === "success" ? waitlistOutcome(retreat, submission.value as Values["waitlist"]) : undefined,
    result: submission.reply({ resetForm: true }),
  };

  // Bots get exactly what a person gets; the post waits in the Spam tab, sending nothing. The
  // log says so (no personal data: the form, the trap, how soon after the render it came back,
  // the spam row), so a quick person caught by FORM_MIN_FILL_MS can be found and moved.
  if (bot) {
    log.info(
      "post treated as automated, kept as spam",
      { form: kind, trap, msSinceRender: startedMs === null ? null : now - startedMs, spamId: written.spamId ?? null },
      request,
    );
    return succeed(success);
  }
  if (submission.status !== "success") {
    const reply: FormReply = {
      form: kind,
      status: "invalid",
      result: submission.reply(),
      // Only a render time we signed goes back into the page (never a value the post made up).
      ...(startedMs !== null && startedMs <= now ? { startedAt: String(formData.get(STARTED_FIELD)) } : {}),
    };
    return data(reply, { status: 400 });
  }

  const stored = written.stored!;
  log.info("lead stored", { form: kind, id: stored.id, duplicate: stored.duplicate }, request);
  return succeed(success);
}

function storageFailure(kind: FormKind, formData: FormData) {
  // Re-parse to echo the typed values back: the form keeps everything the visitor wrote.
  const result = parseWithZod(formData, { schema: FORM_SCHEMAS[kind] }).reply({ formErrors: [TOASTS.storageFailure.title] });
  const reply: FormReply = { form: kind, status: "error", result, toast: TOASTS.storageFailure };
  return data(reply, { status: 500 });
}

type Values = { [K in FormKind]: import("zod").infer<(typeof FORM_SCHEMAS)[K]> };

/** Stores a post as its lead with its e-mails; also how a spam post is moved to the leads (spam/release.server.ts). */
/** The chosen waitlist's words: what it is for decides what the visitor is promised. */
function waitlistOutcome(retreat: Pick<RetreatForms, "waitlistChoices"> | null, v: Values["waitlist"]) {
  const choice = retreat?.waitlistChoices.find((c) => c.label === v.retreat_location);
  return waitlistConfirmation(v.retreat_location, choice?.for);
}

export async function store(
  trx: Trx,
  kind: FormKind,
  value: unknown,
  ctx: LeadContext,
  retreat: (Pick<RetreatForms, "retreatName" | "brochureUrl"> & Partial<Pick<RetreatForms, "waitlistChoices">>) | null,
) {
  switch (kind) {
    case "brochure": {
      const v = value as Values["brochure"];
      return insertBrochureSignup(trx, { ...v, brochureUrl: retreat!.brochureUrl!, retreatName: retreat!.retreatName }, ctx);
    }
    case "waitlist": {
      const v = value as Values["waitlist"];
      // Filed under what the visitor chose: its retreat, and its edition unless it is the next
      // one not yet set. A post released from the Spam tab on a later day may name a choice no
      // longer offered: it is kept under its words, with the retreat they name.
      const choice = retreat?.waitlistChoices?.find((c) => c.label === v.retreat_location);
      const names = await retreatNames(trx);
      return insertWaitlistSignup(
        trx,
        {
          name: v.name,
          email: v.email,
          phone: v.phone,
          retreatLocation: v.retreat_location,
          retreatName: requestRetreatName("waitlist_signups", { source_page: "", retreat: choice?.retreat, retreat_location: v.retreat_location }, names) ?? v.retreat_location,
          retreat: choice?.retreat ?? null,
          editionSlug: choice?.edition ?? null,
          waitlistFor: choice?.for,
        },
        ctx,
      );
    }
    case "contact":
      return insertInquiry(trx, "contact", value as Values["contact"], ctx);
    case "corporate":
      return insertInquiry(trx, "corporate", value as Values["corporate"], ctx);
    case "host":
      return insertInquiry(trx, "host", value as Values["host"], ctx);
    case "newsletter":
      return insertNewsletterSubscriber(trx, value as Values["newsletter"], ctx);
  }
}

/**
 * Counts this post against the per-IP limit inside the lead's transaction. The limiter must
 * never cost a real lead: if it cannot count, the post goes through (on PostgreSQL a savepoint
 * keeps its failure from aborting the transaction; SQLite undoes just the failed statement).
 */
async function countAttempt(trx: Trx, key: string, limit: number, now: number, kind: FormKind) {
  const pg = isPostgres(trx);
  try {
    if (pg) await sql`savepoint rate_limit`.execute(trx);
    const result = await hitRateLimit(trx, key, { limit, now });
    if (pg) await sql`release rate_limit`.execute(trx);
    return result;
  } catch (error) {
    if (pg) await sql`rollback to rate_limit`.execute(trx);
    logError("rate limit unavailable", kind, error);
    return null;
  }
}

async function succeed(s: {
  kind: FormKind;
  request: Request;
  db: Db;
  js: boolean;
  retreatName?: string;
  brochureUrl?: string;
  morocco: boolean;
  waitlist?: ReturnType<typeof waitlistConfirmation>;
  result: FormReply["result"] & object;
}) {
  let flash: Flash | null = null;
  if (s.kind === "brochure") flash = { kind: "brochure", state: { brochureUrl: s.brochureUrl!, retreatName: s.retreatName! } };
  else if (s.morocco) flash = { kind: "thank-you", state: { ...(s.waitlist?.thankYou ?? MOROCCO_THANK_YOU) } };

  const navigate = flash ? { to: flash.kind === "brochure" ? "/thank-you/brochure" : "/thank-you", state: flash.state } : undefined;
  if (navigate && flash && !s.js) {
    try {
      return redirect(navigate.to, { headers: { "Set-Cookie": await commitFlash(flash, { request: s.request, db: s.db }) } });
    } catch (error) {
      // The lead is stored; without the cookie the thank-you page shows its default state.
      logError("thank-you flash not set", s.kind, error, s.request);
      return redirect(navigate.to);
    }
  }
  const reply: FormReply = {
    form: s.kind,
    status: "success",
    result: s.result,
    navigate,
    brochureUrl: s.brochureUrl,
    retreatName: s.retreatName,
    ...(s.waitlist ? { confirmation: s.waitlist.toast } : {}),
  };
  return data(reply);
}
