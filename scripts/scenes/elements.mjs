// Reusable motifs: palms, water, mist, boats, lanterns. No people: docs/images.md says why.
// Everything is drawn as silhouettes or soft gradients: the scenes are meant to read like
// editorial illustration, where shape and light do the work and detail stays suggested.
import { mix, r1, smoothPath } from "./lib.mjs";

/* ------------------------------------------------------------------ palms */

/**
 * A coconut palm: a tapering curved trunk and a crown of drooping, feathered fronds.
 * (x, y) is the foot of the trunk, h its height in scene units, lean in units of sideways drift
 * at the crown (negative leans left).
 */
export function palm(c, rng, { x, y, h, lean = 0, color, width = h * 0.035, fronds = 11, spread = 1 }) {
  const top = [x + lean, y - h];
  const ctrl = [x + lean * 0.15, y - h * 0.55];
  const left = [];
  const right = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0];
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1];
    const dx = 2 * (1 - t) * (ctrl[0] - x) + 2 * t * (top[0] - ctrl[0]);
    const dy = 2 * (1 - t) * (ctrl[1] - y) + 2 * t * (top[1] - ctrl[1]);
    const len = Math.hypot(dx, dy) || 1;
    const w = width * (1 - t * 0.45) * (i === 0 ? 1.3 : 1);
    left.push([px - (dy / len) * w, py + (dx / len) * w]);
    right.push([px + (dy / len) * w, py - (dx / len) * w]);
  }
  const trunk = [...left, ...right.reverse()];
  let out = `<path d="M${trunk.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" L")} Z" fill="${color}"/>`;
  // Fronds: each a solid, drooping blade with a feathered edge, the way a palm reads against
  // the light. Along the rachis, close-set leaflets hang back and down; each side's outline runs
  // out to a leaflet's tip and back in to a notch between it and the next, so the frond is one
  // shape with a ragged fringe rather than a spine with separate strokes.
  const L = h * 0.42 * spread;
  const blades = [];
  const ribs = [];
  const N = 40;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + ((i / (fronds - 1)) * 2 - 1) * (Math.PI * 0.92) + rng.range(-0.15, 0.15);
    const dir = [Math.cos(a), Math.sin(a)];
    // The young fronds at the top stand shorter and stiffer; the old ones at the sides arch and hang.
    const up = Math.max(0, -dir[1]) ** 2;
    const len = L * rng.range(0.75, 1.1) * (Math.abs(Math.cos(a)) * 0.35 + 0.75) * (1 - up * 0.3);
    const droop = len * (0.35 + Math.abs(dir[0]) * 0.45) * (1 - up * 0.45);
    const p0 = top;
    const p1 = [top[0] + dir[0] * len * 0.55, top[1] + dir[1] * len * 0.55 - len * 0.12];
    const p2 = [top[0] + dir[0] * len, top[1] + dir[1] * len * 0.6 + droop];
    const at = (t) => [
      (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
      (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
    ];
    const pts = Array.from({ length: N + 1 }, (_, k) => at(k / N));
    // The rachis stops where the leaflets do, so no bare stick pokes out past the blade.
    ribs.push(smoothPath(pts.slice(0, Math.round(N * 0.92))));
    // Where a leaflet (or the notch before it) sits at rachis position t, `reach` of its length out.
    const leaflet = (t, s, reach, jitter) => {
      const [px, py] = at(t);
      const [qx, qy] = at(Math.max(0, t - 0.02));
      const tl = Math.hypot(px - qx, py - qy) || 1;
      const tx = (px - qx) / tl;
      const ty = (py - qy) / tl;
      // Longest a third of the way out, short at the crown, tapering to nothing at the tip.
      const ll = len * 0.34 * Math.sin(Math.PI * Math.min(1, 0.08 + t * 0.9)) ** 0.7 * (1 - t * 0.25) * jitter;
      const nx = -ty * s;
      const ny = tx * s;
      // Out from the rachis, swept back toward the crown, and hanging: gravity wins near the tip.
      return [px + (nx * 0.55 - tx * 0.45) * ll * reach, py + (ny * 0.55 - ty * 0.45) * ll * reach + ll * reach * 0.95];
    };
    for (const s of [1, -1]) {
      const edge = [];
      for (let k = 1; k <= N; k++) {
        const t = k / N;
        edge.push(leaflet(t - 0.5 / N, s, 0.14, 1));
        edge.push(leaflet(t, s, 1, rng.range(0.8, 1.1)));
      }
      const spine = pts.slice(1, N).reverse();
      const outline = [top, ...edge, pts[N], ...spine];
      blades.push(`M${outline.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" L")} Z`);
    }
  }
  const lw = Math.max(0.6, h * 0.006);
  out += `<path d="${blades.join(" ")}" fill="${color}"/>`;
  out += `<path d="${ribs.join(" ")}" fill="none" stroke="${color}" stroke-width="${r1(lw * 1.8)}" stroke-linecap="round"/>`;
  out += `<circle cx="${r1(top[0])}" cy="${r1(top[1] + h * 0.01)}" r="${r1(width * 1.2)}" fill="${color}"/>`;
  c.add(`<g>${out}</g>`);
  return top;
}


/* ------------------------------------------------------------------ water */

/** Sun glitter: a column of short horizontal strokes under the light, thinning with distance. */
export function glitter(c, rng, { x, top, bottom, width, color, opacity = 0.7, count = 70 }) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 1.4;
    const yy = top + (bottom - top) * t;
    const spread = width * (0.25 + t * 0.9);
    const cx = x + rng.range(-1, 1) * spread * rng.next();
    const len = rng.range(4, 18) * (0.4 + t * 1.6);
    d += `M${r1(cx - len / 2)},${r1(yy)} h${r1(len)} `;
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity="${opacity}" fill="none"/>`);
}

/** Gentle swell lines across the water, denser toward the horizon. */
export function swells(c, rng, { top, bottom, color, opacity = 0.25, count = 24, W = c.W }) {
  let d = "";
  for (let i = 0; i < count; i++) {
    const t = (i + rng.next()) / count;
    const yy = top + (bottom - top) * t ** 1.8;
    const x0 = rng.range(-50, W);
    const len = rng.range(40, 220) * (0.3 + t);
    d += `M${r1(x0)},${r1(yy)} q${r1(len / 2)},${r1(-1.5 - t * 2)} ${r1(len)},0 `;
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="1.4" fill="none" stroke-linecap="round" opacity="${opacity}"/>`);
}

/** A horizontal band of mist: a blurred pale ellipse. */
export function mist(c, { y, h, color, opacity = 0.5, x = c.W / 2, w = c.W * 0.8 }) {
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w)}" ry="${r1(h)}" fill="${color}" opacity="${opacity}" filter="${c.blur(h * 0.6)}"/>`);
}

/* ------------------------------------------------------------------ props */

/** A wooden fishing boat (Goa) or dhoni (Maldives) in side view, hull resting at (x, y). */
export function boat(c, { x, y, len, color, dhoni = false, flip = false, sail = false }) {
  const k = flip ? -1 : 1;
  const L = len;
  const hull = dhoni
    ? `M${-L * 0.5},${-L * 0.16} Q${-L * 0.3},${L * 0.05} 0,${L * 0.05} Q${L * 0.35},${L * 0.05} ${L * 0.52},${-L * 0.12} L${L * 0.58},${-L * 0.3} L${L * 0.47},${-L * 0.11} Q${L * 0.2},${-L * 0.08} ${-L * 0.5},${-L * 0.12} Z`
    : `M${-L * 0.5},${-L * 0.1} Q${-L * 0.25},${L * 0.06} 0,${L * 0.06} Q${L * 0.3},${L * 0.06} ${L * 0.5},${-L * 0.16} L${L * 0.44},${-L * 0.08} Z`;
  let g = `<path d="${hull}" fill="${color}"/>`;
  if (dhoni) {
    g += `<rect x="${-L * 0.32}" y="${-L * 0.26}" width="${L * 0.42}" height="${L * 0.11}" rx="${L * 0.01}" fill="${color}"/>`;
    g += `<path d="M${-L * 0.36},${-L * 0.27} L${L * 0.14},${-L * 0.27}" stroke="${color}" stroke-width="${L * 0.015}"/>`;
  } else {
    g += `<path d="M${-L * 0.42},${-L * 0.08} L${-L * 0.42},${-L * 0.02} M${-L * 0.38},${L * 0.02} L${L * 0.34},${L * 0.02}" stroke="${color}" stroke-width="${L * 0.012}"/>`;
    g += `<path d="M${-L * 0.2},${-L * 0.1} L${-L * 0.2},${-L * 0.2} L${L * 0.15},${-L * 0.2} L${L * 0.15},${-L * 0.1}" fill="none" stroke="${color}" stroke-width="${L * 0.012}"/>`;
    // The outrigger pole typical of Goan fishing boats.
    g += `<path d="M${-L * 0.1},${-L * 0.05} L${-L * 0.05},${L * 0.12} M${L * 0.15},${-L * 0.05} L${L * 0.1},${L * 0.12} M${-L * 0.25},${L * 0.12} L${L * 0.3},${L * 0.12}" stroke="${color}" stroke-width="${L * 0.014}" stroke-linecap="round"/>`;
  }
  if (sail) g += `<path d="M0,${-L * 0.28} L0,${-L * 0.85} Q${L * 0.2},${-L * 0.55} ${L * 0.26},${-L * 0.3} Z" fill="${color}"/>`;
  c.add(`<g transform="translate(${r1(x)} ${r1(y)}) scale(${k} 1)">${g}</g>`);
}

/** A Moroccan brass lantern with a warm halo; `glow` is the light colour. */
export function lantern(c, { x, y, size, brass, glow, chain = 0, dark }) {
  const s = size;
  let g = "";
  if (chain) g += `<path d="M0,${-chain} L0,${-s * 0.55}" stroke="${dark}" stroke-width="${s * 0.03}"/>`;
  g += `<circle cx="0" cy="${s * 0.1}" r="${s * 2.4}" fill="${c.radial(0, s * 0.1, s * 2.4, [[0, glow, 0.55], [0.35, glow, 0.18], [1, glow, 0]])}"/>`;
  // Dome, pierced body, base.
  g += `<path d="M0,${-s * 0.62} Q${s * 0.06},${-s * 0.4} ${s * 0.3},${-s * 0.32} L${-s * 0.3},${-s * 0.32} Q${-s * 0.06},${-s * 0.4} 0,${-s * 0.62} Z" fill="${brass}"/>`;
  g += `<path d="M${-s * 0.3},${-s * 0.32} Q${-s * 0.42},${s * 0.1} ${-s * 0.18},${s * 0.5} L${s * 0.18},${s * 0.5} Q${s * 0.42},${s * 0.1} ${s * 0.3},${-s * 0.32} Z" fill="${glow}"/>`;
  let holes = "";
  for (let row = 0; row < 4; row++) {
    for (let col = -2; col <= 2; col++) {
      const yy = -s * 0.2 + row * s * 0.17;
      const xx = col * s * 0.11 * (1 - Math.abs(row - 1.2) * 0.12);
      holes += `M${r1(xx - s * 0.04)},${r1(yy)} l${r1(s * 0.04)},${r1(-s * 0.06)} l${r1(s * 0.04)},${r1(s * 0.06)} l${r1(-s * 0.04)},${r1(s * 0.06)} Z `;
    }
  }
  g += `<path d="M${-s * 0.3},${-s * 0.32} Q${-s * 0.42},${s * 0.1} ${-s * 0.18},${s * 0.5} L${s * 0.18},${s * 0.5} Q${s * 0.42},${s * 0.1} ${s * 0.3},${-s * 0.32} Z ${holes}" fill="${brass}" fill-rule="evenodd" opacity="0.9"/>`;
  g += `<rect x="${-s * 0.22}" y="${s * 0.48}" width="${s * 0.44}" height="${s * 0.08}" rx="${s * 0.02}" fill="${brass}"/>`;
  g += `<path d="M0,${s * 0.56} L0,${s * 0.72}" stroke="${brass}" stroke-width="${s * 0.05}" stroke-linecap="round"/>`;
  c.add(`<g transform="translate(${r1(x)} ${r1(y)})">${g}</g>`);
}

/** Soft light rays from a point, as translucent wedges (god rays through leaves or water). */
export function rays(c, rng, { x, y, color, count = 6, length = 1200, spread = 0.5, angle = Math.PI / 2, opacity = 0.12 }) {
  let g = "";
  for (let i = 0; i < count; i++) {
    const a = angle + rng.range(-spread, spread);
    const w = rng.range(0.015, 0.05);
    const x1 = x + Math.cos(a - w) * length;
    const y1 = y + Math.sin(a - w) * length;
    const x2 = x + Math.cos(a + w) * length;
    const y2 = y + Math.sin(a + w) * length;
    g += `<path d="M${r1(x)},${r1(y)} L${r1(x1)},${r1(y1)} L${r1(x2)},${r1(y2)} Z" opacity="${r1(rng.range(0.4, 1) * 10) / 10}"/>`;
  }
  c.add(`<g fill="${color}" opacity="${opacity}" filter="${c.blur(6)}">${g}</g>`);
}

export const shade = mix;
