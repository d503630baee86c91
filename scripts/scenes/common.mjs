// Shared layers: skies with a sun bloom, ridgelines with atmospheric perspective.
import { aerial, noise1d, ridgePath, r1 } from "./lib.mjs";

/**
 * Sky with a low sun. sunX/sunY are fractions of the frame; the bloom is a wide radial gradient,
 * squashed vertically so the light spreads along the horizon like real haze does.
 */
export function sky(c, pal, { sunX = 0.3, sunY = 0.55, sunR = 38, disc = true, bloom = 1 } = {}) {
  const { W, H } = c;
  c.rect(c.linear([[0, pal.sky[0]], [0.55, pal.sky[1]], [1, pal.sky[2]]]));
  const cx = W * sunX;
  const cy = H * sunY;
  c.add(`<rect width="${r1(W)}" height="${H}" fill="${c.radial(cx, cy, 900 * bloom, [[0, pal.glow, 0.75], [0.35, pal.glow, 0.28], [1, pal.glow, 0]], { sy: 0.55 })}"/>`);
  if (disc) {
    c.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${sunR * 2.2}" fill="${c.radial(cx, cy, sunR * 2.2, [[0.4, pal.sun, 0.5], [1, pal.sun, 0]])}"/>`);
    c.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${sunR}" fill="${pal.sun}"/>`);
  }
  return { cx, cy };
}

/** A ridge at a given depth (0 near .. 1 far), coloured toward the haze by depth. */
export function ridge(c, rng, { base, amp, color, haze, depth, freq = 0.004, octaves = 4, opacity = 1 }) {
  const n = noise1d(rng, octaves, freq);
  const fill = aerial(color, haze, depth);
  c.add(`<path d="${ridgePath(c.W, c.H, (x) => base - Math.abs(n(x)) * amp - n(x * 0.5) * amp * 0.3)}" fill="${fill}" opacity="${opacity}"/>`);
  return n;
}

/** A simple horizon scene: sky, sun, three ridges. Used for anything not yet art-directed. */
export function horizon(c, { rng, pal: p }) {
  // Interior palettes have no sky: borrow their window light.
  const pal = p.sky ? p : { ...p, sky: [p.wall[1], p.wall[0], p.window[0]], glow: p.window[1], sun: p.linen, haze: p.wall[0], foliage: p.view };
  sky(c, pal, { sunX: 0.32, sunY: 0.5 });
  const far = pal.foliage?.[1] ?? pal.shadow;
  ridge(c, rng, { base: 640, amp: 120, color: far, haze: pal.haze, depth: 0.8 });
  ridge(c, rng, { base: 760, amp: 110, color: far, haze: pal.haze, depth: 0.5 });
  ridge(c, rng, { base: 900, amp: 90, color: pal.shadow, haze: pal.haze, depth: 0.1 });
}
