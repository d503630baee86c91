import { Mail, MessageCircle, Send } from "lucide-react";
import { Form } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { ContactAgain } from "./contact-again";
import { messageHref, useRefreshAfterOpening } from "./message-links";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { PLACEHOLDERS } from "~/lib/messages/fill";
import type { PersonMessagesView } from "~/lib/messages/templates.server";

/** A filled message as it will read: the e-mail's subject over its body, or the WhatsApp text. */
export function MessagePreview({ subject, body, label }: { subject: string | null; body: string; label: string }) {
  return (
    <figure className="min-w-0 rounded-xl border border-ink/10 bg-sand p-4 text-sm" aria-label={label} data-testid="message-preview">
      {subject !== null ? <p className="mb-2 border-b border-ink/10 pb-2 font-semibold [overflow-wrap:anywhere]">{subject}</p> : null}
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{body}</p>
    </figure>
  );
}

/**
 * A filled message on a person's page, folded until asked for (a native <details>, so it opens
 * without JavaScript): the page stays short on a phone, and the actions beside it stay in view.
 */
function FoldedPreview({ summary, ...preview }: { summary: string; subject: string | null; body: string; label: string }) {
  return (
    <details className="space-y-1">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-clay-dark">{summary}</summary>
      <MessagePreview {...preview} />
    </details>
  );
}

const DONE_WORDS = {
  sent: { kind: "success", title: "E-mail queued: the site sends it within a minute. It is on the timeline." },
  opened: { kind: "success", title: "Opened, and noted on the timeline." },
  held: { kind: "error", title: "Not sent: this address has had the most e-mails the site sends one address in a day. Try again tomorrow, or write from your own e-mail." },
  missing: { kind: "error", title: "Nothing was sent: the message still has placeholders without a value (see below)." },
  "no-phone": { kind: "error", title: "There is no phone number for WhatsApp." },
} as const;

const selectClass = "min-h-11 w-full rounded-xl border border-ink/20 bg-white px-3 py-2 text-base text-ink focus:border-clay focus:ring-2 focus:ring-clay/30 focus:outline-none select-chevron";

/**
 * A person's messages from templates (docs/messages.md), on their page: choose a template and
 * the edition (a GET form, so the page fills it in without JavaScript), read it filled in (each
 * channel's text folded under its heading), then open it in WhatsApp or the e-mail app, or have
 * the site send it. Each goes through /admin/leads/<id>/message, which fills the template again
 * and puts it on the timeline: the two that open an app are links to it that redirect on to
 * wa.me or mailto: (so even an opened message is recorded), the site's e-mail a POST.
 */
export function PersonMessages({ personId, messages, timeZone }: { personId: number; messages: PersonMessagesView; timeZone: string }) {
  const self = `/admin/leads/${personId}`;
  const post = `${self}/message`;
  const query = (channel: "whatsapp" | "email-app") => messageHref(personId, messages.purpose, messages.edition?.slug ?? null, channel);
  const refresh = useRefreshAfterOpening();
  const hidden = (
    <>
      <input type="hidden" name="purpose" value={messages.purpose} />
      {messages.edition ? <input type="hidden" name="edition" value={messages.edition.slug} /> : null}
    </>
  );
  const missing = [...new Set([...messages.email.missing, ...messages.whatsapp.missing])];
  const done = messages.done ? DONE_WORDS[messages.done] : null;
  return (
    <section id="messages" aria-labelledby="messages-title" className="space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-6" data-testid="person-messages">
      <h2 id="messages-title" className="text-2xl">
        Messages
      </h2>
      {done ? <FormMessage kind={done.kind} title={done.title} /> : null}
      <ContactAgain noContactAt={messages.noContactAt} timeZone={timeZone} />
      <Form method="get" action={`${self}#messages`} preventScrollReset className="grid gap-3 sm:grid-cols-[1fr_1.4fr_auto] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          Template
          <select name="message" defaultValue={messages.purpose} className={selectClass}>
            {messages.purposes.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          Retreat
          <select name="edition" defaultValue={messages.edition?.slug ?? ""} className={selectClass}>
            {messages.edition ? null : <option value="">None chosen</option>}
            {messages.choices.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          Fill in
        </Button>
      </Form>
      {missing.length ? (
        <p className="text-sm font-semibold text-error" role="status">
          Not known for this message: {missing.map((m) => `{${m}} (${PLACEHOLDERS[m].label})`).join(", ")}. Choose a retreat, or fill it in on the edition's page, before sending.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
            <MessageCircle aria-hidden className="size-4 text-clay" /> WhatsApp
          </h3>
          <FoldedPreview summary="Read the WhatsApp message" subject={null} body={messages.whatsapp.body} label="The WhatsApp message" />
          {messages.whatsappHref && messages.whatsapp.missing.length === 0 ? (
            // A plain link, not the router's: its answer is a redirect to wa.me, in a tab of its own.
            <a href={query("whatsapp")} target="_blank" rel="noopener" onClick={refresh} className={buttonVariants()}>
              <MessageCircle aria-hidden /> Open in WhatsApp
            </a>
          ) : (
            <Button type="button" disabled>
              <MessageCircle aria-hidden /> Open in WhatsApp
            </Button>
          )}
          {messages.whatsappHref ? null : <p className="text-xs text-ink-soft">No phone number on their requests.</p>}
        </div>
        <div className="min-w-0 space-y-2">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
            <Mail aria-hidden className="size-4 text-clay" /> E-mail to <span className="font-normal [overflow-wrap:anywhere]">{messages.email.to}</span>
          </h3>
          <FoldedPreview summary="Read the e-mail" subject={messages.email.subject} body={messages.email.body} label="The e-mail" />
          <div className="flex flex-wrap gap-2">
            {messages.email.missing.length === 0 ? (
              <a href={query("email-app")} onClick={refresh} className={buttonVariants({ variant: "outline" })}>
                <Mail aria-hidden /> Open e-mail
              </a>
            ) : (
              <Button type="button" variant="outline" disabled>
                <Mail aria-hidden /> Open e-mail
              </Button>
            )}
            <Form method="post" action={post} preventScrollReset>
              {hidden}
              <input type="hidden" name="channel" value="email" />
              <Button type="submit" disabled={messages.email.missing.length > 0}>
                <Send aria-hidden /> Send by e-mail
              </Button>
            </Form>
          </div>
          <p className="text-xs text-ink-soft">"Open e-mail" starts it in your own e-mail app; "Send by e-mail" sends it from the site's own address, where any reply comes back.</p>
        </div>
      </div>
    </section>
  );
}
