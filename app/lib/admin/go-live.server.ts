import fs from "node:fs";
import path from "node:path";
import { defaultSite, type Site } from "~/content/site";
import { getSite } from "~/content/site.server";
import { today as clockToday } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { listEditions } from "~/lib/editions/editions.server";
import { editionStatus } from "~/lib/editions/status";
import { getEnv, type Env } from "~/lib/env.server.mjs";
import { log } from "~/lib/log.server";
import { listSlots } from "~/lib/photos/slots.server";

/**
 * The going-live checklist (docs/operations.md "Going live"): what a fresh install still shows
 * or lacks that a real business cannot go live with. Each item says what is wrong and what to
 * do; an item that is done is not listed. The owner sees it in the admin while any is open.
 */
interface GoLiveItem {
  id: "sample-details" | "site-url" | "payment-links" | "mail" | "pictures" | "backups";
  title: string;
  details: string[];
  fix: string;
}

/** The site facts still at their fictional default, each with the setting that replaces it. */
const SAMPLE_FIELDS: { label: string; key: string; read: (s: Site) => string }[] = [
  { label: "E-mail", key: "SITE_EMAIL", read: (s) => s.email },
  { label: "Phone", key: "SITE_PHONE_DISPLAY and SITE_PHONE_DIGITS", read: (s) => s.phoneDisplay },
  { label: "WhatsApp number", key: "SITE_WHATSAPP_DIGITS", read: (s) => s.whatsappDigits },
  { label: "Instagram", key: "SITE_SOCIAL_URL", read: (s) => s.socialUrl },
  { label: "Company identification number (CIN)", key: "SITE_COMPANY_CIN", read: (s) => s.company.cin },
  { label: "GSTIN", key: "SITE_COMPANY_GSTIN", read: (s) => s.company.gstin },
  { label: "PAN", key: "SITE_COMPANY_PAN", read: (s) => s.company.pan },
  { label: "Registered address", key: "SITE_COMPANY_ADDRESS", read: (s) => s.company.registeredAddress },
];

export function sampleDetails(site: Site) {
  return SAMPLE_FIELDS.filter((f) => f.read(site) === f.read(defaultSite)).map((f) => ({ label: f.label, key: f.key, value: f.read(site) }));
}

/** An https address on a real host: not localhost, a bare IP or a reserved example or local name. */
export function isPublicUrl(url: string | undefined) {
  if (!url) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" && hostname.includes(".") && !/^[\d.]+$|^\[|(^|\.)(localhost|example|test|invalid|local)$/.test(hostname);
  } catch {
    return false;
  }
}

const BACKUP_DAYS = 2;

/** The newest file's time in the backup folder (npm run backup), or null when there is none. */
function newestBackup(env: Env): number | null {
  const dir = env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups");
  try {
    const times = fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).mtimeMs);
    return times.length ? Math.max(...times) : null;
  } catch {
    return null;
  }
}

export async function goLiveChecklist(
  db: Db,
  { env = getEnv(), site = getSite(), today = clockToday(), now = Date.now() }: { env?: Env; site?: Site; today?: string; now?: number } = {},
): Promise<GoLiveItem[]> {
  const items: GoLiveItem[] = [];
  const samples = sampleDetails(site);
  if (samples.length)
    items.push({
      id: "sample-details",
      title: "Sample contact or company details are still shown to visitors",
      details: samples.map((s) => `${s.label}: ${s.value} (set ${s.key})`),
      fix: "Set each in the server's environment and restart: the contact page, the footer, the legal pages and the e-mails then show yours.",
    });
  if (!isPublicUrl(env.SITE_URL))
    items.push({
      id: "site-url",
      title: "The site's public address is not set",
      details: [env.SITE_URL ? `SITE_URL is ${env.SITE_URL}: not a public https address.` : `SITE_URL is not set: links in e-mails and the sitemap point at ${site.url}.`],
      fix: "Set SITE_URL to the address visitors use, such as https://www.yourdomain.in, and restart.",
    });
  const bookable = (await listEditions(db)).filter((e) => editionStatus(e, today) === "open" && !e.paymentUrl);
  if (bookable.length)
    items.push({
      id: "payment-links",
      title: bookable.length === 1 ? "A bookable edition has no payment link" : `${bookable.length} bookable editions have no payment link`,
      details: bookable.map((e) => `${e.slug}: Book Now cannot take a deposit`),
      fix: "Add the payment page on each edition's page under Retreats.",
    });
  const mail = [
    env.SMTP_URL ? null : "SMTP_URL is not set: e-mails are written as files in the outbox folder, and nobody receives them.",
    env.DKIM_DOMAIN && (env.DKIM_PRIVATE_KEY || env.DKIM_PRIVATE_KEY_FILE) ? null : "DKIM is not set: e-mails are not signed, so more of them land in spam.",
  ].filter((line): line is string => line !== null);
  if (mail.length)
    items.push({ id: "mail", title: "E-mail is not fully set up", details: mail, fix: "Set SMTP_URL and the DKIM settings as docs/mail.md describes, and restart." });
  const slots = listSlots();
  // Only which slots have one: the checklist runs on every owner page, the photographs stay unread.
  const own = new Set((await db.selectFrom("photos").select("image_id").execute()).map((p) => p.image_id));
  const generated = slots.filter((s) => !own.has(s.id)).length;
  if (generated > 0)
    items.push({
      id: "pictures",
      title: `${generated} of ${slots.length} pictures are still the generated ones`,
      details: ["Visitors see illustrations made for the demo, not your retreats."],
      fix: "Upload your own photographs under Photos, slot by slot.",
    });
  const backup = newestBackup(env);
  if (backup === null || now - backup > BACKUP_DAYS * 86_400_000)
    items.push({
      id: "backups",
      title: backup === null ? "No backup has been made" : `No backup in the last ${BACKUP_DAYS} days`,
      details: ["The leads, the team and your photographs live in the database alone."],
      fix: "Run npm run backup daily from cron and copy the file off the machine (docs/operations.md).",
    });
  return items;
}

/**
 * At start: a production server on a public address that still shows sample contact or company
 * details says so in its log, naming the settings, so the operator learns of it before a guest.
 */
export function warnIfSampleDetailsLive(env: Env = getEnv(), site: Site = getSite()) {
  if (env.NODE_ENV !== "production" || !isPublicUrl(env.SITE_URL)) return false;
  const samples = sampleDetails(site);
  if (!samples.length) return false;
  log.warn("the live site still shows sample contact or company details: set them before guests see them", { settings: samples.map((s) => s.key) });
  return true;
}
