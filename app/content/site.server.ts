import { getEnv, parseEnv } from "~/lib/env.server.mjs";
import { defaultSite, type Site } from "./site";
import { SiteSchema } from "./site-schema";

/**
 * The site facts in force: the fictional defaults, overridden by SITE_* environment
 * variables. Validated once; a bad value stops the server at start with a clear message.
 */
const overrides: Partial<Record<keyof ReturnType<typeof getEnv>, (site: Site, value: string) => void>> = {
  SITE_URL: (s, v) => (s.url = v.replace(/\/$/, "")),
  SITE_NAME: (s, v) => (s.name = v),
  SITE_EMAIL: (s, v) => (s.email = v),
  SITE_PHONE_DISPLAY: (s, v) => (s.phoneDisplay = v),
  SITE_PHONE_DIGITS: (s, v) => (s.phoneDigits = v),
  SITE_WHATSAPP_DIGITS: (s, v) => (s.whatsappDigits = v),
  SITE_SOCIAL_URL: (s, v) => (s.socialUrl = v),
  SITE_COMPANY_NAME: (s, v) => (s.company.legalName = v),
  SITE_COMPANY_CIN: (s, v) => (s.company.cin = v),
  SITE_COMPANY_GSTIN: (s, v) => (s.company.gstin = v),
  SITE_COMPANY_PAN: (s, v) => (s.company.pan = v),
  SITE_COMPANY_ADDRESS: (s, v) => (s.company.registeredAddress = v),
};

/** Tests pass their own environment as `source`. */
export function loadSite(source?: NodeJS.ProcessEnv): Site {
  const env = source ? parseEnv(source) : getEnv();
  const site: Site = structuredClone(defaultSite);
  // Without SITE_URL, links in e-mails, canonical URLs and the sitemap point at this server on
  // this machine: its PORT, not always 3000 (a server started with PORT=8080 would otherwise
  // send confirmation links nobody can open). A public site sets SITE_URL.
  // The server listens on the same env.PORT, so the two always agree on the port (0: any free one).
  if (env.PORT) site.url = `http://localhost:${env.PORT}`;
  for (const [key, apply] of Object.entries(overrides)) {
    const value = env[key as keyof typeof env];
    if (typeof value === "string") apply!(site, value);
  }
  const parsed = SiteSchema.safeParse(site);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid SITE_* configuration: ${detail}`);
  }
  return parsed.data;
}

let cached: Site | undefined;
export function getSite(): Site {
  return (cached ??= loadSite());
}
