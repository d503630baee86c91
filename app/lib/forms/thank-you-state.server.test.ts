import { createCookie } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "~/lib/db/db.server";
import { refreshEnv } from "~/lib/env.server.mjs";
import { commitFlash, readBrochureThankYouState, readThankYouState, type Flash } from "./thank-you-state.server";

// FORM_COOKIE_SECRET set: the key never comes from the database here.
const db = {} as Db;
const brochure: Flash = { kind: "brochure", state: { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Ānanda 🌅" } };
const original = process.env.FORM_COOKIE_SECRET;
afterEach(() => {
  process.env.FORM_COOKIE_SECRET = original;
  refreshEnv();
});

const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;

describe("thank-you flash cookie", () => {
  it("is exactly what React Router's signed cookie serializes, also when it comes from the cache", async () => {
    process.env.FORM_COOKIE_SECRET = "flash-test-secret";
    refreshEnv();
    const reference = createCookie("retreatly_thanks", { path: "/thank-you", httpOnly: true, sameSite: "lax", maxAge: 120, secrets: ["flash-test-secret"] });
    const first = await commitFlash(brochure, { request: new Request("http://localhost/retreats/goa-2025"), db });
    const again = await commitFlash(structuredClone(brochure), { request: new Request("http://localhost/retreats/goa-2025"), db });
    expect(first).toBe(await reference.serialize(brochure, { secure: false }));
    expect(again).toBe(first);
    expect(first).toMatch(/Max-Age=120/);
    expect(first).not.toMatch(/Expires=/i);
    const { state } = await readBrochureThankYouState(new Request("http://localhost/thank-you/brochure", { headers: { cookie: cookieHeader(again) } }));
    expect(state).toEqual(brochure.state);
  });

  it("keeps flashes, schemes and keys apart", async () => {
    process.env.FORM_COOKIE_SECRET = "flash-test-secret";
    refreshEnv();
    const http = await commitFlash(brochure, { request: new Request("http://localhost/x"), db });
    const https = await commitFlash(brochure, { request: new Request("https://localhost/x"), db });
    expect(https).toMatch(/; Secure/);
    expect(http).not.toMatch(/Secure/);
    const other = await commitFlash({ kind: "brochure", state: { brochureUrl: "/brochures/bali-2026.pdf", retreatName: "Bali" } }, { request: new Request("http://localhost/x"), db });
    expect(cookieHeader(other)).not.toBe(cookieHeader(http));
    const thanks = await commitFlash({ kind: "thank-you", state: { message: "Shukran", subtitle: "See you" } }, { request: new Request("http://localhost/x"), db });
    expect((await readThankYouState(new Request("http://localhost/thank-you", { headers: { cookie: cookieHeader(thanks) } }))).state).toEqual({ message: "Shukran", subtitle: "See you" });

    // A rotated key signs anew: a header cached under the old key is not handed out.
    process.env.FORM_COOKIE_SECRET = "rotated-secret,flash-test-secret";
    refreshEnv();
    const rotated = await commitFlash(brochure, { request: new Request("http://localhost/x"), db });
    expect(cookieHeader(rotated)).not.toBe(cookieHeader(http));
    process.env.FORM_COOKIE_SECRET = "unrelated-secret";
    refreshEnv();
    expect((await readBrochureThankYouState(new Request("http://localhost/thank-you/brochure", { headers: { cookie: cookieHeader(rotated) } }))).state).toBeNull();
  });
});
