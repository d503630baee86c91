// A calm boutique room in soft window light: a tall window onto palms or the lagoon, a low bed in
// white linen against a rattan headboard, a rattan pendant and a plant; or a writing desk under
// the window. The window is on the left, so light falls right across the floor and the bed.
import { darken, lighten, mix, r1 } from "./lib.mjs";
import { palm } from "./elements.mjs";
import { leaf } from "./bali.mjs";

/** The view through the window, clipped to the opening: palm fronds, or the lagoon horizon. */
export function view(c, rng, pal, { x0, y0, x1, y1, kind }) {
  const id = c.uid("cp");
  c.def(`<clipPath id="${id}"><rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(y1 - y0)}"/></clipPath>`);
  const h = y1 - y0;
  let g = `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(h)}" fill="${c.linear([[0, lighten(pal.window[1], 0.2)], [1, pal.window[0]]])}"/>`;
  if (kind === "sea") {
    const hz = y0 + h * 0.52;
    g += `<rect x="${r1(x0)}" y="${r1(hz)}" width="${r1(x1 - x0)}" height="${r1(y1 - hz)}" fill="${c.linear([[0, pal.view[1]], [0.5, pal.view[0]], [1, lighten(pal.view[0], 0.35)]])}"/>`;
    let swell = "";
    for (let i = 0; i < 16; i++) {
      const y = hz + 6 + (y1 - hz) * (i / 16) ** 1.5;
      const x = x0 + rng.range(-40, x1 - x0);
      swell += `M${r1(x)},${r1(y)} h${r1(rng.range(30, 90))} `;
    }
    g += `<path d="${swell}" stroke="#FFFFFF" stroke-width="2" opacity="0.45"/>`;
    // A pale sand lip and a single palm leaning into the view from the edge.
    g += `<rect x="${r1(x0)}" y="${r1(y1 - h * 0.08)}" width="${r1(x1 - x0)}" height="${r1(h * 0.08)}" fill="${lighten(pal.floor[0], 0.4)}"/>`;
    c.add(`<g clip-path="url(#${id})">${g}</g>`);
    c.add(`<g clip-path="url(#${id})">`);
    palm(c, rng, { x: x1 + 40, y: y1 + 60, h: h * 1.05, lean: -h * 0.35, color: mix(pal.view[1], pal.shadow, 0.4), width: 10 });
    c.add(`</g>`);
    return;
  }
  // Palms: a far, hazy palm and a near one whose fronds cross the glass.
  g += `<rect x="${r1(x0)}" y="${r1(y0 + h * 0.7)}" width="${r1(x1 - x0)}" height="${r1(h * 0.3)}" fill="${lighten(pal.view[0], 0.35)}"/>`;
  c.add(`<g clip-path="url(#${id})">${g}`);
  palm(c, rng, { x: x0 + (x1 - x0) * 0.3, y: y1 + 20, h: h * 0.85, lean: 30, color: lighten(pal.view[0], 0.3), width: 8 });
  palm(c, rng, { x: x1 + 60, y: y1 + 200, h: h * 1.25, lean: -h * 0.35, color: pal.view[1], width: 14, spread: 1.2 });
  c.add(`</g>`);
}

/** A window with a slim frame, mullions, a sill and a sheer curtain drawn to one side. */
function windowFrame(c, rng, pal, { x0, y0, x1, y1, floorY, kind }) {
  view(c, rng, pal, { x0, y0, x1, y1, kind });
  const frame = lighten(pal.wood, 0.15);
  const mid = (x0 + x1) / 2;
  const bar = y0 + (y1 - y0) * 0.3;
  c.add(`<path d="M${r1(x0)},${r1(y0)} H${r1(x1)} V${r1(y1)} H${r1(x0)} Z M${r1(mid)},${r1(y0)} V${r1(y1)} M${r1(x0)},${r1(bar)} H${r1(x1)}" stroke="${frame}" stroke-width="10" fill="none"/>`);
  c.add(`<path d="M${r1(x0 - 14)},${r1(y0 - 14)} H${r1(x1 + 14)} V${r1(y1 + 6)} H${r1(x0 - 14)} Z" stroke="${lighten(pal.wall[0], 0.3)}" stroke-width="8" fill="none"/>`);
  c.add(`<rect x="${r1(x0 - 30)}" y="${r1(y1 + 4)}" width="${r1(x1 - x0 + 60)}" height="16" fill="${lighten(pal.wall[0], 0.35)}"/><rect x="${r1(x0 - 30)}" y="${r1(y1 + 20)}" width="${r1(x1 - x0 + 60)}" height="8" fill="${pal.shadow}" opacity="0.15"/>`);
  // Sheer curtain on the right: translucent, with soft vertical folds.
  const cx0 = x1 - 30;
  const cx1 = x1 + 110;
  c.add(`<path d="M${r1(x0 - 60)},${r1(y0 - 50)} H${r1(cx1 + 30)}" stroke="${darken(pal.wood, 0.2)}" stroke-width="6" stroke-linecap="round"/>`);
  c.add(`<path d="M${r1(cx0)},${r1(y0 - 50)} H${r1(cx1)} L${r1(cx1 + 10)},${r1(floorY)} L${r1(cx0 + 20)},${r1(floorY)} Z" fill="${pal.linen}" opacity="0.72"/>`);
  let folds = "";
  for (let i = 1; i < 6; i++) {
    const x = cx0 + ((cx1 - cx0) * i) / 6;
    folds += `M${r1(x)},${r1(y0 - 48)} C${r1(x + 6)},${r1(y0 + 200)} ${r1(x - 6)},${r1(floorY - 200)} ${r1(x + 4 + i)},${r1(floorY)} `;
  }
  c.add(`<path d="${folds}" stroke="${darken(pal.linen, 0.12)}" stroke-width="5" fill="none" opacity="0.6"/>`);
}

/** A bed seen from the side, headboard on the right: linen duvet, pillows, a throw. */
function bed(c, pal, { x0, x1, floorY }) {
  const base = floorY - 14;
  const top = base - 210;
  const hb = x1 - 40;
  // Shadow on the floor, thrown to the right by the window light.
  c.add(`<path d="M${r1(x0 + 20)},${r1(floorY + 4)} H${r1(x1 + 40)} L${r1(x1 + 120)},${r1(floorY + 40)} H${r1(x0 + 90)} Z" fill="${pal.shadow}" opacity="0.22"/>`);
  // Rattan headboard: a rounded panel with a cane weave.
  const hbTop = top - 200;
  const hbW = 80;
  const hid = c.uid("cp");
  const hbPath = `M${r1(hb)},${r1(base)} V${r1(hbTop + 40)} Q${r1(hb)},${r1(hbTop)} ${r1(hb + 40)},${r1(hbTop)} H${r1(hb + hbW)} V${r1(base)} Z`;
  c.def(`<clipPath id="${hid}"><path d="${hbPath}"/></clipPath>`);
  let cane = "";
  for (let k = -40; k < 60; k++) cane += `M${r1(hb + k * 9)},${r1(hbTop)} l${r1(-200)},${r1(400)} M${r1(hb + k * 9 - 200)},${r1(hbTop)} l${r1(200)},${r1(400)} `;
  c.add(`<path d="${hbPath}" fill="${mix(pal.warm, pal.wood, 0.45)}"/><g clip-path="url(#${hid})"><path d="${cane}" stroke="${darken(pal.wood, 0.15)}" stroke-width="2" opacity="0.45"/></g>`);
  // Low teak base.
  c.add(`<rect x="${r1(x0)}" y="${r1(base - 40)}" width="${r1(hb - x0)}" height="40" fill="${pal.wood}"/><rect x="${r1(x0)}" y="${r1(base - 40)}" width="${r1(hb - x0)}" height="6" fill="${lighten(pal.wood, 0.2)}"/>`);
  c.add(`<rect x="${r1(x0 + 16)}" y="${r1(base)}" width="14" height="14" fill="${darken(pal.wood, 0.3)}"/><rect x="${r1(hb - 30)}" y="${r1(base)}" width="14" height="14" fill="${darken(pal.wood, 0.3)}"/>`);
  // Mattress and duvet: the duvet drapes over the near edge in soft folds, lit from the left.
  const mTop = top + 30;
  c.add(`<rect x="${r1(x0 + 4)}" y="${r1(mTop)}" width="${r1(hb - x0 - 4)}" height="${r1(base - 40 - mTop)}" rx="14" fill="${darken(pal.linen, 0.06)}"/>`);
  const dv = `M${r1(x0 - 6)},${r1(mTop - 8)} Q${r1((x0 + hb) / 2)},${r1(mTop - 26)} ${r1(hb - 150)},${r1(mTop - 14)} L${r1(hb - 140)},${r1(base - 22)} Q${r1((x0 + hb) / 2)},${r1(base - 8)} ${r1(x0 - 10)},${r1(base - 24)} Z`;
  c.add(`<path d="${dv}" fill="${c.linear([[0, lighten(pal.linen, 0.5)], [1, darken(pal.linen, 0.05)]], { x2: 1, y2: 0.3 })}"/>`);
  let folds = "";
  for (let i = 1; i < 7; i++) {
    const x = x0 + ((hb - 150 - x0) * i) / 7;
    folds += `M${r1(x)},${r1(mTop + 30)} q8,40 -4,${r1(base - 26 - mTop - 30)} `;
  }
  c.add(`<path d="${folds}" stroke="${darken(pal.linen, 0.12)}" stroke-width="4" fill="none" opacity="0.6"/>`);
  // A throw across the foot, in the room's accent.
  c.add(`<path d="M${r1(x0 + 60)},${r1(mTop - 16)} L${r1(x0 + 200)},${r1(mTop - 20)} L${r1(x0 + 210)},${r1(base - 16)} L${r1(x0 + 56)},${r1(base - 20)} Z" fill="${pal.accent}" opacity="0.9"/>`);
  c.add(`<path d="M${r1(x0 + 80)},${r1(mTop - 14)} L${r1(x0 + 86)},${r1(base - 18)} M${r1(x0 + 180)},${r1(mTop - 18)} L${r1(x0 + 188)},${r1(base - 16)}" stroke="${lighten(pal.accent, 0.35)}" stroke-width="4"/>`);
  // Pillows leaning on the headboard.
  for (const [dx, dy, w, col] of [[-180, -90, 180, lighten(pal.linen, 0.4)], [-130, -50, 140, mix(pal.linen, pal.sage, 0.35)]]) {
    c.add(`<rect x="${r1(hb + dx)}" y="${r1(mTop + dy)}" width="${w}" height="100" rx="40" fill="${col}" transform="rotate(-8 ${r1(hb + dx + w / 2)} ${r1(mTop + dy + 43)})"/>`);
  }
}

/** A rattan pendant: a woven dome on a cord, warm light pooling under it. */
export function pendant(c, pal, { x, y, r }) {
  c.add(`<path d="M${r1(x)},-10 V${r1(y - r * 0.6)}" stroke="${pal.ink}" stroke-width="3"/>`);
  const warm = lighten(pal.warm, 0.3);
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(y + r * 0.35)}" rx="${r1(r * 2.4)}" ry="${r1(r * 1.5)}" fill="${c.radial(x, y + r * 0.35, r * 2.4, [[0, warm, 0.45], [1, warm, 0]], { sy: 0.62 })}"/>`);
  const dome = `M${r1(x - r)},${r1(y + r * 0.2)} C${r1(x - r)},${r1(y - r * 0.7)} ${r1(x + r)},${r1(y - r * 0.7)} ${r1(x + r)},${r1(y + r * 0.2)} Z`;
  const id = c.uid("cp");
  c.def(`<clipPath id="${id}"><path d="${dome}"/></clipPath>`);
  let weave = "";
  for (let k = -8; k <= 8; k++) weave += `M${r1(x + k * r * 0.14)},${r1(y - r)} Q${r1(x + k * r * 0.2)},${r1(y)} ${r1(x + k * r * 0.16)},${r1(y + r * 0.3)} `;
  for (let k = 0; k < 5; k++) weave += `M${r1(x - r)},${r1(y - r * 0.35 + k * r * 0.12)} H${r1(x + r)} `;
  c.add(`<path d="${dome}" fill="${mix(pal.warm, pal.wood, 0.35)}"/><g clip-path="url(#${id})"><path d="${weave}" stroke="${darken(pal.wood, 0.2)}" stroke-width="2" fill="none" opacity="0.55"/></g>`);
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(y + r * 0.2)}" rx="${r1(r * 0.9)}" ry="${r1(r * 0.12)}" fill="${lighten(warm, 0.5)}"/>`);
}

/** A tall plant in a terracotta pot: broad paddle leaves on long stems. */
export function plant(c, rng, pal, { x, floorY, h }) {
  const potH = h * 0.22;
  const potW = h * 0.17;
  c.add(`<ellipse cx="${r1(x + potW * 0.6)}" cy="${r1(floorY + 6)}" rx="${r1(potW * 1.1)}" ry="10" fill="${pal.shadow}" opacity="0.2"/>`);
  let stems = "";
  let leaves = "";
  for (let k = 0; k < 9; k++) {
    const a = -Math.PI / 2 + (k / 8 - 0.5) * 1.5 + rng.range(-0.1, 0.1);
    const len = h * rng.range(0.45, 0.72);
    const sx = x + Math.cos(a) * len * 0.55;
    const sy = floorY - potH - 10 + Math.sin(a) * len * 0.55;
    stems += `M${r1(x)},${r1(floorY - potH)} Q${r1(x + Math.cos(a) * len * 0.2)},${r1(floorY - potH - len * 0.3)} ${r1(sx)},${r1(sy)} `;
    leaves += leaf({ x: sx, y: sy, len: len * 0.5, angle: a + rng.range(-0.3, 0.3), width: 0.26, color: mix(pal.view[1], pal.sage, rng.range(0, 0.6)), rib: lighten(pal.sage, 0.3) });
  }
  c.add(`<path d="${stems}" stroke="${darken(pal.sage, 0.2)}" stroke-width="4" fill="none"/>${leaves}`);
  c.add(`<path d="M${r1(x - potW / 2)},${r1(floorY - potH)} H${r1(x + potW / 2)} L${r1(x + potW * 0.4)},${r1(floorY)} H${r1(x - potW * 0.4)} Z" fill="${c.linear([[0, lighten(mix(pal.accent, "#C08060", 0.5), 0.1)], [1, darken(pal.accent, 0.2)]], { x2: 1, y2: 0 })}"/>`);
  c.add(`<rect x="${r1(x - potW * 0.55)}" y="${r1(floorY - potH - 8)}" width="${r1(potW * 1.1)}" height="14" rx="4" fill="${darken(pal.accent, 0.1)}"/>`);
}

/** A writing desk under the window, with its chair and a few things on it. */
function desk(c, rng, pal, { x0, x1, floorY, chair = true }) {
  const topY = floorY - 250;
  const wood = pal.wood;
  c.add(`<path d="M${r1(x0 + 30)},${r1(floorY + 2)} H${r1(x1 + 40)} L${r1(x1 + 140)},${r1(floorY + 40)} H${r1(x0 + 110)} Z" fill="${pal.shadow}" opacity="0.18"/>`);
  for (const lx of [x0 + 20, x1 - 34]) c.add(`<rect x="${r1(lx)}" y="${r1(topY)}" width="14" height="${r1(floorY - topY)}" fill="${darken(wood, 0.2)}"/>`);
  c.add(`<rect x="${r1(x0 + 20)}" y="${r1(topY + 20)}" width="${r1(x1 - x0 - 40)}" height="50" fill="${darken(wood, 0.1)}"/><rect x="${r1((x0 + x1) / 2 - 30)}" y="${r1(topY + 40)}" width="60" height="6" rx="3" fill="${pal.warm}"/>`);
  c.add(`<rect x="${r1(x0)}" y="${r1(topY)}" width="${r1(x1 - x0)}" height="22" fill="${wood}"/><rect x="${r1(x0)}" y="${r1(topY)}" width="${r1(x1 - x0)}" height="5" fill="${lighten(wood, 0.25)}"/>`);
  // On the desk: books, an open notebook, a cup, a bud vase with a frangipani sprig.
  const s = topY;
  c.add(`<rect x="${r1(x0 + 40)}" y="${r1(s - 22)}" width="150" height="22" fill="${pal.sage}"/><rect x="${r1(x0 + 50)}" y="${r1(s - 40)}" width="130" height="18" fill="${pal.accent}"/><rect x="${r1(x0 + 46)}" y="${r1(s - 54)}" width="140" height="14" fill="${lighten(pal.linen, 0.3)}"/>`);
  const nx = (x0 + x1) / 2 - 20;
  c.add(`<path d="M${r1(nx - 90)},${r1(s)} L${r1(nx - 70)},${r1(s - 12)} L${r1(nx + 90)},${r1(s - 12)} L${r1(nx + 110)},${r1(s)} Z" fill="#FBF8F2"/><path d="M${r1(nx + 10)},${r1(s - 12)} V${r1(s)}" stroke="${darken(pal.linen, 0.2)}" stroke-width="2"/>`);
  const cupX = x1 - 90;
  c.add(`<path d="M${r1(cupX - 22)},${r1(s - 50)} H${r1(cupX + 22)} L${r1(cupX + 18)},${r1(s)} H${r1(cupX - 18)} Z" fill="#A9603E"/><path d="M${r1(cupX - 4)},${r1(s - 60)} c-10,-20 14,-30 4,-50" stroke="#FFFFFF" stroke-width="2.5" fill="none" opacity="0.45"/>`);
  const vx = x1 - 170;
  c.add(`<path d="M${r1(vx)},${r1(s - 70)} Q${r1(vx + 24)},${r1(s - 20)} ${r1(vx + 10)},${r1(s)} H${r1(vx - 10)} Q${r1(vx - 24)},${r1(s - 20)} ${r1(vx)},${r1(s - 70)} Z" fill="${lighten(pal.sage, 0.35)}"/>`);
  c.add(`<path d="M${r1(vx)},${r1(s - 66)} q-6,-50 -30,-80 M${r1(vx)},${r1(s - 66)} q10,-40 26,-60" stroke="${darken(pal.sage, 0.2)}" stroke-width="3" fill="none"/>`);
  for (const [fx, fy] of [[vx - 30, s - 146], [vx + 26, s - 126], [vx - 8, s - 120]]) {
    let d = "";
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + rng.range(0, 0.3);
      d += `M${r1(fx)},${r1(fy)} q${r1(Math.cos(a - 0.4) * 14)},${r1(Math.sin(a - 0.4) * 14)} ${r1(Math.cos(a) * 18)},${r1(Math.sin(a) * 18)} q${r1(-Math.cos(a + 0.6) * 6)},${r1(-Math.sin(a + 0.6) * 6)} ${r1(-Math.cos(a) * 18)},${r1(-Math.sin(a) * 18)} Z `;
    }
    c.add(`<path d="${d}" fill="#FBF6EA"/><circle cx="${r1(fx)}" cy="${r1(fy)}" r="5" fill="#F2C45A"/>`);
  }
  if (!chair) return;
  // A rattan chair pulled back from the desk, seen from the side.
  const chx = x1 - 40;
  const seat = floorY - 170;
  c.add(`<path d="M${r1(chx)},${r1(floorY)} L${r1(chx + 20)},${r1(seat)} M${r1(chx + 150)},${r1(floorY)} L${r1(chx + 130)},${r1(seat)} M${r1(chx + 140)},${r1(seat)} L${r1(chx + 170)},${r1(seat - 230)}" stroke="${darken(wood, 0.15)}" stroke-width="12" stroke-linecap="round"/>`);
  c.add(`<rect x="${r1(chx)}" y="${r1(seat - 16)}" width="160" height="22" rx="8" fill="${mix(pal.warm, wood, 0.4)}"/>`);
  c.add(`<path d="M${r1(chx + 146)},${r1(seat - 40)} L${r1(chx + 168)},${r1(seat - 220)} L${r1(chx + 186)},${r1(seat - 216)} L${r1(chx + 166)},${r1(seat - 36)} Z" fill="${mix(pal.warm, wood, 0.4)}"/>`);
}

export function room(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  const floorY = 790;
  // Wall: brighter near the window on the left, dimming to the right.
  c.rect(c.linear([[0, lighten(pal.wall[0], 0.25)], [0.45, pal.wall[0]], [1, darken(pal.wall[1], 0.06)]], { x2: 1, y2: 0 }));
  c.add(`<rect x="0" y="${floorY - 12}" width="${r1(W)}" height="12" fill="${lighten(pal.wall[0], 0.2)}"/>`);
  // Floor: warm boards, lines closing up toward the wall.
  c.add(`<rect x="0" y="${floorY}" width="${r1(W)}" height="${H - floorY}" fill="${c.linear([[0, pal.floor[0]], [1, pal.floor[1]]])}"/>`);
  let boards = "";
  for (let k = 1; k < 8; k++) boards += `M0,${r1(floorY + (H - floorY) * (k / 8) ** 1.5)} H${r1(W)} `;
  c.add(`<path d="${boards}" stroke="${darken(pal.floor[1], 0.15)}" stroke-width="1.5" opacity="0.4"/>`);
  const isDesk = !!variant.desk;
  const ww = portrait ? 300 : 340;
  const wx0 = portrait ? W / 2 - ww / 2 - 30 : isDesk ? W * 0.26 : W * 0.1;
  const wx1 = wx0 + ww;
  const wy0 = 110;
  const wy1 = isDesk ? 500 : 690;
  windowFrame(c, rng, pal, { x0: wx0, y0: wy0, x1: wx1, y1: wy1, floorY, kind: variant.view === "sea" ? "sea" : "palms" });
  // Sunlight through the window, laid across the floor (and the foot of the wall) to the right.
  const lx = wx0 + 120;
  const patch = `M${r1(lx)},${floorY + 8} L${r1(lx + ww)},${floorY + 8} L${r1(lx + ww + 320)},${H} L${r1(lx + 240)},${H} Z`;
  c.add(`<path d="${patch}" fill="${pal.window[0]}" opacity="0.45"/>`);
  c.add(`<path d="M${r1(lx + ww / 2 - 6)},${floorY + 8} L${r1(lx + ww / 2 + 6)},${floorY + 8} L${r1(lx + ww / 2 + 286)},${H} L${r1(lx + ww / 2 + 266)},${H} Z" fill="${pal.floor[1]}" opacity="0.5"/>`);
  if (isDesk) {
    // The phone frame is too narrow for the chair beside the plant; the desk alone reads better.
    desk(c, rng, pal, { x0: wx0 - 60, x1: wx1 + 60, floorY, chair: !portrait });
    pendant(c, pal, { x: portrait ? W * 0.8 : wx1 + 200, y: portrait ? 250 : 200, r: 56 });
    if (!portrait) {
      // A framed print on the right wall: a single arch, in the room's quiet colours.
      const px = W * 0.72;
      c.add(`<rect x="${r1(px + 8)}" y="218" width="220" height="290" fill="${pal.shadow}" opacity="0.15"/><rect x="${r1(px)}" y="210" width="220" height="290" fill="${pal.wood}"/><rect x="${r1(px + 14)}" y="224" width="192" height="262" fill="${lighten(pal.linen, 0.5)}"/>`);
      c.add(`<path d="M${r1(px + 60)},460 V330 a50,50 0 0 1 100,0 V460 Z" fill="${pal.accent}" opacity="0.85"/><circle cx="${r1(px + 110)}" cy="300" r="22" fill="${pal.warm}"/>`);
    }
    plant(c, rng, pal, { x: portrait ? W * 0.9 : W * 0.9, floorY: floorY + 20, h: portrait ? 400 : 520 });
  } else {
    const bx0 = portrait ? W * 0.2 : W * 0.46;
    const bx1 = portrait ? W + 60 : W * 0.96;
    // A jute rug under the bed.
    c.add(`<path d="M${r1(bx0 - 120)},${floorY + 70} L${r1(bx1 + 20)},${floorY + 70} L${r1(bx1 + 120)},${floorY + 170} L${r1(bx0 - 60)},${floorY + 170} Z" fill="${mix(pal.floor[0], pal.warm, 0.4)}"/>`);
    c.add(`<path d="M${r1(bx0 - 110)},${floorY + 90} H${r1(bx1 + 40)} M${r1(bx0 - 90)},${floorY + 150} H${r1(bx1 + 100)}" stroke="${darken(pal.floor[0], 0.15)}" stroke-width="3"/>`);
    bed(c, pal, { x0: bx0, x1: bx1, floorY });
    pendant(c, pal, { x: (bx0 + bx1) / 2 - 40, y: 230, r: 76 });
    plant(c, rng, pal, { x: portrait ? W * 0.1 : wx1 + 170, floorY: floorY + 16, h: portrait ? 380 : 460 });
  }
  // The room darkens a little toward the right, away from the window.
  c.rect(c.linear([[0.5, pal.shadow, 0], [1, pal.shadow, 0.16]], { x2: 1, y2: 0 }));
}
