// Places without people, each composed for its page: the Goa veranda (laterite wall, pillars,
// palms at dusk), a long table for a company offsite, and the founder's monogram (a typographic
// treatment in place of a portrait: a face cannot be drawn well procedurally, docs/images.md).
import { darken, lighten, mix, r1 } from "./lib.mjs";
import { sky } from "./common.mjs";
import { palm } from "./elements.mjs";
import { sea } from "./coast.mjs";
import { pendant, plant, view } from "./room.mjs";

/** Laterite blocks: the red-brown Goan stone, each block pitted and edged in shade. */
function laterite(c, rng, { x0, y0, x1, y1, base, course = 70 }) {
  c.add(`<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(y1 - y0)}" fill="${base}"/>`);
  let joints = "";
  let pits = "";
  let tones = "";
  for (let row = 0, y = y0; y < y1; row++, y += course) {
    joints += `M${r1(x0)},${r1(y)} H${r1(x1)} `;
    const len = course * 1.9;
    for (let x = x0 - (row % 2) * len * 0.5; x < x1; x += len) {
      joints += `M${r1(x)},${r1(y)} V${r1(Math.min(y1, y + course))} `;
      tones += `<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(len - 6)}" height="${r1(course - 6)}" fill="${rng.chance(0.5) ? lighten(base, 0.12) : darken(base, 0.1)}" opacity="${r1(rng.range(0.3, 0.7))}"/>`;
      for (let k = 0; k < 5; k++) pits += `M${r1(x + rng.range(6, len - 6))},${r1(y + rng.range(6, course - 6))} h${r1(rng.range(2, 6))} `;
    }
  }
  c.add(tones);
  c.add(`<path d="${pits}" stroke="${darken(base, 0.45)}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`);
  c.add(`<path d="${joints}" stroke="${darken(base, 0.35)}" stroke-width="4" opacity="0.7"/>`);
}

/**
 * Goa veranda at dusk: red-oxide floor, a low laterite wall, two teak pillars framing palms and
 * the sea, a brass lamp lit under the eave. The light and the palms sit in the upper right of the
 * wide frame and the top of the phone frame; the wall, all texture, takes the headline (wide) or
 * the buttons (phone).
 */
export function veranda(c, { rng, pal, portrait }) {
  const { W, H } = c;
  // On a phone the eyebrow starts two fifths down and the text runs to the foot: the sun sets
  // high, just under the eave, and the headline sits on the sea, the buttons on the wall.
  const horizon = portrait ? 300 : 520;
  const wallTop = portrait ? 640 : 660;
  const sunX = W * (portrait ? 0.38 : 0.7);
  sky(c, pal, { sunX: sunX / W, sunY: (horizon - 50) / 1000, sunR: 28, bloom: 1.1 });
  sea(c, rng, pal, { horizon, shore: wallTop + 10, sunX });
  const near = darken(pal.foliage[1], 0.3);
  const palms = portrait ? [[0.9, 560, -30], [1.02, 470, -30]] : [[0.56, 520, -60], [0.8, 610, -140], [0.92, 470, -40]];
  for (const [x, h, lean] of palms) palm(c, rng, { x: W * x, y: wallTop + 10, h, lean, color: near, width: h * 0.028 });
  // The wall: a coping stone on top, laterite courses below, the floor running to us.
  const stone = mix("#9E4F30", pal.shadow, 0.15);
  laterite(c, rng, { x0: -10, y0: wallTop, x1: W + 10, y1: wallTop + 150, base: stone, course: 50 });
  c.add(`<rect x="-10" y="${wallTop - 16}" width="${r1(W + 20)}" height="20" fill="${lighten(stone, 0.25)}"/>`);
  c.add(`<rect x="-10" y="${wallTop - 16}" width="${r1(W + 20)}" height="5" fill="${mix(pal.glow, stone, 0.3)}" opacity="0.8"/>`);
  const floorY = wallTop + 150;
  c.add(`<rect x="-10" y="${floorY}" width="${r1(W + 20)}" height="${r1(H - floorY + 10)}" fill="${c.linear([[0, mix("#8E3B26", pal.glow, 0.25)], [1, darken("#7A3020", 0.3)]])}"/>`);
  c.add(`<ellipse cx="${r1(sunX)}" cy="${floorY + 40}" rx="260" ry="26" fill="${pal.glow}" opacity="0.35" filter="${c.blur(12)}"/>`);
  // Teak pillars and the eave's underside framing the view.
  const eave = portrait ? 90 : 110;
  c.add(`<rect x="-10" y="-10" width="${r1(W + 20)}" height="${eave + 10}" fill="${darken(pal.shadow, 0.1)}"/>`);
  c.add(`<rect x="-10" y="${eave - 8}" width="${r1(W + 20)}" height="14" fill="${mix(pal.shadow, pal.glow, 0.2)}"/>`);
  const pw = portrait ? 70 : 60;
  for (const x of portrait ? [W * 0.04] : [W * 0.03, W * 0.47]) {
    c.add(`<rect x="${r1(x)}" y="${eave}" width="${pw}" height="${r1(floorY - eave + 10)}" fill="${c.linear([[0, darken(pal.shadow, 0.2)], [0.7, pal.shadow], [1, mix(pal.shadow, pal.glow, 0.3)]], { x2: 1, y2: 0 })}"/>`);
    c.add(`<rect x="${r1(x - 12)}" y="${r1(floorY - 20)}" width="${pw + 24}" height="30" fill="${darken(pal.shadow, 0.15)}"/>`);
  }
  // A brass lamp on a chain, lit.
  const lx = W * (portrait ? 0.18 : 0.36);
  const ly = eave + (portrait ? 150 : 130);
  c.add(`<path d="M${r1(lx)},${eave} V${r1(ly - 40)}" stroke="${darken(pal.warm, 0.4)}" stroke-width="3"/>`);
  c.add(`<circle cx="${r1(lx)}" cy="${r1(ly)}" r="90" fill="${pal.glow}" opacity="0.35" filter="${c.blur(22)}"/>`);
  c.add(`<path d="M${r1(lx - 30)},${r1(ly - 40)} L${r1(lx + 30)},${r1(ly - 40)} L${r1(lx + 22)},${r1(ly + 20)} Q${r1(lx)},${r1(ly + 40)} ${r1(lx - 22)},${r1(ly + 20)} Z" fill="${c.linear([[0, darken(pal.warm, 0.2)], [0.4, lighten(pal.warm, 0.4)], [1, darken(pal.warm, 0.35)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<ellipse cx="${r1(lx)}" cy="${r1(ly + 8)}" rx="12" ry="16" fill="${lighten(pal.sun, 0.2)}" opacity="0.9"/>`);
}

/**
 * A long table for a company offsite, in one-point perspective: linen runner, notebooks and
 * carafes at each place, chairs down both sides, rattan pendants, garden windows at the end.
 * The table recedes toward the upper right, away from the headline at the bottom left.
 */
export function longTable(c, { rng, pal, portrait }) {
  const { W, H } = c;
  const vx = W * (portrait ? 0.55 : 0.64);
  const vy = portrait ? 420 : 400;
  const f = 900;
  const eye = 1.3;
  const P = (X, Y, Z) => [vx + (X * f) / Z, vy + ((eye - Y) * f) / Z];
  const backZ = 9;
  // Back wall with two tall windows onto the garden.
  c.rect(c.linear([[0, lighten(pal.wall[0], 0.1)], [1, pal.wall[1]]]));
  const [bl, bt] = P(-4, 3.2, backZ);
  const [br, bb] = P(4, 0, backZ);
  c.add(`<rect x="${r1(bl)}" y="${r1(bt)}" width="${r1(br - bl)}" height="${r1(bb - bt)}" fill="${lighten(pal.wall[0], 0.2)}"/>`);
  for (const X of [-2.2, 1.0]) {
    const [x0, y0] = P(X, 2.7, backZ);
    const [x1, y1] = P(X + 1.3, 0.5, backZ);
    view(c, rng, pal, { x0, y0, x1, y1, kind: "palms" });
    c.add(`<path d="M${r1(x0)},${r1(y0)} H${r1(x1)} V${r1(y1)} H${r1(x0)} Z M${r1((x0 + x1) / 2)},${r1(y0)} V${r1(y1)}" stroke="${lighten(pal.wood, 0.1)}" stroke-width="6" fill="none"/>`);
  }
  // Side walls and floor converging on the back wall.
  c.add(`<path d="M-10,-10 L${r1(bl)},${r1(bt)} L${r1(bl)},${r1(bb)} L-10,${H + 10} Z" fill="${darken(pal.wall[1], 0.06)}"/>`);
  c.add(`<path d="M${r1(W + 10)},-10 L${r1(br)},${r1(bt)} L${r1(br)},${r1(bb)} L${r1(W + 10)},${H + 10} Z" fill="${darken(pal.wall[1], 0.12)}"/>`);
  c.add(`<path d="M${r1(bl)},${r1(bb)} L${r1(br)},${r1(bb)} L${r1(W + 10)},${H + 10} L-10,${H + 10} Z" fill="${c.linear([[0, pal.floor[0]], [1, pal.floor[1]]])}"/>`);
  c.add(`<path d="M${r1(bl)},${r1(bt)} L${r1(br)},${r1(bt)} L${r1(W + 10)},-10 L-10,-10 Z" fill="${lighten(pal.wall[0], 0.15)}"/>`);
  // Window light pooling on the floor.
  c.add(`<ellipse cx="${r1(vx)}" cy="${r1(bb + 60)}" rx="${r1(W * 0.3)}" ry="60" fill="${pal.window[0]}" opacity="0.5" filter="${c.blur(20)}"/>`);
  // Chairs, far to near, both sides, drawn before the table top so the table overlaps them.
  const tableH = 0.76;
  const half = 0.55;
  const z0 = 2.2;
  const z1 = backZ - 1.4;
  const chairs = [];
  for (let Z = z1 - 0.3; Z > z0 + 0.3; Z -= 0.95) chairs.push(Z);
  const wood = pal.wood;
  for (const Z of chairs) {
    for (const s of [-1, 1]) {
      const X = s * (half + 0.35);
      const [cx, seatY] = P(X, 0.45, Z);
      const [, backTop] = P(X, 1.0, Z);
      const [, footY] = P(X, 0, Z);
      const w = (0.42 * f) / Z;
      const col = darken(wood, 0.15);
      c.add(`<rect x="${r1(cx - w / 2)}" y="${r1(backTop)}" width="${r1(w)}" height="${r1(seatY - backTop)}" rx="${r1(w * 0.08)}" fill="${mix(pal.warm, wood, 0.4)}"/>`);
      c.add(`<path d="M${r1(cx - w / 2)},${r1(backTop)} h${r1(w)} v${r1(seatY - backTop)} h${r1(-w)} Z" fill="none" stroke="${col}" stroke-width="${r1(Math.max(1.5, 30 / Z))}"/>`);
      c.add(`<path d="M${r1(cx - w * 0.4)},${r1(seatY)} V${r1(footY)} M${r1(cx + w * 0.4)},${r1(seatY)} V${r1(footY)}" stroke="${col}" stroke-width="${r1(Math.max(1.5, 22 / Z))}"/>`);
    }
  }
  // The table: top, front edge, legs.
  const a = P(-half, tableH, z1);
  const b = P(half, tableH, z1);
  const cN = P(half, tableH, z0);
  const d = P(-half, tableH, z0);
  const top = `M${r1(a[0])},${r1(a[1])} L${r1(b[0])},${r1(b[1])} L${r1(cN[0])},${r1(cN[1])} L${r1(d[0])},${r1(d[1])} Z`;
  c.add(`<path d="${top}" fill="${c.linear([[0, lighten(wood, 0.2)], [1, darken(wood, 0.05)]])}"/>`);
  c.add(`<path d="M${r1(d[0])},${r1(d[1])} L${r1(cN[0])},${r1(cN[1])} L${r1(cN[0])},${r1(cN[1] + 40)} L${r1(d[0])},${r1(d[1] + 40)} Z" fill="${darken(wood, 0.35)}"/>`);
  // A linen runner down the middle, and at each place a notebook and a glass.
  const r0 = P(-0.18, tableH, z1);
  const r1p = P(0.18, tableH, z1);
  const r2 = P(0.18, tableH, z0);
  const r3 = P(-0.18, tableH, z0);
  c.add(`<path d="M${r1(r0[0])},${r1(r0[1])} L${r1(r1p[0])},${r1(r1p[1])} L${r1(r2[0])},${r1(r2[1])} L${r1(r3[0])},${r1(r3[1])} Z" fill="${pal.linen}" opacity="0.9"/>`);
  for (const Z of chairs) {
    for (const s of [-1, 1]) {
      const [nx, ny] = P(s * 0.38, tableH, Z);
      const nw = (0.24 * f) / Z;
      c.add(`<rect x="${r1(nx - nw / 2)}" y="${r1(ny - nw * 0.15)}" width="${r1(nw)}" height="${r1(nw * 0.3)}" fill="${s < 0 ? pal.accent : pal.sage ?? pal.accent}" opacity="0.9"/>`);
      const [gx, gy] = P(s * 0.25, tableH, Z - 0.25);
      const gw = (0.06 * f) / Z;
      c.add(`<rect x="${r1(gx - gw / 2)}" y="${r1(gy - gw * 1.8)}" width="${r1(gw)}" height="${r1(gw * 1.8)}" fill="#FFFFFF" opacity="0.55"/>`);
    }
  }
  // Carafes and a low bowl of frangipani along the runner.
  for (const Z of [z0 + 1.2, z1 - 1.5]) {
    const [x, y] = P(0, tableH, Z);
    const s = (0.1 * f) / Z;
    c.add(`<path d="M${r1(x - s)},${r1(y)} Q${r1(x - s * 1.3)},${r1(y - s * 2)} ${r1(x - s * 0.3)},${r1(y - s * 3)} V${r1(y - s * 4)} H${r1(x + s * 0.3)} V${r1(y - s * 3)} Q${r1(x + s * 1.3)},${r1(y - s * 2)} ${r1(x + s)},${r1(y)} Z" fill="#FFFFFF" opacity="0.5"/>`);
  }
  const [fx, fy] = P(0, tableH, (z0 + z1) / 2);
  const fs = (0.16 * f) / ((z0 + z1) / 2);
  c.add(`<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="${r1(fs * 1.3)}" ry="${r1(fs * 0.4)}" fill="${darken(pal.accent, 0.1)}"/>`);
  for (let k = 0; k < 4; k++) c.add(`<circle cx="${r1(fx + (k - 1.5) * fs * 0.55)}" cy="${r1(fy - fs * 0.35)}" r="${r1(fs * 0.28)}" fill="#FBF6EA"/>`);
  // Legs at the near end.
  for (const s of [-1, 1]) {
    const [lx, ly] = P(s * (half - 0.06), tableH, z0 + 0.1);
    const [, lf] = P(s * (half - 0.06), 0, z0 + 0.1);
    c.add(`<rect x="${r1(lx - 12)}" y="${r1(ly + 30)}" width="24" height="${r1(lf - ly - 30)}" fill="${darken(wood, 0.4)}"/>`);
  }
  // Pendants over the table.
  for (const Z of [3.4, 5.2, 7.2]) {
    const [x, y] = P(0, 2.05, Z);
    pendant(c, pal, { x, y, r: (0.5 * f) / Z });
  }
  if (!portrait) plant(c, rng, pal, { x: W * 0.06, floorY: H - 30, h: 520 });
  c.rect(c.linear([[0.6, pal.shadow, 0], [1, pal.shadow, 0.2]]));
}

/**
 * The founder's monogram, in place of a portrait: her initials in a serif drawn as strokes (no
 * font needed at build time), gold on deep olive inside a fine ring, with a pen-line flourish.
 */
export function monogram(c, { variant }) {
  const { W, H } = c;
  const bg = variant.ground ?? "#343D2E";
  const gold = "#C9A25A";
  c.rect(c.linear([[0, lighten(bg, 0.08)], [1, darken(bg, 0.2)]]));
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W * 0.35, H * 0.3, W, [[0, "#FFF3DA", 0.12], [1, "#FFF3DA", 0]])}"/>`);
  const cx = W / 2;
  const cy = H * 0.46;
  const R = Math.min(W, H) * 0.36;
  c.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R)}" fill="none" stroke="${gold}" stroke-width="3"/>`);
  c.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R - 14)}" fill="none" stroke="${gold}" stroke-width="1.2" opacity="0.7"/>`);
  const s = R / 300;
  // A: a thin left stroke and a thick right one meeting at the apex, a crossbar, foot serifs.
  const A = [
    `<path d="M-215,150 L-130,-150" stroke-width="10"/>`,
    `<path d="M-130,-150 L-42,150" stroke-width="32"/>`,
    `<path d="M-184,50 H-78" stroke-width="9"/>`,
    `<path d="M-245,150 H-185 M-75,150 H-10" stroke-width="8"/>`,
  ].join("");
  // M: thin outer stems, a thick first diagonal, a thin second one, foot and head serifs.
  const M = [
    `<path d="M20,150 V-150" stroke-width="10"/>`,
    `<path d="M24,-150 L108,146" stroke-width="30"/>`,
    `<path d="M108,146 L196,-150" stroke-width="10"/>`,
    `<path d="M196,-150 V150" stroke-width="30"/>`,
    `<path d="M-5,150 H45 M170,150 H230 M-5,-150 H30 M186,-150 H226" stroke-width="8"/>`,
  ].join("");
  c.add(`<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${r1(s * 100) / 100})" fill="none" stroke="${gold}" stroke-linecap="butt">${A}${M}</g>`);
  // A signature-like flourish under the ring.
  const fy = cy + R + 70;
  c.add(`<path d="M${r1(cx - R * 0.7)},${r1(fy)} C${r1(cx - R * 0.3)},${r1(fy - 40)} ${r1(cx - R * 0.1)},${r1(fy + 30)} ${r1(cx + R * 0.2)},${r1(fy - 10)} S${r1(cx + R * 0.6)},${r1(fy - 20)} ${r1(cx + R * 0.75)},${r1(fy + 6)}" stroke="${gold}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
  c.add(`<path d="M${r1(cx - 40)},${r1(cy - R - 40)} H${r1(cx + 40)}" stroke="${gold}" stroke-width="2" opacity="0.8"/>`);
}

/**
 * An old Goan house in the Portuguese style: an ochre facade with white trim, a clay-tile roof,
 * shuttered windows glazed with oyster shell, a balcão (the covered porch with its built-in seats)
 * up a few steps, bougainvillea on the left and a palm behind.
 */
export function goanHouse(c, { rng, pal, portrait }) {
  const { W, H } = c;
  sky(c, pal, { sunX: 0.15, sunY: 0.3, sunR: 24, disc: false, bloom: 1.2 });
  const ground = 850;
  const near = darken(pal.foliage[1], 0.2);
  palm(c, rng, { x: W * 0.86, y: ground - 280, h: 620, lean: -60, color: mix(near, pal.haze, 0.3), width: 14 });
  const hw = portrait ? W * 0.46 : Math.min(W * 0.36, 560);
  const cx = W * 0.52;
  const wallTop = 330;
  const ochre = "#D9A441";
  const trim = "#F6F0E4";
  // Facade with a trimmed base and cornice.
  c.add(`<rect x="${r1(cx - hw)}" y="${wallTop}" width="${r1(hw * 2)}" height="${ground - wallTop}" fill="${c.linear([[0, lighten(ochre, 0.1)], [1, darken(ochre, 0.12)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<rect x="${r1(cx - hw - 6)}" y="${wallTop - 14}" width="${r1(hw * 2 + 12)}" height="18" fill="${trim}"/>`);
  c.add(`<rect x="${r1(cx - hw)}" y="${ground - 50}" width="${r1(hw * 2)}" height="50" fill="${trim}"/>`);
  for (const x of [cx - hw, cx + hw - 22]) c.add(`<rect x="${r1(x)}" y="${wallTop}" width="22" height="${ground - wallTop}" fill="${trim}"/>`);
  // Roof: clay tiles in rows, eaves overhanging.
  const ridgeY = 160;
  const roof = `M${r1(cx - hw - 60)},${wallTop - 10} L${r1(cx - hw * 0.55)},${ridgeY} L${r1(cx + hw * 0.55)},${ridgeY} L${r1(cx + hw + 60)},${wallTop - 10} Z`;
  c.add(`<path d="${roof}" fill="${c.linear([[0, "#8E3F2A"], [1, "#B0553A"]])}"/>`);
  let tiles = "";
  for (let y = ridgeY + 16; y < wallTop - 10; y += 18) {
    const t = (y - ridgeY) / (wallTop - 10 - ridgeY);
    tiles += `M${r1(cx - hw * 0.55 - t * (hw * 0.45 + 60))},${y} H${r1(cx + hw * 0.55 + t * (hw * 0.45 + 60))} `;
  }
  for (let x = cx - hw - 40; x < cx + hw + 60; x += 22) tiles += `M${r1(cx + (x - cx) * 0.55)},${ridgeY} L${r1(x)},${wallTop - 10} `;
  c.add(`<path d="${tiles}" stroke="#6E2E1E" stroke-width="2" opacity="0.45"/>`);
  c.add(`<rect x="${r1(cx - hw - 60)}" y="${wallTop - 12}" width="${r1(hw * 2 + 120)}" height="8" fill="#6E2E1E" opacity="0.6"/>`);
  // Windows: tall, arched heads in white trim, blue shutters folded open, oyster-shell panes.
  const win = (x, y, w, h) => {
    c.add(`<path d="M${r1(x - w / 2 - 10)},${r1(y + h + 10)} V${r1(y)} Q${r1(x)},${r1(y - w * 0.45)} ${r1(x + w / 2 + 10)},${r1(y)} V${r1(y + h + 10)} Z" fill="${trim}"/>`);
    c.add(`<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="#EDE6D6"/>`);
    let grid = "";
    for (let gx = x - w / 2 + w / 4; gx < x + w / 2; gx += w / 4) grid += `M${r1(gx)},${r1(y)} V${r1(y + h)} `;
    for (let gy = y + h / 6; gy < y + h; gy += h / 6) grid += `M${r1(x - w / 2)},${r1(gy)} H${r1(x + w / 2)} `;
    c.add(`<path d="${grid}" stroke="#B8AE98" stroke-width="2.5"/>`);
    for (const s of [-1, 1]) c.add(`<rect x="${r1(s < 0 ? x - w / 2 - 12 - w * 0.5 : x + w / 2 + 12)}" y="${r1(y)}" width="${r1(w * 0.5)}" height="${r1(h)}" fill="#3F6E86"/>`);
  };
  const ww = portrait ? 64 : 76;
  const wy = 430;
  for (const dx of portrait ? [-0.62, 0.62] : [-0.68, -0.4, 0.4, 0.68]) win(cx + hw * dx, wy, ww, 200);
  // The balcão: steps up to a porch with pillars and a low wall that is also a seat.
  const bw = portrait ? hw * 0.5 : hw * 0.34;
  c.add(`<rect x="${r1(cx - bw)}" y="${wy - 30}" width="${r1(bw * 2)}" height="${r1(ground - wy + 30)}" fill="${darken(ochre, 0.35)}"/>`);
  c.add(`<rect x="${r1(cx - bw * 0.45)}" y="${wy + 10}" width="${r1(bw * 0.9)}" height="${r1(ground - wy - 60)}" fill="#5B3A28"/>`);
  for (const s of [-1, 1]) c.add(`<rect x="${r1(cx + s * bw - (s > 0 ? 26 : 0))}" y="${wy - 40}" width="26" height="${r1(ground - wy + 40)}" fill="${trim}"/>`);
  c.add(`<rect x="${r1(cx - bw - 20)}" y="${ground - 130}" width="${r1(bw * 2 + 40)}" height="80" fill="${trim}"/>`);
  for (let i = 0; i < 3; i++) c.add(`<rect x="${r1(cx - bw * 0.5 - i * 20)}" y="${ground - 50 + i * 16}" width="${r1(bw + i * 40)}" height="16" fill="${darken(trim, 0.08 + i * 0.04)}"/>`);
  // Ground: laterite path and sand.
  c.add(`<rect x="-10" y="${ground}" width="${r1(W + 20)}" height="${r1(H - ground + 10)}" fill="${c.linear([[0, pal.sand[0]], [1, darken(pal.sand[1], 0.15)]])}"/>`);
  c.add(`<path d="M${r1(cx - bw * 0.6)},${ground} L${r1(cx + bw * 0.6)},${ground} L${r1(cx + bw * 1.4)},${H + 10} L${r1(cx - bw * 1.4)},${H + 10} Z" fill="#A65A3C" opacity="0.7"/>`);
  // Bougainvillea climbing the left corner: magenta clusters on dark leaves.
  const bx = cx - hw - 20;
  let leaves = "";
  let bracts = "";
  for (let i = 0; i < 140; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0, 1) ** 0.6;
    const x = bx + Math.cos(a) * r * 170;
    const y = 520 + Math.sin(a) * r * 300;
    leaves += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="16" ry="9" fill="${near}" transform="rotate(${r1(rng.range(0, 180))} ${r1(x)} ${r1(y)})"/>`;
    if (rng.chance(0.6)) bracts += `<circle cx="${r1(x + rng.range(-8, 8))}" cy="${r1(y + rng.range(-8, 8))}" r="${r1(rng.range(7, 12))}" fill="${rng.chance(0.5) ? "#C2327A" : "#D9528F"}"/>`;
  }
  c.add(leaves + bracts);
  // Shade falling across the facade from the left, and the frame's foot darkened.
  c.add(`<path d="M${r1(cx - hw)},${wallTop} L${r1(cx - hw * 0.2)},${wallTop} L${r1(cx - hw * 0.6)},${ground} L${r1(cx - hw)},${ground} Z" fill="${pal.shadow}" opacity="0.12"/>`);
  c.add(`<rect x="0" y="${H - 140}" width="${r1(W)}" height="140" fill="${c.linear([[0, pal.shadow, 0], [1, pal.shadow, 0.25]])}"/>`);
}

/**
 * A Goan front door in the late afternoon: a lime-washed wall, a laterite arch round a pair of
 * blue-green doors with one leaf open on a warm lit hall, a brass bell by the door, bougainvillea
 * spilling over the top and potted plants on the step, leaf shadows on the wall. The door sits
 * to the right in the wide frame and centred, high, on a phone, so the text has the plain wall.
 */
export function doorway(c, { rng, pal, portrait }) {
  const { W, H } = c;
  c.rect(c.linear([[0, "#F3E6D0"], [1, "#E4CFAF"]], { x2: 1, y2: 1 }));
  // Leaf shadows thrown on the wall from a tree out of frame on the right.
  let leaves = "";
  for (let i = 0; i < 40; i++) {
    const x = W * rng.range(0.45, 1.05);
    const y = rng.range(-20, 420);
    const a = rng.range(0, Math.PI);
    leaves += `M${r1(x)},${r1(y)} q${r1(Math.cos(a) * 30)},${r1(Math.sin(a) * 30 - 20)} ${r1(Math.cos(a) * 60)},${r1(Math.sin(a) * 60)} q${r1(-Math.cos(a) * 20)},${r1(20)} ${r1(-Math.cos(a) * 60)},${r1(-Math.sin(a) * 60)} Z `;
  }
  c.add(`<path d="${leaves}" fill="#8A6B4E" opacity="0.14" filter="${c.blur(6)}"/>`);
  // On a phone the door and its step fill the top band and the text sits on the terrace below;
  // in the wide frame (a short banner shows only the frame's middle) it stands right of the text.
  const dx = W * (portrait ? 0.5 : 0.74);
  const dw = portrait ? 150 : 230;
  const top = portrait ? 120 : 280;
  const floorY = portrait ? 470 : 840;
  const arch = (x, w, t) => `M${r1(x - w / 2)},${floorY} V${r1(t + w / 2)} A${r1(w / 2)},${r1(w / 2)} 0 0 1 ${r1(x + w / 2)},${r1(t + w / 2)} V${floorY} Z`;
  // Laterite surround, then the opening: a warm hall seen through the open leaf.
  c.add(`<path d="${arch(dx + 14, dw + 90, top - 30)}" fill="#000" opacity="0.12" filter="${c.blur(10)}"/>`);
  c.add(`<path d="${arch(dx, dw + 90, top - 45)}" fill="#A4553A"/>`);
  let blocks = "";
  for (let y = top; y < floorY; y += 44) blocks += `M${r1(dx - dw / 2 - 45)},${y} h45 M${r1(dx + dw / 2)},${y} h45 `;
  c.add(`<path d="${blocks}" stroke="#7E3D28" stroke-width="3" opacity="0.6"/>`);
  c.add(`<path d="${arch(dx, dw, top)}" fill="${c.linear([[0, "#F6C77E"], [1, "#C98A4E"]])}"/>`);
  c.add(`<rect x="${r1(dx - dw * 0.2)}" y="${r1(top + dw * 0.7)}" width="${r1(dw * 0.4)}" height="${r1(floorY - top - dw * 0.7)}" fill="#8E5A36" opacity="0.35"/>`);
  // The leaves: the left one shut, the right one swung in (seen narrow, in shadow).
  const door = "#2F6F6A";
  c.add(`<path d="M${r1(dx - dw / 2)},${floorY} V${r1(top + dw / 2)} A${r1(dw / 2)},${r1(dw / 2)} 0 0 1 ${r1(dx)},${top} V${floorY} Z" fill="${door}"/>`);
  for (const y of [top + dw * 0.65, top + dw * 1.35]) c.add(`<rect x="${r1(dx - dw / 2 + 24)}" y="${r1(y)}" width="${r1(dw / 2 - 48)}" height="${r1(dw * 0.5)}" fill="none" stroke="${darken(door, 0.25)}" stroke-width="6"/>`);
  c.add(`<path d="M${r1(dx + dw / 2)},${floorY} V${r1(top + dw / 2)} L${r1(dx + dw / 2 - 60)},${r1(top + dw / 2 + 30)} V${r1(floorY + 10)} Z" fill="${darken(door, 0.3)}"/>`);
  c.add(`<circle cx="${r1(dx - 18)}" cy="${r1(top + dw * 1.2)}" r="9" fill="${pal.accent}"/>`);
  // The step, and a shaft of warm light falling out of the door onto it.
  c.add(`<rect x="${r1(dx - dw / 2 - 80)}" y="${floorY}" width="${r1(dw + 160)}" height="40" fill="#B9A38A"/>`);
  // The floor in front, where the text sits on a phone.
  c.add(`<rect x="-10" y="${floorY + 40}" width="${r1(W + 20)}" height="${r1(H - floorY)}" fill="#9C7F66"/>`);
  c.add(`<path d="M${r1(dx - dw / 2 + 20)},${floorY + 40} L${r1(dx + dw / 2)},${floorY + 40} L${r1(dx + dw)},${H + 10} L${r1(dx - dw / 4)},${H + 10} Z" fill="#F6C77E" opacity="0.3"/>`);
  // A brass bell on a bracket left of the door.
  const bx = dx - dw / 2 - 80;
  const by = top + dw * 0.55;
  c.add(`<path d="M${r1(bx + 40)},${r1(by - 60)} h-40 v40" stroke="#5A4030" stroke-width="6" fill="none"/><path d="M${r1(bx - 26)},${r1(by + 30)} Q${r1(bx - 24)},${r1(by - 20)} ${r1(bx)},${r1(by - 22)} Q${r1(bx + 24)},${r1(by - 20)} ${r1(bx + 26)},${r1(by + 30)} Z" fill="${c.linear([[0, "#E9C77E"], [1, "#9C7430"]], { x2: 1, y2: 0 })}"/><circle cx="${r1(bx)}" cy="${r1(by + 36)}" r="7" fill="#9C7430"/>`);
  // Potted plants on the step, and bougainvillea over the arch's top right.
  const pot = portrait ? 0.5 : 0.8;
  for (const [px, s] of [[dx - dw / 2 - 110 * pot, pot], [dx + dw / 2 + 110 * pot, 1.2 * pot]]) {
    c.add(`<path d="M${r1(px - 50 * s)},${floorY} l${r1(10 * s)},${r1(-90 * s)} h${r1(80 * s)} l${r1(10 * s)},${r1(90 * s)} Z" fill="#B5643F"/>`);
    for (let k = 0; k < 9; k++) c.add(`<path d="M${r1(px)},${r1(floorY - 90 * s)} q${r1(rng.range(-60, 60) * s)},${r1(-rng.range(60, 140) * s)} ${r1(rng.range(-90, 90) * s)},${r1(-rng.range(100, 200) * s)}" stroke="#4F6B3E" stroke-width="${r1(14 * s)}" stroke-linecap="round" fill="none"/>`);
  }
  let bloom = "";
  for (let i = 0; i < 90; i++) {
    const t = rng.next();
    const x = dx + dw * 0.1 + t * (W - dx + 60) + rng.range(-40, 40);
    const y = top - 40 + rng.range(-50, 70) + t * 120;
    bloom += `M${r1(x)},${r1(y)} m-14,0 a14,12 0 1 0 28,0 a14,12 0 1 0 -28,0 `;
  }
  c.add(`<path d="${bloom}" fill="#C2387A"/><path d="${bloom}" fill="#E0609A" opacity="0.6" transform="translate(-4 -4)"/>`);
  void mix;
  void lighten;
}
