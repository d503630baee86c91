import { ArrowLeft } from "lucide-react";
import { Link, useActionData } from "react-router";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import type { HeaderHandle } from "~/components/site-header";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { isFormReply } from "~/lib/forms/reply";
import { TOASTS } from "~/lib/forms/messages";
import { buttonVariants } from "~/components/ui/button-variants";

export const handle: HeaderHandle = { header: "solid" };

/**
 * The footer newsletter form's action. With JavaScript the footer posts here through a fetcher
 * and shows a toast; without it the browser lands on this page, which shows the confirmation
 * or the form again with its errors.
 */
export const action = formAction;
export const clientAction = formClientAction;

// A 429 tells the client when to try again, also on this no-JavaScript page.
export const headers = formHeaders;

export function meta() {
  return [{ title: "Newsletter | Retreatly" }, { name: "robots", content: "noindex" }];
}

export default function Newsletter() {
  const reply = useActionData();
  const result = isFormReply(reply) ? reply : undefined;
  // Without JavaScript a sign-up lands here: once it has worked, the page is the confirmation
  // alone (no second "thank you" in a form below it, no empty form inviting a repeat).
  const subscribed = result?.status === "success";
  return (
    <main id="main" className="bg-linen pt-28 pb-20 md:pt-36 md:pb-28">
      <div className="container-content max-w-xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Letters from the retreat</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{subscribed ? TOASTS.newsletter.title : "Join our newsletter"}</h1>
        <p className="mt-4 text-ink-soft">
          {subscribed
            ? "We have sent you an e-mail: please confirm your address to start receiving our letters."
            : "A few notes a season: new retreats before they open, and practices to take home."}
        </p>
        {subscribed ? (
          <Link to="/" className={buttonVariants({ variant: "outline", size: "lg", className: "mt-8" })}>
            <ArrowLeft aria-hidden />
            Back to the home page
          </Link>
        ) : (
          <div className="mt-8 rounded-2xl bg-sand p-6 shadow-soft md:p-8">
            <NewsletterForm tone="light" />
          </div>
        )}
      </div>
    </main>
  );
}

