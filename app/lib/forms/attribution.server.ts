import { createCookie } from "react-router";
import { z } from "zod";

/**
 * First-touch attribution: the UTM tags, referrer and landing page of the first page
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

/**
 * The cookie is not signed (a visitor may write anything into it), so its values are cleaned
 * where they are read: control and invisible format characters removed, whitespace trimmed,
 * blank as null, each value cut to its length; the referrer must be an http(s) URL and the
 * landing page a path on this site, or they are dropped. They end up in the organiser's e-mail
 * and the CSV export, where a value like " =HYPERLINK(...)" must not arrive as it was sent
 * (the export's formula guard, app/lib/admin/csv.server.ts, is the second line).
 */
function clean(value: string | null | undefined, max: number): string | null {
  const v = value
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/^[\s\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]+|[\s\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]+$/gu, "")
    .slice(0, max);
  return v ? v : null;
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? value : null;
  } catch {
    return null;
  }
}

const sitePath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : null);

const text = (max: number) =>
  z
    .string()
    .nullable()
    .catch(null)
    .transform((v) => clean(v, max));
const AttributionSchema = z.object({
  utm_source: text(200),
  utm_medium: text(200),
  utm_campaign: text(200),
  referrer: text(500).transform(httpUrl),
  landing_page: text(500).transform(sitePath),
});

const attributionCookie = createCookie("retreatly_attribution", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 90,
});


/** The visit's attribution as seen on this request (used only when no cookie exists yet). */
export function attributionFromRequest(request: Request): Attribution {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  let referrer: string | null = null;
  if (referer) {
    try {
      // Our own pages are not a source: only an outside referrer counts.
      if (new URL(referer).host !== url.host) referrer = httpUrl(clean(referer, 500));
    } catch {
      referrer = null;
    }
  }
  return {
    utm_source: clean(url.searchParams.get("utm_source"), 200),
    utm_medium: clean(url.searchParams.get("utm_medium"), 200),
    utm_campaign: clean(url.searchParams.get("utm_campaign"), 200),
    referrer,
    landing_page: sitePath(clean(url.pathname.replace(/\.data$/, "") + url.search, 500)),
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
  // The admin is no visit to attribute, and its addresses may carry a single-use link's token
  // (setup, invitation, reset), which must not be copied into a cookie.
  if (/^\/admin(?:\/|\.data|$)/.test(new URL(request.url).pathname)) return null;
  if (await getAttribution(request)) return null;
  const secure = new URL(request.url).protocol === "https:";
  return attributionCookie.serialize(attributionFromRequest(request), { secure });
}
