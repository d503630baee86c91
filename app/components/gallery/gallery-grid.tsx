import { Expand } from "lucide-react";
import { useRef, useState } from "react";
import { Picture } from "~/components/picture";
import { getImage } from "~/lib/images";
import { cn } from "~/lib/utils";
import { imagePosition, Lightbox } from "./lightbox";

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

  return (
    <>
      <ul className={cn("grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4", className)}>
        {images.map((id, i) => {
          const alt = getImage(id)?.alt;
          return (
            <li key={id} className={cn(i === 0 && "col-span-2 row-span-2", "relative")}>
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
                }}
                className="group relative block h-full w-full overflow-hidden rounded-2xl bg-linen"
              >
                <Picture
                  id={id}
                  sizes={i === 0 ? "(min-width: 768px) 36rem, 100vw" : "(min-width: 768px) 18rem, 50vw"}
                  className={cn("h-full w-full", i === 0 ? "aspect-square" : "aspect-[4/3]")}
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
      <Lightbox
        title={title}
        images={images}
        index={index}
        onIndexChange={setIndex}
        returnFocusTo={() => thumbs.current[opener.current]}
      />
    </>
  );
}
