import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { CarouselDots } from "~/components/carousel/carousel-controls";
import { Picture } from "~/components/picture";
import { useImages } from "~/lib/images";
import { cn } from "~/lib/utils";
import { imagePosition } from "./image-position";

// Previous/next: 48 px round buttons. Under the picture on a phone (row 3, with a ring, as the
// bar there is as dark as they are); from md level with the picture's middle (row 2), as before.
const arrow =
  "row-start-3 inline-flex size-12 items-center justify-center self-center rounded-full border border-sand/40 text-sand hover:bg-sand/15 md:row-start-2 md:border-0 md:bg-ink/60 md:hover:bg-ink/80";

export interface LightboxProps {
  /** Name of the gallery, e.g. "Your Stay": the dialog's accessible name. */
  title: string;
  images: readonly string[];
  /** Index shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes back to on close (the thumbnail that opened it). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A full-screen image viewer on the browser's own modal <dialog>: the top layer, an inert page
 * behind, Esc to close. Tab cycles inside it, the page behind does not scroll, and focus goes
 * back to the photograph that opened it. The browser does the heavy part, so a first press on
 * a phone opens it within budget (ADR 039: a script dialog's scroll lock and focus handling
 * did not). Previous/next wrap around (SPEC §4); arrow keys and a horizontal swipe move too.
 */
export function Lightbox({ title, images, index, onIndexChange, returnFocusTo }: LightboxProps) {
  const count = images.length;
  const open = index !== null;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => {
    // Closed first: while it is modal, the page behind is inert and takes no focus.
    dialog.current?.close();
    onIndexChange(null);
    returnFocusTo?.()?.focus();
  };

  // Before the first paint, so it is never drawn outside the top layer.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    el.showModal();
    // The page behind stays where it is: a wheel or a swipe over the dialog would scroll it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (el.open) el.close();
    };
  }, [open]);
  const current = index ?? 0;
  const go = (delta: number) => onIndexChange((((current + delta) % count) + count) % count);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const id = images[current]!;
  const alt = useImages()(id)?.alt ?? "";

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(-1);
    } else if (e.key === "Tab") {
      // Round from the last control to the first (and back): a modal dialog would let focus
      // leave for the browser's own toolbar.
      const controls = [...e.currentTarget.querySelectorAll<HTMLElement>("button")];
      const [first, last] = [controls[0], controls.at(-1)];
      if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
        e.preventDefault();
        (e.shiftKey ? last : first)?.focus();
      }
    }
  }
  function onPointerDown(e: PointerEvent) {
    if (e.pointerType !== "mouse") swipeStart.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerUp(e: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    // A deliberate horizontal swipe, not a scroll or a tap.
    if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(e.clientY - start.y)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1);
    }
  }
  // The dialog fills the screen, so its backdrop never receives a click: a click on the dark
  // space around the picture (not on the picture, its caption or a control) closes it here.
  const swiped = useRef(false);
  function onBackdropClick(e: MouseEvent) {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (!(e.target as Element).closest("img, button, a, p, h2")) close();
  }

  if (!open) return null;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
      // Esc: the browser closes the dialog; the state follows and focus goes back.
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      // A grid, so the arrows can change places without changing the tab order (close, previous,
      // next, dots): on a phone they sit in a row under the picture, either side of its position,
      // clear of the picture; from md they flank it in columns of their own.
      className="fixed inset-0 m-0 grid h-dvh max-h-none w-full max-w-none grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[auto_minmax(0,1fr)_auto_auto] bg-ink p-0 text-sand outline-none backdrop:bg-ink md:grid-cols-[5rem_minmax(0,1fr)_5rem]"
    >
      <div className="col-span-3 flex items-center justify-between gap-4 px-4 py-3 md:px-8">
        <h2 id={titleId} className="font-display text-lg md:text-xl">
          {title}
        </h2>
        <button
          type="button"
          autoFocus
          onClick={close}
          aria-label="Close gallery"
          className="inline-flex size-11 items-center justify-center rounded-full text-sand hover:bg-sand/15"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <div
        className="col-span-3 row-start-2 flex min-h-0 touch-pan-y items-center justify-center px-2 md:col-span-1 md:col-start-2 md:px-0"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {/* A div, not a figure: a figure with a caption may not take the slide's role. */}
        <div
          key={id}
          role="group"
          aria-roledescription="slide"
          aria-label={imagePosition(current, count)}
          className="flex h-full max-h-full w-full max-w-5xl flex-col items-center justify-center gap-3"
        >
          <Picture
            id={id}
            sizes="(min-width: 1024px) 64rem, 100vw"
            fit="natural"
            className="flex max-h-[72dvh] w-full justify-center"
            // Sized to the photograph itself, so no letterbox shows around it.
            imgClassName="h-auto max-h-[72dvh] w-auto max-w-full rounded-lg object-contain"
          />
          {alt && <p className="max-w-2xl px-4 text-center text-sm text-linen">{alt}</p>}
        </div>
      </div>
      <button
        type="button"
        onClick={() => go(-1)}
        aria-label="Previous image"
        className={cn(arrow, "col-start-1 ml-2 md:ml-6")}
      >
        <ChevronLeft aria-hidden className="size-6" />
      </button>
      <button
        type="button"
        onClick={() => go(1)}
        aria-label="Next image"
        className={cn(arrow, "col-start-3 mr-2 justify-self-end md:mr-6")}
      >
        <ChevronRight aria-hidden className="size-6" />
      </button>
      <p aria-live="polite" className="col-start-2 row-start-3 self-center pt-2 text-center text-sm tracking-wide text-linen">
        {imagePosition(current, count)}
      </p>
      <CarouselDots
        count={count}
        current={current}
        onSelect={onIndexChange}
        label={(i) => `Show image ${i + 1} of ${count}`}
        tone="light"
        className="col-span-3 row-start-4 mt-1 mb-5 justify-self-center"
      />
    </dialog>
  );
}
