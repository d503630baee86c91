import { data, redirect } from "react-router";
import type { z } from "zod";
import { getSite } from "~/content/site.server";
import { ChangePasswordSchema } from "~/lib/admin/account-schema";
import { recordAudit } from "~/lib/admin/audit.server";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { NO_STORE, clientIp, passwordQueue, requireAdmin, startSession, throttled } from "~/lib/admin/auth.server";
import { isKnownBrowser, knownBrowserCookie } from "~/lib/admin/known-browser.server";
import { hashPassword, verifyPassword } from "~/lib/admin/password.server";
import { deleteUserSessions } from "~/lib/admin/session.server";
import {
  ButtonSchema,
  NO_KEY_MESSAGE,
  ConfirmTwoFactorSchema,
  NewRecoveryCodesSchema,
  RequireTwoFactorSchema,
  TurnOffTwoFactorSchema,
} from "~/lib/admin/two-factor-schema";
import {
  cancelEnrolment,
  canCheckAppCodes,
  confirmEnrolment,
  isTwoFactorRequired,
  mustEnrolTwoFactor,
  pendingEnrolment,
  remainingRecoveryCodes,
  renewRecoveryCodes,
  secretKey,
  setTwoFactorRequired,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorCoverage,
} from "~/lib/admin/two-factor.server";
import { getUser, setPasswordHash, type Admin, type AdminUserRow } from "~/lib/admin/users.server";
import { siteTimeZone } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";

/**
 * /admin/account (docs/team.md "Two-factor sign-in"): the signed-in user's own password and
 * two-factor sign-in, and for owners the requirement of two-factor for everyone. Each form posts
 * its name (`form`, AccountForm's hidden field) and its fields; every one works without
 * JavaScript and answers with its message, never a 500.
 */
const FORMS = {
  password: ChangePasswordSchema,
  "two-factor-start": ButtonSchema,
  "two-factor-cancel": ButtonSchema,
  "two-factor-confirm": ConfirmTwoFactorSchema,
  "recovery-codes": NewRecoveryCodesSchema,
  "two-factor-off": TurnOffTwoFactorSchema,
  "require-two-factor": RequireTwoFactorSchema,
} satisfies Record<string, z.ZodType>;
export type AccountFormId = keyof typeof FORMS;


/** The done=... of the redirect after a change, and what the page then says. */
const DONE_MESSAGES = {
  password: "Your password is changed. Every other browser signed in as you has been signed out.",
  "two-factor-off": "Two-factor sign-in is off. Your recovery codes no longer work.",
  required: "Two-factor sign-in is now required for everyone. Anyone without it is asked to set it up when they next open the admin.",
  "not-required": "Two-factor sign-in is no longer required. Those who set it up keep it.",
  "recovery-used": "You signed in with a recovery code, which now no longer works.",
} as const;

/** What the page says of a wrong current password or code. */
const REFUSED = {
  current: "That is not your current password.",
  code: "That code is not right. Check the code your app shows now and try again.",
  usedCode: "That code has already been used. Please wait for the next code in your app.",
} as const;

/** Dates on the page in the organiser's time zone, like "18 December 2025". */
function formatDay(iso: string) {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: siteTimeZone() }).format(new Date(iso));
}

/** The secret as the apps' manual entry shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export async function accountPageData(request: Request) {
  const { db, admin } = await requireAdmin(request, { allowWithoutTwoFactor: true });
  const user = admin.kind === "user" ? await getUser(db, admin.id) : undefined;
  const key = secretKey();
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      account: user ? { kind: "user" as const, name: user.name, email: user.email, role: user.role } : { kind: "break-glass" as const },
      twoFactor: user ? await twoFactorState(db, user, key) : null,
      held: await mustEnrolTwoFactor(db, admin),
      owner: admin.role === "owner" ? { required: await isTwoFactorRequired(db), coverage: await twoFactorCoverage(db), canRequire: canRequire(admin) } : null,
      done: done && done in DONE_MESSAGES ? await doneMessage(db, done as keyof typeof DONE_MESSAGES, user) : null,
    },
    { headers: NO_STORE },
  );
}

async function doneMessage(db: Db, key: keyof typeof DONE_MESSAGES, user: AdminUserRow | undefined) {
  if (key !== "recovery-used" || !user) return { title: DONE_MESSAGES[key], description: null };
  const left = await remainingRecoveryCodes(db, user.id);
  return {
    title: DONE_MESSAGES[key],
    description: `${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left. Lost your phone? Turn two-factor sign-in off below, then set it up again on your new phone: that also gives you ten new codes.`,
  };
}

async function twoFactorState(db: Db, user: AdminUserRow, key: Buffer | null) {
  if (user.totp_enabled_at)
    return {
      status: "on" as const,
      since: formatDay(user.totp_enabled_at),
      remaining: await remainingRecoveryCodes(db, user.id),
      // On, but the key is gone or changed: app codes cannot be checked until it is back.
      keyProblem: !canCheckAppCodes(user, key),
    };
  if (!key) return { status: "no-key" as const };
  const enrolment = await pendingEnrolment(user, getSite().name, key);
  if (enrolment) return { status: "pending" as const, key: grouped(enrolment.secret), svg: enrolment.svg };
  return { status: "off" as const };
}

/** The owner may require two-factor once they have it themselves (or are the break-glass owner, who is exempt). */
function canRequire(admin: Admin) {
  return admin.kind === "break-glass" || admin.twoFactor;
}

/** The post's form, by its name, checked by that form's schema; a bad one answers 400 with its messages. */
/** The page's posts: each form by its id, through the admin's one account-form reader. */
const readAccountPost = (request: Request) => readAccountForm(request, FORMS);

type Post = Extract<Awaited<ReturnType<typeof readAccountPost>>, { ok: true }>;

/** A throttle answer (429, 503) as the form's message, with Retry-After. */
function throttledReply(post: Post, outcome: { status: number; error: string; retryAfterSeconds?: number }) {
  return post.fail({ form: outcome.error }, outcome.status, outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined);
}

/**
 * The user's own password, checked as the sign-in checks it: the same queue (at most two
 * scrypt checks at once) and the same throttle (per address), so this form is no back door
 * for guessing.
 */
async function checkOwnPassword(db: Db, request: Request, context: unknown, user: AdminUserRow, password: string) {
  const knownBrowser = await isKnownBrowser(db, request, user.password_hash);
  return throttled(
    db,
    request,
    clientIp(context),
    knownBrowser,
    (priority) => passwordQueue.run(() => verifyPassword(password, user.password_hash), priority),
    (ok) => ok,
  );
}

/** A new session for this browser, every other one of the user's ended (a new password, two-factor turned on). */
async function onlyThisBrowser(db: Db, request: Request, user: AdminUserRow, passwordHash: string) {
  await deleteUserSessions(db, user.id);
  const headers = new Headers(NO_STORE);
  for (const cookie of await startSession(db, request, { userId: user.id, kind: "user" })) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await knownBrowserCookie(db, request, passwordHash));
  return headers;
}

const done = (key: keyof typeof DONE_MESSAGES, headers: HeadersInit = NO_STORE) => redirect(`/admin/account?done=${key}`, { headers });

export async function accountAction(request: Request, context: unknown) {
  const { db, admin } = await requireAdmin(request, { allowWithoutTwoFactor: true });
  const post = await readAccountPost(request);
  if (!post.ok) return post.response;

  if (post.id === "require-two-factor") {
    if (admin.role !== "owner") return post.fail({ form: "Only an owner can change this." }, 403);
    const required = post.value.required === "on";
    if (required && !canRequire(admin))
      return post.fail({ form: "Please turn on two-factor sign-in for yourself first: then require it for everyone." }, 409);
    if (required !== (await isTwoFactorRequired(db))) {
      await setTwoFactorRequired(db, required);
      await recordAudit(db, admin, "settings.require-two-factor", { detail: required ? "Required for everyone" : "No longer required" });
    }
    throw done(required ? "required" : "not-required");
  }

  // Everything else is the user's own: the break-glass owner has no account to change.
  const user = admin.kind === "user" ? await getUser(db, admin.id) : undefined;
  if (!user)
    return post.fail({ form: "You are signed in with the server's break-glass password, which has no account: its password is ADMIN_PASSWORD_HASH on the server, and it cannot use two-factor sign-in." }, 403);

  switch (post.id) {
    case "password": {
      const checked = await checkOwnPassword(db, request, context, user, post.value.current!);
      if (!checked.ok) return checked.status === 401 ? post.fail({ fields: { current: REFUSED.current } }, 401) : throttledReply(post, checked);
      const passwordHash = await hashPassword(post.value.password!);
      await setPasswordHash(db, user.id, passwordHash);
      await recordAudit(db, admin, "user.password", { subject: user.email, detail: "Changed their own password; their other sessions ended" });
      throw done("password", await onlyThisBrowser(db, request, user, passwordHash));
    }
    case "two-factor-start": {
      const started = await startEnrolment(db, user);
      if (!started.ok) return post.fail({ form: started.reason === "no-key" ? NO_KEY_MESSAGE : "Two-factor sign-in is already on." }, started.reason === "no-key" ? 503 : 409);
      throw redirect("/admin/account#two-factor", { headers: NO_STORE });
    }
    case "two-factor-cancel": {
      await cancelEnrolment(db, user.id);
      throw redirect("/admin/account#two-factor", { headers: NO_STORE });
    }
    case "two-factor-confirm": {
      const confirmed = await confirmEnrolment(db, user, post.value.code!);
      if (!confirmed.ok) {
        if (confirmed.reason === "wrong") return post.fail({ fields: { code: REFUSED.code } }, 401);
        if (confirmed.reason === "no-key") return post.fail({ form: NO_KEY_MESSAGE }, 503);
        if (confirmed.reason === "already-on") throw redirect("/admin/account", { headers: NO_STORE });
        return post.fail({ form: "The set-up was cancelled or started again elsewhere. Please scan the new QR code." }, 409);
      }
      await recordAudit(db, admin, "two-factor.on", { subject: user.email });
      return post.succeed({ codes: confirmed.codes }, await onlyThisBrowser(db, request, user, user.password_hash));
    }
    case "recovery-codes": {
      const seen: { reason?: string } = {};
      const checked = await throttled(
        db,
        request,
        clientIp(context),
        await isKnownBrowser(db, request, user.password_hash),
        async () => {
          const renewed = await renewRecoveryCodes(db, user, post.value.code!);
          if (!renewed.ok) seen.reason = renewed.reason;
          return renewed;
        },
        (renewed) => renewed.ok,
      );
      if (!checked.ok) {
        if (checked.status !== 401) return throttledReply(post, checked);
        if (seen.reason === "no-key") return post.fail({ form: NO_KEY_MESSAGE }, 503);
        return post.fail({ fields: { code: seen.reason === "used" ? REFUSED.usedCode : REFUSED.code } }, 401);
      }
      await recordAudit(db, admin, "two-factor.recovery-new", { subject: user.email, detail: "The old ones no longer work" });
      return post.succeed({ codes: "codes" in checked.result ? checked.result.codes : [] }, new Headers(NO_STORE));
    }
    case "two-factor-off": {
      const checked = await checkOwnPassword(db, request, context, user, post.value.current!);
      if (!checked.ok) return checked.status === 401 ? post.fail({ fields: { current: REFUSED.current } }, 401) : throttledReply(post, checked);
      await turnOffTwoFactor(db, user.id);
      await recordAudit(db, admin, "two-factor.off", { subject: user.email });
      throw done("two-factor-off");
    }
  }
}
