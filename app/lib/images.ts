import { useMatches } from "react-router";
import { findInLoaderData } from "./content-walk";

/**
 * Image entries as scripts/build-images.mjs writes them to the manifest: for every image id
 * (see images/catalog.json) its intrinsic size, alt text, a tiny blurred placeholder, and
 * AVIF/WebP srcsets (plus an optional portrait crop for art-directed heroes).
 *
 * The manifest itself is server-only (images.server.ts): each route's loader returns the
 * entries its page shows as `images`, so the browser gets a few entries per page instead of
 * the whole manifest in its bundle (docs/performance.md). Components read them here.
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

export type ImageEntries = Record<string, ManifestImage>;

/** An image entry from the loader data of the matched routes (a route's `images`). */
export function findImage(matches: Parameters<typeof findInLoaderData>[0], id: string): ManifestImage | undefined {
  return findInLoaderData<ManifestImage>(matches, "images", id);
}

/** Looks up image entries among the current page's loader data. */
export function useImages(): (id: string) => ManifestImage | undefined {
  const matches = useMatches();
  return (id) => findImage(matches, id);
}
