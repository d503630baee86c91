import * as Dialog from "@radix-ui/react-dialog";
import { Braces, Copy, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import type { LeadTab } from "~/lib/admin/lead-tabs";

type Lead = Record<string, unknown> & { id: number; name: string | null; email: string };

function DialogFrame({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
      <Dialog.Content
        className="fixed top-1/2 left-1/2 z-50 max-h-[88dvh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-sand p-5 shadow-soft md:p-7"
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <Dialog.Title className="font-display text-2xl">{title}</Dialog.Title>
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
  );
}

/** The lead's full record as JSON, with a copy button (SPEC §6). */
export function JsonDialog({ lead }: { lead: Lead }) {
  const json = JSON.stringify(lead, null, 2);
  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      toast.success("Copied", { description: "The record is on your clipboard as JSON." });
    } catch {
      toast.error("Copy failed");
    }
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`View record of ${lead.name ?? lead.email}`}>
          <Braces aria-hidden /> JSON
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={lead.name ? `Lead: ${lead.name}` : "Lead record"}>
        <pre
          data-testid="lead-json"
          className="max-h-[55dvh] overflow-auto rounded-xl bg-white p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-ink"
        >
          {json}
        </pre>
        <div className="mt-4 flex justify-end">
          <Button onClick={copy}>
            <Copy aria-hidden /> Copy JSON
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

/** Erasure after a confirmation; the list reloads once the row is gone. */
export function DeleteDialog({ lead, tab, returnTo }: { lead: Lead; tab: LeadTab; returnTo: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ error?: string }>();
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    if (fetcher.data?.error) toast.error("Delete failed", { description: fetcher.data.error });
    else toast.success("Lead deleted", { description: `${lead.name ?? lead.email} was removed.` });
    setOpen(false);
  }, [fetcher.state, fetcher.data, lead.name, lead.email]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-error" aria-label={`Delete ${lead.name ?? lead.email}`}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </Dialog.Trigger>
      <DialogFrame
        title="Delete this lead?"
        description={`${lead.name ?? "This subscriber"} (${lead.email}) will be removed for good, with any e-mails still queued for them. This cannot be undone.`}
      >
        <fetcher.Form
          method="post"
          action={`/admin/leads/${tab}/${lead.id}`}
          onSubmit={() => (submitted.current = true)}
          className="flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <Dialog.Close asChild>
            <Button type="button" variant="outline">
              Keep
            </Button>
          </Dialog.Close>
          <Button type="submit" className="bg-error hover:bg-error/85" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Deleting..." : "Delete lead"}
          </Button>
        </fetcher.Form>
      </DialogFrame>
    </Dialog.Root>
  );
}
