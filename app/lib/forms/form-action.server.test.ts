import type { Db } from "~/lib/db/db.server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { firstTouchCookie } from "./attribution.server";
import type { FormConfig } from "./config.server";
import { PRIVACY_NOTICE_VERSION } from "./consent";
import { handleFormPost } from "./form-action.server";
import { requestRetreatName } from "~/lib/leads/request-retreat.server";
import { retreatNames } from "~/lib/retreats/retreats.server";
import { signStartedAt } from "./started.server";
import { MOROCCO_THANK_YOU, TOASTS, waitlistConfirmation } from "./messages";
import type { FormReply } from "./reply";
import { readBrochureThankYouState, readThankYouState } from "./thank-you-state.server";
import { refreshEnv } from "~/lib/env.server.mjs";
import { messageBodies } from "~/lib/mail/stored-message.server";

// The flash cookie's key comes from here instead of app_settings, so no global database is opened.
const SECRET = "test-secret-for-flash-cookies";
process.env.FORM_COOKIE_SECRET = SECRET;
refreshEnv();

const NOW = Date.parse("2026-03-01T10:00:00.000Z");
const CONFIG: FormConfig = { ratePerMinute: 1000, minFillMs: 2500, maxBodyBytes: 16 * 1024, duplicateWindowMs: 60_000 };

interface Outcome {
  status: number;
  headers: Headers;
  reply?: FormReply;
  location?: string | null;
}

async function outcome(result: unknown): Promise<Outcome> {
  if (result instanceof Response) return { status: result.status, headers: result.headers, location: result.headers.get("location") };
  const r = result as { data: FormReply; init?: ResponseInit | null };
  return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), reply: r.data };
}

let ipCounter = 0;

describe.each(dialects)("form action on %s", (dialect) => {
  const t = useTestDb(dialect);
  let logs: string[];

  beforeEach(() => {
    logs = [];
    vi.spyOn(console, "log").mockImplementation((m: string) => void logs.push(String(m)));
    vi.spyOn(console, "error").mockImplementation((m: string) => void logs.push(String(m)));
    // The app's log lines (~/lib/log.server) go to stdout a JSON line per write.
    vi.spyOn(process.stdout, "write").mockImplementation((m: string | Uint8Array) => {
      for (const line of String(m).split("\n").filter(Boolean)) logs.push(line);
      return true;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  async function post(
    fields: Record<string, string>,
    opts: {
      path?: string;
      slug?: string;
      js?: boolean;
      cookie?: string;
      ip?: string;
      now?: number;
      config?: Partial<FormConfig>;
      db?: Db;
      body?: BodyInit;
      contentType?: string;
      method?: string;
    } = {},
  ) {
    const now = opts.now ?? NOW;
    // What a page rendered ten seconds ago carries: the render time, signed (started.server.ts).
    const body = new URLSearchParams({ _started: signStartedAt(now - 10_000, SECRET), _consent: PRIVACY_NOTICE_VERSION, ...fields });
    if (opts.js) body.set("_js", "1");
    const path = opts.path ?? (opts.slug ? `/retreats/${opts.slug}` : "/contact");
    const headers = new Headers({ "content-type": opts.contentType ?? "application/x-www-form-urlencoded;charset=UTF-8" });
    if (opts.cookie) headers.set("cookie", opts.cookie);
    const request = new Request(`http://localhost${path}`, {
      method: opts.method ?? "POST",
      headers,
      body: opts.method === "GET" ? undefined : (opts.body ?? body.toString()),
    });
    return outcome(
      await handleFormPost(request, {
        params: { slug: opts.slug },
        clientIp: opts.ip ?? `10.0.0.${++ipCounter % 250}`,
        getDb: async () => opts.db ?? t.db,
        config: { ...CONFIG, ...opts.config },
        now: () => now,
      }),
    );
  }

  const rows = (table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers") =>
    t.db.selectFrom(table).selectAll().orderBy("id").execute();

  async function attributionCookie() {
    const set = await firstTouchCookie(
      new Request("http://localhost/?utm_source=instagram&utm_medium=social&utm_campaign=goa-dec", {
        headers: { referer: "https://www.instagram.com/" },
      }),
    );
    return set!.split(";")[0]!;
  }

  describe("brochure", () => {
    it("stores a Unicode, plus-addressed lead byte for byte with attribution and consent (JS)", async () => {
      const cookie = await attributionCookie();
      const res = await post(
        { _form: "brochure", name: "  Zoë Ñandú 🧘‍♀️ أحمد  ", email: " zoe+goa@example.com ", phone: "+91 98100 00000" },
        { slug: "goa-2025", js: true, cookie },
      );
      expect(res.status).toBe(200);
      expect(res.reply).toMatchObject({
        status: "success",
        navigate: { to: "/thank-you/brochure", state: { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" } },
      });
      const [row] = (await rows("brochure_signups")).slice(-1);
      expect(row).toMatchObject({
        name: "Zoë Ñandú 🧘‍♀️ أحمد",
        email: "zoe+goa@example.com",
        phone: "+91 98100 00000",
        source_page: "/retreats/goa-2025",
        brochure_url: "/brochures/goa-2025.pdf",
        utm_source: "instagram",
        utm_medium: "social",
        utm_campaign: "goa-dec",
        referrer: "https://www.instagram.com/",
        landing_page: "/?utm_source=instagram&utm_medium=social&utm_campaign=goa-dec",
        consent_version: PRIVACY_NOTICE_VERSION,
        consent_at: new Date(NOW).toISOString(),
        created_at: new Date(NOW).toISOString(),
      });
      expect(logs.join("\n")).not.toContain("zoe+goa");
    });

    it("without JS redirects to /thank-you/brochure with a signed flash cookie read once", async () => {
      const res = await post({ _form: "brochure", name: "Asha", email: "asha@example.in", phone: "9810000000" }, { slug: "maldives-2026" });
      expect(res.status).toBe(302);
      expect(res.location).toBe("/thank-you/brochure");
      const setCookie = res.headers.get("set-cookie")!;
      expect(setCookie).toMatch(/HttpOnly/i);
      const request = new Request("http://localhost/thank-you/brochure", { headers: { cookie: setCookie.split(";")[0]! } });
      const { state, headers } = await readBrochureThankYouState(request);
      expect(state).toEqual({ brochureUrl: "/brochures/maldives-2026.pdf", retreatName: "Blue Mind Maldives Retreat" });
      expect(headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      // A tampered cookie is ignored.
      const forged = setCookie.split(";")[0]!.replace(/.(?=[^.]*$)/, "x");
      expect((await readBrochureThankYouState(new Request("http://localhost/", { headers: { cookie: forged } }))).state).toBeNull();
    });

    it.each([
      [{ name: "", email: "a@b.co", phone: "1" }, "name", "Name is required"],
      [{ name: "   ", email: "a@b.co", phone: "1" }, "name", "Name is required"],
      [{ name: "A", email: "", phone: "1" }, "email", "Email is required"],
      [{ name: "A", email: "a@b", phone: "1" }, "email", "Please enter a valid email address"],
      [{ name: "A", email: "a b@c.de", phone: "1" }, "email", "Please enter a valid email address"],
      [{ name: "A", email: "a@b@c.de", phone: "1" }, "email", "Please enter a valid email address"],
      [{ name: "A", email: "@c.de", phone: "1" }, "email", "Please enter a valid email address"],
      [{ name: "A", email: "a@b.co", phone: "" }, "phone", "Phone/WhatsApp is required"],
      [{ name: "A", email: "a@b.co", phone: "  " }, "phone", "Phone/WhatsApp is required"],
      [{ name: "x".repeat(201), email: "a@b.co", phone: "1" }, "name", "Name must be 200 characters or fewer"],
      [{ name: "A", email: `${"a".repeat(250)}@b.co`, phone: "1" }, "email", "Email must be 254 characters or fewer"],
      [{ name: "A", email: "a@b.co", phone: "1".repeat(33) }, "phone", "Phone/WhatsApp must be 32 characters or fewer"],
    ])("rejects %j with its message", async (fields, field, message) => {
      const before = (await rows("brochure_signups")).length;
      const res = await post({ _form: "brochure", ...fields }, { slug: "goa-2025", js: true });
      expect(res.status).toBe(400);
      expect(res.reply?.status).toBe("invalid");
      expect(res.reply?.result?.error?.[field]?.[0]).toBe(message);
      expect((await rows("brochure_signups")).length).toBe(before);
    });

    it("an invalid post keeps its signed render time for the re-rendered form, never a made-up one", async () => {
      const started = signStartedAt(NOW - 10_000, SECRET);
      const res = await post({ _form: "brochure", name: "A", email: "not-an-address", phone: "1", _started: started }, { slug: "goa-2025" });
      expect(res.reply).toMatchObject({ status: "invalid", startedAt: started });
    });

    it("refuses a brochure form on a retreat without a brochure", async () => {
      const res = await post({ _form: "brochure", name: "A", email: "a@b.co", phone: "1" }, { slug: "bali-2026", js: true });
      expect(res.status).toBe(404);
    });
  });

  describe("waitlist", () => {
    it("Bali: stores the retreat interest and stays (success data, fields reset)", async () => {
      const res = await post(
        { _form: "waitlist", _flow: "bali", name: "Ravi Kumar", email: "ravi@example.com", retreat_location: "Bali 2026" },
        { slug: "bali-2026" },
      );
      expect(res.status).toBe(200);
      expect(res.reply).toMatchObject({ status: "success", result: { initialValue: null } });
      expect(res.reply && "navigate" in res.reply ? res.reply.navigate : undefined).toBeUndefined();
      const row = (await rows("waitlist_signups")).at(-1);
      expect(row).toMatchObject({ name: "Ravi Kumar", email: "ravi@example.com", phone: null, retreat_location: "Bali 2026", source_page: "/retreats/bali-2026" });
    });

    it("Morocco: stores the optional phone and goes to /thank-you with its state (no JS: flash)", async () => {
      const res = await post(
        { _form: "waitlist", _flow: "morocco", name: "Meera", email: "meera+m@example.com", phone: "+91 99999 11111", retreat_location: "Morocco 2026" },
        { slug: "morocco-2026" },
      );
      expect(res.status).toBe(302);
      expect(res.location).toBe("/thank-you");
      const { state } = await readThankYouState(
        new Request("http://localhost/thank-you", { headers: { cookie: res.headers.get("set-cookie")!.split(";")[0]! } }),
      );
      expect(state).toEqual(MOROCCO_THANK_YOU);
      expect((await rows("waitlist_signups")).at(-1)).toMatchObject({ phone: "+91 99999 11111", retreat_location: "Morocco 2026" });

      const js = await post(
        { _form: "waitlist", name: "Meera", email: "meera2@example.com", retreat_location: "Morocco 2026" },
        { slug: "morocco-2026", js: true },
      );
      expect(js.reply).toMatchObject({ status: "success", navigate: { to: "/thank-you", state: MOROCCO_THANK_YOU } });
    });

    it("confirms the retreat the visitor chose, whichever page they joined from", async () => {
      await post(
        { _form: "waitlist", _flow: "morocco", name: "Isha", email: "isha@example.com", retreat_location: "Bali 2026" },
        { slug: "morocco-2026" },
      );
      const mails = await t.db.selectFrom("mail_outbox").select(["to_address", "subject"]).where("to_address", "=", "isha@example.com").execute();
      expect(mails).toEqual([{ to_address: "isha@example.com", subject: "You're on the waitlist for Bali Yoga Retreat" }]);
      expect((await rows("waitlist_signups")).at(-1)).toMatchObject({ retreat_location: "Bali 2026", source_page: "/retreats/morocco-2026" });
    });

    it("maps the spec's interest options and the next-season ones to their retreat's name", async () => {
      // Not the label itself (the fallback): each option names a retreat of the database's stories.
      const names = await retreatNames(t.db);
      expect(["Goa 2025", "Maldives 2026", "Bali 2026", "Morocco 2026", "The next Goa retreat"].map((i) => requestRetreatName("waitlist_signups", { source_page: "", retreat_location: i }, names))).toEqual([
        "Goa Yoga & Surf Retreat",
        "Blue Mind Maldives Retreat",
        "Bali Yoga Retreat",
        "Morocco Soul Journey",
        "Goa Yoga & Surf Retreat",
      ]);
    });

    describe("a season later, the choices follow the calendar", () => {
      const specDay = process.env.SITE_TODAY;
      beforeEach(() => {
        process.env.SITE_TODAY = "2026-11-29";
        refreshEnv();
      });
      afterEach(() => {
        process.env.SITE_TODAY = specDay;
        refreshEnv();
      });

      it("files a past retreat's waitlist under its next edition, promising the next dates, and refuses the spec's old option", async () => {
        const old = await post({ _form: "waitlist", name: "Asha", email: "asha@example.com", retreat_location: "Goa 2025" }, { slug: "goa-2025", js: true });
        expect(old.status).toBe(400);
        expect(old.reply?.result?.error).toMatchObject({ retreat_location: ["Please choose a retreat"] });

        const res = await post({ _form: "waitlist", name: "Asha", email: "asha@example.com", retreat_location: "The next Goa retreat" }, { slug: "goa-2025", js: true });
        expect(res.reply).toMatchObject({ status: "success", confirmation: { description: "You'll be the first to know when the next dates are set." } });
        expect((await rows("waitlist_signups")).at(-1)).toMatchObject({ retreat_location: "The next Goa retreat", retreat: "goa", edition_slug: null });
        const mail = await t.db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", "asha@example.com").where("kind", "=", "waitlist").executeTakeFirstOrThrow();
        expect(messageBodies({ kind: "waitlist", text_body: mail.text_body, html_body: "" }).text).toContain("we will write to you before anyone else when the next dates are set");
      });

      it("files a full edition's waitlist under that edition, promising a place if one opens (and the thank-you page)", async () => {
        const at = "2026-10-01T00:00:00.000Z";
        await t.db
          .insertInto("retreat_editions")
          .values({
            retreat: "goa",
            slug: "goa-2026-december",
            start_date: "2026-12-12",
            end_date: "2026-12-18",
            price_inr: 42000,
            early_bird_price_inr: null,
            early_bird_until: null,
            deposit_inr: 15000,
            balance_due_days: 45,
            capacity: 12,
            places_taken: 12,
            state: "open",
            payment_url: null,
            whatsapp_message: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        const res = await post({ _form: "waitlist", name: "Dev", email: "dev@example.com", retreat_location: "Goa 2026" }, { slug: "goa-2026-december", js: true });
        expect(res.reply).toMatchObject({ status: "success", confirmation: { title: "Welcome to the waitlist!", description: "We'll write to you if a place opens on these dates." } });
        expect((await rows("waitlist_signups")).at(-1)).toMatchObject({ retreat_location: "Goa 2026", retreat: "goa", edition_slug: "goa-2026-december" });

        // Morocco's flow goes to /thank-you, which says the same.
        expect(waitlistConfirmation("Goa 2026", "full").thankYou).toEqual({ message: "You're on the waitlist for Goa 2026!", subtitle: "We'll write to you if a place opens on these dates." });
        expect(waitlistConfirmation("Morocco 2026", "soon").thankYou).toEqual(MOROCCO_THANK_YOU);
      });
    });

    it("requires name and a valid email, and a known retreat interest", async () => {
      const res = await post({ _form: "waitlist", name: "", email: "nope", retreat_location: "Paris 2030" }, { slug: "bali-2026", js: true });
      expect(res.status).toBe(400);
      expect(res.reply?.result?.error).toMatchObject({
        name: ["Name is required"],
        email: ["Please enter a valid email address"],
        retreat_location: ["Please choose a retreat"],
      });
    });
  });

  describe("contact, corporate, host", () => {
    it("stores each inquiry kind with its fields", async () => {
      const message = "Namaste! क्या आप शाकाहारी भोजन देते हैं?\nThank you.";
      expect((await post({ _form: "contact", name: "Kabir", email: "kabir@example.com", message }, { js: true })).reply?.status).toBe("success");
      expect(
        (await post(
          { _form: "corporate", name: "Nisha", company: "Acme Pvt Ltd", email: "nisha@acme.example", phone: "", message: "Team of 14" },
          { path: "/corporate-retreats", js: true },
        )).reply?.status,
      ).toBe("success");
      expect(
        (await post(
          { _form: "host", name: "Dev", email: "dev@example.com", expertise: "Yin yoga", dates: "March 2027", message: "I would love to host" },
          { path: "/host-a-retreat" },
        )).reply?.status,
      ).toBe("success");
      const all = (await rows("inquiries")).slice(-3);
      expect(all[0]).toMatchObject({ kind: "contact", name: "Kabir", message, phone: null, company: null, source_page: "/contact" });
      expect(all[1]).toMatchObject({ kind: "corporate", company: "Acme Pvt Ltd", phone: null, source_page: "/corporate-retreats" });
      expect(all[2]).toMatchObject({ kind: "host", expertise: "Yin yoga", dates: "March 2027", source_page: "/host-a-retreat" });
    });

    it.each([
      ["contact", { name: "A", email: "a@b.co", message: "" }, "message", "Message is required"],
      ["corporate", { name: "A", company: "", email: "a@b.co", message: "Hi" }, "company", "Company is required"],
      ["corporate", { name: "A", company: "C", email: "a@b.co", message: "" }, "message", "Message is required"],
      ["host", { name: "A", email: "a@b.co", expertise: "", message: "Hi" }, "expertise", "Please tell us about your expertise"],
      ["host", { name: "", email: "a@b.co", expertise: "Yoga", message: "Hi" }, "name", "Name is required"],
      ["contact", { name: "A", email: "a@b.co", message: "m".repeat(5001) }, "message", "Message must be 5,000 characters or fewer"],
    ])("%s rejects %j", async (form, fields, field, message) => {
      const res = await post({ _form: form, ...fields }, { js: true });
      expect(res.status).toBe(400);
      expect(res.reply?.result?.error?.[field]?.[0]).toBe(message);
    });
  });

  describe("newsletter", () => {
    it("stores a subscriber with only the token hash; a repeat e-mail is success and no new row", async () => {
      const first = await post({ _form: "newsletter", name: "Lena", email: "Lena+news@example.com", _page: "/about" }, { path: "/newsletter", js: true });
      expect(first.reply?.status).toBe("success");
      const again = await post({ _form: "newsletter", name: "", email: "lena+NEWS@example.com", _page: "/faq" }, { path: "/newsletter", js: true, now: NOW + 5 * 60_000 });
      expect(again.status).toBe(200);
      expect(again.reply?.status).toBe("success");
      const subs = (await rows("newsletter_subscribers")).filter((r) => r.email.toLowerCase() === "lena+news@example.com");
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ name: "Lena", email: "Lena+news@example.com", source_page: "/about", confirmed_at: null });
      expect(subs[0]!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe("abuse and bad input", () => {
    it("a filled honeypot is answered like a success and stores no lead (it is kept as spam)", async () => {
      const before = (await rows("inquiries")).length;
      const res = await post({ _form: "contact", name: "Bot", email: "bot@spam.example", message: "buy", website: "http://spam.example" }, { js: true });
      expect(res.status).toBe(200);
      expect(res.reply?.status).toBe("success");
      const nojs = await post({ _form: "brochure", name: "Bot", email: "bot@spam.example", phone: "1", website: "x" }, { slug: "goa-2025" });
      expect(nojs.status).toBe(302);
      expect((await rows("inquiries")).length).toBe(before);
      expect((await rows("brochure_signups")).some((r) => r.email === "bot@spam.example")).toBe(false);
      const dropped = logs.filter((l) => l.includes("post treated as automated")).map((l) => JSON.parse(l));
      expect(dropped.map((d) => [d.form, d.trap])).toEqual([
        ["contact", "honeypot"],
        ["brochure", "honeypot"],
      ]);
    });

    it("a form sent faster than a person can fill it (or with no start time) stores no lead (it is kept as spam)", async () => {
      const before = (await rows("inquiries")).length;
      const fast = await post({ _form: "contact", name: "Fast", email: "fast@example.com", message: "hi", _started: signStartedAt(NOW - 500, SECRET) }, { js: true });
      expect(fast.reply?.status).toBe("success");
      const none = await post({ _form: "contact", name: "Fast", email: "fast@example.com", message: "hi", _started: "" }, { js: true });
      expect(none.reply?.status).toBe("success");
      expect((await rows("inquiries")).length).toBe(before);
      // Logged, so a lead missed this way can be traced; without the visitor's details.
      const dropped = logs.filter((l) => l.includes("post treated as automated")).map((l) => JSON.parse(l));
      expect(dropped.slice(-2)).toMatchObject([
        { level: "info", msg: "post treated as automated, kept as spam", form: "contact", trap: "too fast", msSinceRender: 500 },
        { level: "info", msg: "post treated as automated, kept as spam", form: "contact", trap: "no start time", msSinceRender: null },
      ]);
      // Nothing else: no field of the post rides along.
      for (const d of dropped.slice(-2)) expect(Object.keys(d).sort()).toEqual(["form", "level", "msSinceRender", "msg", "service", "spamId", "time", "trap"]);
      expect(logs.join("\n")).not.toContain("fast@example.com");
    });

    it("a render time without our signature is caught like a post sent too fast", async () => {
      const before = (await rows("inquiries")).length;
      const person = { _form: "contact", name: "Script", email: "script@example.com", message: "hello there" };
      // What a script writes without loading a page: "ten seconds ago", bare or with a made-up
      // signature, or one signed with another key; a real signature of another time.
      const tenSecondsAgo = NOW - 10_000;
      const forged = [
        String(tenSecondsAgo),
        `${tenSecondsAgo}.`,
        `${tenSecondsAgo}.${"A".repeat(43)}`,
        signStartedAt(tenSecondsAgo, "a key the script made up"),
        `${tenSecondsAgo}.${signStartedAt(NOW - 1_000, SECRET).split(".")[1]}`,
        `${tenSecondsAgo}.${signStartedAt(tenSecondsAgo, SECRET).split(".")[1]}x`,
        `0x${tenSecondsAgo.toString(16)}.${signStartedAt(tenSecondsAgo, SECRET).split(".")[1]}`,
      ];
      for (const _started of forged) {
        const res = await post({ ...person, _started }, { js: true });
        expect(res.reply?.status, _started).toBe("success");
      }
      const nojs = await post({ ...person, _started: String(tenSecondsAgo) });
      expect(nojs.status).toBe(200);
      expect((await rows("inquiries")).length).toBe(before);
      const dropped = logs.filter((l) => l.includes("post treated as automated")).map((l) => JSON.parse(l));
      expect(dropped.map((d) => d.trap)).toEqual(Array(forged.length + 1).fill("unsigned start time"));
      // The same post with the page's own signature is a person's, and is stored.
      const honest = await post({ ...person, _started: signStartedAt(tenSecondsAgo, SECRET) }, { js: true });
      expect(honest.reply?.status).toBe("success");
      expect((await rows("inquiries")).length).toBe(before + 1);
    });

    it("a render time signed by a previous key still counts (FORM_COOKIE_SECRET rotation)", async () => {
      const before = (await rows("inquiries")).length;
      process.env.FORM_COOKIE_SECRET = `new-key,${SECRET}`;
      refreshEnv();
      try {
        const res = await post({ _form: "contact", name: "Rotated", email: "rotated@example.com", message: "hello", _started: signStartedAt(NOW - 10_000, SECRET) }, { js: true });
        expect(res.reply?.status).toBe("success");
        expect((await rows("inquiries")).length).toBe(before + 1);
      } finally {
        process.env.FORM_COOKIE_SECRET = SECRET;
        refreshEnv();
      }
    });

    it("answers 413 to a body over 16 KB, and stores nothing", async () => {
      const res = await post({ _form: "contact", name: "Long", email: "long@example.com", message: "x".repeat(17_000) }, { js: true });
      expect(res.status).toBe(413);
      expect(res.reply).toMatchObject({ status: "rejected", toast: { description: "Your message is too long to send. Please shorten it and try again." } });
      expect((await rows("inquiries")).some((r) => r.name === "Long")).toBe(false);
    });

    it("answers 400 with a message to bytes that are not UTF-8 or broken encoding, 415 to other types, 405 to GET", async () => {
      const latin1 = new Uint8Array([...new TextEncoder().encode("_form=contact&name=Jos"), 0xe9, ...new TextEncoder().encode("&email=a@b.co&message=x")]);
      const bad = await post({}, { body: latin1, js: true });
      expect(bad.status).toBe(400);
      expect(bad.reply?.status === "rejected" && bad.reply.toast.description).toMatch(/UTF-8/);
      const escaped = await post({}, { body: "_form=contact&name=Jos%E9&email=a@b.co&message=x" });
      expect(escaped.status).toBe(400);
      const broken = await post({}, { body: "_form=contact&name=%E0%A4%&email=a@b.co&message=x" });
      expect(broken.status).toBe(400);
      const nul = await post({}, { body: "_form=contact&name=a%00b&email=a@b.co&message=x" });
      expect(nul.status).toBe(400);
      const json = await post({}, { body: JSON.stringify({ _form: "contact" }), contentType: "application/json" });
      expect(json.status).toBe(415);
      const unknown = await post({ _form: "sneaky" });
      expect(unknown.status).toBe(400);
      expect((await post({}, { method: "GET" })).status).toBe(405);
    });

    it("limits form posts per IP per minute with a 429 and a clear message, in the database", async () => {
      const ip = "203.0.113.9";
      const send = (now = NOW) =>
        post({ _form: "contact", name: "Rate", email: "rate@example.com", message: `m${Math.random()}` }, { ip, js: true, now, config: { ratePerMinute: 3 } });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(limited.reply).toMatchObject({ status: "rejected", toast: { title: TOASTS.rateLimited.title } });
      // Another IP is unaffected, and the next minute starts afresh.
      expect((await post({ _form: "contact", name: "Other", email: "o@example.com", message: "m" }, { ip: "203.0.113.10", js: true, config: { ratePerMinute: 3 } })).status).toBe(200);
      expect((await send(NOW + 60_000)).status).toBe(200);
      const counted = await t.db.selectFrom("rate_limits").selectAll().where("key", "=", `form:${ip}`).execute();
      expect(counted.length).toBeGreaterThan(0);
    });

    it("the same submission again within a minute makes no second row", async () => {
      const fields = { _form: "brochure", name: "Double Click", email: "double@example.com", phone: "12345" };
      const count = async () => (await rows("brochure_signups")).filter((r) => r.email === "double@example.com").length;
      expect((await post(fields, { slug: "goa-2025", js: true })).reply?.status).toBe("success");
      expect((await post(fields, { slug: "goa-2025", js: true, now: NOW + 30_000 })).reply?.status).toBe("success");
      expect(await count()).toBe(1);
      // Something different, or a minute later, is a new lead.
      await post({ ...fields, phone: "99999" }, { slug: "goa-2025", js: true, now: NOW + 31_000 });
      expect(await count()).toBe(2);
      await post(fields, { slug: "goa-2025", js: true, now: NOW + 61_001 });
      expect(await count()).toBe(3);
    });
  });

  describe("storage failure", () => {
    it("answers the destructive toast, keeps what was typed, logs without personal data", async () => {
      const failing = t.db.withPlugin({
        transformQuery(args) {
          if (args.node.kind === "InsertQueryNode" && JSON.stringify(args.node).includes("inquiries")) throw new Error("disk I/O error for secret@example.com");
          return args.node;
        },
        async transformResult(args) {
          return args.result;
        },
      });
      const res = await post({ _form: "contact", name: "Priya", email: "secret@example.com", message: "Hello there" }, { db: failing, js: true });
      expect(res.status).toBe(500);
      expect(res.reply).toMatchObject({
        status: "error",
        toast: { title: "Something went wrong. Please try again.", description: "If the problem persists, please contact us directly." },
        result: { initialValue: { name: "Priya", email: "secret@example.com", message: "Hello there" } },
      });
      const logged = logs.join("\n");
      expect(logged).toContain("lead storage failed");
      expect(logged).not.toContain("secret@example.com");
      expect(logged).not.toContain("Priya");
    });

    it("answers the destructive toast when the database cannot be opened", async () => {
      const request = new Request("http://localhost/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _form: "contact", name: "A", email: "a@b.co", message: "x", _started: String(NOW - 10_000) }).toString(),
      });
      const res = await outcome(
        await handleFormPost(request, { params: {}, clientIp: "1.1.1.1", getDb: () => Promise.reject(new Error("ECONNREFUSED")), config: CONFIG, now: () => NOW }),
      );
      expect(res.status).toBe(500);
      expect(res.reply?.status).toBe("error");
    });
  });
});
