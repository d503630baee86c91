/**
 * Shapes of the inner pages' content. Text may carry inline links written as [label](href);
 * components/page/rich-text.tsx turns them into real links (internal ones through the router).
 */

/** Icon names the page components know how to draw (drawn from lib/icons/content-icons.server.ts). */
export type IconName =
  | "users"
  | "gem"
  | "compass"
  | "heart-handshake"
  | "leaf"
  | "sun"
  | "map"
  | "sparkles"
  | "calendar"
  | "megaphone"
  | "shield"
  | "hand-heart"
  | "mountain"
  | "camera"
  | "waves"
  | "clipboard";

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Quote {
  text: string;
  attribution: string;
  role?: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  intro: string;
  imageId: string;
}

export interface SeoContent {
  title: string;
  description: string;
}

export type Block =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "dl"; items: { term: string; detail: string }[] };

export interface DocSection {
  /** Anchor id for the table of contents. */
  id: string;
  heading: string;
  blocks: Block[];
}

export const LEGAL_SLUGS = ["terms", "refunds", "privacy", "delivery", "legal"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LegalDocument {
  slug: LegalSlug;
  /** Short label used in the legal navigation, e.g. "Refunds". */
  navLabel: string;
  title: string;
  description: string;
  /** ISO date, shown as "1 January 2025". */
  lastUpdated: string;
  /** One or two sentences above the table of contents. */
  summary: string;
  sections: DocSection[];
}

export interface FaqItem {
  question: string;
  /** Plain text with optional [label](href) links; the JSON-LD strips the link syntax. */
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}
