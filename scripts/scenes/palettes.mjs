// Palettes: the brand tokens from DESIGN.md plus one restrained palette per destination and
// light. Every scene takes one of these, so a gallery keeps one colour story across its images.

export const tokens = {
  sand: "#FAF6F0",
  linen: "#F1E9DD",
  ink: "#2B2623",
  clay: "#A94F34",
  sage: "#5F6F52",
  olive: "#343D2E",
  lagoon: "#2B6B70",
  gold: "#B88A3E",
};

/**
 * Field meanings: sky = [zenith, mid, horizon]; sun = disc colour; glow = light bloom;
 * haze = colour far layers fade toward; sea = [horizon, shore]; sand; shadow = silhouettes;
 * foliage = [far, near]; accent = small details (flowers, lanterns, fabrics).
 */
export const palettes = {
  // Goa golden hour: warm, low sun from the left, clay and gold, silhouettes in warm ink.
  goa: {
    sky: ["#E9C9A0", "#F0D2A6", "#F6DDB4"],
    sun: "#FFF3DA",
    glow: "#F7C77E",
    haze: "#F2D3AA",
    sea: ["#D9A873", "#8E7A62"],
    sand: ["#E8CFA9", "#D6B083"],
    shadow: "#3A2A22",
    foliage: ["#8A7A58", "#3D3A2A"],
    accent: tokens.clay,
    warm: tokens.gold,
  },
  // Goa at sunrise: a cool, pale sky warming at the horizon, the sea still grey-blue.
  goaDawn: {
    sky: ["#A9B7C6", "#E3CDC4", "#F6DCC0"],
    sun: "#FFF6E6",
    glow: "#F4C9A0",
    haze: "#E6D6CC",
    sea: ["#B9BFC2", "#7E8A8E"],
    sand: ["#E6D7C2", "#CDB89C"],
    shadow: "#3A3432",
    foliage: ["#7E8574", "#34382E"],
    accent: tokens.clay,
    warm: tokens.gold,
    wood: "#7E5E46",
  },
  // Goa after sunset: deeper clay and dusk violet for circles, fires and dusk beaches.
  goaDusk: {
    sky: ["#6E5A6E", "#C27F62", "#EDB27C"],
    sun: "#FFE0B0",
    glow: "#E89A5E",
    haze: "#D99A78",
    sea: ["#B7795C", "#5B4A4A"],
    sand: ["#A87A5E", "#7D5A48"],
    shadow: "#2A1E1F",
    foliage: ["#6A4E48", "#2A2020"],
    accent: tokens.clay,
    warm: "#F2B46A",
  },
  // Maldives morning: high light from the right, lagoon turquoise against white coral sand.
  maldives: {
    sky: ["#9FC9D2", "#CFE5E6", "#F3F1E8"],
    sun: "#FFFDF5",
    glow: "#FFF6DE",
    haze: "#E4EEEC",
    sea: ["#3E8E95", "#7FCFC8"],
    shallow: "#A9E2D8",
    deep: tokens.lagoon,
    sand: ["#FBF7EE", "#EDE3D0"],
    shadow: "#2F4D4F",
    foliage: ["#7FA08E", "#3E5A47"],
    accent: tokens.gold,
    warm: "#C9A36A",
    wood: "#9C7656",
  },
  // Maldives sunset over a sandbank: turquoise meeting gold.
  maldivesSunset: {
    sky: ["#8FA9B6", "#E9C6A0", "#F7D9AE"],
    sun: "#FFF1D2",
    glow: "#F5C27E",
    haze: "#EBD2B4",
    sea: ["#C9A27A", "#4F9A9A"],
    shallow: "#8FCFC4",
    deep: tokens.lagoon,
    sand: ["#F6E7CF", "#E5CDA8"],
    shadow: "#2E3B3E",
    foliage: ["#6C7F72", "#34423A"],
    accent: tokens.gold,
    warm: "#E2A964",
    wood: "#8A6648",
  },
  // Maldives by night: ink-blue sky and lagoon, a full moon's silver path, villas lit warm.
  maldivesNight: {
    sky: ["#141C34", "#23365A", "#3F5A7A"],
    sun: "#F6F1E2",
    glow: "#C9D6E6",
    haze: "#3F5A7A",
    sea: ["#1D3A52", "#0F2438"],
    deep: "#0B1A2A",
    sand: ["#C9C2B0", "#8E897C"],
    shadow: "#08101C",
    foliage: ["#22364A", "#0E1A26"],
    accent: tokens.gold,
    warm: "#F6C76B",
    wood: "#4A3A30",
  },
  // Bali dawn: misty sage and olive, pale gold light from the right.
  bali: {
    sky: ["#C9D3C4", "#E6E2CF", "#F5E8CC"],
    sun: "#FFF6E0",
    glow: "#F3D9A4",
    haze: "#E3E3D2",
    sea: ["#A9B8A6", "#7F947C"],
    sand: ["#B9B08A", "#8F8A64"],
    shadow: "#26301F",
    foliage: ["#8FA27F", tokens.olive],
    terrace: ["#A8B86E", "#7E9550", "#5B7440"],
    water: "#D8E0D0",
    accent: tokens.clay,
    warm: tokens.gold,
    stone: "#6F6A5C",
  },
  // Morocco dusk: apricot dunes, plaster arches, brass lanterns.
  morocco: {
    sky: ["#8E6F7C", "#D79C7A", "#F1C493"],
    sun: "#FFE7C0",
    glow: "#F2B27A",
    haze: "#E9B78F",
    dune: ["#E3A572", "#C47A4C", "#8E4E33"],
    wall: ["#D9B58F", "#B98A66"],
    shadow: "#3B2320",
    foliage: ["#7D7A52", "#3E3B26"],
    accent: tokens.clay,
    warm: "#F6C76B",
    brass: "#C4923F",
  },
  // Morocco after dark: indigo sky, a rose band where the sun went down, moonlit dunes, warm camp.
  moroccoNight: {
    sky: ["#232846", "#4A4566", "#B9857A"],
    sun: "#F4EBD6",
    glow: "#F0B46E",
    haze: "#7E6F86",
    dune: ["#9C7A78", "#6E5260", "#3A2C3A"],
    shadow: "#1E1824",
    accent: tokens.clay,
    warm: "#F6C76B",
    brass: "#C4923F",
  },
  // Interiors: linen, clay and sage under soft window light.
  interior: {
    wall: [tokens.linen, "#E6DACA"],
    floor: ["#C9B296", "#A88E70"],
    shadow: "#5A4A3E",
    window: ["#F6E6C8", "#EAD2A2"],
    view: ["#8A9A72", "#5F6F52"],
    linen: tokens.sand,
    wood: "#8C6446",
    accent: tokens.clay,
    sage: tokens.sage,
    warm: tokens.gold,
    ink: tokens.ink,
  },
  interiorLagoon: {
    wall: ["#F4F1EA", "#E4E0D6"],
    floor: ["#D8CDBB", "#B9AA92"],
    shadow: "#4C5A5A",
    window: ["#CFE8E6", "#8CCBC6"],
    view: ["#7FCFC8", tokens.lagoon],
    linen: "#FFFFFF",
    wood: "#A07A58",
    accent: tokens.lagoon,
    sage: "#7FA08E",
    warm: tokens.gold,
    ink: tokens.ink,
  },
};

export function getPalette(name) {
  const p = palettes[name];
  if (!p) throw new Error(`Unknown palette "${name}" (known: ${Object.keys(palettes).join(", ")})`);
  return p;
}
