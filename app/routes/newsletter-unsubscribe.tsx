import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import type { HeaderHandle } from "~/components/site-header";
import { UNSUBSCRIBE_HEADERS, UnsubscribePage, unsubscribeHeaders } from "~/components/page/unsubscribe-page";
import { getDb } from "~/lib/db/db.server";
import { unsubscribeToken } from "~/lib/mail/unsubscribe-token.server";
import { unsubscribe, unsubscribeState } from "~/lib/mail/subscriptions.server";

export const handle: HeaderHandle = { header: "solid" };

/**
 * The unsubscribe link of every newsletter e-mail. GET only shows a page with a
 * button: mail scanners and link previews open links, and must not unsubscribe anyone. POST
 * unsubscribes: the button's form, or a mail client's RFC 8058 one-click request, which posts
 * "List-Unsubscribe=One-Click" to the List-Unsubscribe URL without our form fields. So the
 * token is read from the URL first, then from the form, and no other field is required.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const state = await unsubscribeState(await getDb(), token);
  return data({ state, token: state === "invalid" ? null : token }, { status: state === "invalid" ? 400 : 200, headers: UNSUBSCRIBE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const token = await unsubscribeToken(request);
  const outcome = await unsubscribe(await getDb(), token);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: UNSUBSCRIBE_HEADERS });
}

export const headers = unsubscribeHeaders;

export function meta() {
  return [{ title: "Unsubscribe | Retreatly" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.outcome ?? loaderData.state;
  let title: string;
  let body: string;
  if (state === "unsubscribed") {
    title = "You are unsubscribed";
    body = "We will not send you our newsletter any more. If you change your mind, you can sign up again at any time.";
  } else if (state === "invalid") {
    title = "This link is not valid";
    body = "It may have been copied only in part. Open the unsubscribe link from one of our e-mails again, or write to us and we will remove your address by hand.";
  } else {
    title = "Unsubscribe from our newsletter?";
    body = "Press the button and we will stop sending you our letters. Nothing else changes: any retreat booking stays as it is.";
  }
  return (
    <UnsubscribePage
      eyebrow="Newsletter"
      title={title}
      body={body}
      confirm={state === "subscribed" ? { label: "Unsubscribe", token: loaderData.token ?? "" } : null}
      other={state === "unsubscribed" ? { to: "/newsletter", label: "Subscribe again" } : { to: "/contact", label: "Contact us" }}
    />
  );
}
