import { data, redirect } from "react-router";
import type { Db } from "~/lib/db/db.server";
import { readAccountForm } from "./account-forms.server";
import { recordAudit } from "./audit.server";
import { NO_STORE, clientIp, startSession, throttled } from "./auth.server";
import { BUSY } from "./hash-queue.server";
import { isKnownBrowser, knownBrowserCookie } from "./known-browser.server";
import { SecondStepSchema } from "./two-factor-schema";
import { RECOVERY_CODE_COUNT, canCheckAppCodes, checkSecondFactor, readSecondFactor, type SecondFactorResult } from "./two-factor.server";
import { adminOf, type AdminUserRow } from "./users.server";

/** @public the second step's tests compare its answers with these. */
export const SECOND_STEP_MESSAGES = {
  wrong: "That code is not right. Check the code your app shows now, or use a recovery code.",
  used: "That code has already been used. Please wait for the next code in your app.",
  noKey:
    "The server cannot check app codes right now (its ADMIN_SECRET_KEY is missing or has changed). Please use a recovery code, or ask whoever runs the server.",
} as const;

/**
 * The sign-in's second step at /admin/leads (docs/team.md "Two-factor sign-in"): the password
 * was right and the session is a half one (kind second-factor); the post is the code from the
 * app or a recovery code. Throttled exactly as the password is (auth.server.ts throttled(): the
 * same table, per address), so a guessed code costs what a guessed password costs. Right: a new
 * session (a new token for the new privilege), audited, and post/redirect/get to the same
 * address (after a recovery code, to the account page, which says how many are left). Wrong: 401 with the message under the field; 429 / 503 with Retry-After.
 */
export async function secondStep(request: Request, context: unknown, { db, user }: { db: Db; user: AdminUserRow }) {
  const form = await readAccountForm(request, SecondStepSchema);
  if (!form.ok) return form.response;
  const given = readSecondFactor(form.value.code);
  if (!given) return form.fail({ fields: { code: "Please enter the 6-digit code from your app, or a recovery code like abcd-efgh-jkmn" } });
  // Nothing to check an app code against: say so at once, before it could count as a failure.
  if (given.kind === "app" && !canCheckAppCodes(user)) return form.fail({ form: SECOND_STEP_MESSAGES.noKey }, 503);

  const seen: { outcome?: SecondFactorResult } = {};
  const knownBrowser = await isKnownBrowser(db, request, user.password_hash);
  const checked = await throttled<SecondFactorResult>(
    db,
    request,
    clientIp(context),
    knownBrowser,
    async (): Promise<SecondFactorResult | typeof BUSY> => (seen.outcome = await checkSecondFactor(db, user, given)),
    (result) => result.ok,
  );
  if (!checked.ok) {
    const reason = seen.outcome && !seen.outcome.ok ? seen.outcome.reason : null;
    const reply =
      checked.status === 401
        ? form.fail({ fields: { code: reason === "used" ? SECOND_STEP_MESSAGES.used : reason === "no-key" ? SECOND_STEP_MESSAGES.noKey : SECOND_STEP_MESSAGES.wrong } }, 401)
        : form.fail({ form: checked.error }, checked.status);
    const headers = new Headers(NO_STORE);
    if (checked.retryAfterSeconds) headers.set("Retry-After", String(checked.retryAfterSeconds));
    return data(reply.data, { status: checked.status, headers });
  }

  const result = checked.result;
  const admin = adminOf(user);
  await recordAudit(db, admin, "sign-in", { detail: result.ok && result.method === "recovery" ? "With a recovery code" : "With the authenticator app" });
  if (result.ok && result.method === "recovery")
    await recordAudit(db, admin, "two-factor.recovery-used", { detail: `${result.remaining} of ${RECOVERY_CODE_COUNT} recovery codes left` });
  const headers = new Headers(NO_STORE);
  for (const cookie of await startSession(db, request, { userId: user.id, kind: "user" })) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await knownBrowserCookie(db, request, user.password_hash));
  // A recovery code used: the account page says how many are left, and what to do about a lost phone.
  if (result.ok && result.method === "recovery") throw redirect("/admin/account?done=recovery-used", { headers });
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`, { headers });
}
