#!/usr/bin/env node
/**
 * The image pipeline. For every entry in images/catalog.json:
 *   source = images/photos/<id with "/" as "__">.(jpg|jpeg|png|webp|avif) if present,
 *            otherwise the SVG scene from scripts/scenes, rasterised with a baked film grain;
 *   then AVIF + WebP at responsive widths, a tiny blurred placeholder (data URL), and for heroes a
 *   portrait crop for phones plus a 1200x630 JPEG for social previews.
 * Files land in public/img/** with a content hash in the name (served with immutable caching),
 * and the manifest app/content/images.generated.json is what getImage() reads.
 *
 * Each image is cached in .cache/images under a key made of the scene code, its catalog entry,
 * the override photo's bytes and the encoder settings, so a rebuild with nothing changed only
 * copies files. Usage: node scripts/build-images.mjs [--clean] [--only id1,id2]
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { renderScene } from "./scenes/index.mjs";
import { ENCODE, PRESETS, encodeSlot, focalPoint, photoRaw } from "../app/lib/image-variants.mjs";

export { PRESETS };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SCENES_DIR = path.join(ROOT, "scripts/scenes");

const PHOTO_EXTS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
const KINDS = new Set(["hero", "card", "person"]);

export const defaultPaths = () => ({
  catalog: path.join(ROOT, "images/catalog.json"),
  photosDir: path.join(ROOT, "images/photos"),
  outDir: path.join(ROOT, "public/img"),
  urlPrefix: "/img",
  manifest: path.join(ROOT, "app/content/images.generated.json"),
  cacheDir: path.join(ROOT, ".cache/images"),
});

const sha = (data) => createHash("sha256").update(data).digest("hex");

/** Hash of everything that draws or encodes: any change to it invalidates every cached image. */
async function codeHash() {
  const files = (await fs.readdir(SCENES_DIR)).filter((f) => f.endsWith(".mjs") && !f.includes(".test.")).sort();
  const h = createHash("sha256");
  for (const f of files) h.update(f).update(await fs.readFile(path.join(SCENES_DIR, f)));
  h.update(await fs.readFile(fileURLToPath(import.meta.url)));
  h.update(await fs.readFile(fileURLToPath(new URL("../app/lib/image-variants.mjs", import.meta.url))));
  h.update(sharp.versions.vips + sharp.versions.sharp);
  return h.digest("hex");
}

export function photoBaseName(id) {
  return id.replaceAll("/", "__");
}

async function findPhoto(photosDir, id, suffix = "") {
  for (const ext of PHOTO_EXTS) {
    const file = path.join(photosDir, photoBaseName(id) + suffix + ext);
    if (existsSync(file)) return file;
  }
  return null;
}

export async function readCatalog(file) {
  const data = JSON.parse(await fs.readFile(file, "utf8"));
  const seen = new Set();
  for (const e of data.images) {
    if (!e.id || seen.has(e.id)) throw new Error(`catalog: missing or duplicate id ${e.id}`);
    seen.add(e.id);
    if (!KINDS.has(e.kind)) throw new Error(`catalog: ${e.id} has unknown kind ${e.kind}`);
    if (!e.alt || e.alt.trim().length < 10) throw new Error(`catalog: ${e.id} needs a real alt text`);
  }
  return data.images;
}

/**
 * Film grain, baked into the pixels: a luminance jitter of up to +/- amp per pixel. librsvg does
 * render feTurbulence, but at 2400 px it costs seconds per image; this loop costs milliseconds and
 * is deterministic per seed. The jitter is strongest in the mid-tones and fades to nothing in the
 * darks and lights: on a dark silhouette (a palm's fronds against the sky) an even grain read as
 * dithering along every edge.
 */
function addGrain(buf, seed, amp) {
  let s = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < buf.length; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const l = (buf[i] * 0.3 + buf[i + 1] * 0.59 + buf[i + 2] * 0.11) / 255;
    const n = (((s >>> 0) & 255) / 255 - 0.5) * 2 * amp * 4 * l * (1 - l);
    buf[i] = Math.max(0, Math.min(255, buf[i] + n));
    buf[i + 1] = Math.max(0, Math.min(255, buf[i + 1] + n));
    buf[i + 2] = Math.max(0, Math.min(255, buf[i + 2] + n));
  }
  return buf;
}

/** Rasterise a scene to a raw RGB buffer. */
async function renderRaw(entry, w, h, grain) {
  const svg = renderScene(entry, w, h);
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (grain) addGrain(data, entry.seed ?? 1, grain);
  return { data, width: info.width, height: info.height };
}

async function buildOne(entry, ctx) {
  const S = ctx.preset[entry.kind];
  const photo = await findPhoto(ctx.photosDir, entry.id);
  const portraitPhoto = entry.kind === "hero" ? await findPhoto(ctx.photosDir, entry.id, ".portrait") : null;
  const key = sha(
    JSON.stringify({
      entry,
      preset: ctx.presetName,
      code: ctx.code,
      encode: ENCODE,
      photo: photo ? sha(await fs.readFile(photo)) : null,
      portraitPhoto: portraitPhoto ? sha(await fs.readFile(portraitPhoto)) : null,
    }),
  ).slice(0, 24);
  const record = path.join(ctx.cacheDir, "entries", `${key}.json`);
  ctx.usedKeys.add(key);

  if (existsSync(record)) {
    const cached = JSON.parse(await fs.readFile(record, "utf8"));
    if (cached.files.every((f) => existsSync(path.join(ctx.cacheDir, "files", f)))) {
      for (const f of cached.files) await place(ctx, f);
      return { image: cached.image, files: cached.files, cached: true };
    }
  }

  const files = [];
  const dir = path.posix.dirname(entry.id);
  const stem = path.posix.basename(entry.id);
  const emit = async (name, ext, buf) => {
    const rel = `${dir}/${name}.${sha(buf).slice(0, 10)}.${ext}`;
    const abs = path.join(ctx.cacheDir, "files", rel);
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, buf);
    files.push(rel);
    await place(ctx, rel);
    return `${ctx.urlPrefix}/${rel}`;
  };

  // A photograph's every crop centres on one focal point, as the admin's uploads do.
  const focus = photo ? await focalPoint(photo) : undefined;
  const src = photo ? await photoRaw(photo, S.w, S.h, { focus }) : await renderRaw(entry, S.w, S.h, ctx.preset.grain);
  const P = ctx.preset.portrait;
  // A drawn hero is recomposed for the tall frame (sun, figure and palms re-placed), not cut
  // from the wide one; a photograph is cropped round the same focal point as its wide version
  // unless a separate portrait photo is provided.
  const portrait = () =>
    portraitPhoto
      ? photoRaw(portraitPhoto, P.w, P.h)
      : photo
        ? photoRaw(photo, P.w, P.h, { focus })
        : renderRaw(entry, P.w, P.h, ctx.preset.grain);
  const image = { ...(await encodeSlot({ kind: entry.kind, preset: ctx.preset, stem, src, portrait, emit })), alt: entry.alt };

  await fs.mkdir(path.dirname(record), { recursive: true });
  await fs.writeFile(record, JSON.stringify({ id: entry.id, image, files }));
  return { image, files, cached: false };
}

/** Put a cached file into the public folder: a hard link when possible, else a copy. */
async function place(ctx, rel) {
  const to = path.join(ctx.outDir, rel);
  ctx.placed.add(rel);
  if (existsSync(to)) return;
  await fs.mkdir(path.dirname(to), { recursive: true });
  const from = path.join(ctx.cacheDir, "files", rel);
  try {
    await fs.link(from, to);
  } catch {
    await fs.copyFile(from, to);
  }
}

async function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const d of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...(await listFiles(p, base)));
    else out.push(path.relative(base, p).split(path.sep).join("/"));
  }
  return out;
}

async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * Build every catalog image. All paths are parameters so tests can build into a temp folder.
 * Returns the manifest plus counts and timing.
 */
export async function buildImages(options = {}) {
  const started = performance.now();
  const o = { ...defaultPaths(), preset: "full", concurrency: 2, clean: false, only: null, ...options };
  if (o.clean) {
    await fs.rm(o.cacheDir, { recursive: true, force: true });
    await fs.rm(o.outDir, { recursive: true, force: true });
  }
  const catalog = await readCatalog(o.catalog);
  const ctx = {
    preset: PRESETS[o.preset],
    presetName: o.preset,
    code: await codeHash(),
    photosDir: o.photosDir,
    outDir: o.outDir,
    cacheDir: o.cacheDir,
    urlPrefix: o.urlPrefix,
    usedKeys: new Set(),
    placed: new Set(),
  };
  if (!ctx.preset) throw new Error(`unknown preset ${o.preset}`);

  let previous = {};
  if (o.only && existsSync(o.manifest)) previous = JSON.parse(await fs.readFile(o.manifest, "utf8"));
  const selected = o.only ? catalog.filter((e) => o.only.includes(e.id)) : catalog;
  // The biggest jobs first, so the pool does not end on one lone hero.
  const order = [...selected].sort((a, b) => (b.kind === "hero") - (a.kind === "hero"));
  const results = new Map();
  await pool(order, o.concurrency, async (entry) => {
    try {
      results.set(entry.id, await buildOne(entry, ctx));
    } catch (err) {
      throw new Error(`image ${entry.id}: ${err.message}`, { cause: err });
    }
  });

  const manifest = {};
  for (const e of catalog) {
    const r = results.get(e.id);
    if (r) manifest[e.id] = r.image;
    else if (previous[e.id]) manifest[e.id] = previous[e.id];
  }
  const json = JSON.stringify(manifest, null, 2) + "\n";
  const old = existsSync(o.manifest) ? await fs.readFile(o.manifest, "utf8") : "";
  // Rewriting an unchanged manifest would make the dev server reload for nothing.
  if (old !== json) {
    await fs.mkdir(path.dirname(o.manifest), { recursive: true });
    await fs.writeFile(o.manifest, json);
  }

  if (!o.only) {
    // Drop files and cache entries that no catalog image uses any more.
    for (const f of await listFiles(o.outDir)) if (!ctx.placed.has(f)) await fs.rm(path.join(o.outDir, f));
    const keep = new Set();
    for (const r of results.values()) for (const f of r.files) keep.add(f);
    for (const f of await listFiles(path.join(o.cacheDir, "files"))) {
      if (!keep.has(f)) await fs.rm(path.join(o.cacheDir, "files", f));
    }
    for (const f of await listFiles(path.join(o.cacheDir, "entries"))) {
      if (!ctx.usedKeys.has(f.replace(/\.json$/, ""))) await fs.rm(path.join(o.cacheDir, "entries", f));
    }
  }

  const rendered = [...results.values()].filter((r) => !r.cached).length;
  return {
    manifest,
    count: results.size,
    rendered,
    cached: results.size - rendered,
    seconds: (performance.now() - started) / 1000,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const onlyArg = args.find((a) => a.startsWith("--only"));
  const only = onlyArg ? (onlyArg.includes("=") ? onlyArg.split("=")[1] : args[args.indexOf(onlyArg) + 1]).split(",") : null;
  buildImages({ clean: args.includes("--clean"), only })
    .then((r) => {
      console.log(
        `images: ${r.count} images (${r.rendered} rendered, ${r.cached} cached) in ${r.seconds.toFixed(1)}s -> app/content/images.generated.json`,
      );
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
