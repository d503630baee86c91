// Builds the whole catalogue at thumbnail sizes into a temp folder (same code paths as the real
// build), then checks the manifest contract pages rely on, and that an override photo wins.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildImages, defaultPaths, photoBaseName, readCatalog } from "./build-images.mjs";

let tmp;
const paths = () => ({
  catalog: defaultPaths().catalog,
  photosDir: path.join(tmp, "photos"),
  outDir: path.join(tmp, "img"),
  manifest: path.join(tmp, "images.generated.json"),
  cacheDir: path.join(tmp, "cache"),
  preset: "test",
});
const fileOf = (url) => path.join(tmp, "img", url.replace(/^\/img\//, ""));
const urls = (srcset) => srcset.split(", ").map((s) => s.split(" ")[0]);

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "images-"));
  await fs.mkdir(path.join(tmp, "photos"));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("buildImages", () => {
  it("puts every catalog id in the manifest with sizes, alt and existing files", async () => {
    const catalog = await readCatalog(defaultPaths().catalog);
    const { manifest } = await buildImages(paths());
    for (const e of catalog) {
      const img = manifest[e.id];
      expect(img, e.id).toBeDefined();
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
      expect(img.alt.length).toBeGreaterThan(10);
      expect(img.placeholder.startsWith("data:image/webp;base64,")).toBe(true);
      for (const u of [...urls(img.avif), ...urls(img.webp), img.fallback]) await fs.access(fileOf(u));
      if (e.kind === "hero") {
        expect(img.portrait?.height).toBeGreaterThan(img.portrait?.width ?? Infinity);
        for (const u of urls(img.portrait.avif)) await fs.access(fileOf(u));
        await fs.access(fileOf(img.og));
      }
    }
  }, 120_000);

  it("uses a photo dropped into the photos folder instead of the scene", async () => {
    const id = "goa-2025/stay-1";
    const before = (await buildImages(paths())).manifest[id];
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff0000" } })
      .png()
      .toFile(path.join(tmp, "photos", `${photoBaseName(id)}.png`));
    const r = await buildImages(paths());
    const after = r.manifest[id];
    expect(r.rendered).toBe(1);
    expect(after.webp).not.toBe(before.webp);
    const { data } = await sharp(fileOf(after.fallback)).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red photo, not the drawn beach
    expect(data[1]).toBeLessThan(60);
  }, 60_000);
});
