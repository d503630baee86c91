// The shala: an open-sided yoga pavilion seen from inside, in one-point perspective. The roof's
// underside and the corner posts frame the view out (the sea at golden hour in Goa, layered
// jungle in Bali). Nobody is in it: the mats are laid out, a bolster and a block on each, brass
// bells on the tie beam, the room ready for a group (people are not drawn procedurally: see
// docs/images.md).
import { aerial, darken, lighten, mix, r1 } from "./lib.mjs";
import { sky } from "./common.mjs";
import { palm, rays } from "./elements.mjs";
import { beach, sea } from "./coast.mjs";
import { jungleLayers, leaf } from "./bali.mjs";

export function shala(c, { rng, pal, variant, portrait }) {
  const { W, H } = c;
  const jungle = variant.setting === "jungle";
  // Camera: eye 1.5 m above the floor, focal length f; world X across, Z away from the viewer.
  const vx = W / 2;
  // variant.vy raises the horizon: a camera tipped down to the floor, the mats nearer the middle.
  const vy = variant.vy ?? 430;
  const f = 1000;
  const eye = 1.5;
  const eaveH = 2.7;
  const P = (X, Y, Z) => [vx + (X * f) / Z, vy + ((eye - Y) * f) / Z];
  const farZ = 10;
  const halfW = portrait ? 2.6 : 5.3;
  const floorFar = P(0, 0, farZ)[1];
  const eaveFar = P(0, eaveH, farZ)[1];
  // Teak, warmed or cooled a little by the scene's own light.
  const wood = mix(pal.wood ?? "#8A6446", pal.shadow, 0.15);

  // The view out.
  if (jungle) {
    c.rect(c.linear([[0, lighten(pal.glow, 0.35)], [0.5, pal.haze], [1, pal.haze]]));
    c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W * 0.7, eaveFar + 40, 600, [[0, "#FFF8E6", 0.85], [1, "#FFF8E6", 0]])}"/>`);
    jungleLayers(c, rng, pal, { layers: 3, top: eaveFar + 120, bottom: floorFar - 40, near: 0.35 });
    const green = aerial(pal.foliage[1], pal.haze, 0.2);
    palm(c, rng, { x: W * (portrait ? 0.82 : 0.78), y: floorFar + 10, h: 480, lean: -70, color: green, width: 12 });
    if (!portrait) palm(c, rng, { x: W * 0.16, y: floorFar + 10, h: 420, lean: 60, color: green, width: 11 });
    rays(c, rng, { x: W * 0.75, y: eaveFar - 100, color: "#FFF6DE", count: 5, length: 500, spread: 0.3, angle: Math.PI / 2 + 0.4, opacity: 0.3 });
  } else {
    sky(c, pal, { sunX: portrait ? 0.3 : 0.32, sunY: (vy - 45) / 1000, sunR: 26 });
    sea(c, rng, pal, { horizon: vy, shore: floorFar - 30, sunX: W * (portrait ? 0.3 : 0.32) });
    beach(c, rng, pal, { shore: floorFar - 30, sunX: W * (portrait ? 0.3 : 0.32) });
    const near = darken(pal.foliage[1], 0.3);
    palm(c, rng, { x: W * (portrait ? 0.86 : 0.8), y: floorFar + 10, h: 520, lean: -90, color: near, width: 13 });
    if (!portrait) palm(c, rng, { x: W * 0.12, y: floorFar + 10, h: 460, lean: 80, color: near, width: 12 });
  }

  // Floor: polished planks running away from us, catching the light from the opening.
  const [fl] = P(-halfW - 1.5, 0, farZ);
  const [fr] = P(halfW + 1.5, 0, farZ);
  const nearZ = (eye * f) / (H + 10 - vy);
  const [bl] = P(-halfW - 1.5, 0, nearZ);
  const [br] = P(halfW + 1.5, 0, nearZ);
  c.add(`<path d="M${r1(fl)},${r1(floorFar)} L${r1(fr)},${r1(floorFar)} L${r1(br)},${H + 10} L${r1(bl)},${H + 10} Z" fill="${c.linear([[0, mix(wood, pal.glow, 0.45)], [0.35, wood], [1, darken(wood, 0.35)]])}"/>`);
  c.add(`<rect x="${r1(fl)}" y="${r1(floorFar)}" width="${r1(fr - fl)}" height="6" fill="${darken(wood, 0.4)}"/>`);
  let planks = "";
  for (let X = -halfW - 1.5; X <= halfW + 1.5; X += 0.32) {
    const a = P(X, 0, farZ);
    const b = P(X, 0, nearZ);
    planks += `M${r1(a[0])},${r1(a[1] + 6)} L${r1(b[0])},${r1(b[1])} `;
  }
  c.add(`<path d="${planks}" stroke="${darken(wood, 0.3)}" stroke-width="1.2" opacity="0.45"/>`);
  // The sun's reflection smeared along the polished boards.
  const sunX = jungle ? W * 0.7 : W * (portrait ? 0.3 : 0.32);
  c.add(`<path d="M${r1(sunX - 40)},${r1(floorFar + 6)} L${r1(sunX + 40)},${r1(floorFar + 6)} L${r1(vx + (sunX - vx) * 2.4 + 160)},${H} L${r1(vx + (sunX - vx) * 2.4 - 160)},${H} Z" fill="${pal.glow}" opacity="0.18"/>`);

  // Mats in rows, side-on, staggered row to row so each reads whole.
  const slots = portrait
    ? [[-1.0, 5.6], [1.0, 5.6], [-1.9, 7.4], [0, 7.4], [1.9, 7.4], [-1.0, 4.3], [1.0, 4.3]].map(([X, Z]) => ({ X, Z }))
    : [[-2.2, 5.2], [0, 5.2], [2.2, 5.2], [-4, 7.6], [-1.5, 7.6], [1.5, 7.6], [4, 7.6]].map(([X, Z]) => ({ X, Z }));
  const matColors = [pal.accent, mix(pal.accent, "#5F6F52", 0.7), lighten(pal.sand?.[0] ?? pal.haze, 0.2), mix(pal.warm, pal.accent, 0.3)];
  // Props on some mats (variant.props, default 3): a bolster across the top and a cork block, as
  // laid out before a class. The middle mats first, where the eye lands.
  const props = Math.min(variant.props ?? 3, slots.length);
  const order = [...slots].sort((a, b) => Math.abs(a.X) + Math.abs(a.Z - 5.5) * 0.8 - (Math.abs(b.X) + Math.abs(b.Z - 5.5) * 0.8));
  const dressed = new Set(order.slice(0, props));
  const bolster = lighten(pal.sand?.[0] ?? pal.haze, 0.1);
  for (const s of [...slots].sort((a, b) => b.Z - a.Z)) {
    const { X, Z } = s;
    const hw = portrait ? 0.7 : 0.95;
    const hd = 0.34;
    const q = [P(X - hw, 0, Z + hd), P(X + hw, 0, Z + hd), P(X + hw, 0, Z - hd), P(X - hw, 0, Z - hd)];
    const col = matColors[(slots.indexOf(s) + rng.int(0, 3)) % matColors.length];
    c.add(`<path d="M${q.map((p) => `${r1(p[0])},${r1(p[1])}`).join(" L")} Z" fill="${col}"/>`);
    c.add(`<path d="M${r1(q[3][0])},${r1(q[3][1] + 12 / Z)} L${r1(q[2][0])},${r1(q[2][1] + 12 / Z)}" stroke="${darken(col, 0.35)}" stroke-width="${r1(25 / Z)}"/>`);
    if (!dressed.has(s)) continue;
    // Bolster: a lying cylinder at the mat's far end, lit on top, its shadow on the mat.
    const [bx0, by] = P(X - hw * 0.75, 0.12, Z + hd * 0.6);
    const [bx1] = P(X + hw * 0.75, 0.12, Z + hd * 0.6);
    const br = (0.12 * f) / Z;
    c.add(`<ellipse cx="${r1((bx0 + bx1) / 2 + br * 0.6)}" cy="${r1(by + br * 0.9)}" rx="${r1((bx1 - bx0) / 2)}" ry="${r1(br * 0.35)}" fill="${pal.shadow}" opacity="0.3"/>`);
    c.add(`<rect x="${r1(bx0)}" y="${r1(by - br)}" width="${r1(bx1 - bx0)}" height="${r1(br * 2)}" rx="${r1(br)}" fill="${c.linear([[0, lighten(bolster, 0.3)], [0.5, bolster], [1, darken(bolster, 0.3)]])}"/>`);
    // Block: a small box near the mat's front edge.
    const [kx, ky] = P(X + hw * 0.45, 0, Z - hd * 0.4);
    const kw = (0.23 * f) / Z;
    const kh = (0.1 * f) / Z;
    c.add(`<rect x="${r1(kx - kw / 2)}" y="${r1(ky - kh)}" width="${r1(kw)}" height="${r1(kh)}" fill="${mix(pal.warm, "#C8A878", 0.5)}"/>`);
    c.add(`<rect x="${r1(kx - kw / 2)}" y="${r1(ky - kh)}" width="${r1(kw)}" height="${r1(kh * 0.3)}" fill="${lighten(mix(pal.warm, "#C8A878", 0.5), 0.3)}"/>`);
  }

  // The roof's underside: dark thatch between rafters climbing to the apex, a tie beam, a fringe.
  const ceil = darken(mix(wood, pal.shadow, 0.35), 0.1);
  const [el] = P(-halfW, eaveH, farZ);
  const [er] = P(halfW, eaveH, farZ);
  c.add(`<path d="M-10,-10 L${r1(W + 10)},-10 L${r1(W + 10)},${r1(eaveFar)} L-10,${r1(eaveFar)} Z" fill="${c.linear([[0, darken(ceil, 0.35)], [1, ceil]])}"/>`);
  let rafters = "";
  const apex = [vx, -900];
  for (let X = -halfW * 3; X <= halfW * 3; X += halfW / 3) {
    const [x0] = P(X, eaveH, farZ);
    rafters += `M${r1(x0)},${r1(eaveFar)} L${r1(apex[0] + (x0 - apex[0]) * 0.05)},${r1(apex[1])} `;
  }
  c.add(`<path d="${rafters}" stroke="${lighten(ceil, 0.16)}" stroke-width="7" opacity="0.4"/>`);
  // Bamboo purlins across the rafters, closer together toward the eave.
  let purlins = "";
  for (let k = 2; k < 5; k += 2) purlins += `M-10,${r1(eaveFar - eaveFar * (k / 7) ** 1.4)} H${r1(W + 10)} `;
  c.add(`<path d="${purlins}" stroke="${darken(ceil, 0.3)}" stroke-width="6" opacity="0.5"/>`);
  // Thatch texture: fine strands, lit a little from the opening below.
  let strands = "";
  for (let i = 0; i < 260; i++) {
    const x = rng.range(-10, W + 10);
    const y = rng.range(0, eaveFar - 10);
    strands += `M${r1(x)},${r1(y)} l${r1(rng.range(-3, 3))},${r1(rng.range(8, 18))} `;
  }
  c.add(`<path d="${strands}" stroke="${lighten(ceil, 0.12)}" stroke-width="1.5" opacity="0.35"/>`);
  c.add(`<rect x="-10" y="-10" width="${r1(W + 20)}" height="${r1(eaveFar + 10)}" fill="${c.linear([[0, "#000000", 0.3], [1, "#000000", 0]])}"/>`);
  c.add(`<rect x="${r1(el - 20)}" y="${r1(eaveFar - 4)}" width="${r1(er - el + 40)}" height="16" fill="${darken(wood, 0.25)}"/>`);
  let fringe = "";
  for (let x = -10; x < W + 10; x += 4) fringe += `M${r1(x)},${r1(eaveFar - 2)} l${r1(rng.range(-2, 2))},${r1(rng.range(10, 24))} `;
  c.add(`<path d="${fringe}" stroke="${mix(pal.warm, wood, 0.5)}" stroke-width="2.5" opacity="0.9"/>`);
  c.add(`<rect x="-10" y="${r1(eaveFar - 8)}" width="${r1(W + 20)}" height="8" fill="${lighten(ceil, 0.1)}"/>`);

  // Posts: the far pair at the platform's corners and the near pair framing the picture.
  const post = darken(wood, 0.25);
  // The near posts stand just inside the frame's edges, whatever the aspect.
  const nearX = ((W / 2 - 30) * 2.9) / f;
  for (const [X, Z, w] of [[-halfW, farZ, 0.2], [halfW, farZ, 0.2], [-nearX, 2.9, 0.22], [nearX, 2.9, 0.22]]) {
    const [x0, yb] = P(X, 0, Z);
    const [, yt] = P(X, eaveH, Z);
    const pw = (w * f) / Z;
    const bottom = Z < 5 ? H + 10 : yb;
    c.add(`<rect x="${r1(x0 - pw / 2)}" y="${r1(Math.min(yt, eaveFar) - (Z < 5 ? 20 : 0))}" width="${r1(pw)}" height="${r1(bottom - Math.min(yt, eaveFar) + (Z < 5 ? 20 : 0))}" fill="${c.linear([[0, darken(post, 0.3)], [0.6, post], [1, lighten(post, 0.15)]], { x2: 1, y2: 0 })}"/>`);
  }
  // Brass temple bells hanging from the tie beam on cords, catching the light from the opening.
  if (variant.bells) {
    const brass = pal.warm ?? "#B88A3E";
    const n = portrait ? 3 : 5;
    for (let i = 0; i < n; i++) {
      const X = (i / (n - 1) - 0.5) * halfW * 1.3;
      const [x] = P(X, eaveH, farZ * 0.62);
      const y = eaveFar + 40 + (i % 2) * 50 + rng.range(0, 20);
      const b = 26 + rng.range(-3, 3);
      c.add(`<path d="M${r1(x)},${r1(eaveFar + 6)} L${r1(x)},${r1(y - b)}" stroke="${darken(wood, 0.4)}" stroke-width="2"/>`);
      c.add(`<path d="M${r1(x - b * 0.22)},${r1(y - b)} Q${r1(x - b * 0.5)},${r1(y - b * 0.4)} ${r1(x - b * 0.62)},${r1(y)} L${r1(x + b * 0.62)},${r1(y)} Q${r1(x + b * 0.5)},${r1(y - b * 0.4)} ${r1(x + b * 0.22)},${r1(y - b)} Z" fill="${c.linear([[0, darken(brass, 0.25)], [0.35, lighten(brass, 0.45)], [1, darken(brass, 0.3)]], { x2: 1, y2: 0 })}"/>`);
      c.add(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(b * 0.62)}" ry="${r1(b * 0.1)}" fill="${darken(brass, 0.45)}"/>`);
      c.add(`<circle cx="${r1(x)}" cy="${r1(y - b * 1.06)}" r="${r1(b * 0.12)}" fill="${darken(brass, 0.2)}"/>`);
    }
  }
  // A potted plant at the shala's edge, and the room dimming toward the frame.
  const showPlant = true;
  const [px, py] = P(jungle ? halfW * 0.55 : -halfW * 0.55, 0, 4.8);
  const s = 1000 / 4.8;
  if (showPlant) c.add(`<path d="M${r1(px - s * 0.16)},${r1(py - s * 0.34)} L${r1(px + s * 0.16)},${r1(py - s * 0.34)} L${r1(px + s * 0.12)},${r1(py)} L${r1(px - s * 0.12)},${r1(py)} Z" fill="${darken(pal.accent, 0.2)}"/>`);
  let leaves = "";
  for (let k = 0; k < 9; k++) leaves += leaf({ x: px, y: py - s * 0.32, len: s * rng.range(0.45, 0.7), angle: -Math.PI / 2 + (k / 8 - 0.5) * 2.2, width: 0.22, color: mix(darken(pal.foliage[1], 0.25), pal.foliage[0], rng.range(0, 0.3)), rib: lighten(pal.foliage[1], 0.2) });
  if (showPlant) c.add(leaves);
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(W / 2, vy + 60, W * 0.75, [[0.55, pal.shadow, 0], [1, pal.shadow, 0.35]])}"/>`);
}
