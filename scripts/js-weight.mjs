#!/usr/bin/env node
/**
 * The JavaScript each public route's HTML loads or modulepreloads, gzipped: bench-web's
 * "JS gz KB" column (the budget of ADR 008) without Lighthouse, so it takes seconds and can run on
 * a busy machine. Uses the existing build (`react-router build` first).
 *
 * Options: --routes /,/faq (default: every public route), --chunks (each route's chunks),
 *          --json FILE (write the figures), --compare FILE (a "before" column from such a file).
 */
import fs from "node:fs";
import { startServer } from "./lib/server.mjs";
import { assetWeight } from "./asset-weight.mjs";

const args = process.argv.slice(2);
const opt = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : "");
const PUBLIC_ROUTES = [
  "/", "/upcoming-retreats", "/past-retreats", "/corporate-retreats", "/host-a-retreat", "/about", "/contact",
  "/meet-our-founder", "/faq", "/retreats/goa-2025", "/retreats/maldives-2026", "/retreats/bali-2026",
  "/retreats/morocco-2026", "/thank-you", "/thank-you/brochure", "/terms", "/refunds", "/privacy", "/delivery", "/legal",
];
const routes = opt("routes") ? opt("routes").split(",") : PUBLIC_ROUTES;
const before = opt("compare") ? JSON.parse(fs.readFileSync(opt("compare"), "utf8")) : null;

const server = await startServer();
const sizes = new Map();
const rows = [];
try {
  for (const path of routes) {
    const { jsGzKb, chunks } = await assetWeight(server.url, path, sizes);
    rows.push({ path, jsGzKb, chunks });
  }
} finally {
  await server.stop();
}

const kb = (n) => n.toFixed(1);
console.log(before ? "| route | before JS gz KB | after JS gz KB |\n|---|---:|---:|" : "| route | JS gz KB |\n|---|---:|");
for (const r of rows) {
  const b = before?.find((x) => x.path === r.path);
  console.log(before ? `| ${r.path} | ${b ? kb(b.jsGzKb) : "-"} | ${kb(r.jsGzKb)} |` : `| ${r.path} | ${kb(r.jsGzKb)} |`);
}
if (args.includes("--chunks"))
  for (const r of rows) {
    console.log(`\n${r.path} (${kb(r.jsGzKb)} KB)`);
    for (const c of [...r.chunks].sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(c.gz / 1024).padStart(6)}  ${c.url}`);
  }
if (opt("json")) fs.writeFileSync(opt("json"), JSON.stringify(rows, null, 2));
