#!/usr/bin/env node
// A contact sheet for art direction: renders catalog scenes small and tiles them into one PNG,
// straight from the scene code (no encoding, no cache), so iterating on a scene takes seconds.
// Usage: node scripts/scenes/preview.mjs [out.png] [filter] [--portrait]
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { renderScene } from "./index.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const portrait = process.argv.includes("--portrait");
const out = args[0] ?? "/tmp/contact-sheet.png";
const filter = args[1] ?? "";
const { images } = JSON.parse(await fs.readFile(path.join(ROOT, "images/catalog.json"), "utf8"));
const list = images.filter((e) => e.id.includes(filter) || e.scene.includes(filter));

const cellW = portrait ? 240 : 480;
const cellH = portrait ? 360 : 300;
const cols = Math.min(portrait ? 6 : 3, list.length);
const tiles = await Promise.all(
  list.map(async (e, i) => {
    const w = portrait ? cellW : e.kind === "person" ? 240 : cellW;
    const h = portrait ? cellH : e.kind === "person" ? 300 : e.kind === "card" ? 320 : cellH;
    const svg = renderScene(e, w, h);
    const input = await sharp(Buffer.from(svg)).resize(cellW, cellH, { fit: "contain", background: "#ffffff" }).png().toBuffer();
    return { input, left: (i % cols) * (cellW + 8), top: Math.floor(i / cols) * (cellH + 8) };
  }),
);
const rows = Math.ceil(list.length / cols);
await sharp({ create: { width: cols * (cellW + 8), height: rows * (cellH + 8), channels: 3, background: "#ffffff" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${list.length} scenes -> ${out}`);
