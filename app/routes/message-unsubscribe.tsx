import { data } from "react-router";
import type { Route } from "./+types/message-unsubscribe";
import type { HeaderHandle } from "~/components/site-header";
import { UNSUBSCRIBE_HEADERS, UnsubscribePage, unsubscribeHeaders } from "~/components/page/unsubscribe-page";
import { now } from "~/lib/clock.server";
import { getDb } from "~/lib/db/db.server";
import { unsubscribeToken } from "~/lib/mail/unsubscribe-token.server";
import { markNoContact, noContactState } from "~/lib/messages/no-contact.server";

export const handle: HeaderHandle = { header: "solid" };

/**
 * The unsubscribe link of a waitlist's "a place opened" e-mail (docs/messages.md). As the
 * newsletter's: GET only shows a page with a button (mail scanners open links and must not
 * unsubscribe anyone); POST, from the button or a mail client's RFC 8058 one-click request
 * (the token in the URL), marks the person as not to be contacted.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = await noContactState(await getDb(), token);
  return data({ state, token: state === "invalid" ? null : token }, { status: state === "invalid" ? 400 : 200, headers: UNSUBSCRIBE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const token = await unsubscribeToken(request);
  const outcome = await markNoContact(await getDb(), token, now());
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: UNSUBSCRIBE_HEADERS });
}

export const headers = unsubscribeHeaders;

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
    <UnsubscribePage
      eyebrow="Waitlist"
      title={words.title}
      body={words.body}
      confirm={state === "contactable" ? { label: "Stop these e-mails", token: loaderData.token ?? "" } : null}
      other={{ to: "/contact", label: "Contact us" }}
    />
  );
}
