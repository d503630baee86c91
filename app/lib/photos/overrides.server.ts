import { getDb, type Db } from "~/lib/db/db.server";
import type { ManifestImage } from "~/lib/images";
import { errorFields, log } from "~/lib/log.server";
import { listPhotos, photosVersion } from "./store.server";

/**
 * The organiser's photographs by slot, as pages look their pictures up (images.server.ts).
 * Kept per process and checked against the database's version (the last upload or removal)
 * on every lookup: one read of a primary key, so a photograph uploaded through any instance
 * shows on every instance's next page. If the database cannot be read, pages keep the
 * photographs they last knew (or the generated pictures) rather than failing.
 */
let known: { version: number; photos: ReadonlyMap<string, ManifestImage> } = { version: 0, photos: new Map() };

export async function photoOverrides(open: () => Promise<Db> = getDb): Promise<ReadonlyMap<string, ManifestImage>> {
  try {
    const db = await open();
    const version = await photosVersion(db);
    if (version !== known.version) {
      // A change landing between these two reads is caught by the next lookup: the version
      // kept is the older one.
      const photos = new Map((await listPhotos(db)).map((p) => [p.imageId, p.image]));
      known = { version, photos };
    }
  } catch (error) {
    log.warn("photographs not read: showing the ones last known", errorFields(error));
  }
  return known.photos;
}
