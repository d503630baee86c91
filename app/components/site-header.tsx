import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { retreatsMenu } from "~/content/site";
import { cn } from "~/lib/utils";

/** The header turns solid once the page has scrolled more than this (SPEC §9). */
export const HEADER_SOLID_AFTER_PX = 50;

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
  const alwaysSolid = matches.some((m) => (m.handle as HeaderHandle | undefined)?.header === "solid");
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const solid = alwaysSolid || scrolled || menuOpen;

  // The mobile menu closes whenever the visitor navigates.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const linkTone = solid ? "text-ink hover:text-clay" : "text-sand hover:text-linen";

  return (
    <header
      data-solid={solid ? "" : undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-300",
        solid
          ? "border-b border-ink/10 bg-sand/85 shadow-sm backdrop-blur-md"
          : "bg-gradient-to-b from-ink/55 to-transparent",
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
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  className={cn("inline-flex min-h-11 items-center gap-1 data-[state=open]:[&>svg]:rotate-180", linkTone)}
                >
                  Retreats
                  <ChevronDown aria-hidden className="size-4 transition-transform" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={8}
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

        {/* Without JavaScript the toggle is a link that opens the menu through :target (app.css). */}
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
          {retreatsMenu.map((item) => (
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
    </header>
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
