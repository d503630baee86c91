// Scenes seen from straight above: a shared meal, a still life on the writing table, and Balinese
// canang sari offerings on stone. Top-down keeps food and objects calm and graphic; the window
// light comes from one side (upper left indoors, right for the Bali dawn), so every shadow falls
// the same way, and a few soft bars of window light cross the cloth.
import { darken, lighten, mix, r1 } from "./lib.mjs";

/* ---------------------------------------------------------------- surfaces */

/**
 * The weave of linen as one path of fine threads. (An SVG <pattern> looks the same, but librsvg
 * takes over a second to tile it across a 2400 px hero; a single path costs a few milliseconds.)
 */
function weave(base, x0, x1, y0, y1, step = 6) {
  let d = "";
  for (let y = y0 + 1.5; y < y1; y += step) d += `M${r1(x0)},${r1(y)} H${r1(x1)} `;
  for (let x = x0 + 4.5; x < x1; x += step) d += `M${r1(x)},${r1(y0)} V${r1(y1)} `;
  return `<path d="${d}" stroke="${darken(base, 0.06)}" stroke-width="1" fill="none"/>`;
}

/** Linen tablecloth: a fine woven texture as an SVG pattern (cheap at any size), and two creases. */
function linen(c, rng, base) {
  const { W, H } = c;
  c.rect(base);
  c.add(weave(base, 0, W, 0, H));
  // Creases from the cloth having been folded: a lit edge beside a faint shadow.
  for (const y of [H * rng.range(0.3, 0.4), H * rng.range(0.68, 0.76)]) {
    c.add(`<path d="M-10,${r1(y)} C${r1(W * 0.3)},${r1(y + 6)} ${r1(W * 0.7)},${r1(y - 6)} ${r1(W + 10)},${r1(y + 2)}" stroke="${darken(base, 0.08)}" stroke-width="5" fill="none" opacity="0.6"/>`);
    c.add(`<path d="M-10,${r1(y - 4)} C${r1(W * 0.3)},${r1(y + 2)} ${r1(W * 0.7)},${r1(y - 10)} ${r1(W + 10)},${r1(y - 2)}" stroke="${lighten(base, 0.4)}" stroke-width="3" fill="none" opacity="0.7"/>`);
  }
}

/**
 * Window light: two or three bright bars slanting across the table, split by the window's
 * mullions, with the rest of the surface in soft shade. `from` is -1 (light from the left) or 1.
 */
function windowLight(c, { color, from = -1, strength = 0.28 }) {
  const { W, H } = c;
  c.rect(c.linear([[0, "#000000", from < 0 ? 0 : 0.12], [1, "#000000", from < 0 ? 0.12 : 0]], { x2: 1, y2: 0 }));
  const k = from < 0 ? 1 : -1;
  const x0 = from < 0 ? -W * 0.1 : W * 1.1;
  let bars = "";
  for (let i = 0; i < 3; i++) {
    const a = x0 + k * (i * W * 0.2);
    const w = W * 0.16;
    bars += `M${r1(a)},-10 L${r1(a + k * w)},-10 L${r1(a + k * (w + W * 0.35))},${H + 10} L${r1(a + k * W * 0.35)},${H + 10} Z `;
  }
  c.add(`<path d="${bars}" fill="${color}" opacity="${strength}"/>`);
}

/** A soft contact shadow under a round object, offset away from the light. */
function shadow(c, { x, y, r, from = -1, opacity = 0.3 }) {
  const ox = -from * r * 0.14;
  const oy = r * 0.16;
  c.add(`<circle cx="${r1(x + ox)}" cy="${r1(y + oy)}" r="${r1(r * 1.12)}" fill="${c.radial(x + ox, y + oy, r * 1.12, [[0.75, "#2B2623", opacity], [1, "#2B2623", 0]])}"/>`);
}

/* ---------------------------------------------------------------- vessels */

/**
 * A bowl from above: rim, the inside wall (lit on the far side from the window), and its food
 * drawn by `fill(cx, cy, r)`.
 */
function bowl(c, { x, y, r, glaze, from = -1, fill }) {
  shadow(c, { x, y, r, from });
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${glaze}"/>`);
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.9)}" fill="${c.linear([[0, darken(glaze, 0.14)], [1, lighten(glaze, 0.12)]], from < 0 ? { x1: 0, y1: 0, x2: 1, y2: 1 } : { x1: 1, y1: 0, x2: 0, y2: 1 })}"/>`);
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.995)}" fill="none" stroke="${lighten(glaze, 0.3)}" stroke-width="${r1(r * 0.03)}" opacity="0.8"/>`);
  if (fill) fill(x, y, r * 0.78);
}

/** Scatter helper: n points inside a circle, rng-driven. */
const inCircle = (rng, x, y, r, n) => Array.from({ length: n }, () => {
  const a = rng.range(0, Math.PI * 2);
  const d = Math.sqrt(rng.next()) * r;
  return [x + Math.cos(a) * d, y + Math.sin(a) * d, a];
});

/** Small leaf (top view) as a path fragment. */
const leafD = (x, y, len, a, w = 0.35) => {
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const P = (u, v) => `${r1(x + ca * u - sa * v)},${r1(y + sa * u + ca * v)}`;
  return `M${P(0, 0)} Q${P(len * 0.5, -len * w)} ${P(len, 0)} Q${P(len * 0.5, len * w)} ${P(0, 0)} Z `;
};

/** A frangipani flower from above: five overlapping petals in a pinwheel, yellow at the heart. */
function frangipani(c, { x, y, r, rot = 0, petal = "#FBF6EA", heart = "#F2C45A" }) {
  let d = "";
  for (let i = 0; i < 5; i++) {
    const a = rot + (i / 5) * Math.PI * 2;
    d += leafD(x + Math.cos(a + 0.5) * r * 0.12, y + Math.sin(a + 0.5) * r * 0.12, r, a, 0.42);
  }
  c.add(`<path d="${d}" fill="${petal}" stroke="${darken(petal, 0.12)}" stroke-width="${r1(r * 0.02 + 0.4)}"/>`);
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.45)}" fill="${c.radial(x, y, r * 0.45, [[0, heart], [1, heart, 0]])}"/>`);
}

/** Marigold head from above: a ruffled disc of little petals. */
function marigold(c, rng, { x, y, r, color = "#E0962E" }) {
  let d = "";
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2;
    const rr = r * rng.range(0.75, 1);
    d += `M${r1(x + Math.cos(a) * rr)},${r1(y + Math.sin(a) * rr)} m-${r1(r * 0.22)},0 a${r1(r * 0.22)},${r1(r * 0.22)} 0 1 0 ${r1(r * 0.44)},0 a${r1(r * 0.22)},${r1(r * 0.22)} 0 1 0 -${r1(r * 0.44)},0 Z `;
  }
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${darken(color, 0.1)}"/><path d="${d}" fill="${color}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.5)}" fill="${lighten(color, 0.15)}"/>`);
}

/** A clay cup of chai (kulhad) from above: terracotta rim, milky tea with a ring of froth. */
function chai(c, { x, y, r, from = -1 }) {
  shadow(c, { x, y, r, from, opacity: 0.35 });
  c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#A9603E"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.84)}" fill="${c.radial(x, y, r * 0.84, [[0, "#C89A72"], [0.8, "#B98A62"], [1, "#8E5C3C"]])}"/>`);
  c.add(`<circle cx="${r1(x - r * 0.1)}" cy="${r1(y - r * 0.1)}" r="${r1(r * 0.45)}" fill="none" stroke="#E2C6A4" stroke-width="${r1(r * 0.06)}" opacity="0.6"/>`);
}

/* ---------------------------------------------------------------- scenes */

/** A nourishing meal from above: a Goan thali on a banana leaf, or a shared breakfast. */
export function meal(c, { rng, pal, variant }) {
  const { W, H } = c;
  linen(c, rng, pal.linen);
  const glazes = [lighten(pal.sage, 0.45), "#EDE4D6", lighten(pal.accent, 0.45), "#DCD3C3"];
  const cx = W / 2;
  const cy = H / 2;
  if (variant.menu === "chai") {
    // Chai for the group: a round brass tray off to the right (the wide frame's headline side
    // stays plain linen), clay cups on it, a kettle, whole spices and marigolds scattered.
    const tx = cx + W * 0.16;
    const tr = 330;
    shadow(c, { x: tx, y: cy, r: tr, opacity: 0.3 });
    c.add(`<circle cx="${r1(tx)}" cy="${r1(cy)}" r="${tr}" fill="${c.radial(tx - 80, cy - 90, tr * 1.3, [[0, "#E9C77E"], [0.6, "#C29441"], [1, "#8E6A2C"]])}"/>`);
    c.add(`<circle cx="${r1(tx)}" cy="${r1(cy)}" r="${tr - 22}" fill="none" stroke="#7E5E27" stroke-width="4" opacity="0.6"/>`);
    // The kettle from above: body, lid with a knob, a spout toward the cups.
    const kx = tx + 110;
    const ky = cy - 100;
    shadow(c, { x: kx, y: ky, r: 110, opacity: 0.35 });
    c.add(`<path d="M${r1(kx - 90)},${r1(ky + 10)} l-120,30 l6,22 l124,-22 Z" fill="#9A9A94"/>`);
    c.add(`<circle cx="${r1(kx)}" cy="${r1(ky)}" r="105" fill="${c.radial(kx - 30, ky - 30, 130, [[0, "#E4E2DC"], [1, "#8D8B84"]])}"/><circle cx="${r1(kx)}" cy="${r1(ky)}" r="58" fill="#B6B4AD"/><circle cx="${r1(kx)}" cy="${r1(ky)}" r="16" fill="#4A4844"/>`);
    for (const [dx, dy] of [[-150, 110], [20, 170], [160, 90]]) chai(c, { x: tx + dx, y: cy + dy, r: 62 });
    // Whole spices: cinnamon quills, cardamom pods, star anise.
    for (let i = 0; i < 3; i++) {
      const x = cx - W * 0.3 + rng.range(-60, 60);
      const y = cy + 240 + i * 40;
      c.add(`<rect x="${r1(x)}" y="${r1(y)}" width="160" height="20" rx="9" fill="#8A4E2C" transform="rotate(${r1(rng.range(-25, 10))} ${r1(x)} ${r1(y)})"/>`);
    }
    let pods = "";
    for (let i = 0; i < 12; i++) {
      const x = cx - W * 0.12 + rng.range(-90, 90);
      const y = cy + 360 + rng.range(-40, 40);
      pods += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="16" ry="9" fill="#9DA65A" transform="rotate(${r1(rng.range(0, 180))} ${r1(x)} ${r1(y)})"/>`;
    }
    c.add(pods);
    for (let i = 0; i < 3; i++) marigold(c, rng, { x: tx - tr - 60 + i * 70, y: cy - tr + 40 + i * 90, r: 40 });
    windowLight(c, { color: pal.window[0], from: -1, strength: 0.22 });
    return;
  }
  if (variant.menu === "breakfast") {
    // Papaya halves, coconut halves, a bowl of cut fruit, chai in clay cups.
    const papaya = (x, y, s, rot) => {
      c.add(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)})">` +
        `<ellipse cx="${r1(s * 0.12)}" cy="${r1(s * 0.16)}" rx="${r1(s * 1.05)}" ry="${r1(s * 0.68)}" fill="#2B2623" opacity="0.18"/>` +
        `<ellipse rx="${r1(s)}" ry="${r1(s * 0.62)}" fill="#9FA64E"/><ellipse rx="${r1(s * 0.92)}" ry="${r1(s * 0.55)}" fill="#E98A47"/>` +
        `<ellipse cx="${r1(s * 0.1)}" rx="${r1(s * 0.5)}" ry="${r1(s * 0.22)}" fill="#D8733A"/>` +
        Array.from({ length: 26 }, () => `<circle cx="${r1(s * 0.1 + rng.range(-0.4, 0.4) * s)}" cy="${r1(rng.range(-0.14, 0.14) * s)}" r="${r1(s * 0.04)}" fill="#2E2420"/>`).join("") +
        `</g>`);
    };
    const coconut = (x, y, r) => {
      shadow(c, { x, y, r });
      c.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#6E4A31"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.86)}" fill="#F6F1E6"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.7)}" fill="${c.radial(x, y, r * 0.7, [[0, "#FFFFFF"], [1, "#E6DCCB"]])}"/>`);
    };
    papaya(cx - W * 0.22, cy - 130, 170, -18);
    papaya(cx - W * 0.3, cy + 170, 150, 24);
    coconut(cx + W * 0.26, cy - 220, 95);
    coconut(cx + W * 0.36, cy + 10, 80);
    bowl(c, { x: cx + W * 0.02, y: cy + 20, r: 210, glaze: glazes[1], fill: (x, y, r) => {
      // Cut fruit: mango cubes, banana coins, pomegranate seeds, a few mint leaves.
      for (const [px, py] of inCircle(rng, x, y, r * 0.85, 24)) c.add(`<rect x="${r1(px - 20)}" y="${r1(py - 20)}" width="40" height="40" rx="8" fill="${rng.pick(["#F2B33D", "#E9A231", "#F4C659"])}" transform="rotate(${r1(rng.range(0, 90))} ${r1(px)} ${r1(py)})"/>`);
      for (const [px, py] of inCircle(rng, x, y, r * 0.8, 9)) c.add(`<circle cx="${r1(px)}" cy="${r1(py)}" r="22" fill="#F3E6C4"/><circle cx="${r1(px)}" cy="${r1(py)}" r="7" fill="#E2CFA0"/>`);
      let seeds = "";
      for (const [px, py] of inCircle(rng, x, y, r * 0.9, 30)) seeds += `M${r1(px)},${r1(py)} m-6,0 a6,6 0 1 0 12,0 a6,6 0 1 0 -12,0 Z `;
      c.add(`<path d="${seeds}" fill="#A8323A"/>`);
      let mint = "";
      for (const [px, py, a] of inCircle(rng, x, y, r * 0.6, 5)) mint += leafD(px, py, 38, a);
      c.add(`<path d="${mint}" fill="#5F8A4E"/>`);
    } });
    chai(c, { x: cx + W * 0.2, y: cy + 250, r: 62 });
    chai(c, { x: cx - W * 0.02, y: cy + 330, r: 58 });
    chai(c, { x: cx + W * 0.39, y: cy + 300, r: 56 });
    // Frangipani and a spoon: a table set by someone who cares.
    frangipani(c, { x: cx + W * 0.12, y: cy - 330, r: 46, rot: 0.4 });
    frangipani(c, { x: cx - W * 0.42, y: cy - 360, r: 40, rot: 1.4 });
  } else {
    // A Goan thali on a banana leaf: rice, dal, vegetables, greens, curd, fish curry, fruit.
    const leafW = W * 0.78;
    const leafShape = `M${r1(-leafW / 2)},-20 Q0,-360 ${r1(leafW / 2)},-60 L${r1(leafW / 2)},80 Q0,400 ${r1(-leafW / 2)},60 Z`;
    const leafClip = c.uid("cp");
    c.def(`<clipPath id="${leafClip}"><path d="${leafShape}"/></clipPath>`);
    c.add(`<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(-8)">` +
      `<path d="M${r1(-leafW / 2)},-20 Q0,-360 ${r1(leafW / 2)},-60 L${r1(leafW / 2)},80 Q0,400 ${r1(-leafW / 2)},60 Z" fill="#2B2623" opacity="0.15" transform="translate(16 22)"/>` +
      `<path d="M${r1(-leafW / 2)},-20 Q0,-360 ${r1(leafW / 2)},-60 L${r1(leafW / 2)},80 Q0,400 ${r1(-leafW / 2)},60 Z" fill="${c.linear([[0, "#6F8F45"], [1, "#4E6E35"]])}"/>` +
      `<g clip-path="url(#${leafClip})">` +
      Array.from({ length: 44 }, (_, i) => { const x = -leafW / 2 + (i / 40) * leafW; return `<path d="M${r1(x)},16 l${r1(-60)},${r1(-260)} M${r1(x)},20 l${r1(-60)},${r1(280)}" stroke="#88A25C" stroke-width="2" opacity="0.45"/>`; }).join("") +
      `</g>` +
      `<path d="M${r1(-leafW / 2)},20 Q0,10 ${r1(leafW / 2)},10" stroke="#9DB46A" stroke-width="8" fill="none"/>` +
      `</g>`);
    // Rice mound in the middle.
    const rx = cx - 40;
    const ry = cy + 20;
    c.add(`<ellipse cx="${r1(rx + 14)}" cy="${r1(ry + 20)}" rx="180" ry="140" fill="#2B2623" opacity="0.18"/>`);
    c.add(`<ellipse cx="${r1(rx)}" cy="${r1(ry)}" rx="175" ry="135" fill="${c.radial(rx - 40, ry - 30, 190, [[0, "#FFFFFF"], [1, "#E9E1D0"]])}"/>`);
    let grains = "";
    for (const [px, py, a] of inCircle(rng, rx, ry, 130, 220)) grains += `M${r1(px)},${r1(py)} l${r1(Math.cos(a) * 9)},${r1(Math.sin(a) * 9)} `;
    c.add(`<path d="${grains}" stroke="#D8CDB8" stroke-width="3" stroke-linecap="round"/>`);
    const katori = (x, y, r, glaze, base, dots) => bowl(c, { x, y, r, glaze, fill: (bx, by, br) => {
      c.add(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(br)}" fill="${c.radial(bx - br * 0.2, by - br * 0.2, br * 1.2, [[0, lighten(base, 0.15)], [1, darken(base, 0.1)]])}"/>`);
      if (dots) dots(bx, by, br);
    } });
    // Dal with a swirl of ghee and cumin.
    katori(cx + W * 0.2, cy - 150, 120, glazes[1], "#DDA03A", (x, y, r) => {
      c.add(`<path d="M${r1(x - r * 0.5)},${r1(y)} q${r1(r * 0.3)},${r1(-r * 0.4)} ${r1(r * 0.6)},0 t${r1(r * 0.4)},0" stroke="#F4D27A" stroke-width="8" fill="none" stroke-linecap="round"/>`);
      let cumin = "";
      for (const [px, py, a] of inCircle(rng, x, y, r * 0.8, 20)) cumin += `M${r1(px)},${r1(py)} l${r1(Math.cos(a) * 6)},${r1(Math.sin(a) * 6)} `;
      c.add(`<path d="${cumin}" stroke="#5A3A22" stroke-width="3" stroke-linecap="round"/>`);
      let cor = "";
      for (const [px, py, a] of inCircle(rng, x, y, r * 0.5, 4)) cor += leafD(px, py, 22, a, 0.5);
      c.add(`<path d="${cor}" fill="#4F7A3A"/>`);
    });
    // Fish curry: coconut-red gravy.
    katori(cx + W * 0.31, cy + 110, 115, glazes[3], "#C8663A", (x, y, r) => {
      c.add(`<ellipse cx="${r1(x + r * 0.1)}" cy="${r1(y - r * 0.1)}" rx="${r1(r * 0.45)}" ry="${r1(r * 0.25)}" fill="#E9CFA8" transform="rotate(30 ${r1(x)} ${r1(y)})"/>`);
      c.add(`<path d="M${r1(x - r * 0.6)},${r1(y + r * 0.3)} q${r1(r * 0.5)},${r1(-r * 0.2)} ${r1(r)},${r1(r * 0.1)}" stroke="#E39A5C" stroke-width="6" fill="none" opacity="0.7"/>`);
    });
    // Greens: a tangle of small sautéed leaves.
    katori(cx - W * 0.26, cy - 160, 115, glazes[0], "#5B7A3C", (x, y, r) => {
      let d = "";
      for (const [px, py, a] of inCircle(rng, x, y, r * 0.85, 40)) d += leafD(px, py, 30, a, 0.45);
      c.add(`<path d="${d}" fill="#7C9A4F" stroke="#4A6530" stroke-width="1.5"/>`);
    });
    // Curd with a pinch of chilli.
    katori(cx - W * 0.12, cy + 250, 95, glazes[2], "#F7F2E8", (x, y) => {
      c.add(`<circle cx="${r1(x + 8)}" cy="${r1(y - 6)}" r="10" fill="#C0502E" opacity="0.8"/>`);
    });
    // Sliced mango fanned on the leaf, a wedge of lime, a green chilli.
    // Mango slices: crescents overlapping in a row, each with a paler inner edge.
    for (let i = 0; i < 4; i++) {
      const x = cx + W * 0.04 + i * 46;
      const y = cy + 250 + i * 10;
      c.add(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(-20 + i * 4)})"><path d="M-70,0 Q0,-84 70,0 Q0,-12 -70,0 Z" fill="#2B2623" opacity="0.15" transform="translate(6 8)"/><path d="M-70,0 Q0,-84 70,0 Q0,-12 -70,0 Z" fill="#F0A935"/><path d="M-60,-2 Q0,-30 60,-2" stroke="#F7C766" stroke-width="5" fill="none"/></g>`);
    }
    // A wedge of lime and a green chilli on the leaf.
    c.add(`<path d="M${r1(cx - W * 0.33)},${r1(cy + 110)} q30,-50 70,-60 q-10,50 -70,60 Z" fill="#8DB046" stroke="#6E9036" stroke-width="3"/><path d="M${r1(cx + W * 0.02)},${r1(cy - 150)} q80,-30 150,-10" stroke="#4E7A2E" stroke-width="10" fill="none" stroke-linecap="round"/>`);
    chai(c, { x: cx - W * 0.41, y: cy + 330, r: 60 });
    frangipani(c, { x: cx + W * 0.42, y: cy - 340, r: 44, rot: 0.9 });
  }
  windowLight(c, { color: pal.window[0], from: -1, strength: 0.22 });
  void H;
}

/** A still life on the writing table: an open journal, a cup of chai, frangipani, window light. */
export function stillLife(c, { rng, pal, portrait }) {
  const { W } = c;
  // A teak table with a linen runner across it.
  teak(c, rng, pal);
  const runnerY0 = portrait ? 140 : 150;
  const runnerY1 = portrait ? 860 : 850;
  c.add(`<rect x="-10" y="${runnerY0 + 10}" width="${r1(W + 20)}" height="${runnerY1 - runnerY0}" fill="#2B2623" opacity="0.18"/>`);
  c.add(`<rect x="-10" y="${runnerY0}" width="${r1(W + 20)}" height="${runnerY1 - runnerY0}" fill="${pal.linen}"/>`);
  c.add(weave(pal.linen, -10, W + 10, runnerY0, runnerY1));
  let fringe = "";
  for (let x = -10; x < W + 10; x += 7) fringe += `M${r1(x)},${runnerY1} l${r1(rng.range(-1, 1))},${r1(rng.range(12, 18))} M${r1(x)},${runnerY0} l${r1(rng.range(-1, 1))},${r1(-rng.range(12, 18))} `;
  c.add(`<path d="${fringe}" stroke="${darken(pal.linen, 0.1)}" stroke-width="2"/>`);
  // The journal, open, slightly turned; handwriting as quiet grey lines.
  const jx = W * (portrait ? 0.5 : 0.46);
  const jy = portrait ? 430 : 500;
  const pw = portrait ? 250 : 300;
  const ph = portrait ? 340 : 400;
  let pages = `<rect x="${-pw + 14}" y="${-ph / 2 + 16}" width="${pw * 2}" height="${ph}" fill="#2B2623" opacity="0.22" rx="6"/>`;
  pages += `<rect x="${-pw - 10}" y="${-ph / 2 - 8}" width="${pw * 2 + 20}" height="${ph + 16}" rx="8" fill="${darken(pal.accent, 0.15)}"/>`;
  pages += `<path d="M${-pw},${-ph / 2} Q${-pw / 2},${-ph / 2 - 12} 0,${-ph / 2 + 4} L0,${ph / 2} Q${-pw / 2},${ph / 2 - 10} ${-pw},${ph / 2} Z" fill="#FBF8F2"/>`;
  pages += `<path d="M${pw},${-ph / 2} Q${pw / 2},${-ph / 2 - 12} 0,${-ph / 2 + 4} L0,${ph / 2} Q${pw / 2},${ph / 2 - 10} ${pw},${ph / 2} Z" fill="#F6F1E8"/>`;
  pages += `<rect x="-40" y="${-ph / 2}" width="80" height="${ph}" fill="${c.linear([[0, "#000000", 0], [0.5, "#000000", 0.14], [1, "#000000", 0]], { x2: 1, y2: 0 })}"/>`;
  let script = "";
  for (let side = -1; side <= 1; side += 2) {
    for (let ln = 0; ln < 11; ln++) {
      const y = -ph / 2 + 50 + ln * ((ph - 90) / 11);
      let x = side < 0 ? -pw + 36 : 46;
      const end = side < 0 ? -46 : pw - 36 - rng.range(0, 80);
      let d = `M${r1(x)},${r1(y)} `;
      while (x < end) {
        const step = rng.range(5, 9);
        d += `q${r1(step / 2)},${r1(rng.range(-7, -3))} ${r1(step)},0 `;
        x += step;
        if (rng.chance(0.12)) { x += 10; d += `m10,0 `; }
      }
      if (side > 0 && ln === 10) break;
      script += d;
    }
  }
  pages += `<path d="${script}" stroke="#5A524B" stroke-width="1.6" fill="none" opacity="0.55"/>`;
  // A pressed leaf in the gutter-right page corner.
  pages += `<path d="${leafD(pw * 0.45, ph * 0.3, 70, -0.6, 0.35)}" fill="${pal.sage}" opacity="0.8"/>`;
  c.add(`<g transform="translate(${r1(jx)} ${jy}) rotate(-6)">${pages}</g>`);
  // A pen laid beside it.
  c.add(`<g transform="translate(${r1(jx + pw + (portrait ? -60 : 50))} ${jy + (portrait ? 280 : 40)}) rotate(${portrait ? -20 : 70})"><rect x="-8" y="-150" width="16" height="300" rx="8" fill="#2B2623" opacity="0.2" transform="translate(8 10)"/><rect x="-8" y="-150" width="16" height="300" rx="8" fill="${pal.ink}"/><path d="M-8,150 L0,178 L8,150 Z" fill="${pal.warm}"/></g>`);
  // Chai on a saucer, steam as two thin curling lines.
  const cxp = portrait ? W * 0.28 : W * 0.8;
  const cyp = portrait ? 780 : 330;
  shadow(c, { x: cxp, y: cyp, r: 110 });
  c.add(`<circle cx="${r1(cxp)}" cy="${cyp}" r="110" fill="#EFE8DC"/><circle cx="${r1(cxp)}" cy="${cyp}" r="96" fill="none" stroke="${lighten(pal.sage, 0.3)}" stroke-width="4"/>`);
  chai(c, { x: cxp, y: cyp, r: 70 });
  c.add(`<path d="M${r1(cxp - 10)},${cyp - 30} c-20,-40 30,-60 10,-110 M${r1(cxp + 20)},${cyp - 40} c-15,-30 25,-50 5,-90" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.35" stroke-linecap="round"/>`);
  // Frangipani flowers and a sprig of leaves.
  const fl = portrait
    ? [[W * 0.72, 800, 58, 0.3], [W * 0.84, 720, 48, 1.2], [W * 0.62, 900, 40, 2]]
    : [[W * 0.16, 300, 62, 0.3], [W * 0.23, 380, 52, 1.1], [W * 0.12, 420, 44, 2.1], [W * 0.82, 720, 50, 0.7]];
  let sprig = "";
  for (let k = 0; k < 3; k++) sprig += leafD(fl[0][0] + 20, fl[0][1] + 30, 130 - k * 15, 0.5 + k * 0.55, 0.28);
  c.add(`<path d="${sprig}" fill="${lighten(pal.sage, 0.1)}"/>`);
  for (const [x, y, r, rot] of fl) {
    shadow(c, { x, y, r: r * 0.9, opacity: 0.2 });
    frangipani(c, { x, y, r, rot });
  }
  windowLight(c, { color: pal.window[0], from: -1, strength: 0.26 });
}

/* ---------------------------------------------------------------- offerings */

/**
 * Canang sari: a small square tray of young coconut leaf, its rim pleated, filled with shredded
 * pandan and petals in the colours of the four directions, a pinch of rice and an incense stick.
 */
function canang(c, rng, { x, y, s, rot, from = 1 }) {
  const leafCol = "#D9CF8E";
  let g = "";
  g += `<rect x="${r1(-s / 2 - from * s * 0.08)}" y="${r1(-s / 2 + s * 0.1)}" width="${s}" height="${s}" rx="${r1(s * 0.05)}" fill="#1E1A16" opacity="0.3"/>`;
  // Pleated rim: little triangles all round.
  let rim = "";
  const n = 9;
  for (let side = 0; side < 4; side++) {
    for (let i = 0; i < n; i++) {
      const t0 = -0.5 + i / n;
      const t1 = -0.5 + (i + 1) / n;
      const tm = (t0 + t1) / 2;
      const pt = (t, o) => {
        const v = [[t, -0.5 - o], [0.5 + o, t], [-t, 0.5 + o], [-0.5 - o, -t]][side];
        return `${r1(v[0] * s)},${r1(v[1] * s)}`;
      };
      rim += `M${pt(t0, 0)} L${pt(tm, 0.07)} L${pt(t1, 0)} Z `;
    }
  }
  g += `<path d="${rim}" fill="${darken(leafCol, 0.08)}"/>`;
  g += `<rect x="${r1(-s / 2)}" y="${r1(-s / 2)}" width="${s}" height="${s}" fill="${leafCol}"/>`;
  g += `<rect x="${r1(-s / 2 + s * 0.05)}" y="${r1(-s / 2 + s * 0.05)}" width="${r1(s * 0.9)}" height="${r1(s * 0.9)}" fill="none" stroke="${darken(leafCol, 0.15)}" stroke-width="${r1(s * 0.012)}"/>`;
  // Shredded pandan.
  let pandan = "";
  for (let i = 0; i < 60; i++) {
    const px = rng.range(-0.38, 0.38) * s;
    const py = rng.range(-0.38, 0.38) * s;
    const a = rng.range(0, Math.PI);
    pandan += `M${r1(px)},${r1(py)} l${r1(Math.cos(a) * s * 0.08)},${r1(Math.sin(a) * s * 0.08)} `;
  }
  g += `<path d="${pandan}" stroke="#5F8A3E" stroke-width="${r1(s * 0.014)}" stroke-linecap="round"/>`;
  c.add(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)})">${g}</g>`);
  // Petals in four quadrants: white (east), red (south), yellow (west), blue-violet (north).
  const quad = [["#F7F1E3", 1, 0], ["#B8432E", 0, 1], ["#E8A531", -1, 0], ["#6E5E8C", 0, -1]];
  const ca = Math.cos((rot * Math.PI) / 180);
  const sa = Math.sin((rot * Math.PI) / 180);
  const W2 = (u, v) => [x + ca * u - sa * v, y + sa * u + ca * v];
  for (const [col, qx, qy] of quad) {
    const [px, py] = W2(qx * s * 0.22, qy * s * 0.22);
    if (col === "#E8A531") marigold(c, rng, { x: px, y: py, r: s * 0.16, color: col });
    else if (col === "#F7F1E3") frangipani(c, { x: px, y: py, r: s * 0.18, rot: rng.range(0, 6) });
    else {
      let d = "";
      for (let i = 0; i < 22; i++) {
        const [ex, ey] = [px + rng.range(-1, 1) * s * 0.13, py + rng.range(-1, 1) * s * 0.13];
        d += leafD(ex, ey, s * 0.075, rng.range(0, 6.28), 0.5);
      }
      c.add(`<path d="${d}" fill="${col}"/>`);
    }
  }
  // Centre: a rolled leaf (porosan) and grains of rice.
  const [mx, my] = W2(0, 0);
  c.add(`<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(s * 0.06)}" fill="#B7A55E"/><circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(s * 0.035)}" fill="#8E8040"/>`);
  let rice = "";
  for (const [px, py] of inCircle(rng, mx, my, s * 0.1, 8)) rice += `M${r1(px)},${r1(py)} m-2,0 a2,3 0 1 0 4,0 a2,3 0 1 0 -4,0 Z `;
  c.add(`<path d="${rice}" fill="#FFFFFF"/>`);
}

/** Canang sari offerings on a stone step at dawn, incense smoke drifting across. */
export function offerings(c, { rng, pal, portrait }) {
  const { W, H } = c;
  // Volcanic stone slabs: grey with a warm cast, soft mottling, dark joints.
  const stone = mix(pal.stone, pal.haze, 0.25);
  c.rect(c.linear([[0, lighten(stone, 0.08)], [1, darken(stone, 0.08)]], { x2: 1, y2: 1 }));
  for (let i = 0; i < 60; i++) c.add(`<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" rx="${r1(rng.range(20, 90))}" ry="${r1(rng.range(10, 50))}" fill="${rng.chance(0.5) ? lighten(stone, 0.12) : darken(stone, 0.1)}" opacity="0.25"/>`);
  let pits = "";
  for (let i = 0; i < 500; i++) pits += `M${r1(rng.range(0, W))},${r1(rng.range(0, H))} h2 `;
  c.add(`<path d="${pits}" stroke="${darken(stone, 0.35)}" stroke-width="2.5" opacity="0.35"/>`);
  const joints = portrait ? [[0, 480, W, 470]] : [[0, 520, W, 500], [W * 0.52, 0, W * 0.5, 510]];
  for (const [x0, y0, x1, y1] of joints) c.add(`<path d="M${r1(x0)},${r1(y0)} L${r1(x1)},${r1(y1)}" stroke="${darken(stone, 0.4)}" stroke-width="6" opacity="0.6"/><path d="M${r1(x0)},${r1(y0 + 5)} L${r1(x1)},${r1(y1 + 5)}" stroke="${lighten(stone, 0.2)}" stroke-width="2" opacity="0.5"/>`);
  // Moss creeping along the joints.
  c.add(`<path d="M-10,${portrait ? 480 : 520} L${r1(W * 0.3)},${portrait ? 478 : 515}" stroke="${pal.terrace[2]}" stroke-width="10" opacity="0.45" stroke-linecap="round"/>`);
  const trays = portrait
    ? [[W * 0.5, 290, 300, 8], [W * 0.4, 730, 280, -12]]
    : [[W * 0.24, 320, 310, -8], [W * 0.72, 290, 290, 12], [W * 0.48, 730, 320, 4]];
  for (const [x, y, s, rot] of trays) canang(c, rng, { x, y, s, rot });
  // Loose petals, and an incense stick on the last tray with its smoke rising.
  for (let i = 0; i < 10; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    if (rng.chance(0.5)) frangipani(c, { x, y, r: 22, rot: rng.range(0, 6) });
    else c.add(`<path d="${leafD(x, y, 20, rng.range(0, 6), 0.5)}" fill="${rng.pick(["#B8432E", "#E8A531"])}"/>`);
  }
  const [tx, ty] = trays[trays.length - 1];
  c.add(`<path d="M${r1(tx - 60)},${r1(ty + 70)} L${r1(tx + 150)},${r1(ty - 120)}" stroke="#6B3A2A" stroke-width="5" stroke-linecap="round"/><circle cx="${r1(tx + 150)}" cy="${r1(ty - 120)}" r="5" fill="#F4A24A"/>`);
  const smoke = `M${r1(tx + 152)},${r1(ty - 124)} c40,-60 -30,-100 20,-170 s-20,-120 40,-180 s10,-100 -10,-160`;
  c.add(`<path d="${smoke}" stroke="#FFFFFF" stroke-width="10" fill="none" opacity="0.18" filter="${c.blur(6)}"/><path d="${smoke}" stroke="#FFFFFF" stroke-width="2" fill="none" opacity="0.4"/>`);
  windowLight(c, { color: pal.glow, from: 1, strength: 0.12 });
}

/** A flat object from above, turned `rot` degrees about its centre, with a soft shadow under it. */
function card(c, { x, y, w, h, rot, fill, rx = 4, lift = 10 }) {
  c.add(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)})"><rect x="${r1(-w / 2 + lift * 0.6)}" y="${r1(-h / 2 + lift)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="#2B2623" opacity="0.22" filter="${c.blur(lift * 0.8)}"/><rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}"/></g>`);
}

/** A teak tabletop from above, its grain running across, lit from the left. */
function teak(c, rng, pal, { lines = 40, shade = 0.18, grainShade = 0.2 } = {}) {
  const { W, H } = c;
  c.rect(c.linear([[0, pal.wood], [1, darken(pal.wood, shade)]], { x2: 1, y2: 0.3 }));
  let grain = "";
  for (let i = 0; i < lines; i++) {
    const y = rng.range(0, H);
    grain += `M-10,${r1(y)} C${r1(W * 0.3)},${r1(y + rng.range(-14, 14))} ${r1(W * 0.6)},${r1(y + rng.range(-14, 14))} ${r1(W + 10)},${r1(y + rng.range(-10, 10))} `;
  }
  c.add(`<path d="${grain}" stroke="${darken(pal.wood, grainShade)}" stroke-width="2" fill="none" opacity="0.35"/>`);
}

/**
 * Packing for a retreat, from above on a teak table: a folded map with the route dotted on it, a
 * passport, sunglasses, a rolled mat's strap and a water bottle; the wide frame keeps them to the
 * right, the phone frame to the top, so the page's questions sit on plain wood.
 */
export function packing(c, { rng, pal, portrait }) {
  const { W } = c;
  teak(c, rng, pal, { lines: 46, shade: 0.22, grainShade: 0.22 });
  const ox = portrait ? W * 0.5 : W * 0.72;
  const oy = portrait ? 250 : 520;
  // The map: four panels from its folds, a coastline and the dotted route with three stops.
  const mw = portrait ? 420 : 560;
  const mh = portrait ? 300 : 380;
  card(c, { x: ox, y: oy, w: mw, h: mh, rot: -6, fill: "#EFE5CF", rx: 2 });
  let g = "";
  g += `<path d="M${-mw / 2},${-mh / 2} C${-mw * 0.2},${-mh * 0.1} ${-mw * 0.1},${mh * 0.3} ${mw * 0.1},${mh / 2} L${-mw / 2},${mh / 2} Z" fill="#C9D6B4" opacity="0.8"/>`;
  g += `<path d="M${mw * 0.18},${-mh / 2} C${mw * 0.3},${-mh * 0.2} ${mw * 0.2},${mh * 0.1} ${mw / 2},${mh * 0.2} L${mw / 2},${-mh / 2} Z" fill="#B7D3CF" opacity="0.8"/>`;
  g += `<path d="M${-mw * 0.3},${mh * 0.25} Q${-mw * 0.05},${-mh * 0.3} ${mw * 0.3},${-mh * 0.1}" stroke="${pal.accent}" stroke-width="4" stroke-dasharray="10 9" fill="none"/>`;
  for (const [px, py] of [[-0.3, 0.25], [0.0, -0.05], [0.3, -0.1]]) g += `<circle cx="${r1(mw * px)}" cy="${r1(mh * py)}" r="9" fill="${pal.accent}"/>`;
  g += `<path d="M0,${-mh / 2} V${mh / 2} M${-mw / 2},0 H${mw / 2}" stroke="#2B2623" stroke-width="2" opacity="0.12"/>`;
  g += `<rect x="0" y="${-mh / 2}" width="${mw / 2}" height="${mh / 2}" fill="#000" opacity="0.04"/><rect x="${-mw / 2}" y="0" width="${mw / 2}" height="${mh / 2}" fill="#000" opacity="0.04"/>`;
  c.add(`<g transform="translate(${r1(ox)} ${r1(oy)}) rotate(-6)">${g}</g>`);
  // The passport, half on the map, a gold crest on its cover.
  const px = ox - mw * 0.42;
  const py = oy + mh * 0.38;
  card(c, { x: px, y: py, w: 130, h: 180, rot: 14, fill: "#6E2C22", rx: 8 });
  c.add(`<g transform="translate(${r1(px)} ${r1(py)}) rotate(14)"><circle cx="0" cy="-16" r="26" fill="none" stroke="${pal.accent}" stroke-width="3"/><rect x="-36" y="34" width="72" height="6" fill="${pal.accent}" opacity="0.8"/></g>`);
  // Sunglasses folded beside it.
  const sx = ox + mw * 0.46;
  const sy = oy + mh * 0.46;
  c.add(`<g transform="translate(${r1(sx)} ${r1(sy)}) rotate(-18)"><ellipse cx="-48" cy="10" rx="48" ry="40" fill="#2B2623" opacity="0.25" filter="${c.blur(6)}"/><ellipse cx="48" cy="10" rx="48" ry="40" fill="#2B2623" opacity="0.25" filter="${c.blur(6)}"/><ellipse cx="-48" cy="0" rx="46" ry="38" fill="#3B3230"/><ellipse cx="48" cy="0" rx="46" ry="38" fill="#3B3230"/><ellipse cx="-58" cy="-10" rx="20" ry="10" fill="#ffffff" opacity="0.16"/><ellipse cx="38" cy="-10" rx="20" ry="10" fill="#ffffff" opacity="0.16"/><path d="M-4,-8 Q0,-16 4,-8" stroke="#3B3230" stroke-width="6" fill="none"/></g>`);
  // A brass water bottle lying across the top edge, and a frangipani picked on the way.
  const bx = ox + mw * 0.1;
  const by = oy - mh * 0.62;
  c.add(`<g transform="translate(${r1(bx)} ${r1(by)}) rotate(8)"><rect x="-170" y="-30" width="340" height="70" rx="35" fill="#2B2623" opacity="0.22" filter="${c.blur(8)}"/><rect x="-170" y="-38" width="300" height="68" rx="30" fill="${c.linear([[0, lighten(pal.accent, 0.35)], [0.5, pal.accent], [1, darken(pal.accent, 0.3)]])}"/><rect x="130" y="-22" width="44" height="36" rx="6" fill="${darken(pal.wood, 0.4)}"/></g>`);
  frangipani(c, { x: ox - mw * 0.5, y: oy - mh * 0.45, r: 40, rot: 0.6 });
  windowLight(c, { color: pal.window[0], from: -1, strength: 0.13 });
}

/**
 * Keepsakes of retreats gone by, from above on linen: prints with white borders (a sunrise over
 * the sea, a lagoon, terraces, a riad's arch), a cowrie shell, a dried frangipani and a mala of
 * wooden beads, on an indigo cloth. Kept to the right in the wide frame and to the top in the
 * phone frame.
 */
export function keepsakes(c, { rng, pal, portrait }) {
  const { W } = c;
  linen(c, rng, mix(pal.linen, "#2E3A5A", 0.9));
  // In the wide frame everything stays below the header band (a short page banner shows only
  // the middle of the frame) and right of the text.
  const ox = portrait ? W * 0.5 : W * 0.72;
  const oy = portrait ? 260 : 520;
  const prints = portrait
    ? [[-160, -60, -10], [150, -80, 8], [0, 90, 3]]
    : [[-280, -100, -9], [-10, -150, 5], [250, -40, 11], [-140, 160, 4], [140, 180, -7]];
  const scenes = [
    ["#F3C98E", "#E9A86C", "#6F8FA0", "sun"],
    ["#CFE5E3", "#8FCFCB", "#2B6B70", "sea"],
    ["#E6E2CF", "#A8B86E", "#5B7440", "hills"],
    ["#F1C493", "#D9B58F", "#8E4E33", "arch"],
    ["#E9C9A0", "#D6B083", "#3A2A22", "sun"],
  ];
  prints.forEach(([dx, dy, rot], i) => {
    const [a, b, d, kind] = scenes[i % scenes.length];
    const x = ox + dx;
    const y = oy + dy;
    card(c, { x, y, w: 260, h: 220, rot, fill: "#FBF8F2", rx: 3 });
    let g = `<rect x="-114" y="-94" width="228" height="150" fill="${c.linear([[0, a], [1, b]])}"/>`;
    if (kind === "sun") g += `<rect x="-114" y="4" width="228" height="52" fill="${d}"/><circle cx="30" cy="0" r="18" fill="#FFF3DA"/>`;
    if (kind === "sea") g += `<rect x="-114" y="-20" width="228" height="76" fill="${b}"/><path d="M-114,-20 H114" stroke="${d}" stroke-width="3"/><rect x="20" y="-40" width="40" height="22" fill="#F2EEE6"/><path d="M14,-40 L40,-56 L66,-40 Z" fill="#8A6648"/>`;
    if (kind === "hills") g += `<path d="M-114,10 Q-40,-30 20,0 T114,-10 V56 H-114 Z" fill="${b}"/><path d="M-114,36 Q-30,10 40,30 T114,24 V56 H-114 Z" fill="${d}"/>`;
    if (kind === "arch") g += `<path d="M-114,-94 H114 V56 H-114 Z M-40,56 V-20 Q0,-70 40,-20 V56 Z" fill="${b}" fill-rule="evenodd"/>`;
    c.add(`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)})">${g}<rect x="-114" y="-94" width="228" height="150" fill="none" stroke="#2B2623" stroke-opacity="0.08"/></g>`);
  });
  // A mala of wooden beads in a loose loop, a cowrie shell and a dried flower.
  const lx = ox + (portrait ? -200 : -440);
  const ly = oy + (portrait ? 260 : 60);
  let beads = "";
  for (let k = 0; k < 54; k++) {
    const t = (k / 54) * Math.PI * 2;
    beads += `M${r1(lx + Math.cos(t) * 110 + Math.sin(t * 3) * 10)},${r1(ly + Math.sin(t) * 80)} m-9,0 a9,9 0 1 0 18,0 a9,9 0 1 0 -18,0 `;
  }
  c.add(`<path d="${beads}" fill="#2B2623" opacity="0.2" transform="translate(3 5)"/><path d="${beads}" fill="#8A5A3A"/>`);
  const cx = ox + (portrait ? 220 : 420);
  const cy = oy + (portrait ? 250 : 150);
  c.add(`<ellipse cx="${r1(cx + 4)}" cy="${r1(cy + 8)}" rx="46" ry="32" fill="#2B2623" opacity="0.2" filter="${c.blur(6)}"/><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="46" ry="32" fill="#F1E6D2"/><path d="M${r1(cx - 30)},${r1(cy)} Q${r1(cx)},${r1(cy - 6)} ${r1(cx + 30)},${r1(cy)}" stroke="#B89B78" stroke-width="5" fill="none"/>`);
  frangipani(c, { x: ox + (portrait ? 40 : 330), y: oy + (portrait ? -250 : -250), r: 38, rot: 1.1, petal: "#EBD9B8", heart: "#D8A449" });
  windowLight(c, { color: pal.window[0], from: -1, strength: 0.13 });
}

/**
 * A Balinese flower bath from above: a round stone basin of still water strewn with frangipani
 * and red hibiscus petals, a rolled towel, a coconut-shell bowl of scrub and a lit candle, on
 * dark volcanic stone.
 */
export function flowerBath(c, { rng, pal }) {
  const { W, H } = c;
  const stone = darken(pal.stone, 0.25);
  c.rect(c.linear([[0, lighten(stone, 0.1)], [1, darken(stone, 0.12)]], { x2: 1, y2: 1 }));
  for (let i = 0; i < 40; i++) c.add(`<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" rx="${r1(rng.range(20, 90))}" ry="${r1(rng.range(10, 50))}" fill="${rng.chance(0.5) ? lighten(stone, 0.1) : darken(stone, 0.1)}" opacity="0.3"/>`);
  const bx = W * 0.42;
  const by = H * 0.5;
  const R = 360;
  c.add(`<circle cx="${r1(bx + 20)}" cy="${r1(by + 30)}" r="${R + 20}" fill="#000" opacity="0.3" filter="${c.blur(20)}"/>`);
  c.add(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="${R}" fill="${c.radial(bx - 120, by - 140, R * 1.4, [[0, lighten(pal.stone, 0.35)], [1, pal.stone]])}"/>`);
  c.add(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="${R - 40}" fill="${c.radial(bx + 60, by + 60, R, [[0, "#7FB2A8"], [0.7, "#4E877F"], [1, "#2F5B56"]])}"/>`);
  c.add(`<ellipse cx="${r1(bx - 110)}" cy="${r1(by - 140)}" rx="120" ry="40" fill="#ffffff" opacity="0.18" transform="rotate(-30 ${r1(bx - 110)} ${r1(by - 140)})"/>`);
  // Petals and flowers floating, more of them toward the rim.
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = (R - 70) * Math.sqrt(rng.range(0.1, 1));
    const x = bx + Math.cos(a) * d;
    const y = by + Math.sin(a) * d;
    if (i % 3 === 0) frangipani(c, { x, y, r: rng.range(30, 42), rot: rng.range(0, 6) });
    else c.add(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rng.range(14, 22))}" ry="${r1(rng.range(8, 12))}" fill="${rng.pick(["#B8432E", "#C9503A", "#E8A531"])}" transform="rotate(${r1(rng.range(0, 180))} ${r1(x)} ${r1(y)})"/>`);
  }
  // A rolled white towel, a coconut-shell bowl and a candle to the right of the basin.
  const tx = bx + R + 200;
  c.add(`<g transform="translate(${r1(tx)} ${r1(by - 180)}) rotate(-10)"><rect x="-150" y="-50" width="300" height="110" rx="50" fill="#000" opacity="0.25" filter="${c.blur(10)}"/><rect x="-150" y="-60" width="300" height="110" rx="50" fill="#F4EFE6"/><path d="M-120,-60 V50 M-90,-60 V50" stroke="#D9D0C2" stroke-width="4"/></g>`);
  c.add(`<circle cx="${r1(tx - 20)}" cy="${r1(by + 140)}" r="92" fill="#000" opacity="0.25" filter="${c.blur(8)}"/><circle cx="${r1(tx - 30)}" cy="${r1(by + 130)}" r="90" fill="#5A3A26"/><circle cx="${r1(tx - 30)}" cy="${r1(by + 130)}" r="72" fill="#E9D8B8"/>`);
  const kx = tx + 110;
  const ky = by + 330;
  c.add(`<circle cx="${r1(kx)}" cy="${r1(ky)}" r="120" fill="${c.radial(kx, ky, 120, [[0, "#F6C76B", 0.6], [1, "#F6C76B", 0]])}"/><circle cx="${r1(kx)}" cy="${r1(ky)}" r="40" fill="#F1E9DD"/><circle cx="${r1(kx)}" cy="${r1(ky)}" r="8" fill="#F6C76B"/>`);
}

/**
 * A shala floor seen from straight above, ready for a group: teak boards, mats laid in a ring
 * round a brass singing bowl and a bowl of marigolds, a bolster and a cork block on each mat, the
 * morning light falling across in bars. The ring sits to the right in the wide frame and high on
 * a phone, so the text has bare boards.
 */
export function shalaFloor(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const wood = "#CFA577";
  c.rect(c.linear([[0, lighten(wood, 0.08)], [1, darken(wood, 0.12)]], { x2: 1, y2: 0.4 }));
  let seams = "";
  for (let x = 0; x < W; x += 110) seams += `M${r1(x)},-10 V${H + 10} `;
  let grain = "";
  for (let i = 0; i < 160; i++) {
    const x = rng.range(0, W);
    const y = rng.range(-50, H);
    grain += `M${r1(x)},${r1(y)} c${r1(rng.range(-4, 4))},60 ${r1(rng.range(-4, 4))},120 ${r1(rng.range(-3, 3))},${r1(rng.range(120, 260))} `;
  }
  c.add(`<path d="${grain}" stroke="${darken(wood, 0.18)}" stroke-width="2" fill="none" opacity="0.35"/><path d="${seams}" stroke="${darken(wood, 0.35)}" stroke-width="3" opacity="0.6"/>`);
  // The ring is drawn round the origin at one size, then placed and scaled: low and to the
  // right of the long headline in the wide frame, small in the top band on a phone.
  const place = portrait ? { x: W * 0.5, y: 140, k: 0.4 } : { x: W * 0.8, y: 680, k: 0.8 };
  const first = c.body.length;
  const [cx, cy] = [0, 0];
  const R = 190;
  const n = 8;
  const mats = ["#9E5A44", "#6F7F62", "#C9A46E", "#5F6F52", "#B86E52", "#8C8A6E", "#A94F34", "#7A8F86"];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + 10;
    const col = mats[i % mats.length];
    // Each mat points to the centre: a long rounded rectangle, a bolster across its outer end and a
    // block beside it, drawn in the mat's own frame and turned into place.
    let g = `<rect x="-46" y="${r1(R * 0.7 + 8)}" width="92" height="${r1(R * 1.4)}" rx="10" fill="#2B2623" opacity="0.18" transform="translate(5 6)"/>`;
    g += `<rect x="-46" y="${r1(R * 0.7)}" width="92" height="${r1(R * 1.4)}" rx="10" fill="${col}"/>`;
    g += `<rect x="-38" y="${r1(R * 0.7 + 8)}" width="76" height="${r1(R * 1.4 - 16)}" rx="6" fill="none" stroke="${lighten(col, 0.15)}" stroke-width="2" opacity="0.6"/>`;
    g += `<rect x="-44" y="${r1(R * 2.1 - 50)}" width="88" height="44" rx="22" fill="#2B2623" opacity="0.2" transform="translate(4 6)"/><rect x="-44" y="${r1(R * 2.1 - 50)}" width="88" height="44" rx="22" fill="${c.linear([[0, "#EFE5D2"], [1, "#CDBFA6"]])}"/>`;
    if (i % 2 === 0) g += `<rect x="52" y="${r1(R * 1.6)}" width="46" height="70" rx="5" fill="#D2A86E"/><rect x="52" y="${r1(R * 1.6)}" width="46" height="70" rx="5" fill="none" stroke="#A9824E" stroke-width="2"/>`;
    c.add(`<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(a)})">${g}</g>`);
  }
  // The centre: a round cushion with the brass bowl on it, marigolds in a ring round them.
  c.add(`<circle cx="${r1(cx + 6)}" cy="${r1(cy + 8)}" r="78" fill="#2B2623" opacity="0.2" filter="${c.blur(6)}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="76" fill="${pal.accent}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="50" fill="${c.radial(cx - 14, cy - 16, 60, [[0, "#F1D38E"], [0.7, "#C4923F"], [1, "#8E6A2C"]])}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="34" fill="${c.radial(cx + 8, cy + 8, 40, [[0, "#9C7430"], [1, "#6E5020"]])}"/>`);
  for (let k = 0; k < 18; k++) {
    const a = (k / 18) * Math.PI * 2;
    marigold(c, rng, { x: cx + Math.cos(a) * 108, y: cy + Math.sin(a) * 108, r: 13 });
  }
  c.add(`<g transform="translate(${r1(place.x)} ${place.y}) scale(${place.k})">${c.body.splice(first).join("")}</g>`);
  windowLight(c, { color: "#FFF1D6", from: -1, strength: 0.16 });
}
