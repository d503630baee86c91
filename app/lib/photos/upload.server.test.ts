import { describe, expect, it } from "vitest";
import { BODY_MESSAGES } from "~/lib/forms/request-body.server";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "./schema";
import { readPhotoForm } from "./upload.server";

const upload = (form: FormData) => new Request("http://localhost/admin/photos/goa-2025/hero", { method: "POST", body: form });
const withPhoto = (bytes: number) => {
  const form = new FormData();
  form.set("alt", "The shala at dawn, mats laid out");
  form.set("photo", new File([new Uint8Array(bytes)], "shala.jpg", { type: "image/jpeg" }));
  return form;
};

describe("the upload's body", () => {
  it("gives the alt text and the file up to 15 MB", async () => {
    const read = await readPhotoForm(upload(withPhoto(200_000)));
    expect(read.ok).toBe(true);
    const form = read.ok ? read.form : new FormData();
    expect(form.get("alt")).toBe("The shala at dawn, mats laid out");
    expect((form.get("photo") as File).size).toBe(200_000);
  });

  it("stops reading a file over 15 MB and says so", async () => {
    expect(await readPhotoForm(upload(withPhoto(MAX_PHOTO_BYTES + 1)))).toEqual({ ok: false, error: PHOTO_MESSAGES.tooLarge });
  });

  it("refuses a NUL in the alt text, as every other form does (PostgreSQL cannot store one)", async () => {
    const form = withPhoto(1000);
    form.set("alt", "The shala at dawn\u0000, mats laid out");
    expect(await readPhotoForm(upload(form))).toEqual({ ok: false, error: BODY_MESSAGES.nul });
  });

  it("refuses a body that is not a multipart form", async () => {
    const request = new Request("http://localhost/admin/photos/goa-2025/hero", { method: "POST", body: "alt=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(await readPhotoForm(request)).toEqual({ ok: false, error: PHOTO_MESSAGES.unreadable });
  });
});
