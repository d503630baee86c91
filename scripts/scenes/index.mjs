// Scene registry: catalog entries name a scene and a palette; renderScene turns them into SVG.
import { Canvas, makeRng } from "./lib.mjs";
import { getPalette } from "./palettes.mjs";
import { horizon } from "./common.mjs";
import { baliSunrise, baliTerraces, jungle, spring, templeGate, waterfall } from "./bali.mjs";
import { desertCamp, lanterns, riad } from "./morocco.mjs";
import { shala } from "./shala.mjs";
import { flowerBath, keepsakes, meal, offerings, packing, shalaFloor, stillLife } from "./tabletop.mjs";
import { room } from "./room.mjs";
import { doorway, goanHouse, longTable, monogram, veranda } from "./places.mjs";
import { circle, deckYoga, goaBeach, islandResort, lagoonNight, maldivesLagoon, meditation, photographer, reef, sandbank, surf } from "./coast.mjs";

const registry = {
  horizon,
  "goa-beach": goaBeach,
  surf,
  circle,
  "maldives-lagoon": maldivesLagoon,
  "lagoon-night": lagoonNight,
  "island-resort": islandResort,
  "deck-yoga": deckYoga,
  sandbank,
  reef,
  photographer,
  meditation,
  "bali-terraces": baliTerraces,
  "bali-sunrise": baliSunrise,
  "temple-gate": templeGate,
  spring,
  jungle,
  waterfall,
  riad,
  lanterns,
  "desert-camp": desertCamp,
  shala,
  meal,
  "still-life": stillLife,
  offerings,
  packing,
  keepsakes,
  "flower-bath": flowerBath,
  "shala-floor": shalaFloor,
  room,
  veranda,
  "long-table": longTable,
  monogram,
  "goan-house": goanHouse,
  doorway,
};

export function sceneNames() {
  return Object.keys(registry);
}

/**
 * Render one scene to an SVG string of pxW x pxH pixels. The drawing space is 1000 units tall
 * and 1000 * aspect wide, so portrait and landscape versions are composed, not cropped.
 */
export function renderScene({ scene, palette, seed = 1, variant = {} }, pxW, pxH) {
  const draw = registry[scene];
  if (!draw) throw new Error(`Unknown scene "${scene}" (known: ${sceneNames().join(", ")})`);
  const H = 1000;
  const W = (1000 * pxW) / pxH;
  const c = new Canvas(W, H);
  draw(c, { rng: makeRng(seed), pal: getPalette(palette), variant, W, H, portrait: pxH > pxW });
  // variant.mirror flips the finished picture left to right: the same place seen the other way
  // round, with its light from the other side (two rooms of one kind stay two pictures).
  if (variant.mirror) c.body = [`<g transform="matrix(-1 0 0 1 ${Math.round(W * 10) / 10} 0)">`, ...c.body, "</g>"];
  return c.toString(pxW, pxH);
}
