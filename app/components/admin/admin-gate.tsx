import { Form, useNavigation } from "react-router";
import { LockKeyhole } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Shown until a password exists: no default password, ever. */
export function NotConfigured({ invalidHash = false }: { invalidHash?: boolean }) {
  return (
    <section aria-labelledby="admin-setup">
      <div className="mx-auto max-w-xl space-y-4 rounded-2xl bg-white/70 p-6 shadow-soft md:p-10">
        <h1 id="admin-setup" className="text-3xl">
          The admin is not configured yet
        </h1>
        {invalidHash ? (
          <p role="alert" className="rounded-xl border border-error/40 bg-white px-4 py-3 text-sm text-error">
            The configured password hash is not in the expected format (scrypt:17:8:1:…). Set it again with one of
            the steps below.
          </p>
        ) : null}
        <p className="text-ink-soft">
          There is no default password. Whoever runs the server sets one, then this page asks for it.
        </p>
        <ol className="list-decimal space-y-3 pl-5 text-ink">
          <li>
            On the server, run <code className="rounded bg-linen px-1.5 py-0.5 text-sm">npm run admin:set-password</code> and
            type the password twice. It is stored as a scrypt hash in the site's database.
          </li>
          <li>
            Or set <code className="rounded bg-linen px-1.5 py-0.5 text-sm">ADMIN_PASSWORD_HASH</code> in the server's
            environment to the output of{" "}
            <code className="rounded bg-linen px-1.5 py-0.5 text-sm">npm run admin:set-password -- --print-hash</code>, then
            restart.
          </li>
        </ol>
        <p className="text-sm text-ink-soft">docs/admin.md explains both in detail.</p>
      </div>
    </section>
  );
}

export function AdminGate({ sessionEnded, error, status }: { sessionEnded: boolean; error?: string; status?: number }) {
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
          <p className="text-ink-soft">Enter the admin password to see brochure requests and other leads.</p>
        </div>
        {sessionEnded ? (
          <p role="status" className="rounded-xl bg-linen px-4 py-3 text-sm text-ink">
            Your session has ended. Please sign in again.
          </p>
        ) : null}
        {status === 429 || status === 503 ? (
          <p role="alert" className="rounded-xl border border-error/40 bg-white px-4 py-3 text-sm text-error">
            {error}
          </p>
        ) : null}
        <Form method="post" className="space-y-4" noValidate>
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
              autoFocus
              className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-4 text-base focus:border-clay focus:outline-2 focus:outline-clay aria-invalid:border-error aria-invalid:ring-2 aria-invalid:ring-error/40"
            />
            {fieldError ? (
              <p id="admin-password-error" className="text-sm text-error">
                {fieldError}
                {status === 401 ? ". Please try again." : null}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Checking..." : "Unlock"}
          </Button>
        </Form>
      </div>
    </section>
  );
}
