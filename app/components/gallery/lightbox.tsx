import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
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
 * A full-screen image viewer on a Radix Dialog, which gives it focus trapping, Esc to close
 * and an inert page behind. Previous/next wrap around (SPEC §4); arrow keys and a horizontal
 * swipe move too.
 */
export function Lightbox({ title, images, index, onIndexChange, returnFocusTo }: LightboxProps) {
  const count = images.length;
  const open = index !== null;
  const current = index ?? 0;
  const go = (delta: number) => onIndexChange((((current + delta) % count) + count) % count);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const id = images[current]!;
  const alt = useImages()(id)?.alt ?? "";

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(-1);
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
  // The dialog fills the screen, so Radix's overlay never receives a click: a click on the dark
  // space around the picture (not on the picture, its caption or a control) closes it here.
  const swiped = useRef(false);
  function onBackdropClick(e: MouseEvent) {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (!(e.target as Element).closest("img, button, a, p, h2")) onIndexChange(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onClick={onBackdropClick}
          onCloseAutoFocus={(e) => {
            const el = returnFocusTo?.();
            if (el) {
              e.preventDefault();
              el.focus();
            }
          }}
          className="fixed inset-0 z-[71] flex flex-col text-sand outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8">
            <Dialog.Title className="font-display text-lg md:text-xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close gallery"
              className="inline-flex size-11 items-center justify-center rounded-full text-sand hover:bg-sand/15"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
