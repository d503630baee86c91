import type { MetaDescriptor } from "react-router";
import { defaultSite } from "~/content/site";

/**
 * One helper for every route's meta (STYLE.md §3): title, description, canonical URL, Open Graph
 * and Twitter cards, robots, and optional JSON-LD. Routes pass what their content data says.
 */
export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/retreats/goa-2025". */
  path: string;
  /** Site origin in force (root loader's site.url); defaults to the configured default. */
  origin?: string;
  /** Absolute or root-relative URL of a social preview image (1200x630). */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  jsonLd?: object | object[];
  type?: "website" | "article";
}

/** A page's title as the tab shows it: the site's name after it, unless it names the site already. */
export const tabTitle = (title: string) => (title.includes(defaultSite.name) ? title : `${title} | ${defaultSite.name}`);

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const origin = (input.origin ?? defaultSite.url).replace(/\/$/, "");
  const url = origin + input.path;
  const fullTitle = tabTitle(input.title);
  const image = input.image ? (input.image.startsWith("http") ? input.image : origin + input.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: defaultSite.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: input.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (input.imageAlt) tags.push({ property: "og:image:alt", content: input.imageAlt });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  const ld = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  for (const item of ld) tags.push({ "script:ld+json": item });
  return tags;
}
