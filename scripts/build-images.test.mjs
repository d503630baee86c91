// Builds the whole catalogue at thumbnail sizes into a temp folder (same code paths as the real
// build), then checks the manifest contract pages rely on, that no two picture slots show the
// same picture, and that an override photo wins.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildImages, defaultPaths, photoBaseName, readCatalog } from "./build-images.mjs";
import { NEAR_COPY, NEAR_EDGES, likeness, nearPairs, thumbprint } from "./image-similarity.mjs";
import { renderScene } from "./scenes/index.mjs";

let tmp;
let built;
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
  built = (await buildImages(paths())).manifest;
}, 120_000);
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("buildImages", () => {
  it("puts every catalog id in the manifest with sizes, alt and existing files", async () => {
    const catalog = await readCatalog(defaultPaths().catalog);
    const manifest = built;
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
  });

  // Pages show each slot once, and a retreat's card reuses its hero by naming the same slot, so
  // every pair of distinct slots must look distinct: compared as 16x16 grey thumbnails of what the
  // build serves (drawing or photograph) and as their contrast-free edge maps, each also with one
  // of the pair mirrored, a pair closer than NEAR_COPY (grey) or NEAR_EDGES (edges) is one picture.
  it("draws no two picture slots the same or nearly the same", async () => {
    const prints = new Map();
    for (const [id, img] of Object.entries(built)) prints.set(id, await thumbprint(fileOf(img.fallback)));
    expect(prints.size).toBeGreaterThan(30);
    expect(nearPairs(prints)).toEqual([]);
  });

  it("the near-copy check catches a picture shown again in another light", async () => {
    // The same drawing in another palette (hue turned, colour muted, a touch lighter) and
    // re-encoded, as when one scene is reused under a new name: still a copy.
    const src = fileOf(built["maldives-2026/hero"].fallback);
    const retinted = await sharp(src).modulate({ brightness: 1.05, saturation: 0.8, hue: 40 }).jpeg({ quality: 60 }).toBuffer();
    expect(likeness(await thumbprint(src), await thumbprint(retinted)).grey).toBeLessThan(NEAR_COPY);
  });

  it("the near-copy check catches a picture mirrored, or drawn again at another time of day", async () => {
    const src = fileOf(built["goa-2025/stay-2"].fallback);
    const flipped = await sharp(src).flop().toBuffer();
    expect(likeness(await thumbprint(src), await thumbprint(flipped)).grey).toBeLessThan(2); // re-encoding only
    // One beach scene at dawn and at dusk: far apart in grey (the light moves), one in outline.
    const beach = (palette) => sharp(Buffer.from(renderScene({ scene: "goa-beach", palette, seed: 5, variant: { palms: 2 } }, 320, 200))).png().toBuffer();
    const pair = likeness(await thumbprint(await beach("goaDawn")), await thumbprint(await beach("goaDusk")));
    expect(pair.edges).toBeLessThan(NEAR_EDGES);
  });

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
