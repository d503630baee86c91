import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/lib/db/db.server";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { PRESETS } from "../image-variants.mjs";
import { photoOverrides } from "./overrides.server";
import { makePhotoVariants } from "./process.server";
import { getPhotoFile, listPhotos, photosVersion, removePhoto, savePhoto, uploadedBy } from "./store.server";
import { BREAK_GLASS } from "~/lib/admin/users.server";
import { namedAdmin } from "../../../tests/support/team";

/** A photograph-like JPEG: a gradient with a bright disc, so the attention crop has a subject. */
async function photo(width: number, height: number, hue = 30) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},50%,40%)"/><stop offset="1" stop-color="hsl(${hue + 120},50%,60%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 5}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe.each(dialects)("photographs stored on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("stores a slot's variants, serves their bytes by name, replaces them whole, and removes them", async () => {
    const kavya = await namedAdmin(t.db, "Kavya");
    const v0 = await photosVersion(t.db);
    const first = await makePhotoVariants(await photo(600, 400), { imageId: "goa-2025/stay-1", kind: "card", alt: "A teak-floored room opening on the garden", preset: PRESETS.test });
    await savePhoto(t.db, "goa-2025/stay-1", first.image, first.files, kavya);
    expect(await photosVersion(t.db)).toBeGreaterThan(v0);
    expect(await uploadedBy(t.db, "goa-2025/stay-1")).toBe("Kavya");

    const [stored] = await listPhotos(t.db);
    expect(stored!.imageId).toBe("goa-2025/stay-1");
    expect(stored!.image).toEqual(first.image);
    expect(stored!.bytes).toBe(first.files.reduce((n, f) => n + f.body.length, 0));
    for (const f of first.files) {
      const back = await getPhotoFile(t.db, f.name);
      expect(back?.contentType).toBe(f.contentType);
      expect(Buffer.compare(back!.body, f.body)).toBe(0);
    }

    // A new photograph for the same slot: only its own files remain.
    const v1 = await photosVersion(t.db);
    const second = await makePhotoVariants(await photo(600, 400, 200), { imageId: "goa-2025/stay-1", kind: "card", alt: "The same room at dusk, lamps lit", preset: PRESETS.test });
    await savePhoto(t.db, "goa-2025/stay-1", second.image, second.files, BREAK_GLASS);
    expect(await uploadedBy(t.db, "goa-2025/stay-1")).toBe("break-glass owner");
    expect(await photosVersion(t.db)).toBeGreaterThan(v1);
    expect((await listPhotos(t.db)).map((p) => p.image.alt)).toEqual(["The same room at dusk, lamps lit"]);
    for (const f of first.files) if (!second.files.some((s) => s.name === f.name)) expect(await getPhotoFile(t.db, f.name)).toBeUndefined();

    const v2 = await photosVersion(t.db);
    expect(await removePhoto(t.db, "goa-2025/stay-1", kavya)).toBe(true);
    expect(await photosVersion(t.db)).toBeGreaterThan(v2);
    expect(await uploadedBy(t.db, "goa-2025/stay-1")).toBeNull();
    expect(await listPhotos(t.db)).toEqual([]);
    for (const f of second.files) expect(await getPhotoFile(t.db, f.name)).toBeUndefined();
    // Nothing to remove: nothing changes.
    const v3 = await photosVersion(t.db);
    expect(await removePhoto(t.db, "goa-2025/stay-1", kavya)).toBe(false);
    expect(await photosVersion(t.db)).toBe(v3);

    // Each change names who made it, in the photographs' log and in the audit log.
    const log = await t.db.selectFrom("photo_changes").select(["action", "actor", "actor_id"]).where("image_id", "=", "goa-2025/stay-1").orderBy("id").execute();
    expect(log.map((r) => [r.action, r.actor, r.actor_id === null ? null : Number(r.actor_id)])).toEqual([
      ["uploaded", "Kavya", kavya.id],
      ["uploaded", "break-glass owner", null],
      ["removed", "Kavya", kavya.id],
    ]);
    const audit = await t.db.selectFrom("admin_audit").select(["action", "actor", "detail"]).where("subject", "=", "goa-2025/stay-1").orderBy("id").execute();
    expect(audit).toEqual([
      { action: "photo.upload", actor: "Kavya", detail: "A teak-floored room opening on the garden" },
      { action: "photo.upload", actor: "break-glass owner", detail: "The same room at dusk, lamps lit" },
      { action: "photo.remove", actor: "Kavya", detail: null },
    ]);
  });

  it("shows another instance's upload and removal on the next lookup", async () => {
    // A second client on the same database stands for a second server instance.
    const other: Db = openDatabase(dialect === "postgres" ? { url: t.url } : { file: t.file }, { migrate: false }).db;
    try {
      const here = () => Promise.resolve(t.db);
      expect((await photoOverrides(here)).has("people/founder")).toBe(false);
      const made = await makePhotoVariants(await photo(500, 600), { imageId: "people/founder", kind: "person", alt: "The founder on the studio steps, smiling", preset: PRESETS.test });
      await savePhoto(other, "people/founder", made.image, made.files, BREAK_GLASS);
      expect((await photoOverrides(here)).get("people/founder")?.alt).toBe("The founder on the studio steps, smiling");
      await removePhoto(other, "people/founder", BREAK_GLASS);
      expect((await photoOverrides(here)).has("people/founder")).toBe(false);
    } finally {
      await other.destroy();
    }
  });
});
