import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Link } from "react-router";
import { retreatsMenu } from "~/content/site";

export type OpenedBy = "pointer" | "keyboard";

/**
 * The header's Retreats dropdown on Radix (focus management, arrow keys, typeahead, Esc).
 * Loaded when the visitor first points at or focuses its trigger (site-header.tsx renders a
 * plain button of the same look until then); `openedBy` is set when that button was already
 * pressed before this arrived, and `focus` when it had focus, which then moves to this trigger.
 */
export function RetreatsDropdown({ className, openedBy, focus }: { className: string; openedBy?: OpenedBy; focus: boolean }) {
  const [open, setOpen] = useState(Boolean(openedBy));
  const trigger = useRef<HTMLButtonElement>(null);
  const firstOpen = useRef(openedBy);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);

  // Opened by a key press Radix did not see, so it does not know a keyboard is in use: when it
  // focuses the menu on opening, move on to the first item as it would have.
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || firstOpen.current !== "keyboard") return;
    firstOpen.current = undefined;
    event.currentTarget.querySelector<HTMLElement>("[role=menuitem]")?.focus();
  }

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} className={className}>
        Retreats
        <ChevronDown aria-hidden className="size-4 transition-transform" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onFocus={onFocus}
          className="z-50 min-w-56 rounded-xl border border-ink/10 bg-sand p-2 shadow-soft"
        >
          {retreatsMenu.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-lg px-3 py-2.5 text-sm text-ink outline-none data-[highlighted]:bg-linen data-[highlighted]:text-clay-dark"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
