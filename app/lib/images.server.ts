import { walkContent } from "./content-walk";
import type { ImageEntries, ManifestImage } from "./images";
import { photoOverrides } from "./photos/overrides.server";

/**
 * The whole image manifest (scripts/build-images.mjs), on the server only.
 *
 * import.meta.glob keeps type-checking and unit tests working before the first image build:
 * a missing manifest is an empty one, and <Picture> then renders a tinted block of the right size.
 */
const found = import.meta.glob<{ default: Record<string, ManifestImage> }>("../content/images.generated.json", {
  eager: true,
});
const manifest: Record<string, ManifestImage> = Object.values(found)[0]?.default ?? {};

/** The generated picture of a slot (never the organiser's photograph: see imagesFor). */
export function getImage(id: string): ManifestImage | undefined {
  return manifest[id];
}

/**
 * The manifest entries a page shows, for its loader to return as `images`: every string in the
 * given content (objects and arrays are searched all the way down) that is an image id.
 * Content names its images by id, so passing a page's content is enough; an id written in a
 * component is passed as a string. A slot with the organiser's photograph (uploaded in the admin,
 * app/lib/photos) gets the photograph instead of the generated picture.
 */
export async function imagesFor(...sources: unknown[]): Promise<ImageEntries> {
  const photos = await photoOverrides();
  const out: ImageEntries = {};
  walkContent(sources, (value) => {
    if (typeof value !== "string") return;
    const image = photos.get(value) ?? manifest[value];
    if (image) out[value] = image;
  });
  return out;
}
