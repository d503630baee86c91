import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { CarouselDots } from "~/components/carousel/carousel-controls";
import { Picture } from "~/components/picture";
import { useImages } from "~/lib/images";
import { imagePosition } from "./image-position";

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
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-full max-w-none flex-col bg-ink p-0 text-sand outline-none backdrop:bg-ink"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8">
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
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 md:px-20"
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
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label="Previous image"
          className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-sand hover:bg-ink/80 md:left-6"
        >
          <ChevronLeft aria-hidden className="size-6" />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Next image"
          className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-sand hover:bg-ink/80 md:right-6"
        >
          <ChevronRight aria-hidden className="size-6" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-1 px-4 pt-2 pb-5">
        <p aria-live="polite" className="text-sm tracking-wide text-linen">
          {imagePosition(current, count)}
        </p>
        <CarouselDots
          count={count}
          current={current}
          onSelect={onIndexChange}
          label={(i) => `Show image ${i + 1} of ${count}`}
          tone="light"
        />
      </div>
    </dialog>
  );
}
