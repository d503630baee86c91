/**
 * The photograph upload form (admin /admin/photos/<slot>): one schema for the browser (Conform's
 * parseWithZod, before the post) and the server (again, on the parsed multipart body).
 * Not a .server module: the admin's form imports it. The server then checks what only it can:
 * that the bytes are really a JPEG, PNG or WebP of a sane size (process.server.ts).
 */
import { z } from "~/lib/zod";

/** 15 MB: a full-resolution JPEG from a phone or camera fits; the server stops reading past it. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
const ALT_MIN = 10;
export const ALT_MAX = 300;

export const PHOTO_MESSAGES = {
  missing: "Choose a photograph: a JPEG, PNG or WebP file.",
  type: "This file is not a JPEG, PNG or WebP photograph. Export it as a JPEG and try again.",
  tooLarge: "The photograph is larger than 15 MB. Export it smaller (a JPEG 3000 px wide is plenty) and try again.",
  notImage: "This file is not a photograph the site can read (a JPEG, PNG or WebP). Nothing was changed.",
  tooManyPixels: "The photograph is too large in pixels (over 50 megapixels). Export it at most 8000 px wide and try again.",
  tooSmall: "The photograph is too small: it needs to be at least 400 px wide and tall.",
  altMissing: "Describe what the photograph shows, for visitors who cannot see it.",
  altShort: `Describe the photograph in at least ${ALT_MIN} characters.`,
  altLong: `Keep the description under ${ALT_MAX} characters.`,
  unreadable: "The upload could not be read. Please choose the file again.",
} as const;

const photoFile = z
  .instanceof(File, { message: PHOTO_MESSAGES.missing })
  .refine((file) => file.size > 0, { message: PHOTO_MESSAGES.missing, abort: true })
  .refine((file) => file.size <= MAX_PHOTO_BYTES, { message: PHOTO_MESSAGES.tooLarge, abort: true })
  // The browser's type is a hint only (a renamed file keeps its name's type): the server reads the bytes.
  .refine((file) => (PHOTO_TYPES as readonly string[]).includes(file.type) || /\.(jpe?g|png|webp)$/i.test(file.name), PHOTO_MESSAGES.type);

export const PhotoUploadSchema = z.object({
  alt: z
    .string({ message: PHOTO_MESSAGES.altMissing })
    .trim()
    .min(1, { message: PHOTO_MESSAGES.altMissing, abort: true })
    .min(ALT_MIN, PHOTO_MESSAGES.altShort)
    .max(ALT_MAX, PHOTO_MESSAGES.altLong),
  photo: photoFile,
});
