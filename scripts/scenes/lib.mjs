// Building blocks shared by every scene: a seeded RNG, colour mixing, and a tiny SVG canvas.
// Scenes draw in a coordinate system that is always 1000 units tall (W = 1000 * aspect), so the
// same generator composes a landscape hero, a portrait phone crop or a 3:2 card by reading W.

/** mulberry32: small, fast and deterministic, so a seed always redraws the same picture. */
export function makeRng(seed) {
  let a = seed >>> 0 || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

function parse(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function fmt(rgb) {
  return "#" + rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}
/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const x = parse(a);
  const y = parse(b);
  return fmt(x.map((v, i) => v + (y[i] - v) * t));
}
export const lighten = (c, t) => mix(c, "#ffffff", t);
export const darken = (c, t) => mix(c, "#000000", t);

/**
 * Atmospheric perspective: a layer at depth d (0 = nearest, 1 = the horizon) is pulled toward
 * the haze colour, so far hills read paler and cooler without hand-picking every shade.
 */
export const aerial = (color, haze, depth) => mix(color, haze, Math.min(0.92, depth * 0.85));

export const r1 = (n) => Math.round(n * 10) / 10;

/** A small SVG builder: unique ids, a defs block, and layers appended in paint order. */
export class Canvas {
  constructor(W, H) {
    this.W = W;
    this.H = H;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }
  uid(prefix = "d") {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  def(markup) {
    this.defs.push(markup);
  }
  add(markup) {
    this.body.push(markup);
  }
  /** Vertical gradient from [[offset, colour, opacity?], ...]; returns url(#id). */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
    const id = this.uid("lg");
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in user space (cx, cy, r in scene units). */
  radial(cx, cy, r, stops, { fx = cx, fy = cy, sy = 1 } = {}) {
    const id = this.uid("rg");
    const transform = sy !== 1 ? ` gradientTransform="translate(0 ${r1(cy)}) scale(1 ${sy}) translate(0 ${r1(-cy)})"` : "";
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fx="${r1(fx)}" fy="${r1(fy)}"${transform}>${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur filter (librsvg renders these); returns url(#id). */
  blur(sd) {
    const id = this.uid("bl");
    this.def(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    return `url(#${id})`;
  }
  rect(fill, extra = "") {
    this.add(`<rect x="0" y="0" width="${r1(this.W)}" height="${this.H}" fill="${fill}" ${extra}/>`);
  }
  toString(pxW, pxH) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${r1(this.W)} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/**
 * Smooth 1-D value noise from a handful of random sine octaves: good enough for ridgelines,
 * dune crests and shorelines, and fully determined by the rng.
 */
export function noise1d(rng, octaves = 4, baseFreq = 1) {
  const waves = [];
  for (let i = 0; i < octaves; i++) {
    waves.push({ f: baseFreq * 2 ** i * rng.range(0.8, 1.25), p: rng.range(0, Math.PI * 2), a: 1 / 2 ** i });
  }
  const norm = waves.reduce((s, w) => s + w.a, 0);
  return (x) => waves.reduce((s, w) => s + w.a * Math.sin(x * w.f + w.p), 0) / norm;
}

/** Closed path of a ridge: y(x) across the scene, then down to the bottom edge. */
export function ridgePath(W, H, yAt, step = 6, bottom = H + 2) {
  const pts = [];
  for (let x = -10; x <= W + 10; x += step) pts.push(`${r1(x)},${r1(yAt(x))}`);
  return `M-10,${bottom} L${pts.join(" L")} L${r1(W + 10)},${bottom} Z`;
}

/** Smooth path through points with Catmull-Rom to Bezier conversion. */
export function smoothPath(points, closed = false) {
  const p = points;
  if (p.length < 2) return "";
  let d = `M${r1(p[0][0])},${r1(p[0][1])}`;
  const n = p.length;
  const get = (i) => (closed ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return closed ? d + " Z" : d;
}
