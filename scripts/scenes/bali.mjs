// Bali scenes: rice terraces, sunrise over the volcano, a split temple gate, jungle, a waterfall,
// canang sari offerings and an open-sided shala. Light: a pale dawn sun from the right, so lit
// faces turn right and shade falls left; everything far away sinks into sage-grey mist.
import { aerial, darken, lighten, mix, noise1d, r1, ridgePath } from "./lib.mjs";
import { ridge, sky } from "./common.mjs";
import { mist, palm, rays } from "./elements.mjs";

/* ---------------------------------------------------------------- helpers */

/** Misty hills: `n` ridges from far to near, a band of mist settling in each valley. */
function hills(c, rng, pal, { n = 4, top = 380, step = 45, amp = 80, depth0 = 0.92, depth1 = 0.55, color = pal.foliage[1] }) {
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1);
    const depth = depth0 + (depth1 - depth0) * t;
    ridge(c, rng, { base: top + i * step, amp: amp * (1 - t * 0.3), color, haze: pal.haze, depth, freq: 0.0035 + i * 0.0008 });
    mist(c, { y: top + i * step + 12, h: 16, color: lighten(pal.haze, 0.2), opacity: 0.55, w: c.W * 0.7, x: c.W * (0.3 + 0.4 * rng.next()) });
  }
}

/**
 * Rice terraces: nested contour bands whose edges share one smooth noise, so they stay parallel
 * like real terraces, and grow apart toward the viewer (perspective). Each band gets a shaded
 * riser under the lip above it, a lit lip line, and near bands a texture of rice clumps. Some
 * paddies are flooded and mirror the sky.
 */
function terraces(c, rng, pal, { top, bottom = 1010, rows, amp = 60, tilt = 0, depth0 = 0.8, dark = 0, palms = 0 }) {
  const { W } = c;
  // Spurs of the hillside run toward the viewer: contours bow down over each spur and pull up
  // into the gullies between, which is what makes terraces read as sculpted land, not stripes.
  const spurs = Array.from({ length: 3 }, (_, j) => ({ x: W * (0.15 + j * 0.35 + rng.range(-0.1, 0.1)), s: W * rng.range(0.12, 0.22), a: rng.range(0.7, 1.3) }));
  const wobble = noise1d(rng, 3, 0.006);
  const shared = (x) => spurs.reduce((v, p) => v + p.a * Math.exp(-(((x - p.x) / p.s) ** 2)), 0) * 1.4 - 0.9 + wobble(x) * 0.35;
  const edges = [];
  for (let i = 0; i <= rows; i++) {
    const t = i / rows;
    const own = noise1d(rng, 2, 0.01);
    const y0 = top + (bottom - top) * t ** 1.45;
    const a = amp * (0.35 + t * 1.2);
    edges.push((x) => y0 + shared(x) * a + own(x) * a * 0.12 + tilt * (x / W - 0.5) * (1 - t * 0.4));
  }
  const greens = pal.terrace;
  // Flooded paddies mirror a sky tinted by the green around them, never pure white.
  const sky = mix(mix(pal.water, pal.glow, 0.25), greens[0], 0.3);
  const planted = [];
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const depth = depth0 * (1 - t) ** 1.3;
    const flooded = t < 0.75 && rng.chance(t < 0.5 ? 0.28 : 0.15);
    let base = flooded ? sky : mix(greens[Math.min(2, Math.floor(rng.range(0, 2.2)))], greens[0], rng.range(0, 0.4));
    base = darken(base, dark * (0.5 + t * 0.5));
    const fill = aerial(base, pal.haze, depth);
    const e = edges[i];
    c.add(`<path d="${ridgePath(W, 1010, e, 8)}" fill="${fill}"/>`);
    // Riser: the earthen wall under the terrace above, in shade because the light is behind it.
    const rh = 2 + t * 16;
    const pts = [];
    for (let x = -10; x <= W + 10; x += 8) pts.push(`${r1(x)},${r1(e(x))}`);
    const back = [];
    for (let x = W + 10; x >= -10; x -= 8) back.push(`${r1(x)},${r1(e(x) + rh)}`);
    c.add(`<path d="M${pts.join(" L")} L${back.join(" L")} Z" fill="${aerial(darken(mix(greens[2], pal.shadow, 0.35), dark * 0.5), pal.haze, depth)}" opacity="0.85"/>`);
    c.add(`<path d="M${pts.join(" L")}" stroke="${aerial(lighten(greens[0], 0.35), pal.haze, depth)}" stroke-width="${r1(0.8 + t * 2.2)}" fill="none" opacity="0.9"/>`);
    if (flooded) {
      // The flooded paddy holds a streak of the bright sky just under its far lip.
      const refl = [];
      for (let x = W + 10; x >= -10; x -= 8) refl.push(`${r1(x)},${r1(e(x) + rh + 3 + t * 10)}`);
      c.add(`<path d="M${pts.map((p) => p.replace(/,([\d.-]+)$/, (_, y) => `,${r1(+y + rh)}`)).join(" L")} L${refl.join(" L")} Z" fill="${lighten(pal.glow, 0.4)}" opacity="0.35"/>`);
    }
    if (!flooded && t > 0.45) planted.push({ e, next: edges[i + 1], t, fill });
  }
  // Rice clumps in rows on the near paddies: short strokes following the contour.
  for (const { e, next, t, fill } of planted) {
    let d = "";
    const rowsIn = 3 + Math.floor(t * 4);
    for (let k = 1; k <= rowsIn; k++) {
      const f = k / (rowsIn + 1);
      const gap = 10 + t * 16;
      for (let x = rng.range(0, gap); x < W; x += gap * rng.range(0.8, 1.2)) {
        const y = e(x) + (next(x) - e(x)) * f + 4;
        const h = 3 + t * 9;
        d += `M${r1(x)},${r1(y)} l${r1(-h * 0.15)},${r1(-h)} M${r1(x)},${r1(y)} l${r1(h * 0.2)},${r1(-h * 0.9)} `;
      }
    }
    c.add(`<path d="${d}" stroke="${darken(fill, 0.22)}" stroke-width="${r1(1 + t * 1.2)}" fill="none" stroke-linecap="round" opacity="0.7"/>`);
  }
  // Palms stand on the bunds, scaled by how far down (near) their terrace is.
  const stands = [];
  for (let k = 0; k < palms; k++) {
    const i = Math.floor(rows * rng.range(0.12, 0.6));
    const t = i / rows;
    const x = rng.range(0.02, 0.98) * W;
    stands.push({ x, y: edges[i](x) + 2, t });
  }
  stands.sort((a, b) => a.y - b.y);
  for (const s of stands) {
    const h = 60 + s.t * 420;
    palm(c, rng, { x: s.x, y: s.y, h, lean: rng.range(-0.18, 0.18) * h, color: aerial(pal.foliage[1], pal.haze, depth0 * (1 - s.t) ** 1.1 * 0.9), fronds: 10 });
  }
  return edges;
}

/**
 * A pointed leaf with a midrib, for jungle and waterfall foregrounds: its base at (x, y), `len`
 * long, turned by `angle`, `width` as a share of its length, `rib` the midrib's colour (none if
 * unset). Callers write the properties in this order: where they draw from the seeded random
 * source, that order is the order of the draws, so the scenes stay the same.
 */
export function leaf({ x, y, len, angle, width, color, rib }) {
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const P = (u, v) => `${r1(x + ca * u - sa * v)},${r1(y + sa * u + ca * v)}`;
  const w = len * width;
  let s = `<path d="M${P(0, 0)} C${P(len * 0.25, -w)} ${P(len * 0.75, -w * 0.8)} ${P(len, 0)} C${P(len * 0.75, w * 0.8)} ${P(len * 0.25, w)} ${P(0, 0)} Z" fill="${color}"/>`;
  if (rib) s += `<path d="M${P(0, 0)} Q${P(len * 0.5, -w * 0.08)} ${P(len * 0.95, 0)}" stroke="${rib}" stroke-width="${r1(Math.max(0.8, len * 0.012))}" fill="none" opacity="0.6"/>`;
  return s;
}

/** A fern frond: an arching rachis with leaflets shrinking toward the tip. */
function fern(x, y, len, angle, color, bend = 0.6) {
  let d = "";
  const pts = [];
  for (let k = 0; k <= 18; k++) {
    const t = k / 18;
    const a = angle + bend * t * t;
    const px = x + Math.cos(angle) * len * t + Math.cos(a + Math.PI / 2) * 0 - Math.sin(angle) * bend * len * 0.25 * t * t * -1;
    const py = y + Math.sin(angle) * len * t + bend * len * 0.35 * t * t;
    pts.push([px, py, a]);
  }
  d += `M${pts.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" L")}`;
  let leaves = "";
  for (let k = 1; k < pts.length - 1; k++) {
    const [px, py, a] = pts[k];
    const t = k / 18;
    const l = len * 0.2 * Math.sin(Math.PI * (0.2 + t * 0.8)) * (1 - t * 0.5);
    for (const s of [1, -1]) {
      const la = a + s * 1.05 + 0.25;
      leaves += `M${r1(px)},${r1(py)} q${r1(Math.cos(la) * l * 0.5 - Math.sin(la) * l * 0.12)},${r1(Math.sin(la) * l * 0.5 + Math.cos(la) * l * 0.12)} ${r1(Math.cos(la) * l)},${r1(Math.sin(la) * l)} `;
    }
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${r1(len * 0.012 + 0.8)}" fill="none"/><path d="${leaves}" stroke="${color}" stroke-width="${r1(len * 0.028 + 1)}" fill="none" stroke-linecap="round"/>`;
}

/**
 * A band of forest canopy: crowns as overlapping rounded masses along a wavering line, with
 * a few thin trunks showing where the mist lifts the crowns off the ground.
 */
export function canopy(c, rng, { base, top, color, W, scale = 1 }) {
  const n = noise1d(rng, 3, 0.006);
  let blobs = "";
  let trunks = "";
  const crownAt = (x) => top + (n(x) * 0.5 + 0.5) * (base - top) * 0.55;
  for (let x = -40; x < W + 60; x += rng.range(26, 48) * scale) {
    const crown = crownAt(x);
    const r = rng.range(30, 62) * scale;
    blobs += `M${r1(x - r)},${r1(crown)} a${r1(r)},${r1(r * 0.82)} 0 1 0 ${r1(r * 2)},0 a${r1(r)},${r1(r * 0.82)} 0 1 0 ${r1(-r * 2)},0 Z `;
    if (rng.chance(0.3)) {
      // An emergent tree: a thin trunk lifting its crown above the canopy.
      const w = rng.range(2, 4) * scale;
      const lift = rng.range(30, 70) * scale;
      trunks += `M${r1(x - w)},${r1(crown + 20)} L${r1(x - w * 0.5)},${r1(crown - lift)} L${r1(x + w * 0.5)},${r1(crown - lift)} L${r1(x + w)},${r1(crown + 20)} Z `;
      blobs += `M${r1(x - r * 0.8)},${r1(crown - lift)} a${r1(r * 0.8)},${r1(r * 0.4)} 0 1 0 ${r1(r * 1.6)},0 a${r1(r * 0.8)},${r1(r * 0.4)} 0 1 0 ${r1(-r * 1.6)},0 Z `;
    }
  }
  // Below the crowns the forest is one continuous mass down to the ground.
  return `<path d="${trunks}" fill="${color}"/><path d="${blobs}" fill="${color}"/><path d="${ridgePath(W, base + 80, (x) => crownAt(x) + 10, 12, base + 80)}" fill="${color}"/>`;
}

/** Layers of jungle receding into mist: tree crowns, paler and cooler with distance. */
export function jungleLayers(c, rng, pal, { layers = 4, top = 260, bottom = 820, near = 0.3 }) {
  const { W } = c;
  for (let L = 0; L < layers; L++) {
    const t = L / Math.max(1, layers - 1);
    const depth = 0.85 - t * (0.85 - near);
    // Nearer layers keep more of their green; far ones sink into the grey haze.
    const col = aerial(mix(pal.foliage[1], pal.terrace[2], t * 0.6), pal.haze, depth);
    const base = top + (bottom - top) * t;
    c.add(canopy(c, rng, { base: base + 60, top: base - 120 - t * 60, color: col, W, scale: 0.7 + t * 0.7 }));
    // Lower storey: a softer mass the mist settles into.
    c.add(`<path d="${ridgePath(W, 1010, (x) => base + 70 + Math.sin(x * 0.008 + L) * 16)}" fill="${col}"/>`);
    mist(c, { y: base + 60, h: 30 + t * 10, color: lighten(pal.haze, 0.25), opacity: 0.55 - t * 0.15, w: W * 0.75, x: W * rng.range(0.35, 0.65) });
  }
}

/** Foreground frame of broad leaves and ferns, dark against the light beyond. */
function foliageFrame(c, rng, pal, { left = true, right = true, bottom = true, scale = 1, color }) {
  const { W, H } = c;
  const col = color ?? darken(pal.foliage[1], 0.25);
  const rib = lighten(col, 0.25);
  let g = "";
  const clump = (x, y, dir, n) => {
    for (let k = 0; k < n; k++) {
      const a = (dir > 0 ? -0.9 : -Math.PI + 0.9) + rng.range(-0.7, 0.7) * dir;
      g += leaf({ x: x + rng.range(-30, 30), y: y + rng.range(-20, 20), len: rng.range(180, 300) * scale, angle: a, width: rng.range(0.2, 0.3), color: mix(col, pal.foliage[0], rng.range(0, 0.2)), rib });
    }
  };
  if (left) {
    clump(-30, H * 0.75, 1, 6);
    g += fern(-20, H * 0.45, 360 * scale, 0.25, col, 0.9);
  }
  if (right) {
    clump(W + 30, H * 0.8, -1, 6);
    g += fern(W + 20, H * 0.5, 340 * scale, Math.PI - 0.25, col, -0.9);
  }
  if (bottom) for (let k = 0; k < 5; k++) g += fern(rng.range(0, W), H + 30, rng.range(180, 260) * scale, -Math.PI / 2 + rng.range(-0.9, 0.9), col, rng.range(-0.6, 0.6));
  c.add(`<g>${g}</g>`);
}

/* ---------------------------------------------------------------- scenes */

/** Rice terraces stepping down a valley near Ubud at dawn; optionally a frangipani bough in the foreground. */
export function baliTerraces(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  const sunX = portrait ? 0.68 : 0.72;
  sky(c, pal, { sunX, sunY: 0.2, sunR: 26, disc: variant.sun !== false, bloom: 1.2 });
  // variant.high: standing higher up the valley, so the terraces fill the frame to near its top.
  const lift = variant.high ? 170 : 0;
  hills(c, rng, pal, { n: 3, top: (portrait ? 300 : 290) - lift, step: 42, amp: 90 });
  terraces(c, rng, pal, {
    top: (portrait ? 430 : 420) - lift,
    rows: portrait ? 13 : 12,
    amp: portrait ? 50 : 70,
    tilt: -70,
    palms: portrait ? 6 : 11,
  });
  // One light direction: a wash of warm light from the right, shade pooling to the left.
  c.add(`<rect x="0" y="300" width="${r1(W)}" height="700" fill="${c.linear([[0, pal.shadow, 0.18], [0.5, pal.shadow, 0], [1, pal.glow, 0.16]], { x2: 1, y2: 0 })}"/>`);
  mist(c, { y: 520, h: 26, color: lighten(pal.haze, 0.3), opacity: 0.45, w: W * 0.6, x: W * 0.4 });
  // A near palm framing the right edge of the wide frame; the narrow phone frame stays open.
  const near = darken(pal.foliage[1], 0.15);
  if (!portrait) palm(c, rng, { x: W * 0.985, y: H + 10, h: 720, lean: -130, color: near, width: 16, spread: 0.85 });
  c.add(`<rect x="0" y="800" width="${r1(W)}" height="200" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.3]])}"/>`);
  if (variant.bough) bough(c, rng, pal, { portrait });
}

/**
 * A frangipani bough reaching in from the top corner, close to the lens: grey limbs, long leaves
 * and five-petalled white flowers with yellow hearts. It sits at the top of the frame, where
 * neither the phone's headline nor the wide frame's text reaches.
 */
function bough(c, rng, pal, { portrait }) {
  const { W } = c;
  const limb = mix(pal.stone ?? "#8C8478", pal.shadow, 0.55);
  const ox = W + 20;
  const oy = portrait ? 60 : 40;
  const tips = portrait
    ? [[W * 0.55, 170], [W * 0.72, 290], [W * 0.35, 80]]
    : [[W * 0.62, 150], [W * 0.78, 290], [W * 0.5, 60]];
  let limbs = "";
  for (const [x, y] of tips) limbs += `M${r1(ox)},${oy} Q${r1((ox + x) / 2)},${r1(Math.min(oy, y) - 30)} ${r1(x)},${r1(y)} `;
  c.add(`<path d="${limbs}" stroke="${limb}" stroke-width="22" fill="none" stroke-linecap="round"/>`);
  for (const [x, y] of tips) {
    let leaves = "";
    for (let i = 0; i < 7; i++) leaves += leaf({ x, y, len: rng.range(130, 190), angle: -Math.PI / 2 + rng.range(-2.2, 2.2), width: 0.26, color: mix(darken(pal.foliage[1], 0.3), pal.foliage[0], rng.range(0, 0.35)), rib: lighten(pal.foliage[1], 0.15) });
    c.add(leaves);
    for (let i = 0; i < 5; i++) {
      const fx = x + rng.range(-45, 45);
      const fy = y + rng.range(-40, 25);
      const r = rng.range(20, 28);
      let petals = "";
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + rng.range(0, 0.4);
        petals += `<ellipse cx="${r1(fx + Math.cos(a) * r * 0.55)}" cy="${r1(fy + Math.sin(a) * r * 0.55)}" rx="${r1(r * 0.6)}" ry="${r1(r * 0.32)}" transform="rotate(${r1((a * 180) / Math.PI + 20)} ${r1(fx + Math.cos(a) * r * 0.55)} ${r1(fy + Math.sin(a) * r * 0.55)})" fill="#FBF6EA"/>`;
      }
      c.add(`${petals}<circle cx="${r1(fx)}" cy="${r1(fy)}" r="${r1(r * 0.28)}" fill="#F2C45A"/>`);
    }
  }
}

/** Sunrise over Bali: the volcano on the horizon, misty hills, terraces still in shadow. */
export function baliSunrise(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const warm = { ...pal, sky: [mix(pal.sky[0], "#B9A7A0", 0.3), mix(pal.sky[1], pal.glow, 0.45), mix(pal.sky[2], pal.glow, 0.6)], glow: mix(pal.glow, "#F2B77E", 0.45) };
  const vx = W * (portrait ? 0.42 : 0.4);
  const sunX = vx + (portrait ? 170 : 240);
  sky(c, warm, { sunX: sunX / W, sunY: 0.33, sunR: 30, bloom: 1.3 });
  // The volcano: long concave flanks rising to a flat summit, pale with distance, lit right.
  const vy = 470;
  const top = 175;
  const body = aerial(mix(pal.stone, pal.foliage[1], 0.4), warm.haze, 0.62);
  const flank = (s) => {
    const pts = [];
    for (let k = 0; k <= 20; k++) {
      const t = k / 20;
      const dx = 40 + t * 700;
      pts.push(`${r1(vx + s * dx)},${r1(top + (vy - top) * (1 - (1 - t) ** 2.6))}`);
    }
    return pts;
  };
  const L = flank(-1);
  const R = flank(1);
  c.add(`<path d="M${L.reverse().join(" L")} L${R.join(" L")} L${r1(vx + 760)},${vy + 40} L${r1(vx - 760)},${vy + 40} Z" fill="${body}"/>`);
  // Sunlit right flank and gullies.
  c.add(`<path d="M${r1(vx + 40)},${top} ${R.map((p) => `L${p}`).join(" ")} L${r1(vx + 260)},${vy + 40} Q${r1(vx + 60)},${top + 150} ${r1(vx + 40)},${top} Z" fill="${lighten(warm.glow, 0.3)}" opacity="0.35"/>`);
  let gul = "";
  for (let k = 0; k < 9; k++) {
    const s = k < 4 ? -1 : 1;
    const x0 = vx + s * rng.range(10, 40);
    gul += `M${r1(x0)},${top + 4} q${r1(s * rng.range(30, 70))},${r1(rng.range(60, 110))} ${r1(s * rng.range(80, 220))},${r1(rng.range(140, 260))} `;
  }
  c.add(`<path d="${gul}" stroke="${darken(body, 0.1)}" stroke-width="2" fill="none" opacity="0.45"/>`);
  mist(c, { y: vy - 10, h: 30, color: lighten(warm.haze, 0.3), opacity: 0.7, w: W * 0.8 });
  hills(c, rng, warm, { n: 4, top: 500, step: 48, amp: 70, depth0: 0.82, depth1: 0.4 });
  terraces(c, rng, warm, { top: 700, rows: 8, amp: 40, tilt: -40, depth0: 0.35, dark: 0.45, palms: portrait ? 4 : 7 });
  const near = darken(pal.shadow, 0.05);
  palm(c, rng, { x: W * 0.06, y: H + 10, h: 700, lean: 150, color: near, width: 18 });
  if (!portrait) palm(c, rng, { x: W * 0.97, y: H + 10, h: 560, lean: -120, color: near, width: 16 });
  c.add(`<rect x="0" y="720" width="${r1(W)}" height="280" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.4]])}"/>`);
}

/**
 * One half of a candi bentar, the split gate: a stepped tower whose inner face is cut sheer, as
 * if one monument had been sliced in two. Drawn for the right half (x grows outward from the
 * cut at x0) and mirrored for the left. Brick body, pale carved stone on mouldings and crowns.
 */
function gateHalf(c, rng, pal, { x0, base, w, h, mirror, lit }) {
  const k = mirror ? -1 : 1;
  const X = (u) => r1(x0 + k * u);
  const brick = mix(pal.accent, pal.stone, 0.45);
  const stone = lit ? lighten(pal.stone, 0.42) : lighten(pal.stone, 0.22);
  const dark = darken(pal.stone, 0.35);
  // The profile: a wide stone plinth, a tall brick body, then many thin courses stepping in along
  // a concave curve to a narrow crown, the silhouette every Balinese split gate shares.
  const tiers = [[0.12, 1, stone], [0.03, 0.93, dark], [0.28, 0.86, brick], [0.04, 0.95, stone]];
  const rest = 14;
  for (let i = 0; i < rest; i++) {
    const t = (i + 1) / rest;
    const fw = 0.86 * (1 - t ** 0.8 * 0.78);
    tiers.push(i % 2 === 0 ? [0.028, fw, brick] : [0.018, fw + 0.05, stone]);
  }
  const total = tiers.reduce((v, t) => v + t[0], 0);
  let y = base;
  let g = "";
  const outline = [[0, base]];
  for (const [fh, fw, mat] of tiers) {
    const th = (fh / total) * h * 0.94;
    const tw = fw * w;
    outline.push([tw, y], [tw, y - th]);
    g += `<rect x="${Math.min(+X(0), +X(tw))}" y="${r1(y - th)}" width="${r1(tw)}" height="${r1(th + 0.5)}" fill="${mat}"/>`;
    // Every ledge throws a thin shadow on the course below it.
    g += `<rect x="${Math.min(+X(0), +X(tw))}" y="${r1(y - 1)}" width="${r1(tw)}" height="2.5" fill="${pal.shadow}" opacity="0.3"/>`;
    if (mat === stone && fw < 0.9) {
      // Carved corner horns (karang) curling up at the outer end of the stone courses.
      g += `<path d="M${X(tw - 10)},${r1(y - th)} q${r1(k * 12)},${r1(-th * 0.3)} ${r1(k * 16)},${r1(-th * 1.8)} q${r1(-k * 1)},${r1(th * 1.3)} ${r1(k * 4)},${r1(th * 1.8)} Z" fill="${mat}"/>`;
    } else if (th > 60) {
      // The carved panel on the body, and the brick coursing.
      let lines = "";
      for (let yy = y - 8; yy > y - th; yy -= 8) lines += `M${X(0)},${r1(yy)} L${X(tw)},${r1(yy)} `;
      g += `<path d="${lines}" stroke="${darken(brick, 0.25)}" stroke-width="1" opacity="0.35"/>`;
      const pw = tw * 0.46;
      const px = tw * 0.28;
      g += `<rect x="${Math.min(+X(px), +X(px + pw))}" y="${r1(y - th * 0.82)}" width="${r1(pw)}" height="${r1(th * 0.64)}" fill="${stone}"/>`;
      g += `<rect x="${Math.min(+X(px), +X(px + pw)) + 6}" y="${r1(y - th * 0.82 + 6)}" width="${r1(pw - 12)}" height="${r1(th * 0.64 - 12)}" fill="none" stroke="${dark}" stroke-width="1.5" opacity="0.5"/>`;
      // A stylised leaf-and-flame carving: stacked curls, no figures.
      let curls = "";
      for (let j = 0; j < 3; j++) {
        const cy = y - th * 0.72 + j * th * 0.17;
        const mx = +X(px + pw / 2);
        curls += `M${r1(mx)},${r1(cy + th * 0.14)} c${r1(-pw * 0.3)},${r1(-th * 0.02)} ${r1(-pw * 0.3)},${r1(-th * 0.14)} ${r1(-pw * 0.1)},${r1(-th * 0.12)} M${r1(mx)},${r1(cy + th * 0.14)} c${r1(pw * 0.3)},${r1(-th * 0.02)} ${r1(pw * 0.3)},${r1(-th * 0.14)} ${r1(pw * 0.1)},${r1(-th * 0.12)} `;
      }
      g += `<path d="${curls}" stroke="${dark}" stroke-width="2.2" fill="none" opacity="0.55" stroke-linecap="round"/>`;
    }
    y -= th;
  }
  // The crown: a small flame-shaped finial over the cut.
  const crownW = tiers[tiers.length - 1][1] * w;
  g += `<path d="M${X(0)},${r1(y)} L${X(crownW)},${r1(y)} Q${X(crownW * 0.5)},${r1(y - h * 0.03)} ${X(0)},${r1(y - h * 0.07)} Z" fill="${stone}"/>`;
  outline.push([0, y - h * 0.07]);
  const shape = `M${outline.map(([u, v]) => `${X(u)},${r1(v)}`).join(" L")} Z`;
  // Light across the whole half, clipped to its silhouette: brighter toward the sun (right).
  const tone = lit ? c.linear([[0, pal.glow, 0], [1, pal.glow, 0.22]], { x2: 1, y2: 0 }) : c.linear([[0, pal.shadow, 0.3], [1, pal.shadow, 0.12]], { x2: 1, y2: 0 });
  g += `<path d="${shape}" fill="${tone}"/>`;
  g += `<path d="${shape}" fill="${c.linear([[0.8, pal.foliage[1], 0], [1, pal.foliage[1], 0.4]])}"/>`;
  c.add(g);
  void rng;
}

/** Frangipani tree: a few forking grey limbs ending in clusters of leaves and white flowers. */
function frangipani(c, rng, pal, { x, y, h, flip = false }) {
  const k = flip ? -1 : 1;
  let limbs = "";
  let leaves = "";
  let flowers = "";
  const grow = (px, py, a, len, depth) => {
    const ex = px + Math.cos(a) * len * k;
    const ey = py + Math.sin(a) * len;
    limbs += `M${r1(px)},${r1(py)} Q${r1(px + Math.cos(a + 0.3) * len * 0.5 * k)},${r1(py + Math.sin(a + 0.3) * len * 0.5)} ${r1(ex)},${r1(ey)} `;
    if (depth === 0) {
      for (let i = 0; i < 6; i++) leaves += leaf({ x: ex, y: ey, len: h * 0.16, angle: -Math.PI / 2 + rng.range(-1.6, 1.6), width: 0.28, color: mix(pal.foliage[1], pal.foliage[0], rng.range(0, 0.4)) });
      for (let i = 0; i < 5; i++) flowers += `<circle cx="${r1(ex + rng.range(-12, 12))}" cy="${r1(ey - rng.range(4, 14))}" r="${r1(h * 0.014)}" fill="#FBF6EA"/>`;
      return;
    }
    grow(ex, ey, a - rng.range(0.3, 0.6), len * 0.7, depth - 1);
    grow(ex, ey, a + rng.range(0.3, 0.6), len * 0.7, depth - 1);
  };
  grow(x, y, -Math.PI / 2 + 0.15, h * 0.35, 3);
  c.add(`<path d="${limbs}" stroke="${mix(pal.stone, pal.shadow, 0.35)}" stroke-width="${r1(h * 0.022)}" fill="none" stroke-linecap="round"/>${leaves}${flowers}`);
}

/** Candi bentar: the split gate, steps climbing through it toward misty hills. */
export function templeGate(c, { rng, pal, portrait }) {
  const { W, H } = c;
  sky(c, pal, { sunX: 0.75, sunY: 0.2, sunR: 24, disc: false, bloom: 1.3 });
  hills(c, rng, pal, { n: 3, top: 470, step: 50, amp: 90 });
  const cx = W * 0.5;
  const gap = portrait ? 96 : 120;
  const base = 800;
  const gw = portrait ? 240 : 300;
  const gh = portrait ? 700 : 720;
  // Treetops of the temple grounds behind the wall, in the mist.
  c.add(canopy(c, rng, { base: base - 60, top: base - 230, color: aerial(pal.foliage[1], pal.haze, 0.45), W, scale: 1 }));
  // The low temple wall running off to both sides: brick with a pale stone coping.
  const wallTop = base - 110;
  const brick = mix(pal.accent, pal.stone, 0.55);
  c.add(`<rect x="-10" y="${wallTop}" width="${r1(W + 20)}" height="${r1(base - wallTop)}" fill="${brick}"/>`);
  let courses = "";
  for (let y = wallTop + 12; y < base; y += 10) courses += `M-10,${y} H${r1(W + 10)} `;
  c.add(`<path d="${courses}" stroke="${darken(brick, 0.25)}" stroke-width="1" opacity="0.3"/>`);
  c.add(`<rect x="-10" y="${wallTop - 14}" width="${r1(W + 20)}" height="16" fill="${lighten(pal.stone, 0.35)}"/>`);
  c.add(`<rect x="-10" y="${wallTop + 2}" width="${r1(W + 20)}" height="5" fill="${pal.shadow}" opacity="0.25"/>`);
  // A glimpse through the gate: the far hills and the light pooling on the courtyard beyond.
  c.add(`<rect x="${r1(cx - gap / 2)}" y="${wallTop - 20}" width="${gap}" height="${r1(base - wallTop + 20)}" fill="${c.linear([[0, lighten(pal.haze, 0.15)], [1, mix(pal.terrace[0], pal.haze, 0.45)]])}"/>`);
  // Ground: a mossy courtyard in front, darkening toward the viewer.
  c.add(`<rect x="-10" y="${base}" width="${r1(W + 20)}" height="${r1(H - base + 10)}" fill="${c.linear([[0, mix(pal.terrace[1], pal.stone, 0.4)], [1, darken(mix(pal.terrace[2], pal.shadow, 0.4), 0.1)]])}"/>`);
  if (!portrait) frangipani(c, rng, pal, { x: W * 0.08, y: base + 10, h: 560 });
  frangipani(c, rng, pal, { x: W * (portrait ? 0.97 : 0.91), y: base + 10, h: portrait ? 420 : 500, flip: true });
  gateHalf(c, rng, pal, { x0: cx - gap / 2, base, w: gw, h: gh, mirror: true, lit: false });
  gateHalf(c, rng, pal, { x0: cx + gap / 2, base, w: gw, h: gh, mirror: false, lit: true });
  // The left half's sheer inner face, turned toward the sun.
  c.add(`<rect x="${r1(cx - gap / 2)}" y="${r1(base - gh * 0.92)}" width="7" height="${r1(gh * 0.92)}" fill="${lighten(pal.glow, 0.3)}" opacity="0.5"/>`);
  // Steps: treads lit, risers in shade, widening toward the viewer.
  const steps = 7;
  const spread = portrait ? 130 : 200;
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const y0 = H + 10 - (H + 10 - base) * t;
    const y1 = H + 10 - (H + 10 - base) * ((i + 1) / steps);
    const half0 = gap / 2 + (1 - t) * spread + 14;
    const half1 = gap / 2 + (1 - (i + 1) / steps) * spread + 14;
    c.add(`<path d="M${r1(cx - half0)},${r1(y0)} L${r1(cx + half0)},${r1(y0)} L${r1(cx + half1)},${r1(y1)} L${r1(cx - half1)},${r1(y1)} Z" fill="${lighten(pal.stone, 0.2 + t * 0.2)}"/>`);
    c.add(`<path d="M${r1(cx - half1)},${r1(y1)} L${r1(cx + half1)},${r1(y1)} L${r1(cx + half1)},${r1(y1 + (y0 - y1) * 0.42)} L${r1(cx - half1)},${r1(y1 + (y0 - y1) * 0.42)} Z" fill="${darken(pal.stone, 0.1)}"/>`);
  }
  // Balustrades flanking the steps; the left one faces away from the light.
  for (const s of [-1, 1]) {
    c.add(`<path d="M${r1(cx + s * (gap / 2 + 14))},${base} L${r1(cx + s * (gap / 2 + 14 + spread))},${H + 10} L${r1(cx + s * (gap / 2 + 60 + spread))},${H + 10} L${r1(cx + s * (gap / 2 + 34))},${base - 14} Z" fill="${s < 0 ? darken(pal.stone, 0.2) : lighten(pal.stone, 0.15)}"/>`);
  }
  // One light: a warm wash from the right, shade gathering on the left and at the frame's foot.
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.linear([[0, pal.shadow, 0.16], [0.55, pal.shadow, 0], [1, pal.glow, 0.12]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<rect x="0" y="${base}" width="${r1(W)}" height="${H - base}" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.3]])}"/>`);
}

/** Dense jungle in layers of mist, light falling through from the right, leaves framing it. */
export function jungle(c, { rng, pal, portrait }) {
  const { W, H } = c;
  c.rect(c.linear([[0, lighten(pal.glow, 0.35)], [0.5, pal.haze], [1, mix(pal.haze, pal.foliage[0], 0.3)]]));
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W * 0.72, 120, 700, [[0, "#FFF8E6", 0.9], [1, "#FFF8E6", 0]])}"/>`);
  jungleLayers(c, rng, pal, { layers: 4, top: 260, bottom: 700 });
  rays(c, rng, { x: W * 0.75, y: -80, color: "#FFF6DE", count: 7, length: 1300, spread: 0.35, angle: Math.PI / 2 + 0.35, opacity: 0.35 });
  // One great buttressed trunk in the middle distance, a liana looping from it.
  const trunk = aerial(pal.foliage[1], pal.haze, 0.3);
  const x = W * (portrait ? 0.3 : 0.27);
  const w = 34;
  c.add(`<path d="M${r1(x - w * 3.2)},${H} Q${r1(x - w * 1.1)},${H - 60} ${r1(x - w)},${H - 240} C${r1(x - w * 0.8)},500 ${r1(x - w * 0.6)},250 ${r1(x - w * 0.55)},-10 L${r1(x + w * 0.55)},-10 C${r1(x + w * 0.6)},250 ${r1(x + w * 0.8)},500 ${r1(x + w)},${H - 240} Q${r1(x + w * 1.2)},${H - 60} ${r1(x + w * 3.6)},${H} Z" fill="${trunk}"/>`);
  c.add(`<path d="M${r1(x + w * 0.35)},-10 C${r1(x + w * 0.5)},250 ${r1(x + w * 0.6)},500 ${r1(x + w * 0.75)},${H - 240} Q${r1(x + w * 1)},${H - 60} ${r1(x + w * 3.2)},${H}" stroke="${lighten(trunk, 0.3)}" stroke-width="8" fill="none" opacity="0.5"/>`);
  c.add(`<path d="M${r1(x + w * 0.5)},120 q${r1(W * 0.12)},260 ${r1(W * 0.3)},150 M${r1(x + w * 0.4)},60 q40,300 10,560" stroke="${trunk}" stroke-width="4" fill="none"/>`);
  // Undergrowth: a dark green bank of leaves across the foot of the frame.
  const under = darken(mix(pal.foliage[1], pal.terrace[2], 0.35), 0.1);
  c.add(canopy(c, rng, { base: 1000, top: 800, color: under, W, scale: 0.9 }));
  let broad = "";
  for (let i = 0; i < 14; i++) broad += leaf({ x: rng.range(0, W), y: rng.range(900, 1020), len: rng.range(90, 170), angle: -Math.PI / 2 + rng.range(-1.2, 1.2), width: 0.3, color: mix(under, pal.terrace[1], rng.range(0, 0.35)), rib: lighten(under, 0.3) });
  c.add(broad);
  foliageFrame(c, rng, pal, { scale: portrait ? 0.9 : 1.1, color: darken(under, 0.2) });
}

/** A tall waterfall into a jungle pool, cliffs either side, ferns framing the foreground. */
export function waterfall(c, { rng, pal, portrait }) {
  const { W, H } = c;
  c.rect(c.linear([[0, lighten(pal.glow, 0.3)], [0.6, pal.haze], [1, pal.haze]]));
  jungleLayers(c, rng, pal, { layers: 2, top: 120, bottom: 300 });
  const cx = W * (portrait ? 0.5 : 0.52);
  const top = 110;
  const poolY = 760;
  const fw = portrait ? 70 : 90;
  // Cliffs: dark rock with a lit right-hand face, green ledges of moss and fern.
  const rock = mix(pal.stone, pal.foliage[1], 0.4);
  const n1 = noise1d(rng, 4, 0.02);
  const cliff = (s) => {
    const pts = [];
    for (let y = top - 60; y <= poolY + 10; y += 10) pts.push([cx + s * (fw * 0.6 + 20 + (y - top) * 0.12 + n1(y + s * 100) * 18), y]);
    const outer = s < 0 ? -10 : W + 10;
    return `M${r1(outer)},${top - 60} ${pts.map((p) => `L${r1(p[0])},${r1(p[1])}`).join(" ")} L${r1(outer)},${poolY + 10} Z`;
  };
  // Rock pales into the mist toward the top: atmospheric perspective on a vertical face.
  // The cliff tops are jungle in the same tone as the canopy above, so they join without a seam;
  // lower down the wet rock shows through.
  const greenL = aerial(pal.foliage[1], pal.haze, 0.35);
  const greenR = aerial(pal.foliage[1], pal.haze, 0.3);
  c.add(`<path d="${cliff(-1)}" fill="${c.linear([[0, greenL], [0.28, greenL], [0.75, darken(rock, 0.2)]])}"/>`);
  // The right wall faces the morning sun: its rock is a warmer, lighter tone.
  c.add(`<path d="${cliff(1)}" fill="${c.linear([[0, greenR], [0.28, greenR], [0.75, mix(rock, pal.glow, 0.18)]])}"/>`);
  let strata = "";
  for (let i = 0; i < 30; i++) {
    const s = rng.chance(0.5) ? -1 : 1;
    const x = cx + s * rng.range(fw + 40, W * 0.5);
    const y = rng.range(top, poolY - 60);
    strata += `M${r1(x)},${r1(y)} l${r1(rng.range(-6, 6))},${r1(rng.range(40, 120))} `;
  }
  c.add(`<path d="${strata}" stroke="${darken(rock, 0.35)}" stroke-width="2" fill="none" opacity="0.35"/>`);
  // Jungle spilling over the cliff tops.
  c.add(canopy(c, rng, { base: top + 40, top: top - 90, color: greenL, W: cx - fw * 0.9, scale: 0.8 }));
  c.add(`<g transform="translate(${r1(cx + fw * 0.9)} 0)">${canopy(c, rng, { base: top + 30, top: top - 100, color: greenR, W: W - cx - fw * 0.9, scale: 0.8 })}</g>`);
  // Curtains of moss and creepers hanging from the cliff tops, denser near the top, as on the
  // gorge walls of Bali's jungle falls; paler where they are further into the mist.
  for (const sd of [-1, 1]) {
    let vines = "";
    const edge = cx + sd * (fw * 0.6 + 30);
    const far = sd < 0 ? 0 : W;
    for (let i = 0; i < 70; i++) {
      const x = edge + (far - edge) * rng.next();
      const y0 = top + rng.range(0, 80);
      vines += `M${r1(x)},${r1(y0)} q${r1(rng.range(-6, 6))},${r1(rng.range(40, 160))} ${r1(rng.range(-4, 4))},${r1(rng.range(80, 380))} `;
    }
    c.add(`<path d="${vines}" stroke="${mix(pal.terrace[2], pal.foliage[1], 0.45)}" stroke-width="9" fill="none" stroke-linecap="round" opacity="${sd < 0 ? 0.5 : 0.6}"/>`);
  }
  // Ferns and moss clinging to ledges in the rock.
  let ledges = "";
  for (let i = 0; i < 16; i++) {
    const sd = rng.chance(0.5) ? -1 : 1;
    const y = rng.range(top + 150, poolY - 40);
    const x = cx + sd * (fw * 0.6 + 50 + (y - top) * 0.12 + rng.range(0, W * 0.3));
    ledges += fern(x, y, rng.range(50, 100), sd < 0 ? Math.PI + 0.5 : -0.5, mix(pal.terrace[2], pal.foliage[1], rng.range(0.2, 0.6)), sd * 0.5);
  }
  c.add(`<g opacity="0.85">${ledges}</g>`);
  // The fall: a pale sheet widening as it drops, streaked with brighter threads.
  c.add(`<path d="M${r1(cx - fw * 0.5)},${top} L${r1(cx + fw * 0.5)},${top} L${r1(cx + fw * 0.62)},${poolY} L${r1(cx - fw * 0.62)},${poolY} Z" fill="${c.linear([[0, lighten(pal.haze, 0.35)], [1, "#FFFFFF"]])}"/>`);
  let threads = "";
  for (let i = 0; i < 26; i++) {
    const u = rng.range(-0.5, 0.5);
    const y0 = top + rng.range(0, 200);
    threads += `M${r1(cx + u * fw)},${r1(y0)} L${r1(cx + u * fw * 1.24)},${r1(poolY)} `;
  }
  c.add(`<path d="${threads}" stroke="${mix(pal.water, pal.stone, 0.35)}" stroke-width="2" fill="none" opacity="0.35"/>`);
  // Lip of the fall at the top.
  c.add(`<path d="M${r1(cx - fw * 0.8)},${top + 4} Q${r1(cx)},${top - 12} ${r1(cx + fw * 0.8)},${top + 4} Q${r1(cx)},${top - 2} ${r1(cx - fw * 0.8)},${top + 4} Z" fill="${greenL}"/>`);
  // Pool: dark jade, the fall's reflection, ripples, and spray rising as mist.
  c.add(`<rect x="0" y="${poolY}" width="${r1(W)}" height="${H - poolY}" fill="${c.linear([[0, mix(pal.terrace[2], pal.stone, 0.5)], [1, darken(mix(pal.terrace[2], pal.shadow, 0.5), 0.1)]])}"/>`);
  c.add(`<path d="M${r1(cx - fw * 0.62)},${poolY} L${r1(cx + fw * 0.62)},${poolY} L${r1(cx + fw * 1.2)},${H} L${r1(cx - fw * 1.2)},${H} Z" fill="#FFFFFF" opacity="0.1"/>`);
  let rip = "";
  for (let i = 0; i < 14; i++) {
    const y = poolY + 20 + i * i * 1.3;
    const rx = fw * (1 + i * 0.35);
    rip += `M${r1(cx - rx)},${r1(y)} q${r1(rx)},6 ${r1(rx * 2)},0 `;
  }
  c.add(`<path d="${rip}" stroke="#FFFFFF" stroke-width="1.6" fill="none" opacity="0.35"/>`);
  mist(c, { x: cx, y: poolY - 10, h: 50, w: fw * 3.2, color: "#FFFFFF", opacity: 0.75 });
  mist(c, { x: cx, y: poolY - 90, h: 50, w: fw * 2.2, color: "#FFFFFF", opacity: 0.35 });
  // Foreground: a dark rock at the pool's edge and ferns.
  c.add(`<path d="M-10,${H} L-10,${poolY + 120} Q${r1(W * 0.2)},${poolY + 90} ${r1(W * 0.32)},${H} Z" fill="${darken(mix(rock, pal.foliage[1], 0.4), 0.3)}"/>`);
  foliageFrame(c, rng, pal, { bottom: false, scale: portrait ? 0.8 : 1 });
}

/**
 * A holy spring (Tirta Empul): a long stone bathing pool seen from one end, a row of carved spouts
 * along the far wall pouring into it, offerings on the ledge, a frangipani leaning over the wall.
 */
export function spring(c, { rng, pal, portrait }) {
  const { W, H } = c;
  sky(c, pal, { sunX: 0.78, sunY: 0.16, sunR: 22, disc: false, bloom: 1.2 });
  hills(c, rng, pal, { n: 2, top: 300, step: 60, amp: 70 });
  c.add(canopy(c, rng, { base: 470, top: 300, color: aerial(pal.foliage[1], pal.haze, 0.3), W, scale: 1.1 }));
  // The far wall: dark volcanic stone with a pale coping, spouts in a row.
  const stone = mix(pal.stone, pal.shadow, 0.45);
  const wallTop = 440;
  const wallBottom = 600;
  c.add(`<rect x="-10" y="${wallTop}" width="${r1(W + 20)}" height="${wallBottom - wallTop}" fill="${c.linear([[0, lighten(stone, 0.1)], [1, darken(stone, 0.2)]])}"/>`);
  let blocks = "";
  for (let y = wallTop + 36; y < wallBottom; y += 36) blocks += `M-10,${y} H${r1(W + 10)} `;
  c.add(`<path d="${blocks}" stroke="${darken(stone, 0.3)}" stroke-width="2" opacity="0.5"/>`);
  c.add(`<rect x="-10" y="${wallTop - 18}" width="${r1(W + 20)}" height="20" fill="${lighten(pal.stone, 0.25)}"/>`);
  // Moss along the coping.
  let moss = "";
  for (let i = 0; i < 80; i++) moss += `<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(wallTop + rng.range(-4, 30))}" rx="${r1(rng.range(6, 22))}" ry="${r1(rng.range(3, 8))}" fill="${mix(pal.foliage[0], pal.foliage[1], rng.next())}" opacity="0.6"/>`;
  c.add(moss);
  // The pool: water from the wall's foot to the viewer, with the stone rims converging.
  const vx = W * 0.5;
  c.add(`<rect x="-10" y="${wallBottom}" width="${r1(W + 20)}" height="${r1(H - wallBottom + 10)}" fill="${c.linear([[0, mix(pal.haze, "#7FA39A", 0.6)], [0.4, "#6F9A90"], [1, darken("#4E7A72", 0.2)]])}"/>`);
  const spouts = portrait ? 5 : 9;
  for (let i = 0; i < spouts; i++) {
    const x = W * (0.08 + (0.84 * i) / (spouts - 1));
    const y = wallTop + 90;
    // A carved spout head, water falling in a bright ribbon, rings where it lands.
    c.add(`<path d="M${r1(x - 16)},${y - 14} q16,-20 32,0 l-6,18 h-20 Z" fill="${lighten(stone, 0.18)}"/>`);
    c.add(`<path d="M${r1(x - 3)},${y + 4} C${r1(x + 4)},${y + 40} ${r1(x + 6)},${wallBottom - 40} ${r1(x + 6)},${wallBottom + 6}" stroke="#F4FBF8" stroke-width="7" fill="none" opacity="0.85" stroke-linecap="round"/>`);
    c.add(`<ellipse cx="${r1(x + 6)}" cy="${wallBottom + 10}" rx="30" ry="6" fill="none" stroke="#F4FBF8" stroke-width="2" opacity="0.6"/>`);
    // A small offering on the ledge above, every other spout.
    if (i % 2 === 0) c.add(`<rect x="${r1(x - 10)}" y="${wallTop - 30}" width="20" height="12" fill="#8FAE5A"/><circle cx="${r1(x - 4)}" cy="${wallTop - 33}" r="5" fill="#E0962E"/><circle cx="${r1(x + 5)}" cy="${wallTop - 33}" r="5" fill="#FBF6EA"/>`);
  }
  // Reflections of the spouts and the light on the water.
  let ripples = "";
  for (let i = 0; i < 50; i++) {
    const y = wallBottom + 20 + (H - wallBottom) * rng.next() ** 1.5;
    ripples += `M${r1(rng.range(0, W))},${r1(y)} h${r1(rng.range(20, 70) * (1 + (y - wallBottom) / 300))} `;
  }
  c.add(`<path d="${ripples}" stroke="#E8F4F0" stroke-width="2" opacity="0.35"/>`);
  // Stone rims running toward the viewer on both sides.
  for (const s of [-1, 1]) {
    c.add(`<path d="M${r1(vx + s * W * 0.48)},${wallBottom} L${r1(vx + s * W * 0.52)},${wallBottom} L${r1(vx + s * (W * 0.52 + 600))},${H + 10} L${r1(vx + s * (W * 0.48 + 300))},${H + 10} Z" fill="${darken(stone, 0.1)}"/>`);
  }
  frangipani(c, rng, pal, { x: W * (portrait ? 0.9 : 0.86), y: wallTop - 10, h: portrait ? 380 : 460, flip: true });
  c.add(`<rect x="0" y="${r1(H - 180)}" width="${r1(W)}" height="180" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.3]])}"/>`);
}
