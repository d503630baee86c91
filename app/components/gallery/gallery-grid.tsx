import { Expand } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Picture } from "~/components/picture";
import { useImages } from "~/lib/images";
import { onDemand, whenIdle } from "~/lib/on-demand";
import { cn } from "~/lib/utils";
import { imagePosition } from "./image-position";

/**
 * The lightbox (a native <dialog>, ADR 039) loads when the browser is idle after load, or when a visitor first
 * points at or focuses a photograph, whichever comes first (ADR 008).
 */
const lightbox = onDemand(() => import("./lightbox"));

/**
 * Where tile i of `count` sits: the first is large (two by two); tiles left over in the last
 * row widen to fill it, so no grid ends with empty cells (phones: 2 columns; md+: 4).
 */
// Literal class names, so Tailwind's scanner sees them.
const MD_SPAN: Record<number, string> = { 1: "", 2: "md:col-span-2", 4: "md:col-span-4" };

export function tileLayout(i: number, count: number): { span: string; aspect: string; sizes: string } {
  if (i === 0) return { span: "col-span-2 row-span-2", aspect: "aspect-square", sizes: "(min-width: 768px) 36rem, 100vw" };
  // md+: four small tiles sit beside the large one, then rows of four.
  const left = count > 5 ? (count - 5) % 4 : 0;
  const fromEnd = count - 1 - i;
  let md = 1;
  if (left === 1 && fromEnd === 0) md = 4;
  else if ((left === 2 && fromEnd < 2) || (left === 3 && fromEnd === 0)) md = 2;
  // Phones: the small tiles pair up; an odd one out takes the full row.
  const phoneWide = (count - 1) % 2 === 1 && fromEnd === 0;
  const spans = [phoneWide ? "col-span-2" : "", phoneWide && md === 1 ? "md:col-span-1" : "", MD_SPAN[md]];
  const aspect = md === 4 ? "aspect-[4/3] md:aspect-[16/5]" : md === 2 ? "aspect-[4/3] md:aspect-[8/3]" : "aspect-[4/3]";
  const sizes = `(min-width: 768px) ${md * 18}rem, ${phoneWide ? "100vw" : "50vw"}`;
  return { span: spans.filter(Boolean).join(" "), aspect, sizes };
}

/**
 * A grid of photographs; each opens the lightbox at that image. Layout: the first image
 * large, the rest in a calm mosaic, on phones two columns.
 */
export function GalleryGrid({
  title,
  images,
  className,
}: {
  /** The gallery's name, e.g. "Your Stay"; names the lightbox dialog. */
  title: string;
  images: readonly string[];
  className?: string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<number>(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const imageOf = useImages();
  const [module, loadLightbox] = lightbox.useModule();
  const warmUp = () => void loadLightbox().catch(() => {});
  const loadRef = useRef(loadLightbox);
  loadRef.current = loadLightbox;
  useEffect(() => whenIdle(() => loadRef.current()), []);

  return (
    <>
      <ul
        className={cn("grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4", className)}
        onPointerOver={module ? undefined : warmUp}
        onFocus={module ? undefined : warmUp}
      >
        {images.map((id, i) => {
          const alt = imageOf(id)?.alt;
          const tile = tileLayout(i, count);
          return (
            <li key={id} className={cn(tile.span, "relative")}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                aria-haspopup="dialog"
                aria-label={`Open ${imagePosition(i, count).toLowerCase()}${alt ? `: ${alt}` : ""}`}
                onClick={() => {
                  opener.current = i;
                  setIndex(i);
                  warmUp();
                }}
                className="group relative block h-full w-full overflow-hidden rounded-2xl bg-linen"
              >
                <Picture
                  id={id}
                  sizes={tile.sizes}
                  className={cn("h-full w-full", tile.aspect)}
                  imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
                />
                <span
                  aria-hidden
                  className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-sand/90 text-ink opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  <Expand className="size-4" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {module ? (
        <module.Lightbox
          title={title}
          images={images}
          index={index}
          onIndexChange={setIndex}
          returnFocusTo={() => thumbs.current[opener.current]}
        />
      ) : null}
    </>
  );
}
