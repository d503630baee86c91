// Morocco scenes: a riad's horseshoe arches opening onto the dunes at dusk, and close-up brass
// lanterns. Light: the sun has just set behind the dunes on the left, so the sky and the sand
// carry the last warm light; inside, the plaster is lit only by the lanterns.
import { aerial, darken, lighten, mix, noise1d, r1, ridgePath } from "./lib.mjs";
import { sky } from "./common.mjs";
import { lantern, mist } from "./elements.mjs";

/* ---------------------------------------------------------------- dunes */

/**
 * Dune fields: each dune a smooth windward slope up to a sharp crest and a steep lee face in
 * shade (the light is low from the left, so lee faces on the right fall dark).
 */
function dunes(c, rng, pal, { horizon, bottom, rows = 4 }) {
  const { W } = c;
  for (let r = 0; r < rows; r++) {
    const t = r / Math.max(1, rows - 1);
    const depth = 0.75 - t * 0.6;
    const base = horizon + (bottom - horizon) * (0.15 + t * 0.85);
    const lit = aerial(pal.dune[0], pal.haze, depth);
    const lee = aerial(pal.dune[2], pal.haze, depth);
    // A continuous sand floor for the row, then the dunes standing on it.
    c.add(`<rect x="-10" y="${r1(base - 6)}" width="${r1(W + 20)}" height="${r1(bottom - base + 400)}" fill="${aerial(pal.dune[1], pal.haze, depth)}"/>`);
    let x = -rng.range(100, 300);
    while (x < W + 200) {
      const wl = rng.range(180, 420) * (0.6 + t * 0.9);
      const wr = wl * rng.range(0.45, 0.7);
      const h = rng.range(40, 110) * (0.5 + t * 0.9);
      const px = x + wl;
      const py = base - h;
      const rf = px + wr;
      c.add(`<path d="M${r1(x)},${r1(base)} C${r1(x + wl * 0.5)},${r1(base)} ${r1(px - wl * 0.25)},${r1(py + h * 0.1)} ${r1(px)},${r1(py)} C${r1(px + wr * 0.3)},${r1(py + h * 0.25)} ${r1(rf - wr * 0.3)},${r1(base)} ${r1(rf)},${r1(base)} Z" fill="${lit}"/>`);
      // Lee face: from the crest, a curving knife-edge down to the foot.
      c.add(`<path d="M${r1(px)},${r1(py)} C${r1(px + wr * 0.3)},${r1(py + h * 0.25)} ${r1(rf - wr * 0.3)},${r1(base)} ${r1(rf)},${r1(base)} L${r1(px - wl * 0.15)},${r1(base)} Q${r1(px - wl * 0.02)},${r1(py + h * 0.55)} ${r1(px)},${r1(py)} Z" fill="${lee}"/>`);
      // The crest catching the last light.
      c.add(`<path d="M${r1(px - wl * 0.35)},${r1(py + h * 0.3)} Q${r1(px - wl * 0.12)},${r1(py + h * 0.02)} ${r1(px)},${r1(py)}" stroke="${lighten(lit, 0.35)}" stroke-width="${r1(1 + t * 1.5)}" fill="none" opacity="0.7"/>`);
      x = rf - wr * rng.range(0.1, 0.5);
    }
  }
}

/* ---------------------------------------------------------------- lanterns */

/** A 4-point star path centred on (x, y): the shape of light thrown through a pierced lantern. */
const star = (x, y, s) => `M${r1(x)},${r1(y - s)} L${r1(x + s * 0.28)},${r1(y - s * 0.28)} L${r1(x + s)},${r1(y)} L${r1(x + s * 0.28)},${r1(y + s * 0.28)} L${r1(x)},${r1(y + s)} L${r1(x - s * 0.28)},${r1(y + s * 0.28)} L${r1(x - s)},${r1(y)} L${r1(x - s * 0.28)},${r1(y - s * 0.28)} Z `;

/**
 * A pierced brass lantern, drawn for close-up: onion dome with finial, a faceted body pierced
 * with rows of stars (the glass glowing behind), a conical foot. (x, y) is the body's centre.
 */
function brassLantern(c, { x, y, s, brass, glow, chainTop = null, dark }) {
  let g = "";
  if (chainTop !== null) {
    let links = "";
    for (let yy = chainTop; yy < y - s * 1.05; yy += s * 0.09) links += `M0,${r1(yy - y)} l0,${r1(s * 0.06)} `;
    g += `<path d="${links}" stroke="${dark}" stroke-width="${r1(s * 0.03)}" stroke-linecap="round"/>`;
  }
  // Gradients resolve in the group's translated space, so they are centred on (0, 0).
  g += `<circle cx="0" cy="0" r="${r1(s * 3.2)}" fill="${c.radial(0, 0, s * 3.2, [[0, glow, 0.6], [0.3, glow, 0.22], [1, glow, 0]])}"/>`;
  // Dome and finial.
  g += `<path d="M${r1(-s * 0.5)},${r1(-s * 0.62)} C${r1(-s * 0.55)},${r1(-s * 0.95)} ${r1(-s * 0.1)},${r1(-s * 0.9)} 0,${r1(-s * 1.12)} C${r1(s * 0.1)},${r1(-s * 0.9)} ${r1(s * 0.55)},${r1(-s * 0.95)} ${r1(s * 0.5)},${r1(-s * 0.62)} Z" fill="${brass}"/>`;
  g += `<circle cx="0" cy="${r1(-s * 1.14)}" r="${r1(s * 0.05)}" fill="${brass}"/>`;
  // Body: the glowing glass first, then the pierced brass over it.
  const body = `M${r1(-s * 0.5)},${r1(-s * 0.62)} L${r1(s * 0.5)},${r1(-s * 0.62)} L${r1(s * 0.58)},${r1(-s * 0.1)} L${r1(s * 0.42)},${r1(s * 0.45)} L${r1(-s * 0.42)},${r1(s * 0.45)} L${r1(-s * 0.58)},${r1(-s * 0.1)} Z`;
  g += `<path d="${body}" fill="${c.radial(0, -s * 0.1, s * 0.6, [[0, "#FFF6DC"], [0.6, glow], [1, darken(glow, 0.15)]])}"/>`;
  let holes = "";
  for (let row = 0; row < 5; row++) {
    const yy = -s * 0.5 + row * s * 0.2;
    const half = s * (0.46 - Math.abs(row - 1.8) * 0.04);
    const n = 5;
    for (let k = 0; k < n; k++) {
      const xx = -half * 0.8 + (k / (n - 1)) * half * 1.6 + (row % 2 ? s * 0.08 : 0);
      if (Math.abs(xx) > half * 0.9) continue;
      holes += star(xx, yy, s * 0.065);
    }
  }
  g += `<path d="${body} ${holes}" fill="${brass}" fill-rule="evenodd"/>`;
  // Facet edges, and the left side in shadow: the only light here is the lantern's own.
  g += `<path d="M${r1(-s * 0.2)},${r1(-s * 0.62)} L${r1(-s * 0.16)},${r1(s * 0.45)} M${r1(s * 0.2)},${r1(-s * 0.62)} L${r1(s * 0.16)},${r1(s * 0.45)}" stroke="${darken(brass, 0.3)}" stroke-width="${r1(s * 0.02)}" opacity="0.6"/>`;
  g += `<rect x="${r1(-s * 0.56)}" y="${r1(-s * 0.66)}" width="${r1(s * 1.12)}" height="${r1(s * 0.07)}" rx="${r1(s * 0.02)}" fill="${darken(brass, 0.1)}"/>`;
  g += `<path d="M${r1(-s * 0.44)},${r1(s * 0.45)} L${r1(s * 0.44)},${r1(s * 0.45)} L${r1(s * 0.12)},${r1(s * 0.75)} L${r1(-s * 0.12)},${r1(s * 0.75)} Z" fill="${brass}"/>`;
  g += `<path d="M0,${r1(s * 0.75)} L0,${r1(s * 0.92)}" stroke="${brass}" stroke-width="${r1(s * 0.05)}" stroke-linecap="round"/>`;
  g += `<circle cx="0" cy="${r1(s * 0.94)}" r="${r1(s * 0.045)}" fill="${brass}"/>`;
  c.add(`<g transform="translate(${r1(x)} ${r1(y)})">${g}</g>`);
}

/** Stars of light thrown on the wall around a lantern, thinning and fading with distance. */
function thrownLight(c, rng, { x, y, s, color, count = 60, reach = 5, clip = null }) {
  let near = "";
  let far = "";
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = s * rng.range(1.1, reach);
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d * 0.9;
    const size = s * 0.07 * (1 + d / s / 3);
    if (d < s * reach * 0.55) near += star(px, py, size);
    else far += star(px, py, size);
  }
  c.add(`<g${clip ? ` clip-path="${clip}"` : ""}><path d="${near}" fill="${color}" opacity="0.45"/><path d="${far}" fill="${color}" opacity="0.2"/></g>`);
}

/** A clip path from path data (evenodd), so thrown light lands on plaster and never on the sky. */
function clipTo(c, d) {
  const id = c.uid("cp");
  c.def(`<clipPath id="${id}"><path d="${d}" clip-rule="evenodd"/></clipPath>`);
  return `url(#${id})`;
}

/** A tall terracotta jar, lit from the lantern side, standing on the floor at (x, y). */
function jar(c, { x, y, h, color, light }) {
  const w = h * 0.36;
  const d = `M${r1(x - w * 0.3)},${r1(y - h)} L${r1(x + w * 0.3)},${r1(y - h)} C${r1(x + w * 0.35)},${r1(y - h * 0.85)} ${r1(x + w * 1.1)},${r1(y - h * 0.7)} ${r1(x + w * 0.9)},${r1(y - h * 0.35)} C${r1(x + w * 0.75)},${r1(y - h * 0.1)} ${r1(x + w * 0.4)},${r1(y)} ${r1(x)},${r1(y)} C${r1(x - w * 0.4)},${r1(y)} ${r1(x - w * 0.75)},${r1(y - h * 0.1)} ${r1(x - w * 0.9)},${r1(y - h * 0.35)} C${r1(x - w * 1.1)},${r1(y - h * 0.7)} ${r1(x - w * 0.35)},${r1(y - h * 0.85)} ${r1(x - w * 0.3)},${r1(y - h)} Z`;
  c.add(`<ellipse cx="${r1(x + w * 0.2)}" cy="${r1(y)}" rx="${r1(w * 1.1)}" ry="${r1(h * 0.05)}" fill="#000000" opacity="0.25"/>`);
  c.add(`<path d="${d}" fill="${c.linear([[0, darken(color, 0.35)], [0.6, color], [1, lighten(color, 0.15)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<path d="M${r1(x - w * 0.38)},${r1(y - h * 0.98)} h${r1(w * 0.76)}" stroke="${darken(color, 0.4)}" stroke-width="${r1(h * 0.025)}"/>`);
  c.add(`<path d="M${r1(x + w * 0.55)},${r1(y - h * 0.7)} Q${r1(x + w * 0.8)},${r1(y - h * 0.5)} ${r1(x + w * 0.6)},${r1(y - h * 0.25)}" stroke="${light}" stroke-width="${r1(h * 0.03)}" fill="none" opacity="0.35" stroke-linecap="round"/>`);
}

/* ---------------------------------------------------------------- riad */

/** Horseshoe arch opening: jambs `a` either side of cx, the arc springing at `spring`. */
function archPath(cx, bottom, a, spring) {
  const R = a * 1.16;
  // The horseshoe: the arc continues past its half-circle, so it pinches in at the springing.
  return `M${r1(cx - a)},${r1(bottom)} L${r1(cx - a)},${r1(spring)} A${r1(R)},${r1(R)} 0 1 1 ${r1(cx + a)},${r1(spring)} L${r1(cx + a)},${r1(bottom)} Z`;
}
const archTop = (a, spring) => spring - Math.sqrt((a * 1.16) ** 2 - a ** 2) - a * 1.16;

/** A zellige band: a repeating tile of an eight-point star in clay, sage and cream. */
function zelligePattern(c, pal, size) {
  const id = c.uid("zl");
  const s = size;
  const h = s / 2;
  const q = s * 0.22;
  const starPts = (cx, cy, r) => {
    const pts = [];
    for (let i = 0; i < 16; i++) {
      const rr = i % 2 ? r * 0.62 : r;
      const a = (i / 16) * Math.PI * 2;
      pts.push(`${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`);
    }
    return `M${pts.join(" L")} Z`;
  };
  c.def(
    `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">` +
      `<rect width="${s}" height="${s}" fill="${lighten(pal.wall[0], 0.35)}"/>` +
      `<path d="${starPts(h, h, h * 0.8)}" fill="${mix("#5F6F52", pal.shadow, 0.15)}"/>` +
      `<path d="${starPts(h, h, h * 0.34)}" fill="${lighten(pal.wall[0], 0.4)}"/>` +
      `<path d="M0,0 l${q},0 l-${q},${q} Z M${s},0 l-${q},0 l${q},${q} Z M0,${s} l${q},0 l-${q},-${q} Z M${s},${s} l-${q},0 l${q},-${q} Z" fill="${pal.accent}"/>` +
      `</pattern>`,
  );
  return `url(#${id})`;
}

/** A riad's horseshoe arches opening onto the dunes at dusk, a fountain, lanterns glowing. */
export function riad(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  const floorY = portrait ? 790 : 780;
  // The view beyond: dusk sky, the sun just gone behind the dunes on the left.
  const horizon = portrait ? 560 : 540;
  sky(c, pal, { sunX: portrait ? 0.3 : 0.26, sunY: (horizon - 10) / 1000, sunR: 34, bloom: 1.2 });
  mist(c, { y: horizon, h: 24, color: lighten(pal.haze, 0.2), opacity: 0.6 });
  dunes(c, rng, pal, { horizon, bottom: floorY, rows: 3 });
  // The arcade: arch centres and half-widths.
  const arches = portrait
    ? [{ x: W * 0.5, a: 190 }, { x: W * 0.5 - 520, a: 190 }, { x: W * 0.5 + 520, a: 190 }]
    : [0.19, 0.5, 0.81].map((f) => ({ x: W * f, a: 165 }));
  const spring = portrait ? 400 : 390;
  const holes = arches.map((A) => archPath(A.x, floorY, A.a, spring)).join(" ");
  // Plaster: warm where the lanterns reach, dimmer up toward the ceiling.
  const wallTone = c.linear([[0, darken(pal.wall[1], 0.35)], [0.5, pal.wall[1]], [1, mix(pal.wall[0], pal.glow, 0.2)]]);
  const wallPath = `M-10,-10 L${r1(W + 10)},-10 L${r1(W + 10)},${floorY} L-10,${floorY} Z ${holes}`;
  c.add(`<path d="${wallPath}" fill="${wallTone}" fill-rule="evenodd"/>`);
  const wallClip = clipTo(c, wallPath);
  for (const A of arches) {
    const top = archTop(A.a, spring);
    // Alfiz: the rectangular frame around each arch, with a carved stucco band inside it.
    const fx = A.x - A.a * 1.5;
    const fw = A.a * 3;
    const fy = top - 46;
    c.add(`<path d="M${r1(fx)},${r1(fy)} h${r1(fw)} v${r1(floorY - 120 - fy)} h${r1(-fw)} Z ${archPath(A.x, floorY, A.a * 1.1, spring)}" fill="${lighten(pal.wall[0], 0.12)}" fill-rule="evenodd" opacity="0.55"/>`);
    c.add(`<path d="M${r1(fx + 10)},${r1(fy + 10)} h${r1(fw - 20)} v${r1(floorY - 140 - fy)} M${r1(fx + 10)},${r1(fy + 10)} v${r1(floorY - 140 - fy)}" stroke="${darken(pal.wall[1], 0.2)}" stroke-width="2" fill="none" opacity="0.6"/>`);
    // The arch's edge outlined twice: a shadowed groove and a lit lip, like carved plaster.
    c.add(`<path d="${archPath(A.x, floorY, A.a + 10, spring)}" stroke="${darken(pal.wall[1], 0.25)}" stroke-width="3" fill="none"/>`);
    let beads = "";
    const R = (A.a + 22) * 1.16;
    const cy = spring - Math.sqrt(R ** 2 - (A.a + 22) ** 2);
    for (let k = 0; k <= 28; k++) {
      const ang = Math.PI * (-0.12 + (k / 28) * 1.24);
      beads += `M${r1(A.x - Math.cos(ang) * R)},${r1(cy - Math.sin(ang) * R)} m-4,0 a4,4 0 1 0 8,0 a4,4 0 1 0 -8,0 `;
    }
    c.add(`<path d="${beads}" fill="${lighten(pal.wall[0], 0.25)}" opacity="0.7"/>`);
    // Reveal: the thickness of the wall inside the opening, lit on the side facing the sunset.
    c.add(`<path d="M${r1(A.x + A.a)},${floorY} L${r1(A.x + A.a)},${spring} L${r1(A.x + A.a - 26)},${spring + 10} L${r1(A.x + A.a - 26)},${floorY} Z" fill="${mix(pal.wall[0], pal.glow, 0.4)}"/>`);
    c.add(`<path d="M${r1(A.x - A.a)},${floorY} L${r1(A.x - A.a)},${spring} L${r1(A.x - A.a + 18)},${spring + 8} L${r1(A.x - A.a + 18)},${floorY} Z" fill="${darken(pal.wall[1], 0.3)}"/>`);
  }
  // Zellige dado along the foot of the wall, broken by the openings.
  const dado = 110;
  c.add(`<path d="M-10,${floorY - dado} H${r1(W + 10)} V${floorY} H-10 Z ${arches.map((A) => `M${r1(A.x - A.a)},${floorY - dado - 1} h${r1(A.a * 2)} v${dado + 2} h${r1(-A.a * 2)} Z`).join(" ")}" fill="${zelligePattern(c, pal, 44)}" fill-rule="evenodd"/>`);
  c.add(`<path d="M-10,${floorY - dado} H${r1(W + 10)}" stroke="${darken(pal.wall[1], 0.25)}" stroke-width="4"/>`);
  // Floor: terracotta and cream tiles in perspective, the arches' light laid across them.
  const vx = W * 0.5;
  const vy = horizon;
  c.add(`<rect x="-10" y="${floorY}" width="${r1(W + 20)}" height="${r1(H - floorY + 10)}" fill="${c.linear([[0, mix(pal.dune[1], pal.wall[1], 0.5)], [1, darken(pal.dune[2], 0.15)]])}"/>`);
  let grid = "";
  for (let i = -24; i <= 24; i++) {
    const fx = vx + i * 90;
    const t0 = (floorY - vy) / (H - vy);
    grid += `M${r1(vx + (fx - vx) * t0)},${floorY} L${r1(fx)},${H} `;
  }
  for (let k = 1; k < 8; k++) {
    const y = floorY + (H - floorY) * ((k / 8) ** 1.6);
    grid += `M-10,${r1(y)} H${r1(W + 10)} `;
  }
  c.add(`<path d="${grid}" stroke="${darken(pal.dune[2], 0.2)}" stroke-width="1.5" opacity="0.4"/>`);
  for (const A of arches) {
    c.add(`<path d="M${r1(A.x - A.a)},${floorY} L${r1(A.x + A.a)},${floorY} L${r1(A.x + A.a * 1.5 + 120)},${H} L${r1(A.x - A.a * 1.1 + 120)},${H} Z" fill="${pal.glow}" opacity="0.2"/>`);
  }
  // Fountain: a round basin edged in zellige, its water holding the sky, a small bowl on a stem.
  const fx = W * 0.5;
  const fy = portrait ? 905 : 895;
  const frx = portrait ? 200 : 230;
  c.add(`<ellipse cx="${r1(fx)}" cy="${fy + 18}" rx="${frx + 20}" ry="52" fill="${pal.shadow}" opacity="0.3"/>`);
  c.add(`<path d="M${r1(fx - frx)},${fy} L${r1(fx - frx)},${fy + 28} A${frx},46 0 0 0 ${r1(fx + frx)},${fy + 28} L${r1(fx + frx)},${fy} Z" fill="${zelligePattern(c, pal, 26)}"/>`);
  c.add(`<ellipse cx="${r1(fx)}" cy="${fy}" rx="${frx}" ry="46" fill="${lighten(pal.wall[0], 0.2)}"/>`);
  c.add(`<ellipse cx="${r1(fx)}" cy="${fy + 2}" rx="${frx - 14}" ry="36" fill="${c.linear([[0, mix(pal.sky[1], "#5F8A86", 0.45)], [1, mix(pal.sky[2], "#2B6B70", 0.35)]])}"/>`);
  c.add(`<ellipse cx="${r1(fx - 40)}" cy="${fy + 8}" rx="90" ry="10" fill="${pal.sun}" opacity="0.35"/>`);
  c.add(`<path d="M${r1(fx - 10)},${fy + 2} L${r1(fx - 7)},${fy - 70} L${r1(fx + 7)},${fy - 70} L${r1(fx + 10)},${fy + 2} Z" fill="${lighten(pal.wall[0], 0.15)}"/>`);
  c.add(`<path d="M${r1(fx - 60)},${fy - 78} Q${r1(fx)},${fy - 50} ${r1(fx + 60)},${fy - 78} Z" fill="${lighten(pal.wall[0], 0.2)}"/>`);
  c.add(`<path d="M${r1(fx - 60)},${fy - 78} Q${r1(fx - 70)},${fy - 40} ${r1(fx - 80)},${fy - 8} M${r1(fx + 60)},${fy - 78} Q${r1(fx + 70)},${fy - 40} ${r1(fx + 80)},${fy - 8} M${r1(fx)},${fy - 82} l0,-18" stroke="#FFFFFF" stroke-width="2" fill="none" opacity="0.5"/>`);
  // Lanterns hanging in the arches, their light on the plaster around them.
  const n = Math.min(variant.lanterns ?? 3, arches.length);
  const order = portrait ? [0, 1, 2] : [1, 0, 2];
  for (let i = 0; i < n; i++) {
    const A = arches[order[i]];
    const top = archTop(A.a, spring);
    const ly = top + (portrait ? 170 : 150) + (i % 2) * 40;
    const s = portrait ? 66 : 60;
    thrownLight(c, rng, { x: A.x, y: ly, s: s * 1.4, color: lighten(pal.warm, 0.3), count: 60, reach: 3.2, clip: wallClip });
    brassLantern(c, { x: A.x, y: ly, s, brass: pal.brass, glow: pal.warm, chainTop: top + 4, dark: darken(pal.brass, 0.5) });
  }
  // Tall terracotta jars at the edges of the courtyard.
  for (const [px, h] of portrait ? [[W * 0.1, 230]] : [[W * 0.05, 260], [W * 0.95, 230]]) jar(c, { x: px, y: floorY + 160, h, color: mix(pal.accent, pal.dune[1], 0.3), light: pal.warm });
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W * 0.5, 520, W * 0.8, [[0.55, pal.shadow, 0], [1, pal.shadow, 0.35]])}"/>`);
}

/** Brass lanterns hanging at dusk, their pierced light scattered across the plaster walls. */
export function lanterns(c, { rng, pal, portrait }) {
  const { W, H } = c;
  // Deep plaster wall in lantern light, a single arched window onto the dusk sky.
  const wall = darken(pal.wall[1], 0.35);
  c.rect(c.linear([[0, darken(wall, 0.35)], [0.6, wall], [1, darken(wall, 0.1)]]));
  const wx = W * (portrait ? 0.5 : 0.7);
  const wa = portrait ? 130 : 120;
  const spring = 420;
  const floorY = 910;
  c.add(`<path d="${archPath(wx, 760, wa, spring)}" fill="${c.linear([[0, pal.sky[0]], [0.6, pal.sky[1]], [1, pal.sky[2]]])}"/>`);
  c.add(`<path d="M${r1(wx - wa)},760 L${r1(wx - wa)},700 Q${r1(wx - wa * 0.3)},650 ${r1(wx)},672 Q${r1(wx + wa * 0.4)},690 ${r1(wx + wa)},668 L${r1(wx + wa)},760 Z" fill="${aerial(pal.dune[1], pal.haze, 0.4)}"/>`);
  c.add(`<path d="${archPath(wx, 760, wa + 12, spring)}" stroke="${darken(wall, 0.3)}" stroke-width="10" fill="none"/>`);
  c.add(`<path d="${archPath(wx, 760, wa, spring)}" stroke="${lighten(wall, 0.15)}" stroke-width="3" fill="none"/>`);
  // A low banquette along the foot of the wall, with cushions in clay, brass and sage.
  c.add(`<rect x="-10" y="${floorY - 60}" width="${r1(W + 20)}" height="${r1(H - floorY + 70)}" fill="${darken(pal.shadow, 0.05)}"/>`);
  c.add(`<rect x="-10" y="${floorY - 60}" width="${r1(W + 20)}" height="18" fill="${mix(pal.accent, pal.shadow, 0.3)}"/>`);
  const cushions = [pal.accent, pal.brass, mix("#5F6F52", pal.shadow, 0.2), lighten(pal.wall[0], 0.1)];
  for (let x = rng.range(-60, 0), i = 0; x < W; x += rng.range(170, 230), i++) {
    const col = darken(cushions[(i + rng.int(0, 3)) % cushions.length], 0.3);
    const w = rng.range(130, 160);
    c.add(`<rect x="${r1(x)}" y="${floorY - 150}" width="${r1(w)}" height="96" rx="30" fill="${col}" transform="rotate(${r1(rng.range(-4, 4))} ${r1(x + w / 2)} ${floorY - 100})"/>`);
    c.add(`<path d="M${r1(x + 24)},${floorY - 138} q${r1(w / 2 - 24)},-6 ${r1(w - 48)},0" stroke="${lighten(col, 0.25)}" stroke-width="3" fill="none" opacity="0.6"/>`);
  }
  const wallClip = clipTo(c, `M-10,-10 H${r1(W + 10)} V${floorY - 150} H-10 Z ${archPath(wx, 760, wa + 16, spring)}`);
  // Lanterns at staggered heights, largest nearest; the light they throw first, then the brass.
  const specs = portrait
    ? [[0.28, 330, 70], [0.66, 230, 95], [0.42, 560, 120], [0.85, 480, 60]]
    : [[0.14, 300, 75], [0.32, 500, 115], [0.5, 260, 85], [0.88, 400, 100], [0.62, 620, 60]];
  const placed = specs.map(([fx, y, s]) => ({ x: W * fx + rng.range(-20, 20), y, s }));
  for (const L of placed) thrownLight(c, rng, { x: L.x, y: L.y, s: L.s, color: lighten(pal.warm, 0.25), count: 55, reach: 4, clip: wallClip });
  for (const L of [...placed].sort((a, b) => a.s - b.s)) brassLantern(c, { x: L.x, y: L.y, s: L.s, brass: pal.brass, glow: pal.warm, chainTop: -10, dark: darken(pal.brass, 0.55) });
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W * 0.45, 450, W * 0.75, [[0.5, "#000000", 0], [1, "#000000", 0.3]])}"/>`);
}

/**
 * A desert camp after dark: dunes in moonlight under a crescent moon and the first stars, and on
 * a far crest a Berber tent lit from inside, lanterns on poles and a fire's glow on the sand.
 * The camp and the moon sit high and to the right (on a phone, high and central), so text on the
 * near dune's shadow at the foot and the left never covers them.
 */
export function desertCamp(c, { rng, pal, portrait }) {
  const { W, H } = c;
  c.rect(c.linear([[0, pal.sky[0]], [0.5, pal.sky[1]], [0.78, pal.sky[2]], [1, pal.sky[2]]]));
  // Stars: thinning toward the glow of the horizon.
  let stars = "";
  for (let i = 0; i < 140; i++) {
    const y = rng.range(0, 460) * rng.range(0.3, 1);
    stars += `M${r1(rng.range(0, W))},${r1(y)} m-1.4,0 a1.4,1.4 0 1 0 2.8,0 a1.4,1.4 0 1 0 -2.8,0 `;
  }
  c.add(`<path d="${stars}" fill="#FFF8E8" opacity="0.75"/>`);
  // The crescent: a lit disc with a darker disc over most of it, and a faint halo.
  const mx = W * (portrait ? 0.72 : 0.86);
  const my = portrait ? 150 : 250;
  c.add(`<circle cx="${r1(mx)}" cy="${my}" r="130" fill="${c.radial(mx, my, 130, [[0, pal.sun, 0.3], [1, pal.sun, 0]])}"/>`);
  const mask = c.uid("mk");
  c.def(`<mask id="${mask}"><rect x="0" y="0" width="${r1(W)}" height="${H}" fill="#fff"/><circle cx="${r1(mx + 16)}" cy="${my - 10}" r="40" fill="#000"/></mask>`);
  c.add(`<circle cx="${r1(mx)}" cy="${my}" r="42" fill="${pal.sun}" mask="url(#${mask})"/>`);
  // Dunes, far to near: long smooth crests, paler and bluer with distance, each lit on its
  // moon side (a lighter band along the crest).
  const crest = portrait ? 430 : 560;
  const layers = [
    { base: crest + 20, amp: 110, col: pal.dune[0], depth: 0.75 },
    { base: crest + 170, amp: 170, col: pal.dune[1], depth: 0.45 },
    { base: crest + 420, amp: 230, col: pal.dune[2], depth: 0.15 },
  ];
  const camp = { x: W * (portrait ? 0.5 : 0.74), y: 0 };
  layers.forEach((L, i) => {
    const n = noise1d(rng, 3, 0.003);
    // Sharp crests, soft troughs: a dune's lee face drops away from a ridge line.
    const yAt = i < 2 ? (x) => L.base - (1 - Math.abs(n(x))) ** 2 * L.amp : (x) => L.base - (n(x) * 0.5 + 0.5) * L.amp;
    c.add(`<path d="${ridgePath(W, H, yAt, 8)}" fill="${c.linear([[0, aerial(lighten(L.col, 0.12), pal.haze, L.depth)], [0.4, aerial(L.col, pal.haze, L.depth)], [1, darken(L.col, 0.2)]])}"/>`);
    c.add(`<path d="${ridgePath(W, H, (x) => yAt(x) + 3, 8, H + 2).replace(/^M[^L]*L/, "M").replace(/ L[^L]*Z$/, "")}" stroke="${lighten(pal.sun, 0.1)}" stroke-width="${3 - i}" fill="none" opacity="${0.35 - i * 0.08}"/>`);
    if (i === 0) camp.y = yAt(camp.x);
  });
  // The camp on the far crest: a low tent of dark goat-hair cloth, its open front glowing.
  const s = portrait ? 1.1 : 1;
  const { x, y } = camp;
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(y + 6)}" rx="${r1(260 * s)}" ry="${r1(40 * s)}" fill="${pal.glow}" opacity="0.28" filter="${c.blur(18)}"/>`);
  c.add(`<path d="M${r1(x - 120 * s)},${r1(y + 4)} L${r1(x - 96 * s)},${r1(y - 52 * s)} Q${r1(x - 40 * s)},${r1(y - 74 * s)} ${r1(x)},${r1(y - 70 * s)} Q${r1(x + 40 * s)},${r1(y - 74 * s)} ${r1(x + 96 * s)},${r1(y - 52 * s)} L${r1(x + 120 * s)},${r1(y + 4)} Z" fill="${darken(pal.shadow, 0.1)}"/>`);
  let stripes = "";
  for (let k = -3; k <= 3; k++) stripes += `M${r1(x + k * 28 * s)},${r1(y - 70 * s)} L${r1(x + k * 34 * s)},${r1(y + 4)} `;
  c.add(`<path d="${stripes}" stroke="${mix(pal.shadow, pal.accent, 0.35)}" stroke-width="${r1(5 * s)}" opacity="0.7"/>`);
  c.add(`<path d="M${r1(x - 40 * s)},${r1(y + 4)} L${r1(x - 30 * s)},${r1(y - 40 * s)} L${r1(x + 30 * s)},${r1(y - 40 * s)} L${r1(x + 40 * s)},${r1(y + 4)} Z" fill="${c.linear([[0, pal.warm], [1, pal.glow]])}"/>`);
  // Lanterns on poles either side, a fire a little in front.
  for (const dx of [-170, 170]) {
    const px = x + dx * s;
    c.add(`<path d="M${r1(px)},${r1(y + 8)} L${r1(px)},${r1(y - 80 * s)}" stroke="${pal.shadow}" stroke-width="${r1(3 * s)}"/>`);
    lantern(c, { x: px, y: y - 86 * s, size: 22 * s, brass: pal.brass, glow: pal.warm, dark: pal.shadow });
  }
  const fx = x + 70 * s;
  const fy = y + 26 * s;
  c.add(`<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(70 * s)}" fill="${c.radial(fx, fy, 70 * s, [[0, pal.warm, 0.7], [1, pal.warm, 0]])}"/>`);
  c.add(`<path d="M${r1(fx - 9 * s)},${r1(fy)} Q${r1(fx - 6 * s)},${r1(fy - 18 * s)} ${r1(fx)},${r1(fy - 26 * s)} Q${r1(fx + 7 * s)},${r1(fy - 16 * s)} ${r1(fx + 9 * s)},${r1(fy)} Z" fill="${pal.warm}"/>`);
  // Footprints and a camel's track up the near dune toward the camp, catching the moonlight.
  let steps = "";
  for (let k = 0; k < 14; k++) {
    const t = k / 14;
    const sx = W * (portrait ? 0.15 : 0.3) + (x - W * (portrait ? 0.15 : 0.3)) * t + Math.sin(t * 6) * 30;
    const sy = H - 40 - (H - 40 - (y + 120)) * t;
    steps += `M${r1(sx + (k % 2 ? 8 : -8))},${r1(sy)} m-6,0 a6,3 0 1 0 12,0 a6,3 0 1 0 -12,0 `;
  }
  c.add(`<path d="${steps}" fill="${darken(pal.dune[2], 0.3)}" opacity="0.5"/>`);
}
