import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { LockKeyhole, Smartphone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SecondStepSchema } from "~/lib/admin/two-factor-schema";
import { AccountForm } from "./account-form";

/**
 * Shown until the owner can sign in: nothing else. The setup link is in the server's log, for
 * whoever runs the server; this page names no command, path or setting to a stranger.
 */
export function NotSetUp() {
  return (
    <section aria-labelledby="admin-setup">
      <div className="mx-auto max-w-xl space-y-4 rounded-2xl bg-white/70 p-6 shadow-soft md:p-10">
        <h1 id="admin-setup" className="text-3xl">
          The admin is not set up yet
        </h1>
      </div>
    </section>
  );
}

const INPUT =
  "block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-4 text-base focus:border-clay focus:outline-2 focus:outline-clay aria-invalid:border-error aria-invalid:ring-2 aria-invalid:ring-error/40";

export function AdminGate({
  sessionEnded,
  switchedToUsers = false,
  mode,
  error,
  status,
}: {
  sessionEnded: boolean;
  switchedToUsers?: boolean;
  mode: "users" | "shared";
  error?: string;
  status?: number;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const fieldError = status === 400 || status === 401 ? error : undefined;
  return (
    <section aria-labelledby="admin-login">
      <div className="mx-auto max-w-md space-y-6 rounded-2xl bg-white/70 p-6 shadow-soft md:p-10">
        <div className="space-y-2">
          <LockKeyhole aria-hidden className="size-8 text-clay" />
          <h1 id="admin-login" className="text-3xl">
            Leads
          </h1>
          <p className="text-ink-soft">
            {mode === "users"
              ? "Sign in with your e-mail and password to see brochure requests and other leads."
              : "Enter the admin password to see brochure requests and other leads."}
          </p>
        </div>
        {sessionEnded ? (
          <p role="status" className="rounded-xl bg-linen px-4 py-3 text-sm text-ink">
            {switchedToUsers
              ? "The admin now has named users, so every open session has ended. Please sign in again."
              : "Your session has ended. Please sign in again."}
          </p>
        ) : null}
        {status === 429 || status === 503 ? (
          <p role="alert" className="rounded-xl border border-error/40 bg-white px-4 py-3 text-sm text-error">
            {error}
          </p>
        ) : null}
        <Form method="post" className="space-y-4" noValidate>
          {mode === "users" ? (
            <div className="space-y-1.5">
              <label htmlFor="admin-email" className="block text-sm font-semibold">
                E-mail
              </label>
              <input
                id="admin-email"
                name="email"
                type="email"
                autoComplete="username"
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? "admin-password-error" : undefined}
                autoFocus
                className={INPUT}
              />
            </div>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor="admin-password" className="block text-sm font-semibold">
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "admin-password-error" : undefined}
              // A fresh field on each attempt, so a password manager can fill it again.
              key={error ?? "idle"}
              autoFocus={mode === "shared"}
              className={INPUT}
            />
            {fieldError ? (
              <p id="admin-password-error" className="text-sm text-error">
                {fieldError}
                {status === 401 ? ". Please try again." : null}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Checking..." : mode === "users" ? "Sign in" : "Unlock"}
          </Button>
        </Form>
        {mode === "users" ? (
          <p className="text-sm">
            <a href="/admin/forgot-password" className="font-semibold text-clay underline underline-offset-4">
              Forgot your password?
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The sign-in's second step, after a right password when two-factor is on: one field for the
 * app's code or a recovery code (two-factor-schema.ts says why one), and a way out that ends the
 * half-signed-in session (the logout post), for someone else at this browser.
 */
export function SecondStep({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> | null }) {
  return (
    <section aria-labelledby="admin-second-step">
      <div className="mx-auto max-w-md space-y-6 rounded-2xl bg-white/70 p-6 shadow-soft md:p-10">
        <div className="space-y-2">
          <Smartphone aria-hidden className="size-8 text-clay" />
          <h1 id="admin-second-step" className="text-3xl">
            Two-factor sign-in
          </h1>
          <p className="text-ink-soft">Your password is right. Now open your authenticator app and enter the 6-digit code it shows for Retreatly.</p>
          <p className="text-sm text-ink-soft">
            Signing in as <span className="font-semibold break-words text-ink">{email}</span>
          </p>
        </div>
        <AccountForm
          id="second-step"
          schema={SecondStepSchema}
          fields={[
            {
              name: "code",
              label: "Code from your authenticator app, or a recovery code",
              type: "text",
              autoComplete: "one-time-code",
              autoFocus: true,
              hint: "No phone to hand? Enter one of your recovery codes instead: each works once.",
            },
          ]}
          lastResult={lastResult}
          submitLabel="Sign in"
          busyLabel="Checking..."
        />
        <Form method="post" action="/admin/logout" className="border-t border-ink/10 pt-4">
          <button type="submit" className="min-h-11 text-sm font-semibold text-clay underline underline-offset-4 hover:text-clay-dark">
            Cancel and sign in as someone else
          </button>
        </Form>
      </div>
    </section>
  );
}
