import * as Dialog from "@radix-ui/react-dialog";
import { Copy, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import type { LeadTab } from "~/lib/admin/lead-tabs";
import type { LeadRow } from "~/lib/leads/lead-tables";

/** A lead as listed: the row type of ~/lib/leads/lead-tables.ts. */
export type Lead = LeadRow;

/**
 * One dialog of each kind for the whole list, opened for the chosen lead: 25 rows × two Radix
 * dialogs made server rendering of a page measurably slower. Focus goes back to the button
 * that opened it (`returnFocus`), as a Radix trigger would do.
 */
interface ControlledDialog {
  lead: Lead | null;
  onClose: () => void;
  returnFocus: () => void;
}

function DialogFrame({
  title,
  description,
  open,
  onClose,
  returnFocus,
  children,
}: {
  title: string;
  description?: string;
  open: boolean;
  onClose: () => void;
  returnFocus: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[88dvh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-sand p-5 shadow-soft md:p-7"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl break-words">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-4 text-ink-soft">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The lead's full record as JSON, with a copy button (SPEC §6). */
export function JsonDialog({ lead, onClose, returnFocus }: ControlledDialog) {
  const json = lead ? JSON.stringify(lead, null, 2) : "";
  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      toast.success("Copied", { description: "The record is on your clipboard as JSON." });
    } catch {
      toast.error("Copy failed");
    }
  }
  return (
    <DialogFrame title={lead?.name ? `Lead: ${lead.name}` : "Lead record"} open={lead !== null} onClose={onClose} returnFocus={returnFocus}>
      <pre
        data-testid="lead-json"
        className="max-h-[55dvh] overflow-auto rounded-xl bg-white p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-ink"
      >
        {json}
      </pre>
      <div className="mt-4 flex justify-end">
        <Button onClick={copy}>
          <Copy aria-hidden /> Copy JSON
        </Button>
      </div>
    </DialogFrame>
  );
}

/** Erasure after a confirmation; the list reloads once the row is gone. */
export function DeleteDialog({ lead, tab, returnTo, onClose, returnFocus }: ControlledDialog & { tab: LeadTab; returnTo: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  const submitted = useRef<Lead | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current) return;
    const done = submitted.current;
    submitted.current = null;
    if (fetcher.data?.error) toast.error("Delete failed", { description: fetcher.data.error });
    else toast.success("Lead deleted", { description: `${done.name ?? done.email} was removed.` });
    onClose();
  }, [fetcher.state, fetcher.data, onClose]);
  return (
    <DialogFrame
      title="Delete this lead?"
      description={lead ? `${lead.name ?? "This subscriber"} (${lead.email}) will be removed for good, with any e-mails still queued for them. This cannot be undone.` : undefined}
      open={lead !== null}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {lead ? (
        <fetcher.Form
          method="post"
          action={`/admin/leads/${tab}/${lead.id}`}
          onSubmit={() => (submitted.current = lead)}
          className="flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="button" variant="outline" onClick={onClose}>
            Keep
          </Button>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Deleting..." : "Delete lead"}
          </Button>
        </fetcher.Form>
      ) : null}
    </DialogFrame>
  );
}
