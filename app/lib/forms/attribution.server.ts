import { createCookie } from "react-router";
import { z } from "zod";

/**
 * First-touch attribution (issue 4): the UTM tags, referrer and landing page of the first page
 * a visitor viewed, kept in a first-party cookie set by the root loader, so a visitor who lands
 * on the home page with UTM tags and signs up two pages later keeps them. Never overwritten:
 * first touch is what a marketer pays for.
 */
export interface Attribution {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  landing_page: string | null;
}

export const EMPTY_ATTRIBUTION: Attribution = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  referrer: null,
  landing_page: null,
};

const short = z.string().max(200).nullable().catch(null);
const long = z.string().max(500).nullable().catch(null);
const AttributionSchema = z.object({
  utm_source: short,
  utm_medium: short,
  utm_campaign: short,
  referrer: long,
  landing_page: long,
});

const attributionCookie = createCookie("retreatly_attribution", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 90,
});

function clip(value: string | null | undefined, max: number) {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
}

/** The visit's attribution as seen on this request (used only when no cookie exists yet). */
export function attributionFromRequest(request: Request): Attribution {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  let referrer: string | null = null;
  if (referer) {
    try {
      // Our own pages are not a source: only an outside referrer counts.
      if (new URL(referer).host !== url.host) referrer = clip(referer, 500);
    } catch {
      referrer = null;
    }
  }
  return {
    utm_source: clip(url.searchParams.get("utm_source"), 200),
    utm_medium: clip(url.searchParams.get("utm_medium"), 200),
    utm_campaign: clip(url.searchParams.get("utm_campaign"), 200),
    referrer,
    landing_page: clip(url.pathname.replace(/\.data$/, "") + url.search, 500),
  };
}

/** The stored first touch, or null when the visitor has none (or it cannot be read). */
export async function getAttribution(request: Request): Promise<Attribution | null> {
  try {
    const raw = await attributionCookie.parse(request.headers.get("cookie"));
    const parsed = AttributionSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A Set-Cookie header for the first page view, or null when the visitor already has one.
 * Called by the root loader on every document and data request.
 */
export async function firstTouchCookie(request: Request): Promise<string | null> {
  if (request.method !== "GET") return null;
  if (await getAttribution(request)) return null;
  const secure = new URL(request.url).protocol === "https:";
  return attributionCookie.serialize(attributionFromRequest(request), { secure });
}
