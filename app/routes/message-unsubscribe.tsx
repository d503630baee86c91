import { data, Form, Link } from "react-router";
import type { Route } from "./+types/message-unsubscribe";
import type { HeaderHandle } from "~/components/site-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { now } from "~/lib/clock.server";
import { getDb } from "~/lib/db/db.server";
import { unsubscribeToken } from "~/lib/mail/unsubscribe-token.server";
import { markNoContact, noContactState } from "~/lib/messages/no-contact.server";

export const handle: HeaderHandle = { header: "solid" };

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * The unsubscribe link of a waitlist's "a place opened" e-mail (docs/messages.md). As the
 * newsletter's: GET only shows a page with a button (mail scanners open links and must not
 * unsubscribe anyone); POST, from the button or a mail client's RFC 8058 one-click request
 * (the token in the URL), marks the person as not to be contacted.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = await noContactState(await getDb(), token);
  return data({ state, token: state === "invalid" ? null : token }, { status: state === "invalid" ? 400 : 200, headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const token = await unsubscribeToken(request);
  const outcome = await markNoContact(await getDb(), token, now());
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta() {
  return [{ title: "Stop these e-mails | Retreatly" }, { name: "robots", content: "noindex" }];
}

export default function MessageUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ? (actionData.outcome === "done" ? "no-contact" : "invalid") : loaderData.state;
  const words = {
    "no-contact": {
      title: "We will not write to you again",
      body: "You are off our waitlists, and we will not contact you about our retreats. If you change your mind, simply write to us or join a waitlist again.",
    },
    invalid: {
      title: "This link is not valid",
      body: "It may have been copied only in part. Open the link from our e-mail again, or write to us and we will take you off our lists by hand.",
    },
    contactable: {
      title: "Stop hearing from us?",
      body: "Press the button and we will take you off our waitlists and not contact you about our retreats again.",
    },
  }[state];
  return (
    <main id="main" className="bg-linen pt-28 pb-20 md:pt-36 md:pb-28">
      <div className="container-content max-w-xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Waitlist</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{words.title}</h1>
        <p className="mt-4 text-ink-soft">{words.body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {state === "contactable" ? (
            <Form method="post" replace>
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <Button type="submit" size="lg">
                Stop these e-mails
              </Button>
            </Form>
          ) : (
            <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Contact us
            </Link>
          )}
          <Link to="/" className={buttonVariants({ variant: state === "contactable" ? "ghost" : "primary", size: "lg" })}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
