import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { retreatsMenu } from "~/content/site";
import { cn } from "~/lib/utils";
import { RetreatsMenu, type MenuItem } from "./retreats-menu";

/** The header turns solid once the page has scrolled more than this (SPEC §9). */
const HEADER_SOLID_AFTER_PX = 50;

export interface HeaderHandle {
  /** "overlay" (default): transparent over a dark hero until scrolled. "solid": always solid. */
  header?: "overlay" | "solid";
}

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

export function SiteHeader({ brand }: { brand: string }) {
  const matches = useMatches();
  // SPEC's four links, then each retreat on the calendar (the root loader reads them per request).
  const destinations = (matches.find((m) => m.id === "root")?.data as { destinations?: MenuItem[] } | undefined)?.destinations ?? [];
  const items: MenuItem[] = [...retreatsMenu, ...destinations];
  const alwaysSolid = matches.some((m) => (m.handle as HeaderHandle | undefined)?.header === "solid");
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const solid = alwaysSolid || scrolled || menuOpen;

  // The mobile menu closes whenever the visitor navigates (not on mount: the layout effect
  // below may just have opened it).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname]);
  // Opened through its #mobile-menu link before hydration: it stays open (app.css). A layout
  // effect, so the menu is open before App's effect sets data-hydrated and the CSS that showed
  // it stops applying; with a passive effect it could be hidden for a frame in between.
  useLayoutEffect(() => {
    if (window.location.hash === "#mobile-menu") setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    // The open menu veils the page below it, and a tap there closes it: the page is out of
    // reach meanwhile for the keyboard and screen readers too, as under a dialog, and its text
    // is not read as low-contrast text under the veil. Not the toasts (a section of their own).
    const page = document.querySelectorAll<HTMLElement>("body>:not(header,script,section)");
    for (const el of page) el.inert = true;
    return () => {
      document.removeEventListener("keydown", onKey);
      for (const el of page) el.inert = false;
    };
  }, [menuOpen]);

  const linkTone = solid ? "text-ink hover:text-clay" : "text-sand hover:text-linen";

  return (
    <header
      data-solid={solid ? "" : undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-300",
        solid
          ? // Nearly opaque: at 85 % the olive footer and dark bands behind it turned it a muddy grey.
            "border-b border-ink/10 bg-sand/95 shadow-sm backdrop-blur-md"
          : // Without JavaScript it cannot turn solid on scroll, so it scrolls away with the hero
          // rather than float, light on transparent, over the page below.
          "bg-gradient-to-b from-ink/55 to-transparent noscript:absolute",
      )}
    >
      <div className="container-content flex h-18 items-center justify-between gap-6">
        <Link
          to="/"
          className={cn("font-display text-2xl font-semibold tracking-tight", solid ? "text-ink" : "text-sand")}
        >
          {brand}
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-8 text-sm font-medium">
            <li>
              <NavLink to="/" end className={linkTone}>
                Home
              </NavLink>
            </li>
            <li>
              <RetreatsMenu
                items={items}
                className={cn("inline-flex min-h-11 items-center gap-1 data-[state=open]:[&>svg]:rotate-180", linkTone)}
              />
              <RetreatsWithoutScript items={items} className={cn("inline-flex min-h-11 items-center gap-1", linkTone)} />
            </li>
            <li>
              <NavLink to="/about" className={linkTone}>
                About Us
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={linkTone}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>

        {/* Until hydration (and without JavaScript) the toggle is a link that opens the menu through :target (app.css). */}
        <a
          href="#mobile-menu"
          className={cn("nojs-only inline-flex size-11 items-center justify-center rounded-full md:hidden", solid ? "text-ink" : "text-sand")}
        >
          <Menu aria-hidden className="size-6" />
          <span className="sr-only">Menu</span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={cn("js-only inline-flex size-11 items-center justify-center rounded-full md:hidden", solid ? "text-ink" : "text-sand")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-ink/10 bg-sand md:hidden"
      >
        <ul className="container-content flex flex-col py-3 text-base">
          <MobileItem to="/">Home</MobileItem>
          <li className="px-1 pt-3 pb-1 text-xs font-semibold tracking-widest text-ink-soft uppercase">Retreats</li>
          {items.map((item) => (
            <MobileItem key={item.to} to={item.to} indent>
              {item.label}
            </MobileItem>
          ))}
          <MobileItem to="/about">About Us</MobileItem>
          <MobileItem to="/contact">Contact</MobileItem>
          <li className="nojs-only">
            <a href="#" className="flex min-h-11 items-center px-1 text-ink-soft">
              Close menu
            </a>
          </li>
        </ul>
      </nav>
      {menuOpen && (
        // Dims the page below the open menu, and a tap on it closes the menu. Absolute to the
        // header (fixed), from its bottom edge, which the open menu is part of.
        <div aria-hidden className="absolute inset-x-0 top-full h-dvh bg-ink/40 md:hidden" onClick={() => setMenuOpen(false)} />
      )}
    </header>
  );
}

/**
 * Without JavaScript (CSS shows it only when scripting is off) the dropdown is a <details>
 * disclosure with the same links, so Corporate Retreats and Host a Retreat stay one click away.
 */
function RetreatsWithoutScript({ className, items }: { className: string; items: readonly MenuItem[] }) {
  return (
    <details className="group relative hidden noscript:block">
      <summary className={cn(className, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        Retreats
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full left-0 mt-2 min-w-56 rounded-2xl border border-ink/10 bg-sand p-2 text-sm shadow-soft">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="flex min-h-11 items-center rounded-xl px-3 text-ink hover:bg-linen hover:text-clay">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileItem({ to, children, indent }: { to: string; children: React.ReactNode; indent?: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === "/"}
        className={cn(
          "flex min-h-11 items-center rounded-lg px-1 text-ink hover:text-clay aria-[current=page]:text-clay-dark",
          indent && "pl-4",
        )}
      >
        {children}
      </NavLink>
    </li>
  );
}
