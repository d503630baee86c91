import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { formatDateTime } from "~/lib/calendar";
import { getImage, imagesFor } from "~/lib/images.server";
import { errorFields, log } from "~/lib/log.server";
import { PhotoError, makePhotoVariants } from "~/lib/photos/process.server";
import { PhotoUploadSchema } from "~/lib/photos/schema";
import { getSlot, listSlots, ownSlotHome, slotGroup, type Slot } from "~/lib/photos/slots.server";
import { listPhotos, removePhoto, savePhoto, uploadedBy } from "~/lib/photos/store.server";
import { readPhotoForm } from "~/lib/photos/upload.server";
import { PRESETS } from "~/lib/image-variants.mjs";

/** What the organiser should supply for a slot's kind (the build's source sizes). */
function sizeGuide(slot: Slot) {
  const S = PRESETS.full[slot.kind];
  const shape = slot.kind === "hero" ? "landscape, 16:10; phones get a 2:3 crop of it" : slot.kind === "card" ? "landscape, 3:2" : "portrait, 4:5";
  return `At least ${S.w} × ${S.h} px (${shape}). It is cropped around its subject, never enlarged.`;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const when = (iso: string) => `${formatDateTime(iso, "UTC")} UTC`;

/** Every picture slot by group, with what it shows now. */
export async function photosPageData(request: Request) {
  const { db } = await requireAdmin(request);
  const photos = new Map((await listPhotos(db)).map((p) => [p.imageId, p]));
  const slots = listSlots();
  const groups = (["Heroes", "Stays", "Galleries", "People"] as const).map((name) => ({
    name,
    slots: slots
      .filter((s) => slotGroup(s) === name)
      .map((s) => ({ id: s.id, photo: photos.has(s.id), alt: photos.get(s.id)?.image.alt ?? s.alt })),
  }));
  return data({ groups, count: photos.size, images: await imagesFor(slots.map((s) => s.id)) }, { headers: NO_STORE });
}

/** One slot: its picture now, and the form to replace or remove it. */
export async function slotPageData(request: Request, id: string) {
  const { db } = await requireAdmin(request);
  const slot = getSlot(id);
  if (!slot) throw data("No such picture", { status: 404, headers: NO_STORE });
  const photo = (await listPhotos(db)).find((p) => p.imageId === id);
  const by = photo ? await uploadedBy(db, id) : null;
  const notice = new URL(request.url).searchParams.get("done");
  return data(
    {
      id,
      group: slotGroup(slot),
      guide: sizeGuide(slot),
      photo: photo ? { alt: photo.image.alt, uploaded: when(photo.uploadedAt), size: size(photo.bytes), by } : null,
      generatedAlt: getImage(id)?.alt ?? slot.alt,
      // A testimonial's portrait has no drawing behind it, and is reached from the reviews page.
      drawn: Boolean(getImage(id)),
      back: ownSlotHome(id) ?? { to: "/admin/photos", label: "All photos" },
      notice: notice === "uploaded" || notice === "removed" ? notice : null,
      images: await imagesFor(id),
    },
    { headers: NO_STORE },
  );
}

type Reply = { result: SubmissionResult<string[]> };
const refuse = (result: SubmissionResult<string[]>) => data<Reply>({ result }, { status: 400, headers: NO_STORE });
const photoError = (message: string): SubmissionResult<string[]> => ({ status: "error", error: { photo: [message] } });

/**
 * The slot page's posts. A photograph (multipart): the same schema as the browser, then the
 * bytes checked and every variant made (process.server.ts), then stored in one transaction;
 * anything wrong is its message under the field and nothing changes. A removal (a plain form
 * with intent=remove): the generated picture comes back. Both redirect to the slot's page.
 */
export async function slotAction(request: Request, id: string) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const slot = getSlot(id);
  if (!slot) throw data("No such picture", { status: 404, headers: NO_STORE });
  const done = (what: "uploaded" | "removed") => redirect(`/admin/photos/${id}?done=${what}`, { headers: NO_STORE });

  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const read = await readAdminForm(request);
    if (!read.ok) throw data(read.error, { status: read.status, headers: NO_STORE });
    if (read.form.get("intent") !== "remove") throw data("Unknown request", { status: 400, headers: NO_STORE });
    if (await removePhoto(db, id, admin)) log.info("photo removed", { imageId: id }, request);
    throw done("removed");
  }

  const read = await readPhotoForm(request);
  if (!read.ok) return refuse(photoError(read.error));
  const submission = parseWithZod(read.form, { schema: PhotoUploadSchema });
  if (submission.status !== "success") return refuse(submission.reply({ hideFields: ["photo"] }));
  const { alt, photo } = submission.value;
  try {
    const { image, files } = await makePhotoVariants(Buffer.from(await photo.arrayBuffer()), { imageId: id, kind: slot.kind, alt });
    await savePhoto(db, id, image, files, admin);
    log.info("photo uploaded", { imageId: id, files: files.length, bytes: photo.size }, request);
  } catch (error) {
    if (error instanceof PhotoError) return refuse(submission.reply({ fieldErrors: { photo: [error.message] }, hideFields: ["photo"] }));
    log.error("photo upload failed", errorFields(error), request);
    return refuse(submission.reply({ formErrors: ["The photograph could not be saved. Nothing was changed; please try again."], hideFields: ["photo"] }));
  }
  throw done("uploaded");
}
