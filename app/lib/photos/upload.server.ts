import { MaxFileSizeExceededError, MaxFilesExceededError, parseFormData } from "@mjackson/form-data-parser";
import { BODY_MESSAGES } from "~/lib/forms/request-body.server";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "./schema";

/**
 * The upload form's body, parsed as it streams in (the server hands this route the request's
 * stream instead of a buffered body: server/request-handler.mjs). Every part, the photograph
 * included, is held in memory only up to 15 MB: past that the parser stops reading and the
 * organiser gets the message. One file at most; text fields are far smaller.
 */
export async function readPhotoForm(request: Request): Promise<{ ok: true; form: FormData } | { ok: false; error: string }> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return { ok: false, error: PHOTO_MESSAGES.unreadable };
  try {
    const form = await parseFormData(request, { maxFileSize: MAX_PHOTO_BYTES, maxFiles: 1, maxHeaderSize: 8 * 1024 }, (file) =>
      file.fieldName === "photo" ? file : null,
    );
    // As every other form (forms/request-body.server.ts): no text field may hold a NUL.
    for (const [key, value] of form) if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return { ok: false, error: BODY_MESSAGES.nul };
    return { ok: true, form };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { ok: false, error: PHOTO_MESSAGES.tooLarge };
    if (error instanceof MaxFilesExceededError) return { ok: false, error: "Upload one photograph at a time." };
    // A broken multipart body, or one the server cut off past its limit.
    return { ok: false, error: PHOTO_MESSAGES.unreadable };
  }
}
