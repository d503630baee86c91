import { preload } from "react-dom";
import { useImages, type ImageVariantSet } from "~/lib/images";
import { cn } from "~/lib/utils";

interface PictureProps {
  /** Image id from images/catalog.json, e.g. "goa-2025/hero". */
  id: string;
  /** The slot's width, e.g. "(min-width: 768px) 50vw, 100vw". Required: it decides the bytes. */
  sizes: string;
  /** Above the fold: eager, fetchpriority=high. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /**
   * "fill" (default): a block that the image covers edge to edge. "natural": the caller sizes
   * and places both (className, imgClassName), e.g. the lightbox's photograph at its own ratio.
   */
  fit?: "fill" | "natural";
  /** Override the catalogue's alt (rarely: e.g. "" when a caption repeats it). */
  alt?: string;
  /**
   * "art-directed" (default): a hero's tall portrait crop below 768 px, for full-height slots.
   * "landscape": the landscape version at every width, for a wide slot such as a card or a
   * banner strip, where the tall crop cut again would lose the subject (the villa's roof, the sun).
   */
  crop?: "art-directed" | "landscape";
}

/**
 * Every image on the site goes through this: width/height for layout stability, AVIF then WebP,
 * srcset/sizes, a blurred placeholder behind, and alt text from the catalogue. Heroes with a
 * portrait crop get art direction: the portrait source below 768 px, unless the slot asks for
 * the landscape crop (cards).
 */
export function Picture({ id, sizes, priority = false, className, imgClassName, fit = "fill", alt, crop = "art-directed" }: PictureProps) {
  const image = useImages()(id);
  if (!image) {
    return <div role="img" aria-label={alt ?? id} className={cn("bg-linen", className)} />;
  }
  const portrait = crop === "art-directed" ? image.portrait : undefined;
  if (priority) {
    // The hero is the page's LCP element: a preload in <head> (React hoists it there) starts
    // it before the scripts' module preloads instead of after the HTML body is parsed. One per
    // art-directed crop, each limited to its media query, AVIF only (browsers without AVIF
    // skip a typed preload and use the <picture> below).
    const avif = { as: "image" as const, type: "image/avif", fetchPriority: "high" as const, imageSizes: sizes };
    if (portrait) {
      preload(firstCandidate(portrait.avif), { ...avif, imageSrcSet: portrait.avif, media: "(max-width: 767px)" });
      preload(firstCandidate(image.avif), { ...avif, imageSrcSet: image.avif, media: "(min-width: 768px)" });
    } else {
      preload(firstCandidate(image.avif), { ...avif, imageSrcSet: image.avif });
    }
  }
  return (
    <picture className={cn(fit === "fill" && "block", "overflow-hidden", className)}>
      {portrait && <source media="(max-width: 767px)" type="image/avif" srcSet={portrait.avif} sizes={sizes} width={portrait.width} height={portrait.height} />}
      {portrait && <source media="(max-width: 767px)" type="image/webp" srcSet={portrait.webp} sizes={sizes} width={portrait.width} height={portrait.height} />}
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        style={placeholderStyle(image)}
        className={cn(fit === "fill" && "h-full w-full object-cover", imgClassName)}
      />
    </picture>
  );
}

/** The URL of a srcset's first candidate ("a.avif 480w, b.avif 800w" gives "a.avif"). */
function firstCandidate(srcset: string) {
  return srcset.split(",")[0]!.trim().split(/\s+/)[0]!;
}

function placeholderStyle(set: ImageVariantSet) {
  return { backgroundImage: `url("${set.placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" };
}
