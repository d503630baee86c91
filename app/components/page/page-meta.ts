import type { MetaDescriptor } from "react-router";
import type { SeoContent } from "~/content/pages/types";
import { findImage } from "~/lib/images";
import { pageMeta } from "~/lib/meta";

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** The site origin in force, from the root loader (env may override the default). */
function originFrom(matches: readonly MatchLike[]): string | undefined {
  return (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url;
}

/** pageMeta for an inner page: its SEO copy, canonical path and the hero image as the social card. */
export function innerPageMeta(
  matches: readonly MatchLike[],
  input: { seo: SeoContent; path: string; imageId?: string; noindex?: boolean; jsonLd?: object | object[] },
): MetaDescriptor[] {
  const image = input.imageId ? findImage(matches, input.imageId) : undefined;
  return pageMeta({
    title: input.seo.title,
    description: input.seo.description,
    path: input.path,
    origin: originFrom(matches),
    image: image?.og,
    imageAlt: image?.alt,
    noindex: input.noindex,
    jsonLd: input.jsonLd,
  });
}
