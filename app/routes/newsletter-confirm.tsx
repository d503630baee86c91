import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { ThankYouShell } from "~/components/page/thank-you-shell";
import { THANK_YOU_IMAGE } from "~/content/pages/thank-you";
import type { HeaderHandle } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button-variants";
import { getDb } from "~/lib/db/db.server";
import { imagesFor } from "~/lib/images.server";
import { confirmSubscription, type ConfirmOutcome } from "~/lib/mail/subscriptions.server";

export const handle: HeaderHandle = { header: "solid" };

/**
 * The newsletter's double opt-in link: opening it confirms the subscription. It acts
 * on GET because it is a link in an e-mail; that is safe to repeat (a second open just says
 * "confirmed") and a token only ever confirms the address it was sent to.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const outcome = await confirmSubscription(await getDb(), token);
  const ok = outcome === "confirmed" || outcome === "already-confirmed";
  // A personal link's page is never cached or indexed.
  return data({ outcome, images: await imagesFor(THANK_YOU_IMAGE) }, { status: ok ? 200 : 400, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  const ok = data?.outcome === "confirmed" || data?.outcome === "already-confirmed";
  return [
    { title: ok ? "Subscription confirmed | Retreatly" : "Confirmation link not valid | Retreatly" },
    { name: "robots", content: "noindex" },
  ];
}

const FAILED: Record<Exclude<ConfirmOutcome, "confirmed" | "already-confirmed">, { title: string; body: string }> = {
  expired: {
    title: "This link has expired",
    body: "Confirmation links work for 14 days. Sign up again below and we will send you a fresh one.",
  },
  invalid: {
    title: "This link is not valid",
    body: "It may have been copied only in part, or the subscription was cancelled. Sign up again below and we will send you a fresh link.",
  },
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  if (outcome === "confirmed" || outcome === "already-confirmed") {
    return (
      <ThankYouShell
        title={outcome === "confirmed" ? "Your subscription is confirmed" : "You are already confirmed"}
        subtitle="Thank you. Our letters will reach you a few times a season: new retreats before they open, and practices to take home. Every letter has a one-click unsubscribe link."
      >
        <Link to="/upcoming-retreats" className={buttonVariants({ size: "lg" })}>
          Explore Upcoming Retreats
          <ArrowRight aria-hidden />
        </Link>
      </ThankYouShell>
    );
  }
  const copy = FAILED[outcome];
  return (
    <main id="main" className="bg-linen pt-28 pb-20 md:pt-36 md:pb-28">
      <div className="container-content max-w-xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Newsletter</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{copy.title}</h1>
        <p className="mt-4 text-ink-soft">{copy.body}</p>
        <div className="mt-8 rounded-2xl bg-sand p-6 shadow-soft md:p-8">
          <NewsletterForm tone="light" />
        </div>
      </div>
    </main>
  );
}
