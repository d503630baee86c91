import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import type { HeaderHandle } from "~/components/site-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { getDb } from "~/lib/db/db.server";
import { unsubscribeToken } from "~/lib/mail/unsubscribe-token.server";
import { unsubscribe, unsubscribeState } from "~/lib/mail/subscriptions.server";

export const handle: HeaderHandle = { header: "solid" };

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

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
  return data({ state, token: state === "invalid" ? null : token }, { status: state === "invalid" ? 400 : 200, headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const token = await unsubscribeToken(request);
  const outcome = await unsubscribe(await getDb(), token);
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200, headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

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
    <main id="main" className="bg-linen pt-28 pb-20 md:pt-36 md:pb-28">
      <div className="container-content max-w-xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Newsletter</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
        <p className="mt-4 text-ink-soft">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {state === "subscribed" ? (
            <Form method="post" replace>
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <Button type="submit" size="lg">
                Unsubscribe
              </Button>
            </Form>
          ) : (
            <Link to={state === "unsubscribed" ? "/newsletter" : "/contact"} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {state === "unsubscribed" ? "Subscribe again" : "Contact us"}
            </Link>
          )}
          <Link to="/" className={buttonVariants({ variant: state === "subscribed" ? "ghost" : "primary", size: "lg" })}>
            Return to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
