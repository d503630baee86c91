import type { SubmissionResult } from "@conform-to/react";
import { ChevronDown, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { LogOutButton, type NavAdmin } from "./admin-nav";

/**
 * The parts of the account page's two-factor sign-in (routes/admin/account.tsx), and the frame's
 * navigation while the owner's requirement holds a user on that page.
 */

/** While a user must set up two-factor, the admin's sections are closed: only their account and Log out. */
export function HeldNav({ admin }: { admin: NavAdmin }) {
  return (
    <nav aria-label="Admin" className="flex items-center justify-between gap-3 border-b border-ink/15 py-1">
      <p className="inline-flex min-h-11 min-w-0 items-center gap-1.5 text-sm font-semibold text-clay-dark">
        <UserRound aria-hidden className="size-4 shrink-0" />
        <span className="truncate">{admin.name}</span>
        <span className="sr-only">: your account</span>
      </p>
      <LogOutButton />
    </nav>
  );
}

/** A card of the account page, with its heading. */
export function AccountCard({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-28 space-y-5 rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-2xl">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}

export function StatusBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={
        on
          ? "rounded-full bg-sage px-3 py-1 text-xs font-semibold tracking-wide text-sand"
          : "rounded-full border border-ink/25 px-3 py-1 text-xs font-semibold tracking-wide text-ink-soft"
      }
    >
      {children}
    </span>
  );
}

/**
 * The QR code, drawn on the server as SVG (two-factor.server.ts qrSvg): inline, so the CSP has
 * nothing to allow and the secret stays in this page. Dark on white with a quiet zone, as the
 * phone's camera needs, whatever the page's colours.
 */
export function QrCode({ svg }: { svg: string }) {
  return (
    <div
      role="img"
      aria-label="QR code for your authenticator app. If you cannot scan it, enter the key shown beside it."
      className="size-48 shrink-0 overflow-hidden rounded-xl border border-ink/10 bg-white p-1 [&>svg]:size-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** Ten recovery codes, shown once, right after they are made. */
export function RecoveryCodes({ codes, intro }: { codes: string[]; intro: string }) {
  return (
    <div role="status" className="space-y-4 rounded-xl border border-gold/40 bg-linen p-5">
      <p className="font-semibold">{intro}</p>
      <p className="text-sm text-ink-soft">
        Save these {codes.length} recovery codes now, somewhere other than your phone: a password manager, or printed and
        put away. If your phone is lost, each code signs you in once. They are shown only this once.
      </p>
      <ol aria-label="Recovery codes" data-testid="recovery-codes" className="grid grid-cols-1 gap-x-8 gap-y-1.5 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <a href="/admin/account" className="inline-flex min-h-11 items-center text-sm font-semibold text-clay underline underline-offset-4 hover:text-clay-dark">
        I have saved them
      </a>
    </div>
  );
}

/** A form of one button (set up, cancel the set-up, require or not), its message above it. */
export function ButtonForm({
  id,
  label,
  busyLabel,
  variant = "primary",
  result,
  hidden,
}: {
  id: string;
  label: string;
  busyLabel: string;
  variant?: "primary" | "outline" | "ghost";
  result?: SubmissionResult<string[]> | null;
  hidden?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === id;
  const error = result?.error?.[""]?.[0];
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="form" value={id} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {error ? <FormMessage kind="error" title={error} /> : null}
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}

/**
 * A less frequent action, folded until asked for (a native <details>, so it opens without
 * JavaScript); open again when its form has just answered with a message.
 */
export function Disclosure({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open || undefined} className="group rounded-xl border border-ink/10 bg-white/60">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold text-ink hover:text-clay-dark focus-visible:outline-2 focus-visible:outline-clay [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-3 px-4 pt-1 pb-5">{children}</div>
    </details>
  );
}
