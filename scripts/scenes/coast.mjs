// Coastal scenes: Goa golden hour beaches and Maldives lagoons.
// Light: Goa scenes are lit by a low sun, left of centre unless a slot moves it (variant.sun of
// goa-beach: the home slide's sets right of its headline); Maldives scenes by a
// high morning sun on the right (glare top right, colour from the water, not the sky).
import { aerial, darken, lighten, mix, noise1d, r1, ridgePath } from "./lib.mjs";
import { sky, ridge } from "./common.mjs";
import { boat, glitter, mist, palm, swells } from "./elements.mjs";

/** Sea from the horizon down to the shore, with glitter under the sun and swell lines. */
export function sea(c, rng, pal, { horizon, shore, sunX }) {
  const { W } = c;
  const top = mix(pal.sea[0], pal.glow, 0.35);
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${r1(shore - horizon + 40)}" fill="${c.linear([[0, top], [0.45, pal.sea[0]], [1, pal.sea[1]]])}"/>`);
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${r1(shore - horizon + 40)}" fill="${c.radial(sunX, horizon, 520, [[0, pal.glow, 0.55], [1, pal.glow, 0]], { sy: 0.35 })}"/>`);
  swells(c, rng, { top: horizon + 4, bottom: shore, color: lighten(pal.glow, 0.3), opacity: 0.28 });
  glitter(c, rng, { x: sunX, top: horizon + 2, bottom: shore, width: 70, color: pal.sun, opacity: 0.75, count: 90 });
  c.add(`<path d="M0,${horizon} H${r1(W)}" stroke="${lighten(pal.haze, 0.2)}" stroke-width="1.2" opacity="0.7"/>`);
}

/** Beach from the shore down: foam, a glossy band of wet sand, then dry sand darkening to the frame. */
export function beach(c, rng, pal, { shore, sunX }) {
  const { W, H } = c;
  const n = noise1d(rng, 3, 0.006);
  const edge = (x) => shore + n(x) * 10;
  c.add(`<path d="${ridgePath(W, H, edge)}" fill="${c.linear([[0, mix(pal.sand[0], pal.glow, 0.35)], [0.25, pal.sand[0]], [1, darken(pal.sand[1], 0.18)]])}"/>`);
  // Wet sand mirrors the sky: a pale band with the sun's reflection smeared into it.
  c.add(`<path d="${ridgePath(W, H, edge, 6, shore + 55)}" fill="${mix(pal.sand[0], pal.sky[2], 0.5)}" opacity="0.65"/>`);
  c.add(`<ellipse cx="${r1(sunX)}" cy="${shore + 22}" rx="160" ry="22" fill="${pal.sun}" opacity="0.45" filter="${c.blur(10)}"/>`);
  let foam = "";
  for (let i = 0; i < 3; i++) {
    const off = i * 7 - 4;
    const pts = [];
    for (let x = -10; x <= W + 10; x += 12) pts.push(`${r1(x)},${r1(edge(x) + off + Math.sin(x * 0.03 + i) * 2)}`);
    foam += `<path d="M${pts.join(" L")}" stroke="${pal.sun}" stroke-width="${2.2 - i * 0.6}" fill="none" opacity="${0.7 - i * 0.2}"/>`;
  }
  c.add(foam);
  // Darken the bottom of the frame a little, so the eye stays on the light.
  c.add(`<rect x="0" y="${r1(shore)}" width="${r1(W)}" height="${r1(H - shore)}" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.28]])}"/>`);
}

/** Beach grass tufts as fine strokes, for a dark foreground edge. */
function grass(c, rng, { x, y, w, h, color }) {
  let d = "";
  for (let i = 0; i < 40; i++) {
    const bx = x + rng.range(0, w);
    const bh = h * rng.range(0.4, 1);
    const lean = rng.range(-0.5, 0.5) * bh;
    d += `M${r1(bx)},${r1(y)} q${r1(lean * 0.3)},${r1(-bh * 0.6)} ${r1(lean)},${r1(-bh)} `;
  }
  c.add(`<path d="${d}" stroke="${color}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`);
  c.add(`<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + 6)}" rx="${r1(w * 0.6)}" ry="14" fill="${color}"/>`);
}

/** Goa beach at golden hour: palms leaning in from the right, an optional fishing boat drawn up on the sand. */
export function goaBeach(c, { rng, pal, variant, portrait }) {
  const { W } = c;
  // On a phone the eyebrow, headline, intro and button fill the frame from a quarter of its
  // height down: the sun sets in the band between the header and the eyebrow, and the text sits
  // on the open sea and sand below it.
  const horizon = portrait ? 250 : 560;
  const shore = portrait ? 700 : 712;
  // variant.sun = [x, height above the horizon] moves the wide frame's sun, e.g. out from
  // behind a headline that covers the left of the frame.
  const [wideSunX, wideSunRise] = variant.sun ?? [0.3, 60];
  const sunX = W * (portrait ? 0.34 : wideSunX);
  sky(c, pal, { sunX: sunX / W, sunY: (horizon - (portrait ? 60 : wideSunRise)) / 1000, sunR: portrait ? 24 : 30 });
  // A far headland with tiny palms, pale and cool with distance.
  const head = aerial(pal.foliage[1], pal.haze, 0.62);
  const hn = noise1d(rng, 3, 0.01);
  const hx = W * (portrait ? 1.0 : 0.72);
  c.add(`<path d="${ridgePath(W, horizon + 1, (x) => (x < hx ? horizon + 2 : horizon - 26 - Math.min(1, (x - hx) / 160) * (18 + hn(x) * 8)), 6, horizon + 1)}" fill="${head}"/>`);
  if (!portrait) for (let i = 0; i < 9; i++) palm(c, rng, { x: hx + 40 + i * ((W - hx) / 9) + rng.range(-8, 8), y: horizon - 30, h: rng.range(30, 48), lean: rng.range(-6, 6), color: head, fronds: 9 });
  sea(c, rng, pal, { horizon, shore, sunX });
  beach(c, rng, pal, { shore, sunX });
  // The boat stays out of the phone frame, where the headline covers the sand.
  // In the wide frame it sits right of centre, clear of the headline and button at the lower left.
  if (variant.boat && !portrait) boat(c, { x: W * 0.7, y: shore + 70, len: 340, color: darken(pal.shadow, 0.1), flip: true });

  const near = darken(pal.foliage[1], 0.35);
  const count = variant.palms ?? 2;
  const base = portrait ? 0.97 : 0.84;
  for (let i = 0; i < count; i++) {
    // On a phone the palms rise tall from the right edge and lean in less, so their crowns
    // frame the top right, clear of the sun, and the sea stays open beneath the text.
    const h = (portrait ? 820 : 720) * (1 - i * 0.12) * rng.range(0.95, 1.05);
    const x = W * (base + i * (portrait ? 0.04 : 0.07)) + rng.range(-10, 10);
    const lean = -h * (portrait ? rng.range(0.06, 0.1) : rng.range(0.28, 0.42));
    palm(c, rng, { x, y: 980 + i * 10, h, lean, color: mix(near, pal.haze, i * 0.08), width: h * 0.03, spread: portrait ? 0.8 : 1 });
  }
  // A second, cut-off palm on the left frames the light from the other side.
  if (count > 2 && !portrait) palm(c, rng, { x: -40, y: 1000, h: 640, lean: 180, color: near, width: 20 });

  grass(c, rng, { x: W * (portrait ? -0.05 : 0.02), y: 1000, w: W * 0.22, h: 70, color: near });
}

/** Surf school: boards standing in the sand, waves breaking beyond. */
export function surf(c, { rng, pal, variant, portrait }) {
  const { W } = c;
  const horizon = 470;
  const shore = 690;
  const sunX = W * 0.22;
  sky(c, pal, { sunX: 0.22, sunY: 0.38, sunR: 28 });
  sea(c, rng, pal, { horizon, shore, sunX });
  // Breaking waves: bright crests with a shadowed face beneath.
  for (let i = 0; i < 3; i++) {
    const y = horizon + 90 + i * 45;
    const n = noise1d(rng, 3, 0.01);
    c.add(`<path d="${ridgePath(W, y + 14, (x) => y + n(x) * 5, 8, y + 14)}" fill="${darken(pal.sea[1], 0.15)}" opacity="0.35"/>`);
    const pts = [];
    for (let x = -10; x <= W + 10; x += 10) pts.push(`${r1(x)},${r1(y + n(x) * 5)}`);
    c.add(`<path d="M${pts.join(" L")}" stroke="${pal.sun}" stroke-width="${2 + i}" fill="none" opacity="${0.45 + i * 0.12}" stroke-linecap="round"/>`);
  }
  beach(c, rng, pal, { shore, sunX });
  const boardColors = [pal.sand[0], pal.accent, lighten(pal.warm, 0.3), "#6F8A86"];
  const n = portrait ? 2 : 3;
  for (let i = 0; i < n; i++) {
    const bx = W * (portrait ? 0.45 + i * 0.3 : 0.55 + i * 0.12);
    const by = 960 - i * 10;
    const bh = 520 - i * 30;
    const bw = 82;
    const tilt = rng.range(-6, 6);
    const col = boardColors[(i + rng.int(0, 3)) % boardColors.length];
    const lit = lighten(col, 0.25);
    c.add(
      `<g transform="translate(${r1(bx)} ${by}) rotate(${r1(tilt)})">` +
        `<ellipse cx="${bw * 0.9}" cy="4" rx="${bw * 1.4}" ry="10" fill="${pal.shadow}" opacity="0.25" filter="${c.blur(4)}"/>` +
        `<path d="M0,0 C${-bw / 2},-20 ${-bw / 2},${-bh * 0.75} 0,${-bh} C${bw / 2},${-bh * 0.75} ${bw / 2},-20 0,0 Z" fill="${col}"/>` +
        `<path d="M0,0 C${-bw / 2},-20 ${-bw / 2},${-bh * 0.75} 0,${-bh} C${-bw / 4},${-bh * 0.7} ${-bw / 4},-30 0,0 Z" fill="${lit}" opacity="0.6"/>` +
        `<path d="M0,${-bh * 0.08} L0,${-bh * 0.95}" stroke="${darken(col, 0.2)}" stroke-width="2" opacity="0.6"/>` +
        `</g>`,
    );
  }
  const near = darken(pal.foliage[1], 0.35);
  palm(c, rng, { x: W * (portrait ? -0.05 : 0.05), y: 1000, h: 700, lean: 200, color: near, width: 20 });
}

/** Floor cushions set in a circle on the beach at dusk, around a small fire if asked, lanterns in the sand. */
export function circle(c, { rng, pal, variant, portrait }) {
  const { W } = c;
  const horizon = 560;
  const shore = 660;
  const sunX = W * 0.5;
  sky(c, pal, { sunX: 0.5, sunY: 0.585, sunR: 40, bloom: 1.2 });
  sea(c, rng, pal, { horizon, shore, sunX });
  beach(c, rng, pal, { shore, sunX });
  const cx = W * 0.5;
  const cy = portrait ? 830 : 800;
  const rx = portrait ? W * 0.36 : 330;
  const ry = 70;
  if (variant.fire) {
    c.add(`<ellipse cx="${r1(cx)}" cy="${cy}" rx="260" ry="90" fill="${pal.warm}" opacity="0.45" filter="${c.blur(30)}"/>`);
    c.add(`<path d="M${r1(cx - 14)},${cy + 4} q14,-60 8,-70 q14,26 20,70 Z" fill="${lighten(pal.warm, 0.4)}"/>`);
  }
  const n = variant.cushions ?? 7;
  const cushionColors = [pal.accent, mix(pal.accent, pal.warm, 0.5), lighten(pal.sand[0], 0.2), mix(pal.accent, "#5F6F52", 0.6)];
  // Far side of the circle first, so nearer cushions overlap them.
  const seats = Array.from({ length: n }, (_, i) => (i / n) * Math.PI * 2 + 0.3).sort((a, b) => Math.sin(a) - Math.sin(b));
  for (const [k, a] of seats.entries()) {
    const x = cx + Math.cos(a) * rx;
    const y = cy + Math.sin(a) * ry;
    const s = 1 + Math.sin(a) * 0.15;
    const col = cushionColors[(k + rng.int(0, 3)) % cushionColors.length];
    // A round meditation cushion: its shadow on the sand, a lit top and a darker side.
    c.add(`<ellipse cx="${r1(x + 10 * s)}" cy="${r1(y + 8 * s)}" rx="${r1(40 * s)}" ry="${r1(10 * s)}" fill="${pal.shadow}" opacity="0.4"/>`);
    c.add(`<path d="M${r1(x - 36 * s)},${r1(y - 10 * s)} L${r1(x - 36 * s)},${r1(y)} A${r1(36 * s)},${r1(11 * s)} 0 0 0 ${r1(x + 36 * s)},${r1(y)} L${r1(x + 36 * s)},${r1(y - 10 * s)} Z" fill="${darken(col, 0.35)}"/>`);
    c.add(`<ellipse cx="${r1(x)}" cy="${r1(y - 10 * s)}" rx="${r1(36 * s)}" ry="${r1(11 * s)}" fill="${mix(col, pal.warm, variant.fire ? 0.25 : 0)}"/>`);
  }
  // Hurricane lanterns stuck in the sand outside the circle.
  for (const k of [-1, 1]) {
    const lx = cx + k * (rx + 90);
    const ly = cy + 20;
    c.add(`<ellipse cx="${r1(lx)}" cy="${r1(ly - 30)}" rx="46" ry="46" fill="${pal.warm}" opacity="0.35" filter="${c.blur(12)}"/>`);
    c.add(`<rect x="${r1(lx - 11)}" y="${r1(ly - 48)}" width="22" height="40" rx="6" fill="${lighten(pal.warm, 0.55)}" opacity="0.9"/>`);
    c.add(`<rect x="${r1(lx - 13)}" y="${r1(ly - 52)}" width="26" height="6" fill="${pal.shadow}"/><rect x="${r1(lx - 13)}" y="${r1(ly - 10)}" width="26" height="6" fill="${pal.shadow}"/>`);
  }
  const near = darken(pal.foliage[1], 0.2);
  palm(c, rng, { x: W * 0.93, y: 1000, h: 720, lean: -230, color: near, width: 20 });
  if (!portrait) palm(c, rng, { x: W * 0.04, y: 1000, h: 620, lean: 150, color: near, width: 18 });
}

/* ---------------------------------------------------------------- Maldives */

/** Lagoon water: deep at the horizon to glassy turquoise near, with sand and coral patches. */
function lagoon(c, rng, pal, { horizon }) {
  const { W, H } = c;
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${H - horizon}" fill="${c.linear([[0, mix(pal.deep, pal.haze, 0.35)], [0.18, pal.sea[0]], [0.55, pal.sea[1]], [1, pal.shallow]])}"/>`);
  for (let i = 0; i < 7; i++) {
    const y = horizon + 60 + rng.range(0, H - horizon - 60);
    const t = (y - horizon) / (H - horizon);
    const light = rng.chance(0.6);
    c.add(`<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(y)}" rx="${r1(rng.range(120, 380) * (0.4 + t))}" ry="${r1(rng.range(8, 30) * (0.4 + t))}" fill="${light ? lighten(pal.shallow, 0.3) : pal.deep}" opacity="${light ? 0.45 : 0.25}" filter="${c.blur(10 + t * 12)}"/>`);
  }
  swells(c, rng, { top: horizon + 3, bottom: H, color: "#ffffff", opacity: 0.3, count: 34 });
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${H - horizon}" fill="${c.radial(W * 0.75, horizon, 700, [[0, pal.glow, 0.5], [1, pal.glow, 0]], { sy: 0.3 })}"/>`);
}

/** A low island on the horizon: white sand lip and a crown of palms. */
function island(c, rng, pal, { x0, x1, horizon, depth, palms = 10 }) {
  const green = aerial(pal.foliage[1], pal.haze, depth);
  const w = x1 - x0;
  c.add(`<path d="M${r1(x0)},${horizon} Q${r1(x0 + w * 0.15)},${horizon - 28} ${r1(x0 + w * 0.5)},${horizon - 34} Q${r1(x0 + w * 0.85)},${horizon - 28} ${r1(x1)},${horizon} Z" fill="${green}"/>`);
  for (let i = 0; i < palms; i++) {
    palm(c, rng, { x: x0 + w * (0.1 + (0.8 * i) / Math.max(1, palms - 1)) + rng.range(-10, 10), y: horizon - 20, h: rng.range(45, 75), lean: rng.range(-12, 12), color: green, fronds: 9 });
  }
  // The beach as a thin lip of sand that fades into the water at its ends, not a ruled white bar.
  c.add(`<ellipse cx="${r1(x0 + w / 2)}" cy="${horizon - 1}" rx="${r1(w * 0.5)}" ry="3.5" fill="${pal.sand[0]}" opacity="0.85" filter="${c.blur(1.5)}"/>`);
}

/** An overwater villa on stilts: thatched roof, pale walls, a reflection below. */
function villa(c, { x, y, s, pal, depth }) {
  const wall = aerial(lighten(pal.wood, 0.75), pal.haze, depth);
  const roof = aerial(darken(pal.wood, 0.15), pal.haze, depth);
  const stilt = aerial(darken(pal.wood, 0.35), pal.haze, depth);
  let g = "";
  // Its reflection: the villa's shade in the water, fading with depth below the deck.
  g += `<rect x="${r1(-s * 0.45)}" y="${r1(s * 0.06)}" width="${r1(s * 0.9)}" height="${r1(s * 0.4)}" fill="${c.linear([[0, wall, 0.3], [1, wall, 0]])}" filter="${c.blur(Math.max(0.6, s * 0.015))}"/>`;
  g += `<rect x="${r1(-s * 0.62)}" y="${r1(s * 0.06)}" width="${r1(s * 1.24)}" height="${r1(s * 0.06)}" fill="${stilt}" opacity="0.2" filter="${c.blur(Math.max(0.6, s * 0.015))}"/>`;
  for (const k of [-0.55, -0.2, 0.2, 0.55]) g += `<rect x="${r1(k * s - s * 0.02)}" y="${r1(-s * 0.05)}" width="${r1(s * 0.04)}" height="${r1(s * 0.12)}" fill="${stilt}"/>`;
  g += `<rect x="${r1(-s * 0.7)}" y="${r1(-s * 0.1)}" width="${r1(s * 1.4)}" height="${r1(s * 0.06)}" fill="${stilt}"/>`;
  g += `<rect x="${r1(-s * 0.45)}" y="${r1(-s * 0.42)}" width="${r1(s * 0.9)}" height="${r1(s * 0.33)}" fill="${wall}"/>`;
  g += `<rect x="${r1(-s * 0.1)}" y="${r1(-s * 0.34)}" width="${r1(s * 0.2)}" height="${r1(s * 0.25)}" fill="${stilt}" opacity="0.6"/>`;
  g += `<path d="M${r1(-s * 0.62)},${r1(-s * 0.38)} L0,${r1(-s * 0.8)} L${r1(s * 0.62)},${r1(-s * 0.38)} Z" fill="${roof}"/>`;
  g += `<path d="M0,${r1(-s * 0.8)} L${r1(s * 0.62)},${r1(-s * 0.38)} L${r1(s * 0.2)},${r1(-s * 0.38)} Z" fill="${lighten(roof, 0.18)}"/>`;
  // Thatch: fine strands from ridge to eave, visible only when the villa is near.
  if (s > 150) {
    let thatch = "";
    for (let k = -10; k <= 10; k++) thatch += `M${r1(k * s * 0.005)},${r1(-s * 0.78)} L${r1(k * s * 0.06)},${r1(-s * 0.38)} `;
    g += `<path d="${thatch}" stroke="${darken(roof, 0.2)}" stroke-width="${r1(s * 0.004)}" opacity="0.6"/>`;
    g += `<rect x="${r1(s * 0.18)}" y="${r1(-s * 0.3)}" width="${r1(s * 0.16)}" height="${r1(s * 0.12)}" fill="${stilt}" opacity="0.45"/>`;
    g += `<path d="M${r1(s * 0.5)},${r1(-s * 0.1)} V${r1(s * 0.1)} M${r1(s * 0.56)},${r1(-s * 0.1)} V${r1(s * 0.1)} M${r1(s * 0.5)},${r1(-s * 0.04)} H${r1(s * 0.56)} M${r1(s * 0.5)},${r1(s * 0.03)} H${r1(s * 0.56)}" stroke="${stilt}" stroke-width="${r1(s * 0.008)}"/>`;
  }
  c.add(`<g transform="translate(${r1(x)} ${r1(y)})">${g}</g>`);
}

/** A wooden deck running from the viewer out over the lagoon, planks converging on the horizon. */
function deck(c, pal, { horizon, endY, centerX, nearHalf, farHalf }) {
  const { H } = c;
  const wood = pal.wood;
  const shadowCol = darken(pal.deep, 0.2);
  c.add(`<path d="M${r1(centerX - nearHalf + 70)},${H} L${r1(centerX - farHalf + 10)},${r1(endY + 14)} L${r1(centerX + farHalf + 20)},${r1(endY + 14)} L${r1(centerX + nearHalf + 140)},${H} Z" fill="${shadowCol}" opacity="0.3" filter="${c.blur(8)}"/>`);
  // Posts under the far edge, and the side beam in shade.
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const y = endY + (H - endY) * t * t;
    const half = farHalf + (nearHalf - farHalf) * t * t;
    const ph = 12 + t * 90;
    for (const s of [-1, 1]) c.add(`<rect x="${r1(centerX + s * half - 3 - t * 6)}" y="${r1(y)}" width="${r1(6 + t * 12)}" height="${r1(ph)}" fill="${darken(wood, 0.45)}"/>`);
  }
  c.add(`<path d="M${r1(centerX - nearHalf)},${H} L${r1(centerX - farHalf)},${endY} L${r1(centerX + farHalf)},${endY} L${r1(centerX + nearHalf)},${H} L${r1(centerX + nearHalf)},${H + 40} L${r1(centerX - nearHalf)},${H + 40} Z" fill="${darken(wood, 0.35)}"/>`);
  c.add(`<path d="M${r1(centerX - nearHalf)},${H - 22} L${r1(centerX - farHalf)},${endY - 4} L${r1(centerX + farHalf)},${endY - 4} L${r1(centerX + nearHalf)},${H - 22} Z" fill="${c.linear([[0, lighten(wood, 0.35)], [1, wood]])}"/>`);
  let d = "";
  for (let i = 1; i < 9; i++) {
    const f = i / 9 - 0.5;
    d += `M${r1(centerX + f * 2 * nearHalf)},${H - 22} L${r1(centerX + f * 2 * farHalf)},${endY - 4} `;
  }
  c.add(`<path d="${d}" stroke="${darken(wood, 0.3)}" stroke-width="1.4" opacity="0.55"/>`);
  // Sunlight grazing the deck from the right.
  c.add(`<path d="M${r1(centerX)},${H - 22} L${r1(centerX)},${endY - 4} L${r1(centerX + farHalf)},${endY - 4} L${r1(centerX + nearHalf)},${H - 22} Z" fill="${pal.sun}" opacity="0.16"/>`);
  return { endY };
}

/** Turquoise lagoon with overwater villas, a deck, or a dhoni crossing. */
export function maldivesLagoon(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  // On a phone the eyebrow starts two fifths down (a retreat page) and the headline covers the
  // rest: the horizon, the island and the villas sit above it.
  const horizon = portrait ? 250 : 440;
  sky(c, pal, { sunX: 0.82, sunY: 0.1, sunR: 26, bloom: 1.3 });
  // High, thin cumulus toward the horizon, lit from above.
  for (let i = 0; i < 6; i++) {
    const cx = rng.range(0, W);
    const cy = horizon - rng.range(40, 160);
    c.add(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rng.range(80, 200))}" ry="${r1(rng.range(10, 22))}" fill="#ffffff" opacity="0.55" filter="${c.blur(12)}"/>`);
  }
  lagoon(c, rng, pal, { horizon });
  // Sea haze where the lagoon meets the sky, so the horizon reads as distance, not a ruled seam.
  // Tall, faint and well blurred: a narrow opaque band read as a white bar under the island.
  c.add(`<rect x="-20" y="${horizon - 40}" width="${r1(W + 40)}" height="80" fill="${pal.haze}" opacity="0.3" filter="${c.blur(26)}"/>`);
  island(c, rng, pal, { x0: W * (portrait ? -0.1 : 0.04), x1: W * (portrait ? 0.55 : 0.36), horizon, depth: 0.55, palms: portrait ? 6 : 11 });
  const villas = variant.villas ?? 0;
  if (villas > 0) {
    // A jetty curving out from the island; villas shrink with distance along it.
    const pts = [];
    for (let i = 0; i < villas; i++) {
      const t = i / Math.max(1, villas - 1);
      const x = W * (portrait ? 0.35 + t * 0.6 : 0.4 + t * 0.55);
      const y = horizon + 14 + t * t * (portrait ? 90 : 70);
      pts.push([x, y, 26 + t * t * 46]);
    }
    c.add(`<path d="M${r1(W * (portrait ? 0.2 : 0.3))},${horizon + 4} ${pts.map((p) => `L${r1(p[0])},${r1(p[1] - 3)}`).join(" ")}" stroke="${aerial(darken(pal.wood, 0.3), pal.haze, 0.4)}" stroke-width="2" fill="none"/>`);
    for (const [x, y, s] of pts) villa(c, { x, y, s, pal, depth: 0.5 - (s - 26) / 120 });
  }
  if (variant.boat) {
    const bx = W * 0.58;
    const by = horizon + 150;
    c.add(`<path d="M${r1(bx - 130)},${by + 10} q60,-4 110,-2 M${r1(bx - 170)},${by + 20} q80,-6 150,-4" stroke="#ffffff" stroke-width="2" opacity="0.6" fill="none"/>`);
    c.add(`<ellipse cx="${r1(bx)}" cy="${by + 10}" rx="120" ry="8" fill="${pal.deep}" opacity="0.3" filter="${c.blur(4)}"/>`);
    boat(c, { x: bx, y: by, len: 230, color: mix(pal.shadow, pal.wood, 0.4), dhoni: true });
  }
  if (variant.deck) {
    deck(c, pal, { horizon, endY: horizon + (portrait ? 200 : 170), centerX: W * (portrait ? 0.5 : 0.56), nearHalf: portrait ? 260 : 330, farHalf: portrait ? 70 : 90 });
  }
  // Glare on the water under the high sun.
  glitter(c, rng, { x: W * 0.8, top: horizon + 6, bottom: horizon + 200, width: 120, color: "#ffffff", opacity: 0.6, count: 60 });
  if (variant.nearVilla) {
    // One villa close by on the right, its deck and ladder at the water: the stay, not the view.
    villa(c, { x: W * (portrait ? 0.6 : 0.74), y: horizon + (portrait ? 90 : 340), s: portrait ? 210 : 580, pal, depth: 0 });
  }
}

/** Oceanfront property: white villas among palms behind a wide white beach. */
export function islandResort(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const horizon = 420;
  sky(c, pal, { sunX: 0.8, sunY: 0.1, sunR: 24, bloom: 1.2 });
  lagoon(c, rng, pal, { horizon });
  // The beach sweeps in from the right, so the sea stays on the left.
  const n = noise1d(rng, 3, 0.005);
  const beachEdge = (x) => 620 - (x / W) * 200 + n(x) * 12;
  // Back row of vegetation and its palms first, then the beach over their feet (the band fills to
  // the bottom of the picture, so drawn after the sand it covered the beach in grey-green), then
  // villas, then palms in front.
  const green = pal.foliage[1];
  const vn = noise1d(rng, 4, 0.02);
  c.add(`<path d="${ridgePath(W, H, (x) => beachEdge(x) - 90 - Math.abs(vn(x)) * 60 - (x / W) * 40, 6)}" fill="${aerial(green, pal.haze, 0.35)}" opacity="0.95"/>`);
  for (let i = 0; i < 9; i++) palm(c, rng, { x: W * (0.3 + i * 0.09) + rng.range(-20, 20), y: beachEdge(W * (0.3 + i * 0.09)) - 60, h: rng.range(200, 300), lean: rng.range(-40, 40), color: aerial(green, pal.haze, 0.3) });
  c.add(`<path d="${ridgePath(W, H, beachEdge)}" fill="${c.linear([[0, pal.sand[0]], [1, pal.sand[1]]])}"/>`);
  c.add(`<path d="${ridgePath(W, H, (x) => beachEdge(x) + 4)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>`);
  const count = portrait ? 3 : 5;
  for (let i = 0; i < count; i++) {
    const x = W * (portrait ? 0.25 + i * 0.3 : 0.28 + i * 0.16);
    const y = beachEdge(x) - 8;
    const s = 120 + (x / W) * 60;
    const wall = lighten(pal.sand[1], 0.5);
    const roof = darken(pal.wood, 0.05);
    c.add(`<ellipse cx="${r1(x - s * 0.2)}" cy="${r1(y + 6)}" rx="${r1(s * 0.9)}" ry="${r1(s * 0.08)}" fill="${pal.shadow}" opacity="0.25" filter="${c.blur(5)}"/>`);
    c.add(`<rect x="${r1(x - s * 0.6)}" y="${r1(y - s * 0.42)}" width="${r1(s * 1.2)}" height="${r1(s * 0.42)}" fill="${wall}"/>`);
    c.add(`<rect x="${r1(x - s * 0.6)}" y="${r1(y - s * 0.42)}" width="${r1(s * 0.4)}" height="${r1(s * 0.42)}" fill="${darken(wall, 0.1)}"/>`);
    c.add(`<rect x="${r1(x - s * 0.1)}" y="${r1(y - s * 0.3)}" width="${r1(s * 0.5)}" height="${r1(s * 0.3)}" fill="${mix(pal.shadow, pal.sea[0], 0.5)}" opacity="0.7"/>`);
    c.add(`<path d="M${r1(x - s * 0.78)},${r1(y - s * 0.38)} L${r1(x - s * 0.2)},${r1(y - s * 0.78)} L${r1(x + s * 0.78)},${r1(y - s * 0.72)} L${r1(x + s * 0.72)},${r1(y - s * 0.38)} Z" fill="${roof}"/>`);
    c.add(`<path d="M${r1(x - s * 0.2)},${r1(y - s * 0.78)} L${r1(x + s * 0.78)},${r1(y - s * 0.72)} L${r1(x + s * 0.72)},${r1(y - s * 0.38)} L${r1(x + s * 0.1)},${r1(y - s * 0.38)} Z" fill="${lighten(roof, 0.2)}"/>`);
  }
  const near = darken(green, 0.25);
  palm(c, rng, { x: W * 0.94, y: 1010, h: 760, lean: -220, color: near, width: 20 });
  palm(c, rng, { x: W * (portrait ? 0.1 : 0.78), y: 1010, h: 640, lean: -120, color: near, width: 18 });
  // Loungers and a parasol shadow on the sand give the scale of the place.
  for (let i = 0; i < (portrait ? 1 : 3); i++) {
    const x = W * (0.35 + i * 0.12);
    const y = 860 + i * 12;
    c.add(`<path d="M${r1(x)},${y} l70,0 l18,-22 l-4,-2 l-16,18 l-68,0 Z" fill="${lighten(pal.wood, 0.1)}"/>`);
    c.add(`<ellipse cx="${r1(x + 60)}" cy="${y + 8}" rx="60" ry="7" fill="${pal.shadow}" opacity="0.22" filter="${c.blur(3)}"/>`);
  }
}

/** A villa's deck over the lagoon: a yoga mat unrolled, a rope hammock slung over the water. */
export function deckYoga(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const horizon = 360;
  sky(c, pal, { sunX: 0.85, sunY: 0.1, sunR: 22, bloom: 1.3 });
  lagoon(c, rng, pal, { horizon });
  c.add(`<rect x="-20" y="${horizon - 40}" width="${r1(W + 40)}" height="80" fill="${pal.haze}" opacity="0.3" filter="${c.blur(26)}"/>`);
  // The deck seen from its corner: planks filling the lower left, its edge running down to the right.
  const wood = pal.wood;
  const x1 = W * (portrait ? 0.8 : 0.72);
  const topY = (x) => 640 + ((x + 10) / (x1 + 10)) * 260;
  c.add(`<path d="M-10,${H + 10} L-10,${r1(topY(-10))} L${r1(x1)},${r1(topY(x1))} L${r1(x1)},${H + 10} Z" fill="${c.linear([[0, lighten(wood, 0.3)], [1, darken(wood, 0.1)]], { x2: 1, y2: 0.3 })}"/>`);
  let planks = "";
  for (let i = 1; i < 12; i++) planks += `M-10,${r1(topY(-10) + i * 34)} L${r1(x1)},${r1(topY(x1) + i * 34)} `;
  c.add(`<path d="${planks}" stroke="${darken(wood, 0.3)}" stroke-width="1.6" opacity="0.5"/>`);
  c.add(`<path d="M-10,${r1(topY(-10))} L${r1(x1)},${r1(topY(x1))} L${r1(x1)},${r1(topY(x1) + 16)} L-10,${r1(topY(-10) + 16)} Z" fill="${lighten(wood, 0.45)}"/>`);
  c.add(`<path d="M${r1(x1)},${r1(topY(x1))} L${r1(x1 + 14)},${r1(topY(x1) + 10)} L${r1(x1 + 14)},${H + 10} L${r1(x1)},${H + 10} Z" fill="${darken(wood, 0.4)}"/>`);
  // A mat unrolled along the planks, a folded towel at its end.
  const mx = W * 0.06;
  const len = portrait ? 330 : 420;
  const slope = 260 / (x1 + 10);
  const my = topY(mx) + 70;
  c.add(`<path d="M${r1(mx)},${r1(my)} l${len},${r1(len * slope)} l-60,70 l${-len},${r1(-len * slope)} Z" fill="${mix(pal.accent, "#5F6F52", 0.55)}"/>`);
  c.add(`<path d="M${r1(mx + 30)},${r1(my + 14)} l70,${r1(70 * slope)} l-30,36 l-70,${r1(-70 * slope)} Z" fill="#FFFDF7"/>`);
  // The hammock: two posts at the deck's far corner, a sagging net of cord between them.
  const p1 = [W * (portrait ? 0.45 : 0.5), topY(W * (portrait ? 0.45 : 0.5)) + 20];
  const p2 = [W * (portrait ? 0.95 : 0.9), topY(W * (portrait ? 0.45 : 0.5)) - 60];
  const postH = 330;
  for (const [x, y] of [p1, p2]) c.add(`<rect x="${r1(x - 9)}" y="${r1(y - postH)}" width="18" height="${postH}" fill="${darken(wood, 0.4)}"/>`);
  const a = [p1[0], p1[1] - postH + 40];
  const b = [p2[0], p2[1] - postH + 40];
  const sag = 150;
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag];
  const cloth = lighten(pal.sand[1], 0.2);
  c.add(`<path d="M${r1(a[0])},${r1(a[1])} Q${r1(mid[0])},${r1(mid[1] + sag)} ${r1(b[0])},${r1(b[1])} Q${r1(mid[0])},${r1(mid[1] + sag * 0.45)} ${r1(a[0])},${r1(a[1])} Z" fill="${cloth}"/>`);
  let cords = "";
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t + 4 * sag * t * (1 - t) * 1.2;
    cords += `M${r1(x)},${r1(y)} l${r1(4)},${r1(26)} `;
  }
  c.add(`<path d="${cords}" stroke="${darken(cloth, 0.25)}" stroke-width="2" opacity="0.8"/>`);
  c.add(`<path d="M${r1(a[0])},${r1(a[1])} Q${r1(mid[0])},${r1(mid[1] + sag * 0.45)} ${r1(b[0])},${r1(b[1])}" stroke="${darken(cloth, 0.3)}" stroke-width="3" fill="none"/>`);
  glitter(c, rng, { x: W * 0.82, top: horizon + 6, bottom: horizon + 160, width: 110, color: "#ffffff", opacity: 0.6, count: 50 });
}

/** A sandbank in the open ocean: a sliver of white between two blues, or two golds at sunset. */
export function sandbank(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  const horizon = portrait ? 520 : 500;
  const sunX = W * 0.62;
  sky(c, pal, { sunX: 0.62, sunY: (horizon - 70) / 1000, sunR: 26, disc: pal.glow !== undefined && pal.sky[1] !== "#CFE5E6" });
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${H - horizon}" fill="${c.linear([[0, mix(pal.sea[0], pal.glow, 0.2)], [0.4, pal.sea[1]], [1, mix(pal.deep, pal.sea[1], 0.4)]])}"/>`);
  swells(c, rng, { top: horizon + 3, bottom: H, color: lighten(pal.glow, 0.4), opacity: 0.3, count: 40 });
  glitter(c, rng, { x: sunX, top: horizon + 2, bottom: H * 0.8, width: 90, color: pal.sun, opacity: 0.6, count: 80 });
  // The bank: shallow turquoise halo, then the white sand sliver.
  const by = horizon + (portrait ? 150 : 120);
  const bx = W * 0.45;
  const bw = portrait ? W * 0.55 : W * 0.32;
  c.add(`<ellipse cx="${r1(bx)}" cy="${by}" rx="${r1(bw * 1.25)}" ry="30" fill="${pal.shallow}" opacity="0.8" filter="${c.blur(12)}"/>`);
  c.add(`<path d="M${r1(bx - bw)},${by} Q${r1(bx - bw * 0.3)},${by - 16} ${r1(bx + bw * 0.2)},${by - 12} Q${r1(bx + bw * 0.8)},${by - 8} ${r1(bx + bw)},${by + 2} Q${r1(bx)},${by + 12} ${r1(bx - bw)},${by} Z" fill="${c.linear([[0, lighten(pal.sand[0], 0.4)], [1, pal.sand[1]]])}"/>`);
  if (variant.parasol) {
    // A single parasol planted in the bank: the only thing on it.
    const x = bx + bw * 0.15;
    c.add(`<path d="M${r1(x)},${by - 10} l0,-58" stroke="${pal.shadow}" stroke-width="3"/>`);
    c.add(`<path d="M${r1(x - 40)},${by - 60} Q${r1(x)},${by - 92} ${r1(x + 40)},${by - 60} Z" fill="${pal.accent}"/>`);
    c.add(`<ellipse cx="${r1(x + 16)}" cy="${by - 6}" rx="34" ry="5" fill="${pal.shadow}" opacity="0.25"/>`);
  }
  if (!portrait) boat(c, { x: W * 0.85, y: horizon + 40, len: 70, color: aerial(pal.shadow, pal.haze, 0.4), dhoni: true, flip: true });
}

/** Under the surface: reef, a shoal of fish, and a green turtle gliding in the light. */
export function reef(c, { rng, pal, portrait }) {
  const { W, H } = c;
  c.rect(c.linear([[0, lighten(pal.shallow, 0.35)], [0.3, pal.sea[1]], [0.75, pal.sea[0]], [1, darken(pal.deep, 0.25)]]));
  // The surface seen from below: a bright wavering band with a mirrored sheen.
  const surfaceY = 150;
  const n = noise1d(rng, 4, 0.02);
  c.add(`<path d="M-10,-10 L${r1(W + 10)},-10 ${ridgePath(W, surfaceY, (x) => surfaceY + n(x) * 12, 8, -10).replace(/^M[^L]+L/, "L")}" fill="${lighten(pal.shallow, 0.55)}" opacity="0.8"/>`);
  // Caustic light: a net of thin bright lines just below the surface.
  let net = "";
  for (let i = 0; i < 60; i++) {
    const x = rng.range(0, W);
    const y = rng.range(surfaceY + 10, 520);
    net += `M${r1(x)},${r1(y)} q${r1(rng.range(10, 30))},${r1(rng.range(-8, 8))} ${r1(rng.range(30, 60))},${r1(rng.range(-4, 4))} `;
  }
  c.add(`<path d="${net}" stroke="#ffffff" stroke-width="1.6" fill="none" opacity="0.22"/>`);
  const raysG = rng;
  for (let i = 0; i < 7; i++) {
    const x = raysG.range(-100, W);
    c.add(`<path d="M${r1(x)},${surfaceY} L${r1(x + 40)},${surfaceY} L${r1(x + 260)},${H} L${r1(x + 120)},${H} Z" fill="#ffffff" opacity="0.09" filter="${c.blur(10)}"/>`);
  }
  // A turtle gliding down toward the reef: domed shell, four paddles, head forward.
  const tx = W * (portrait ? 0.42 : 0.34);
  const ty = 330;
  const shell = mix(pal.shadow, "#6B6A3E", 0.5);
  c.add(`<g transform="translate(${r1(tx)} ${ty}) rotate(18)">` +
    `<path d="M-40,-20 q-70,-40 -95,-15 q40,10 75,30 Z M-40,20 q-60,40 -80,30 q30,-20 60,-40 Z M50,-18 q40,-40 60,-35 q-20,25 -45,45 Z M50,18 q30,30 45,28 q-15,-20 -35,-38 Z" fill="${mix(shell, pal.sea[1], 0.3)}"/>` +
    `<ellipse cx="0" cy="0" rx="75" ry="42" fill="${shell}"/>` +
    `<ellipse cx="-8" cy="-8" rx="55" ry="26" fill="${lighten(shell, 0.18)}" opacity="0.7"/>` +
    `<path d="M-30,-22 L-10,0 L-30,22 M10,-28 L-10,0 M10,28 L-10,0 M10,-28 L35,0 L10,28" stroke="${darken(shell, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>` +
    `<ellipse cx="92" cy="0" rx="22" ry="15" fill="${mix(shell, pal.sea[1], 0.3)}"/></g>`);
  // Shoal of fish: small fusiform shapes turning together.
  const fx = W * 0.68;
  const fy = 470;
  let fish = "";
  for (let i = 0; i < 60; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, 1) ** 0.6;
    const x = fx + Math.cos(a) * r * 220;
    const y = fy + Math.sin(a) * r * 80 + (x - fx) * 0.15;
    const s = rng.range(5, 9);
    fish += `M${r1(x)},${r1(y)} q${r1(s)},${r1(-s * 0.5)} ${r1(s * 2)},0 l${r1(s * 0.7)},${r1(-s * 0.4)} l0,${r1(s * 0.8)} l${r1(-s * 0.7)},${r1(-s * 0.4)} q${r1(-s)},${r1(s * 0.5)} ${r1(-s * 2)},0 Z `;
  }
  c.add(`<path d="${fish}" fill="${lighten(pal.deep, 0.15)}" opacity="0.75"/>`);
  // Reef: rounded coral heads and branching corals in muted warm tones, paler when further.
  const corals = [pal.accent, "#C98E6A", "#8F9E7A", "#D6A98A", pal.warm];
  for (let layer = 0; layer < 3; layer++) {
    const depth = 0.7 - layer * 0.3;
    const baseY = 760 + layer * 90;
    for (let i = 0; i < 9; i++) {
      const x = rng.range(-50, W + 50);
      const col = aerial(rng.pick(corals), pal.sea[0], depth);
      const r = rng.range(40, 90) * (0.7 + layer * 0.3);
      if (rng.chance(0.5)) {
        c.add(`<ellipse cx="${r1(x)}" cy="${r1(baseY)}" rx="${r1(r)}" ry="${r1(r * 0.6)}" fill="${col}"/>`);
        c.add(`<ellipse cx="${r1(x - r * 0.2)}" cy="${r1(baseY - r * 0.25)}" rx="${r1(r * 0.55)}" ry="${r1(r * 0.25)}" fill="${lighten(col, 0.2)}" opacity="0.6"/>`);
      } else {
        let d = "";
        for (let k = 0; k < 7; k++) {
          const a = -Math.PI / 2 + rng.range(-0.9, 0.9);
          const len = r * rng.range(0.9, 1.6);
          const ex = x + Math.cos(a) * len;
          const ey = baseY + Math.sin(a) * len;
          d += `M${r1(x)},${r1(baseY)} Q${r1(x + Math.cos(a) * len * 0.3)},${r1(baseY - len * 0.6)} ${r1(ex)},${r1(ey)} `;
        }
        c.add(`<path d="${d}" stroke="${col}" stroke-width="${r1(r * 0.14)}" fill="none" stroke-linecap="round"/>`);
      }
    }
    c.add(`<path d="${ridgePath(W, H, (x) => baseY + 40 + Math.sin(x * 0.01 + layer) * 10)}" fill="${aerial(darken(pal.sand[1], 0.25), pal.sea[0], depth)}"/>`);
  }
}

/** A camera on a tripod on the rocks, framing the sunset: the guest photographer's kit. */
export function photographer(c, { rng, pal }) {
  const { W } = c;
  const horizon = 600;
  const sunX = W * 0.28;
  sky(c, pal, { sunX: 0.28, sunY: 0.54, sunR: 30 });
  sea(c, rng, pal, { horizon, shore: 1000, sunX });
  const rock = darken(pal.shadow, 0.1);
  const n = noise1d(rng, 4, 0.02);
  const top = (x) => 840 - Math.max(0, (x - W * 0.3) / W) * 200 + n(x) * 14;
  c.add(`<path d="${ridgePath(W, 1000, top)}" fill="${rock}"/>`);
  const x = W * 0.62;
  const y = top(x) + 6;
  const head = y - 330;
  let legs = "";
  for (const dx of [-110, 20, 120]) legs += `M${r1(x)},${r1(head + 40)} L${r1(x + dx)},${r1(top(x + dx) + 8)} `;
  c.add(`<path d="${legs}" stroke="${rock}" stroke-width="9" stroke-linecap="round"/>`);
  c.add(`<rect x="${r1(x - 8)}" y="${r1(head + 10)}" width="16" height="36" fill="${rock}"/>`);
  // Body, lens toward the sun, a strap hanging.
  c.add(`<rect x="${r1(x - 55)}" y="${r1(head - 60)}" width="110" height="70" rx="10" fill="${rock}"/>`);
  c.add(`<rect x="${r1(x - 30)}" y="${r1(head - 78)}" width="50" height="22" rx="4" fill="${rock}"/>`);
  c.add(`<rect x="${r1(x - 120)}" y="${r1(head - 50)}" width="70" height="50" rx="6" fill="${rock}"/>`);
  c.add(`<ellipse cx="${r1(x - 120)}" cy="${r1(head - 25)}" rx="8" ry="24" fill="${pal.glow}" opacity="0.55"/>`);
  c.add(`<path d="M${r1(x + 45)},${r1(head + 5)} q20,70 -30,110" stroke="${rock}" stroke-width="5" fill="none"/>`);
}

/** Misty ridges at dawn from a hilltop (Bali), or a cushion and singing bowl on the beach (Goa). */
export function meditation(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  if (variant.setting === "beach") {
    const horizon = 600;
    const sunX = W * 0.5;
    sky(c, pal, { sunX: 0.5, sunY: 0.55, sunR: 34 });
    sea(c, rng, pal, { horizon, shore: 760, sunX });
    beach(c, rng, pal, { shore: 760, sunX });
    const fx = W * (portrait ? 0.5 : 0.66);
    const fy = portrait ? 880 : 860;
    c.add(`<ellipse cx="${r1(fx + 30)}" cy="${fy + 12}" rx="120" ry="20" fill="${pal.shadow}" opacity="0.35"/>`);
    c.add(`<path d="M${r1(fx - 100)},${fy - 30} L${r1(fx - 100)},${fy} A100,26 0 0 0 ${r1(fx + 100)},${fy} L${r1(fx + 100)},${fy - 30} Z" fill="${darken(pal.accent, 0.3)}"/>`);
    c.add(`<ellipse cx="${r1(fx)}" cy="${fy - 30}" rx="100" ry="26" fill="${mix(pal.accent, pal.glow, 0.25)}"/>`);
    // A brass singing bowl beside it, its rim catching the sun.
    const sx = fx + 170;
    c.add(`<path d="M${r1(sx - 45)},${fy - 8} Q${r1(sx - 40)},${fy + 30} ${r1(sx)},${fy + 32} Q${r1(sx + 40)},${fy + 30} ${r1(sx + 45)},${fy - 8} Z" fill="${c.linear([[0, darken(pal.warm, 0.2)], [0.4, lighten(pal.warm, 0.35)], [1, darken(pal.warm, 0.35)]], { x2: 1, y2: 0 })}"/>`);
    c.add(`<ellipse cx="${r1(sx)}" cy="${fy - 8}" rx="45" ry="9" fill="${darken(pal.warm, 0.45)}"/>`);
    // variant.palm = false: the open beach, no palm leaning in over the light.
    if (variant.palm !== false) palm(c, rng, { x: W * 0.06, y: 1000, h: 760, lean: 220, color: darken(pal.foliage[1], 0.35), width: 20 });
    return;
  }
  const sunX = variant.close ? 0.5 : portrait ? 0.5 : 0.66;
  sky(c, pal, { sunX, sunY: variant.close ? 0.5 : 0.42, sunR: variant.close ? 60 : 30, bloom: 1.1 });
  const far = pal.foliage[1];
  for (let i = 0; i < 5; i++) {
    const depth = 0.95 - i * 0.18;
    ridge(c, rng, { base: 520 + i * 70, amp: 90 - i * 8, color: far, haze: pal.haze, depth, freq: 0.004 + i * 0.001 });
    mist(c, { y: 540 + i * 70, h: 18, color: pal.haze, opacity: 0.45 });
  }
  const rock = darken(pal.shadow, 0.05);
  // A rounded hilltop in the foreground, a frangipani-less palm leaning in: the view is the subject.
  const px = W * (portrait ? 0.5 : 0.36);
  c.add(`<path d="M-10,${H} L-10,880 Q${r1(px - 200)},820 ${r1(px)},812 Q${r1(px + 260)},830 ${r1(W + 10)},930 L${r1(W + 10)},${H} Z" fill="${rock}"/>`);
  palm(c, rng, { x: W * 0.94, y: 1000, h: 640, lean: -150, color: rock, width: 18 });
}

/**
 * The lagoon by night: a full moon low on the right laying a silver path across still water,
 * stars, a dark island on the far left, and a row of overwater villas along their jetty with
 * warm lit windows and lanterns doubled in the water. Moon and villas sit right of the text in
 * the wide frame and in the top band on a phone, where the text begins a quarter of the way down.
 */
export function lagoonNight(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const horizon = portrait ? 215 : 520;
  c.rect(c.linear([[0, pal.sky[0]], [0.6, pal.sky[1]], [1, pal.sky[2]]], { y2: horizon / H }));
  let stars = "";
  for (let i = 0; i < 160; i++) {
    const r = rng.range(0.8, 2);
    stars += `M${r1(rng.range(0, W))},${r1(rng.range(0, horizon - 40) * rng.range(0.4, 1))} m-${r},0 a${r},${r} 0 1 0 ${2 * r},0 a${r},${r} 0 1 0 -${2 * r},0 `;
  }
  c.add(`<path d="${stars}" fill="#F4F1E6" opacity="0.7"/>`);
  const mx = W * (portrait ? 0.74 : 0.8);
  const my = portrait ? 95 : 200;
  const mr = portrait ? 30 : 44;
  c.add(`<circle cx="${r1(mx)}" cy="${my}" r="${mr * 5}" fill="${c.radial(mx, my, mr * 5, [[0, pal.glow, 0.35], [1, pal.glow, 0]])}"/>`);
  c.add(`<circle cx="${r1(mx)}" cy="${my}" r="${mr}" fill="${pal.sun}"/><circle cx="${r1(mx - mr * 0.3)}" cy="${r1(my - mr * 0.2)}" r="${r1(mr * 0.28)}" fill="#DCD6C6" opacity="0.5"/><circle cx="${r1(mx + mr * 0.25)}" cy="${r1(my + mr * 0.3)}" r="${r1(mr * 0.18)}" fill="#DCD6C6" opacity="0.45"/>`);
  // Still water, darkening toward us, the moon's path a column of broken silver strokes.
  c.add(`<rect x="0" y="${horizon}" width="${r1(W)}" height="${H - horizon}" fill="${c.linear([[0, pal.sea[0]], [1, pal.deep]])}"/>`);
  let path = "";
  for (let y = horizon + 4; y < H; y += rng.range(6, 14)) {
    const t = (y - horizon) / (H - horizon);
    const half = 20 + t * (portrait ? 120 : 220);
    for (let k = 0; k < 3; k++) {
      const x = mx + rng.range(-half, half);
      path += `M${r1(x)},${r1(y)} h${r1(rng.range(10, 40) * (0.4 + t))} `;
    }
  }
  c.add(`<path d="${path}" stroke="${pal.sun}" stroke-width="2.5" opacity="0.55" stroke-linecap="round"/>`);
  // The island on the far left, palms in silhouette.
  const ix1 = W * (portrait ? 0.3 : 0.28);
  c.add(`<path d="M-20,${horizon} Q${r1(ix1 * 0.4)},${horizon - 30} ${r1(ix1)},${horizon} Z" fill="${pal.foliage[1]}"/>`);
  for (let i = 0; i < (portrait ? 4 : 8); i++) palm(c, rng, { x: ix1 * (0.1 + i * 0.1) , y: horizon - 14, h: rng.range(40, 66), lean: rng.range(-10, 10), color: pal.foliage[1], fronds: 9 });
  // The villas: a jetty from the right edge curving out, each villa lit, its light in the water.
  const n = portrait ? 4 : 5;
  const jy = horizon + (portrait ? 40 : 70);
  c.add(`<path d="M${r1(W + 10)},${r1(jy + (portrait ? 40 : 90))} Q${r1(W * 0.72)},${r1(jy + 6)} ${r1(W * (portrait ? 0.4 : 0.5))},${r1(jy)}" stroke="${darken(pal.wood, 0.3)}" stroke-width="${portrait ? 3 : 5}" fill="none"/>`);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = W * ((portrait ? 0.44 : 0.54) + t * (portrait ? 0.5 : 0.42));
    const y = jy + t * t * (portrait ? 36 : 80);
    const s = (portrait ? 34 : 50) + t * t * (portrait ? 40 : 90);
    // Dark body, a warm window, a lantern on the deck, and their light drawn down in the water.
    c.add(`<rect x="${r1(x - s * 0.08)}" y="${r1(y)}" width="${r1(s * 0.16)}" height="${r1(s * 0.9)}" fill="${pal.warm}" opacity="0.25" filter="${c.blur(s * 0.06)}"/>`);
    c.add(`<g transform="translate(${r1(x)} ${r1(y)})"><rect x="${r1(-s * 0.62)}" y="${r1(-s * 0.1)}" width="${r1(s * 1.24)}" height="${r1(s * 0.06)}" fill="${pal.shadow}"/><rect x="${r1(-s * 0.45)}" y="${r1(-s * 0.42)}" width="${r1(s * 0.9)}" height="${r1(s * 0.33)}" fill="${mix(pal.shadow, pal.wood, 0.5)}"/><rect x="${r1(-s * 0.3)}" y="${r1(-s * 0.34)}" width="${r1(s * 0.6)}" height="${r1(s * 0.2)}" fill="${c.linear([[0, pal.warm], [1, mix(pal.warm, "#C9803A", 0.5)]])}"/><path d="M${r1(-s * 0.62)},${r1(-s * 0.38)} L0,${r1(-s * 0.8)} L${r1(s * 0.62)},${r1(-s * 0.38)} Z" fill="${pal.shadow}"/><circle cx="${r1(s * 0.55)}" cy="${r1(-s * 0.16)}" r="${r1(s * 0.04)}" fill="${pal.warm}"/></g>`);
  }
}
