/**
 * Lays a BrochureContent out as an A4 brochure with pdfkit, in the site's style (DESIGN.md):
 * sand pages, ink text, clay and gold accents, Fraunces headlines over DM Sans text, generous
 * margins, and an olive back cover with the booking details.
 *
 * Pages: cover; the retreat and its highlights; the days; your stay and what is included; the
 * price and booking terms; how to book (back cover). Any part that runs long flows onto a new
 * page of the same style, so longer retreat data never overprints.
 *
 * Coordinates are managed here (page margins are zero, so pdfkit never breaks a page itself).
 */
import PDFDocument from "pdfkit";
import type { BrochureContent } from "./content";
import { registerBrochureFonts, splitRuns, type BrochureFonts } from "./fonts.server";
import type { BrochureImage } from "./images.server";

const COLORS = {
  sand: "#FAF6F0",
  linen: "#F1E9DD",
  ink: "#2B2623",
  /** Secondary text: still well above 4.5:1 on sand. */
  muted: "#5E5650",
  clay: "#A94F34",
  sage: "#5F6F52",
  olive: "#343D2E",
  gold: "#B88A3E",
} as const;

const W = 595.28;
const H = 841.89;
const M = 62; // side margin
const TOP = 76;
const BOTTOM = H - 86; // content stops here; the footer sits below
const CW = W - 2 * M;

type Role = "display" | "displayItalic" | "text" | "textStrong";

interface TextOptions {
  role: Role;
  size: number;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center";
  lineGap?: number;
  characterSpacing?: number;
  link?: string;
}

interface BrochureImages {
  hero?: BrochureImage | null;
  gallery: (BrochureImage | null)[];
}

type PageKind = "cover" | "content" | "back";

class Brochure {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: BrochureFonts;
  y = TOP;
  private kinds: PageKind[] = [];
  private glyphCheck = new Map<string, (cp: number) => boolean>();

  constructor(private c: BrochureContent) {
    this.doc = new PDFDocument({
      size: "A4",
      autoFirstPage: false,
      bufferPages: true,
      margin: 0,
      info: { Title: `${c.title}, ${c.dates}`, Author: c.brand, Subject: `${c.brand} retreat brochure: ${c.title}` },
      pdfVersion: "1.7",
      lang: "en-IN",
      displayTitle: true,
    });
    this.fonts = registerBrochureFonts(this.doc);
  }

  // ---- pages -------------------------------------------------------------------------------

  page(kind: PageKind) {
    this.doc.addPage({ size: "A4", margin: 0 });
    this.kinds.push(kind);
    this.doc.rect(0, 0, W, H).fill(kind === "back" ? COLORS.olive : COLORS.sand);
    this.y = TOP;
  }

  /** Starts a new content page when `height` does not fit below the cursor. */
  ensure(height: number) {
    if (this.y + height > BOTTOM) this.page("content");
  }

  get remaining() {
    return BOTTOM - this.y;
  }

  footers() {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      if (this.kinds[i] !== "content") continue;
      this.doc.switchToPage(i);
      const y = H - 54;
      this.doc.moveTo(M, y).lineTo(W - M, y).lineWidth(0.5).strokeColor(COLORS.gold).stroke();
      this.write(`${this.c.brand.toUpperCase()}   ·   ${this.c.title}`, M, y + 12, {
        role: "textStrong",
        size: 7,
        color: COLORS.muted,
        characterSpacing: 0.6,
        width: CW - 60,
      });
      this.write(String(i + 1), W - M - 60, y + 9, { role: "display", size: 10, color: COLORS.clay, width: 60, align: "right" });
    }
  }

  // ---- text --------------------------------------------------------------------------------

  private main(role: Role) {
    return this.fonts[role];
  }
  private ext(role: Role) {
    return role === "display" || role === "displayItalic" ? this.fonts.displayExt : this.fonts.textExt;
  }

  /** True when the role's main font lacks the character (the rupee sign lives in latin-ext). */
  private needsExt(role: Role): (cp: number) => boolean {
    let check = this.glyphCheck.get(role);
    if (!check) {
      this.doc.font(this.main(role));
      const font = (this.doc as unknown as { _font: { font?: { hasGlyphForCodePoint?(cp: number): boolean } } })._font.font;
      check = this.fonts.embedded && font?.hasGlyphForCodePoint ? (cp) => cp > 0x7e && !font.hasGlyphForCodePoint!(cp) : () => false;
      this.glyphCheck.set(role, check);
    }
    return check;
  }

  /** The standard PDF fonts cannot draw the rupee sign: spell it out there. */
  private clean(text: string) {
    return this.fonts.embedded ? text : text.replace(/₹/g, "Rs ").replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
  }

  private opts(o: TextOptions, width: number): PDFKit.Mixins.TextOptions {
    return {
      width,
      align: o.align ?? "left",
      lineGap: o.lineGap ?? 0,
      characterSpacing: o.characterSpacing ?? 0,
      link: o.link,
    };
  }

  measure(text: string, o: TextOptions & { width: number }) {
    this.doc.font(this.main(o.role)).fontSize(o.size);
    return this.doc.heightOfString(this.clean(text), this.opts(o, o.width));
  }

  /** Draws text at (x, y), switching to the latin-ext face for runs the main face lacks. Returns its height. */
  write(text: string, x: number, y: number, o: TextOptions) {
    const width = o.width ?? CW;
    const clean = this.clean(text);
    const height = this.measure(clean, { ...o, width });
    const runs = splitRuns(clean, this.needsExt(o.role));
    this.doc.fillColor(o.color ?? COLORS.ink).fontSize(o.size);
    runs.forEach((run, i) => {
      this.doc.font(run.ext ? this.ext(o.role) : this.main(o.role));
      const continued = i < runs.length - 1;
      if (i === 0) this.doc.text(run.text, x, y, { ...this.opts(o, width), continued });
      else this.doc.text(run.text, { ...this.opts(o, width), continued });
    });
    return height;
  }

  /** Writes at the cursor (left margin unless `x`), then moves the cursor below, plus `after`. */
  flow(text: string, o: TextOptions & { x?: number; after?: number }) {
    const width = o.width ?? CW - ((o.x ?? M) - M);
    const h = this.measure(text, { ...o, width });
    this.ensure(h);
    this.write(text, o.x ?? M, this.y, { ...o, width });
    this.y += h + (o.after ?? 0);
    return h;
  }

  eyebrow(text: string, color: string = COLORS.clay, x = M, y = this.y, width = CW) {
    return this.write(text.toUpperCase(), x, y, { role: "textStrong", size: 8, color, characterSpacing: 1.8, width });
  }

  /** An eyebrow and a headline, kept together with at least `keep` points of what follows. */
  heading(eyebrow: string, title: string, { size = 28, keep = 120 } = {}) {
    const h = 20 + this.measure(title, { role: "display", size, width: CW, lineGap: 2 });
    this.ensure(h + keep);
    this.eyebrow(eyebrow);
    this.y += 18;
    this.y += this.write(title, M, this.y, { role: "display", size, lineGap: 2 }) + 14;
  }

  rule(color: string = COLORS.gold, x1 = M, x2 = W - M, y = this.y, width = 0.6) {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  dot(x: number, y: number, color: string = COLORS.gold, r = 1.8) {
    this.doc.circle(x, y, r).fill(color);
  }

  // ---- images ------------------------------------------------------------------------------

  /** Places an image to fill (and be clipped to) the box; a linen panel when there is none. */
  picture(img: BrochureImage | null | undefined, x: number, y: number, w: number, h: number) {
    const doc = this.doc;
    doc.save();
    doc.rect(x, y, w, h).clip();
    if (img) {
      const scale = Math.max(w / img.width, h / img.height);
      const iw = img.width * scale;
      const ih = img.height * scale;
      doc.image(img.data, x + (w - iw) / 2, y + (h - ih) / 2, { width: iw, height: ih });
    } else {
      // A quiet placeholder in the site's colours: linen, a low sun and a horizon.
      doc.rect(x, y, w, h).fill(COLORS.linen);
      doc.circle(x + w * 0.66, y + h * 0.52, Math.min(w, h) * 0.16).fillOpacity(0.55).fill(COLORS.gold).fillOpacity(1);
      doc.rect(x, y + h * 0.68, w, h * 0.32).fillOpacity(0.18).fill(COLORS.sage).fillOpacity(1);
    }
    doc.restore();
  }
}

function dayNumber(label: string): { prefix: string; number: string } | null {
  const m = /^(.*?)\s*(\d+)$/.exec(label.trim());
  return m ? { prefix: m[1]!, number: m[2]!.padStart(2, "0") } : null;
}

// ---- the pages ---------------------------------------------------------------------------

function cover(b: Brochure, c: BrochureContent, hero: BrochureImage | null | undefined) {
  b.page("cover");
  const imageH = Math.round(H * 0.6);
  b.picture(hero, 0, 0, W, imageH);
  // A gold hairline where the picture meets the sand, like a mount.
  b.rule(COLORS.gold, 0, W, imageH, 1.2);

  let y = imageH + 40;
  b.eyebrow(`${c.dates}   ·   ${c.place}`, COLORS.clay, M, y);
  y += 24;
  y += b.write(c.title, M, y, { role: "display", size: 38, lineGap: 0, width: CW }) + 12;
  b.write(c.subtitle, M, y, { role: "displayItalic", size: 13.5, color: COLORS.muted, lineGap: 3, width: CW * 0.86 });

  const base = H - 62;
  b.rule(COLORS.gold, M, W - M, base - 16, 0.6);
  b.write(c.brand.toUpperCase(), M, base - 4, { role: "textStrong", size: 9, characterSpacing: 3.2, color: COLORS.ink, width: 200 });
  b.write("Retreat brochure", W - M - 200, base - 5, { role: "displayItalic", size: 10.5, color: COLORS.clay, width: 200, align: "right" });
}

/** Returns whether the filler picture was used. */
function retreatPage(b: Brochure, c: BrochureContent, filler: BrochureImage | null | undefined): boolean {
  b.page("content");
  b.heading("The retreat", c.intro.title);
  c.intro.paragraphs.forEach((p, i) =>
    b.flow(p, { role: i === 0 ? "display" : "text", size: i === 0 ? 14 : 10.5, lineGap: i === 0 ? 4 : 3.5, color: i === 0 ? COLORS.ink : COLORS.muted, after: 10 }),
  );

  // Key facts on a linen band: the page's "facts", or the dates and place when there are none.
  const facts = c.intro.facts.length ? c.intro.facts : [
    { label: "Dates", value: c.dates },
    { label: "Where", value: c.place },
  ];
  const colW = CW / facts.length;
  const valueSize = facts.length > 3 ? 11.5 : 13;
  const bandH = 42 + Math.max(...facts.map((f) => b.measure(f.value, { role: "display", size: valueSize, width: colW - 24 })));
  b.y += 8;
  b.ensure(bandH + 20);
  b.doc.rect(M, b.y, CW, bandH).fill(COLORS.linen);
  facts.forEach((f, i) => {
    const x = M + i * colW + 16;
    b.eyebrow(f.label, COLORS.clay, x, b.y + 13, colW - 24);
    b.write(f.value, x, b.y + 28, { role: "display", size: valueSize, width: colW - 24 });
  });
  b.y += bandH + 34;

  if (!c.glance.cards.length) return fill(b, filler);
  b.heading("At a glance", c.glance.title, { size: 21, keep: 80 });
  if (c.glance.intro) b.flow(c.glance.intro, { role: "displayItalic", size: 11.5, color: COLORS.muted, lineGap: 2, after: 12 });
  b.y += 4;
  // Three columns once there are more than four cards, so nine still fit the page.
  const cols = c.glance.cards.length > 4 ? 3 : 2;
  const gap = cols === 3 ? 20 : 26;
  const cardW = (CW - gap * (cols - 1)) / cols;
  for (let i = 0; i < c.glance.cards.length; i += cols) {
    const row = c.glance.cards.slice(i, i + cols);
    const heights = row.map((card) => 14 + b.measure(card.title, { role: "textStrong", size: 10.5, width: cardW }) + 4 + b.measure(card.text, { role: "text", size: 9.5, width: cardW, lineGap: 2.5 }));
    const rowH = Math.max(...heights);
    b.ensure(rowH + 14);
    row.forEach((card, j) => {
      const x = M + j * (cardW + gap);
      b.rule(COLORS.clay, x, x + 22, b.y, 1.2);
      const th = b.write(card.title, x, b.y + 10, { role: "textStrong", size: 10.5, width: cardW });
      b.write(card.text, x, b.y + 14 + th, { role: "text", size: 9.5, color: COLORS.muted, width: cardW, lineGap: 2.5 });
    });
    b.y += rowH + 16;
  }
  return fill(b, filler);
}

/** What room is left at the foot of a page holds a picture rather than staying empty. */
function fill(b: Brochure, img: BrochureImage | null | undefined): boolean {
  if (!img || b.remaining < 130) return false;
  const h = Math.min(b.remaining - 4, 240);
  b.picture(img, M, b.y + 4, CW, h - 4);
  b.y += h;
  return true;
}

function itineraryPage(b: Brochure, c: BrochureContent, strip: BrochureImage | null | undefined) {
  b.page("content");
  b.heading("Itinerary", c.itinerary.title);
  if (c.itinerary.intro) b.flow(c.itinerary.intro, { role: "displayItalic", size: 12, color: COLORS.muted, lineGap: 2, after: 16 });

  const labelW = 86;
  const x = M + labelW;
  const w = CW - labelW;
  c.itinerary.days.forEach((day, i) => {
    const titleH = b.measure(day.title, { role: "display", size: 17, width: w });
    const itemsH = day.items.map((it) => b.measure(it, { role: "text", size: 9.8, width: w - 14, lineGap: 1.5 }) + 4);
    const h = Math.max(52, titleH + 6 + itemsH.reduce((a, v) => a + v, 0));
    b.ensure(h);
    if (i > 0) {
      b.rule(COLORS.gold, M, W - M, b.y - 10, 0.4);
    }
    const top = b.y;
    const num = dayNumber(day.label);
    if (num) {
      b.eyebrow(num.prefix || day.label, COLORS.clay, M, top + 2, labelW - 10);
      b.write(num.number, M, top + 14, { role: "display", size: 30, color: COLORS.clay, width: labelW - 10 });
    } else b.eyebrow(day.label, COLORS.clay, M, top + 2, labelW - 10);
    let y = top + b.write(day.title, x, top, { role: "display", size: 17, width: w }) + 6;
    day.items.forEach((item, k) => {
      b.dot(x + 3, y + 5.5);
      b.write(item, x + 14, y, { role: "text", size: 9.8, color: COLORS.ink, width: w - 14, lineGap: 1.5 });
      y += itemsH[k]!;
    });
    b.y = top + h + 20;
  });

  fill(b, strip);
}

const INCLUSIONS_TITLE = "What your retreat holds";

function inclusionsLayout(b: Brochure, c: BrochureContent) {
  const gap = 30;
  const colW = (CW - gap) / 2;
  const lists = [
    { title: "What's included", items: c.inclusions.included, mark: "check" as const },
    { title: "Not included", items: c.inclusions.excluded, mark: "dash" as const },
  ];
  const itemH = (text: string) => b.measure(text, { role: "text", size: 9.5, width: colW - 16, lineGap: 1.5 }) + 5;
  const listH = Math.max(...lists.map((l) => 26 + l.items.reduce((a, t) => a + itemH(t), 0)));
  return { gap, colW, lists, itemH, listH };
}

/** The inclusions block with its heading (see Brochure.heading), to plan the page above it. */
function inclusionsHeight(b: Brochure, c: BrochureContent) {
  return 20 + b.measure(INCLUSIONS_TITLE, { role: "display", size: 19, width: CW, lineGap: 2 }) + 14 + inclusionsLayout(b, c).listH + 10;
}

function stayPage(b: Brochure, c: BrochureContent, gallery: (BrochureImage | null)[]) {
  b.page("content");
  if (c.stay) {
    b.heading("Where you will rest", c.stay.title, { keep: 240 });
    if (c.stay.intro) b.flow(c.stay.intro, { role: "displayItalic", size: 12, color: COLORS.muted, lineGap: 2, after: 16 });
    const pics = gallery.slice(0, 3);
    const gap = 10;
    const smallW = (CW - gap) / 2;
    const smallH = 104;
    // The large picture gives way so the inclusions below still fit on this page.
    const room = BOTTOM - b.y - gap - smallH - 30 - inclusionsHeight(b, c);
    const bigH = room >= 130 ? Math.min(room, 210) : 180;
    b.ensure(bigH + gap + smallH);
    b.picture(pics[0], M, b.y, CW, bigH);
    b.picture(pics[1], M, b.y + bigH + gap, smallW, smallH);
    b.picture(pics[2], M + smallW + gap, b.y + bigH + gap, smallW, smallH);
    b.y += bigH + gap + smallH + 30;
  }

  // What is included and what is not, side by side.
  const { gap, colW, lists, itemH, listH } = inclusionsLayout(b, c);
  b.heading("The details", INCLUSIONS_TITLE, { size: 19, keep: listH });
  if (b.y + listH > BOTTOM) b.page("content");
  const top = b.y;
  lists.forEach((list, i) => {
    const x = M + i * (colW + gap);
    let y = top;
    b.write(list.title, x, y, { role: "displayItalic", size: 14, color: i === 0 ? COLORS.clay : COLORS.muted, width: colW });
    y += 24;
    for (const item of list.items) {
      if (list.mark === "check") {
        b.doc.moveTo(x, y + 6).lineTo(x + 3, y + 9).lineTo(x + 8, y + 2).lineWidth(1.1).strokeColor(COLORS.clay).stroke();
      } else b.rule(COLORS.muted, x + 1, x + 7, y + 6, 0.8);
      b.write(item, x + 16, y, { role: "text", size: 9.5, color: i === 0 ? COLORS.ink : COLORS.muted, width: colW - 16, lineGap: 1.5 });
      y += itemH(item);
    }
  });
  b.y = top + listH + 10;
}

function pricePage(b: Brochure, c: BrochureContent) {
  b.page("content");
  b.heading("Investment", c.price.title, { keep: 200 });

  // The price panel: the amount on the left, what it holds on the right.
  const pad = 24;
  const leftW = 200;
  const rightX = M + pad + leftW + 20;
  const rightW = W - M - pad - rightX;
  const pointsH = c.price.points.reduce((a, p) => a + b.measure(p, { role: "text", size: 10, width: rightW - 14, lineGap: 2 }) + 7, 0);
  const leftH = 22 + 50 + b.measure(c.price.note, { role: "text", size: 10.5, width: leftW }) + (c.price.validity ? 8 + b.measure(c.price.validity, { role: "displayItalic", size: 10.5, width: leftW }) : 0);
  const panelH = Math.max(leftH, pointsH + 22) + 2 * pad;
  b.ensure(panelH);
  const top = b.y;
  b.doc.rect(M, top, CW, panelH).fill(COLORS.linen);
  b.doc.rect(M, top, 3, panelH).fill(COLORS.clay);
  let y = top + pad;
  b.eyebrow(c.price.label, COLORS.clay, M + pad, y, leftW);
  y += 18;
  y += b.write(c.price.amount, M + pad, y, { role: "display", size: 40, width: leftW + 40 }) + 4;
  y += b.write(c.price.note, M + pad, y, { role: "text", size: 10.5, width: leftW, color: COLORS.ink });
  if (c.price.validity) b.write(c.price.validity, M + pad, y + 8, { role: "displayItalic", size: 10.5, color: COLORS.clay, width: leftW });
  let py = top + pad;
  b.eyebrow("Your price holds", COLORS.clay, rightX, py, rightW);
  py += 20;
  for (const p of c.price.points) {
    b.dot(rightX + 3, py + 6);
    py += b.write(p, rightX + 14, py, { role: "text", size: 10, width: rightW - 14, lineGap: 2 }) + 7;
  }
  b.y = top + panelH + 34;

  b.heading("Booking terms", "Deposit, balance and cancellations", { size: 19, keep: 80 });
  b.flow(c.terms.paymentTerms, { role: "text", size: 10.5, lineGap: 3, after: 14 });
  const termW = 168;
  for (const rule of c.terms.rules) {
    const h = Math.max(
      b.measure(rule.term, { role: "textStrong", size: 9.5, width: termW - 12, lineGap: 2 }),
      b.measure(rule.detail, { role: "text", size: 9.5, width: CW - termW, lineGap: 2 }),
    );
    b.ensure(h + 18);
    b.rule(COLORS.gold, M, W - M, b.y, 0.4);
    b.y += 9;
    b.write(rule.term, M, b.y, { role: "textStrong", size: 9.5, width: termW - 12, lineGap: 2 });
    b.write(rule.detail, M + termW, b.y, { role: "text", size: 9.5, color: COLORS.muted, width: CW - termW, lineGap: 2 });
    b.y += h + 9;
  }
  b.rule(COLORS.gold, M, W - M, b.y, 0.4);
  b.y += 12;
  b.flow(`The full refund and cancellation policy: ${c.refundsUrl}`, { role: "displayItalic", size: 10, color: COLORS.muted, link: c.refundsUrl });
}

function backCover(b: Brochure, c: BrochureContent, img: BrochureImage | null | undefined) {
  b.page("back");
  const imageH = 250;
  b.picture(img, 0, 0, W, imageH);
  b.rule(COLORS.gold, 0, W, imageH, 1.2);
  let y = imageH + 44;
  b.eyebrow("How to book", COLORS.linen, M, y);
  y += 20;
  y += b.write("Reserve your place", M, y, { role: "display", size: 30, color: COLORS.sand }) + 12;
  y += b.write(c.booking.intro, M, y, { role: "text", size: 11, color: COLORS.linen, lineGap: 3.5, width: CW * 0.9 }) + 26;

  const rows = [
    { label: "Call", value: c.booking.phone, link: c.booking.phoneLink },
    { label: "WhatsApp", value: c.booking.whatsapp, link: c.booking.whatsappLink },
    { label: "E-mail", value: c.booking.email, link: `mailto:${c.booking.email}` },
    { label: "Online", value: c.booking.url.replace(/^https?:\/\//, ""), link: c.booking.url },
  ];
  const labelW = 100;
  for (const row of rows) {
    b.rule(COLORS.gold, M, W - M, y, 0.5);
    b.eyebrow(row.label, COLORS.linen, M, y + 15, labelW);
    // DM Sans, not Fraunces: in one brochure the Fraunces full stop came out of the PDF's text
    // layer missing (it draws fine), and these are the lines a reader copies.
    b.write(row.value, M + labelW, y + 11, { role: "text", size: 14, color: COLORS.sand, width: CW - labelW, link: row.link });
    y += 40;
  }
  b.rule(COLORS.gold, M, W - M, y, 0.5);
  y += 18;
  y += b.write(`We reply within ${c.booking.responseHours} hours, and we are happy to talk it through before you decide.`, M, y, {
    role: "displayItalic",
    size: 11.5,
    color: COLORS.linen,
    width: CW,
  });

  // A reminder card of what is being booked, and on what terms, where the eye rests last.
  y += 34;
  const pad = 18;
  const noteH = b.measure(c.booking.note, { role: "text", size: 9.5, width: CW - 2 * pad, lineGap: 2.5 });
  const cardH = pad + 16 + 8 + noteH + pad;
  if (y + cardH < H - 90) {
    b.doc.rect(M, y, CW, cardH).lineWidth(0.6).strokeColor(COLORS.gold).stroke();
    b.write(`${c.title}   ·   ${c.dates}`, M + pad, y + pad - 2, { role: "display", size: 13, color: COLORS.sand, width: CW - 2 * pad });
    b.write(c.booking.note, M + pad, y + pad + 22, { role: "text", size: 9.5, color: COLORS.linen, width: CW - 2 * pad, lineGap: 2.5 });
  }

  const base = H - 62;
  b.write(c.brand.toUpperCase(), M, base - 4, { role: "textStrong", size: 9, characterSpacing: 3.2, color: COLORS.sand, width: 200 });
  b.write(c.tagline, W - M - 280, base - 5, { role: "displayItalic", size: 10, color: COLORS.linen, width: 280, align: "right" });
}

/** The finished PDF. Synchronous layout; the images are loaded beforehand. */
export function renderBrochure(c: BrochureContent, images: BrochureImages): Promise<Buffer> {
  const b = new Brochure(c);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    b.doc.on("data", (d: Buffer) => chunks.push(d));
    b.doc.on("end", () => resolve(Buffer.concat(chunks)));
    b.doc.on("error", reject);
  });
  // Gallery pictures 1-3 make the stay page; the rest fill spare room, then the back cover.
  const g = images.gallery;
  const spare = g.slice(3).filter((img): img is BrochureImage => Boolean(img));
  // The back cover keeps the last one; when there is none to spare it repeats the hero.
  const back = spare.length > 1 ? spare.pop() : images.hero;
  cover(b, c, images.hero);
  if (retreatPage(b, c, spare[0])) spare.shift();
  itineraryPage(b, c, spare[0]);
  stayPage(b, c, g);
  pricePage(b, c);
  backCover(b, c, back ?? spare[0]);
  b.footers();
  b.doc.end();
  return done;
}
