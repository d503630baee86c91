import { useLocation } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { formatDateTime } from "~/lib/calendar";
import { CONTACT_AGAIN_FORM, ContactAgainSchema } from "~/lib/messages/schema";
import { AccountForm, useFormReply } from "./account-form";

/**
 * A person who asked not to be contacted (the unsubscribe link of a waitlist e-mail), and the
 * organiser's undo when they write asking for news again: a plain POST to the person's page with
 * the reason, which goes on the timeline (lib/messages/no-contact.server.ts).
 */
export function ContactAgain({ noContactAt, timeZone }: { noContactAt: string | null; timeZone: string }) {
  const reply = useFormReply(CONTACT_AGAIN_FORM);
  const done = new URLSearchParams(useLocation().search).get("contact_again") === "done";
  if (!noContactAt)
    return done ? <FormMessage kind="success" title="They may be contacted again: a place opened e-mails reach them again. It is on the timeline." /> : null;
  return (
    <div className="space-y-3 rounded-xl border border-error/30 bg-error/5 p-4" data-testid="no-contact">
      <p className="text-sm font-semibold text-error">Asked not to be contacted on {formatDateTime(noContactAt, timeZone)} (the unsubscribe link of a waitlist e-mail).</p>
      <details open={Boolean(reply)}>
        <summary className="cursor-pointer text-sm font-semibold text-clay-dark underline underline-offset-4">They asked to hear from us again</summary>
        <div className="mt-3">
          <AccountForm
            id={CONTACT_AGAIN_FORM}
            schema={ContactAgainSchema}
            lastResult={reply}
            fields={[{ name: "reason", label: "How they asked", type: "text", autoComplete: "off", hint: "For example: wrote on WhatsApp on 3 December asking about Bali. Kept on the timeline." }]}
            submitLabel="They may be contacted again"
          />
        </div>
      </details>
    </div>
  );
}
