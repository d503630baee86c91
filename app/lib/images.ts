/**
 * The image manifest written by scripts/build-images.mjs: for every image id (see
 * images/catalog.json) its intrinsic size, alt text, a tiny blurred placeholder, and AVIF/WebP
 * srcsets (plus an optional portrait crop for art-directed heroes).
 *
 * import.meta.glob keeps type-checking and unit tests working before the first image build:
 * a missing manifest is an empty one, and <Picture> then renders a tinted block of the right size.
 */
export interface ImageVariantSet {
  width: number;
  height: number;
  avif: string; // srcset
  webp: string; // srcset
  fallback: string; // a mid-size WebP URL
  placeholder: string; // data: URL, a few hundred bytes
}

export interface ManifestImage extends ImageVariantSet {
  alt: string;
  /** Portrait crop for phones (heroes only). */
  portrait?: ImageVariantSet;
  /** 1200x630 JPEG for social previews. */
  og?: string;
}

const found = import.meta.glob<{ default: Record<string, ManifestImage> }>("../content/images.generated.json", {
  eager: true,
});
const manifest: Record<string, ManifestImage> = Object.values(found)[0]?.default ?? {};

export function getImage(id: string): ManifestImage | undefined {
  return manifest[id];
}

export function hasManifest() {
  return Object.keys(manifest).length > 0;
}
