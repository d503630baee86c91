import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";

/** How the menu was opened: by keyboard it moves focus into the menu, by a press it does not. */
type Opened = false | "pointer" | "first" | "last";

/**
 * The header's Retreats menu button (the WAI-ARIA menu button pattern): a click or Enter/Space
 * opens it, the arrow keys, Home, End and a first letter move through its links, Esc closes it
 * and gives focus back to the button, and a press or focus outside closes it. It is small and
 * ships with the header, so the first press answers at once (ADR 039); it sits in the header
 * below its button, so it moves with the fixed header and needs no positioning code. Without
 * JavaScript, site-header.tsx shows a <details> disclosure of the same links.
 */
export interface MenuItem {
  label: string;
  to: string;
}

export function RetreatsMenu({ className, items: links }: { className: string; items: readonly MenuItem[] }) {
  const [opened, setOpened] = useState<Opened>(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!opened) return;
    const list = items();
    if (opened === "first") list[0]?.focus();
    else if (opened === "last") list.at(-1)?.focus();
    // A press or a focus anywhere else closes the menu, as a visitor expects of any dropdown.
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener("pointerdown", outside, true);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside, true);
      document.removeEventListener("focusin", outside);
    };
  }, [opened]);

  const close = () => {
    setOpened(false);
    button.current?.focus();
  };

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const to = event.key === "ArrowDown" ? "first" : "last";
      if (opened) (to === "first" ? items()[0] : items().at(-1))?.focus();
      else setOpened(to);
    } else if (event.key === "Escape" && opened) {
      setOpened(false);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => list[Math.max(0, Math.min(list.length - 1, i))]?.focus();
    if (event.key === "ArrowDown") focus(at + 1);
    else if (event.key === "ArrowUp") focus(at < 0 ? list.length - 1 : at - 1);
    else if (event.key === "Home") focus(0);
    else if (event.key === "End") focus(list.length - 1);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") return setOpened(false);
    else if (event.key === " ") (document.activeElement as HTMLElement | null)?.click();
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next item that starts with the letter typed.
      const letter = event.key.toLowerCase();
      const next = [...list.slice(at + 1), ...list.slice(0, at + 1)].find((item) =>
        item.textContent?.trim().toLowerCase().startsWith(letter),
      );
      next?.focus();
    } else return;
    event.preventDefault();
  }

  return (
    <div ref={root} className="needs-script relative">
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={Boolean(opened)}
        aria-controls={opened ? `${id}-menu` : undefined}
        data-state={opened ? "open" : "closed"}
        className={className}
        // A click from the keyboard (Enter or Space) has no pointer detail: it moves focus in.
        onClick={(event) => setOpened(opened ? false : event.detail === 0 ? "first" : "pointer")}
        onKeyDown={onButtonKeyDown}
      >
        Retreats
        <ChevronDown aria-hidden className="size-4 transition-transform" />
      </button>
      {opened ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-xl border border-ink/10 bg-sand p-2 shadow-soft"
        >
          {links.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpened(false)}
              className="block rounded-lg px-3 py-2.5 text-sm text-ink outline-none hover:bg-linen hover:text-clay-dark focus:bg-linen focus:text-clay-dark"
            >
              {item.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
