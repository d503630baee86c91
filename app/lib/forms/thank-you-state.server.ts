import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { getDb, type Db } from "~/lib/db/db.server";
import { getFormCookieSecrets } from "./secret.server";
import { log } from "~/lib/log.server";

/**
 * State that SPEC §4 carries in navigation state (thank-you message, brochure link) must also
 * reach the thank-you pages when JavaScript is off: the form action sets a short-lived signed
 * flash cookie and the thank-you loaders read it here, once (reading clears it).
 * Signed, so a forged cookie cannot put another link behind the brochure button.
 */
export interface ThankYouState {
  message?: string;
  subtitle?: string;
}
export interface BrochureThankYouState {
  brochureUrl?: string;
  retreatName?: string;
}

// Same-site paths or https links only: never javascript: or protocol-relative URLs.
const safeUrl = z.string().max(500).regex(/^(\/(?!\/)|https:\/\/)/);
const FlashSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("thank-you"), state: z.object({ message: z.string().max(300), subtitle: z.string().max(300) }) }),
  z.object({ kind: z.literal("brochure"), state: z.object({ brochureUrl: safeUrl, retreatName: z.string().max(200) }) }),
]);
export type Flash = z.infer<typeof FlashSchema>;

const FLASH_NAME = "retreatly_thanks";
const cookieCache = new Map<string, Cookie>();

async function flashCookieWithId(db?: Db): Promise<{ cookie: Cookie; id: string }> {
  const secrets = await getFormCookieSecrets(db ?? getDb);
  const id = secrets.join(",");
  let cookie = cookieCache.get(id);
  if (!cookie) {
    cookie = createCookie(FLASH_NAME, { path: "/thank-you", httpOnly: true, sameSite: "lax", maxAge: 120, secrets });
    cookieCache.set(id, cookie);
  }
  return { cookie, id };
}

async function flashCookie(db?: Db): Promise<Cookie> {
  return (await flashCookieWithId(db)).cookie;
}

/**
 * Set-Cookie values already signed. A flash carries no per-visitor data (the retreat's name and
 * brochure link, or a fixed message) and the header has no date in it (Max-Age, not Expires), so
 * the same flash under the same key and scheme always serializes to the same header: signing it
 * again (an HMAC through WebCrypto) for every sign-up was wasted work. Bounded: flashes come from
 * site data, a handful per site, but nothing here may grow without end.
 */
const serializedCache = new Map<string, string>();
const SERIALIZED_MAX = 256;

/** Set-Cookie value carrying the thank-you state through a no-JavaScript redirect. */
export async function commitFlash(flash: Flash, { request, db }: { request: Request; db?: Db }) {
  const secure = request.url.startsWith("https:");
  const { cookie, id } = await flashCookieWithId(db);
  const key = `${id}\n${secure}\n${JSON.stringify(flash)}`;
  let header = serializedCache.get(key);
  if (header === undefined) {
    header = await cookie.serialize(flash, { secure });
    if (serializedCache.size >= SERIALIZED_MAX) serializedCache.clear();
    serializedCache.set(key, header);
  }
  return header;
}

async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get("cookie");
  // No cookie, no database: the thank-you pages stay independent of storage when JS is on.
  if (!header || !header.includes(`${FLASH_NAME}=`)) return { flash: null, headers };
  try {
    const cookie = await flashCookie();
    const parsed = FlashSchema.safeParse(await cookie.parse(header));
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0, expires: new Date(0) }));
    return { flash: parsed.success ? parsed.data : null, headers };
  } catch (error) {
    log.error("thank-you flash unreadable", { error: (error as Error).name }, request);
    return { flash: null, headers };
  }
}

export async function readThankYouState(request: Request): Promise<{ state: ThankYouState | null; headers: Headers }> {
  const { flash, headers } = await readFlash(request);
  return { state: flash?.kind === "thank-you" ? flash.state : null, headers };
}

export async function readBrochureThankYouState(
  request: Request,
): Promise<{ state: BrochureThankYouState | null; headers: Headers }> {
  const { flash, headers } = await readFlash(request);
  return { state: flash?.kind === "brochure" ? flash.state : null, headers };
}
