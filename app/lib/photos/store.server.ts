import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import { recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import type { ManifestImage } from "~/lib/images";

/**
 * The photographs in the database (migration 013, ADR 035): every instance sharing one database
 * sees an upload at once, and the backup that copies the database copies the photographs.
 */
export interface PhotoFile {
  name: string;
  contentType: string;
  body: Buffer;
}

interface StoredPhoto {
  imageId: string;
  image: ManifestImage;
  bytes: number;
  uploadedAt: string;
}

/** Photographs are served at /photos/<name> (routes/photo-file.ts). */
export const PHOTO_URL_PREFIX = "/photos/";

/**
 * Store a slot's photograph, replacing the one before: its entry, its files, a line in the log
 * and one in the audit log naming `actor`, in one transaction, so no instance ever sees an entry
 * whose files are not there.
 */
export async function savePhoto(db: Db, imageId: string, image: ManifestImage, files: PhotoFile[], actor: Admin) {
  const at = new Date();
  const now = at.toISOString();
  const bytes = files.reduce((sum, f) => sum + f.body.length, 0);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("photo_files").where("image_id", "=", imageId).execute();
    await trx.deleteFrom("photos").where("image_id", "=", imageId).execute();
    await trx.insertInto("photos").values({ image_id: imageId, alt: image.alt, entry: JSON.stringify(image), bytes, uploaded_at: now }).execute();
    for (const f of files) await trx.insertInto("photo_files").values({ name: f.name, image_id: imageId, content_type: f.contentType, body: f.body }).execute();
    await trx.insertInto("photo_changes").values({ image_id: imageId, action: "uploaded", at: now, ...actorOf(actor) }).execute();
    await recordAudit(trx, actor, "photo.upload", { subject: imageId, detail: image.alt }, at);
  });
}

/** Remove a slot's photograph (by `actor`): the page shows the generated picture again. False if it had none. */
export async function removePhoto(db: Db, imageId: string, actor: Admin): Promise<boolean> {
  return db.transaction().execute((trx) => removePhotoIn(trx, imageId, actor));
}

/** The same, inside a transaction of the caller's (a testimonial removed with its portrait). */
export async function removePhotoIn(trx: Trx, imageId: string, actor: Admin): Promise<boolean> {
  const gone = await trx.deleteFrom("photos").where("image_id", "=", imageId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return false;
  const at = new Date();
  await trx.deleteFrom("photo_files").where("image_id", "=", imageId).execute();
  await trx.insertInto("photo_changes").values({ image_id: imageId, action: "removed", at: at.toISOString(), ...actorOf(actor) }).execute();
  await recordAudit(trx, actor, "photo.remove", { subject: imageId }, at);
  return true;
}

/** The photographs' version: the last change's id, 0 before any. One read of a primary key. */
export async function photosVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("photo_changes").select((eb) => eb.fn.max("id").as("last")).executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function listPhotos(db: Db): Promise<StoredPhoto[]> {
  const rows = await db.selectFrom("photos").select(["image_id", "entry", "alt", "bytes", "uploaded_at"]).orderBy("image_id").execute();
  return rows.map((r) => ({ imageId: r.image_id, image: { ...(JSON.parse(r.entry) as ManifestImage), alt: r.alt }, bytes: Number(r.bytes), uploadedAt: r.uploaded_at }));
}

/** Who uploaded a slot's photograph now shown, or null when it shows the generated picture. */
export async function uploadedBy(db: Db, imageId: string): Promise<string | null> {
  const row = await db
    .selectFrom("photo_changes")
    .select(["action", "actor"])
    .where("image_id", "=", imageId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.action === "uploaded" ? row.actor : null;
}

export async function getPhotoFile(db: Db, name: string): Promise<PhotoFile | undefined> {
  const row = await db.selectFrom("photo_files").select(["name", "content_type", "body"]).where("name", "=", name).executeTakeFirst();
  return row ? { name: row.name, contentType: row.content_type, body: Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body) } : undefined;
}
