import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FORM_CONSTRAINTS } from "./fields";
import { BrochureSchema, ContactSchema, CorporateSchema, FORM_KINDS, FORM_SCHEMAS, HostSchema, LIMITS, NewsletterSchema, WaitlistSchema } from "./schemas";

function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : submission.reply().error;
}

describe("form schemas (SPEC §5)", () => {
  it("mark exactly the spec's required fields for the browser", () => {
    const required = (schema: Parameters<typeof getZodConstraint>[0]) =>
      Object.entries(getZodConstraint(schema))
        .filter(([, c]) => c.required)
        .map(([k]) => k)
        .sort();
    expect(required(BrochureSchema)).toEqual(["email", "name", "phone"]);
    expect(required(WaitlistSchema)).toEqual(["email", "name", "retreat_location"]);
    expect(required(ContactSchema)).toEqual(["email", "message", "name"]);
    expect(required(CorporateSchema)).toEqual(["company", "email", "message", "name"]);
    expect(required(HostSchema)).toEqual(["email", "expertise", "message", "name"]);
    expect(required(NewsletterSchema)).toEqual(["email"]);
  });

  it.each(FORM_KINDS)("%s: the constraints the page renders without zod are the schema's", (kind) => {
    // getZodConstraint loses max() behind trim(), so the length limits come from LIMITS.
    const derived = Object.fromEntries(
      Object.entries(getZodConstraint(FORM_SCHEMAS[kind])).map(([field, c]) => {
        const max = (LIMITS as Record<string, number>)[field];
        return [field, { required: c.required, ...(max ? { maxLength: max } : {}) }];
      }),
    );
    expect(FORM_CONSTRAINTS[kind]).toEqual(derived);
  });

  it.each(["a@b.co", "zoe+retreat@example.com", "नाम@उदाहरण.भारत", "a.b-c@sub.domain.in"])("accepts %s", (email) => {
    expect(errors(NewsletterSchema, { email })).toEqual({});
  });

  it.each(["a@b", "a b@c.de", "a@b@c.de", "@b.co", "a@.", "a@b.", "a@b .co"])("rejects %s as not a valid email", (email) => {
    expect(errors(NewsletterSchema, { email })).toEqual({ email: ["Please enter a valid email address"] });
  });

  it.each([
    "lead@example.org?cc=spy%40evil.example",
    "lead@example.org?bcc=spy@evil.example",
    "lead@example.org&body=hello",
    "lead%3Fcc%3Dspy@example.org",
    "lead@example.org#x",
    "lead@example.org,spy@evil.example",
    "lead@example.org;spy@evil.example",
    "Lead <lead@example.org>",
    '"lead"@example.org',
    "lead(comment)@example.org",
    "lead@[127.0.0.1].example",
    "lead/x@example.org",
    "lead:x@example.org",
    "lead\\x@example.org",
    "lead\u0007@example.org",
  ])("refuses %j, which could add cc, bcc or a body to a link or header", (email) => {
    expect(errors(NewsletterSchema, { email })).toEqual({ email: ["Please enter just the email address, without ? & % # / or similar characters"] });
    expect(errors(ContactSchema, { name: "A", email, message: "hi" })?.email).toEqual(["Please enter just the email address, without ? & % # / or similar characters"]);
  });

  it.each(["o'brien@example.ie", "zoe+retreat@example.com", "first.last@sub.example.co.in", "a_b-c=d@example.org"])("still accepts %s", (email) => {
    expect(errors(ContactSchema, { name: "A", email, message: "hi" })).toEqual({});
  });

  it("trims values and turns blank optionals into null", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "  Asha  ", email: " a@b.co ", phone: "   ", message: " hi " })) form.append(k, v);
    const submission = parseWithZod(form, { schema: ContactSchema });
    expect(submission.status === "success" && submission.value).toEqual({ name: "Asha", email: "a@b.co", phone: null, message: "hi" });
  });
});

describe("length limits count characters, not UTF-16 units", () => {
  // Zod 4 counts code points: an emoji is one character. The browser's maxlength counts
  // UTF-16 units, so it only ever stops a visitor earlier (tests/reliability/hostile.test.ts
  // models the same rule).
  it("accepts a phone of 32 emoji and rejects 33", () => {
    const lead = { name: "Asha", email: "asha@example.com" };
    expect(BrochureSchema.safeParse({ ...lead, phone: "🧘".repeat(LIMITS.phone) }).success).toBe(true);
    expect(BrochureSchema.safeParse({ ...lead, phone: "🧘".repeat(LIMITS.phone + 1) }).success).toBe(false);
  });
});

describe("bidirectional control characters", () => {
  // Each can make a name or address read as something else on the organiser's screen
  // ("\u202Eelpmaxe.live@yrollam" shows reversed), so no public form takes them.
  const CONTROLS = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"];
  const VALID: Record<string, Record<string, string>> = {
    brochure: { name: "Asha", email: "asha@example.com", phone: "+91 98111 22233" },
    waitlist: { name: "Asha", email: "asha@example.com", retreat_location: "Goa 2025" },
    contact: { name: "Asha", email: "asha@example.com", message: "Hello" },
    corporate: { name: "Asha", company: "Acme", email: "asha@example.com", message: "Hello" },
    host: { name: "Asha", email: "asha@example.com", expertise: "Yin yoga", message: "Hello" },
    newsletter: { name: "Asha", email: "asha@example.com" },
  };

  it.each(FORM_KINDS)("%s: refuses them in the name and the e-mail with a field message, and takes the same values without", (kind) => {
    const schema = FORM_SCHEMAS[kind];
    expect(errors(schema, VALID[kind]!)).toEqual({});
    for (const c of CONTROLS) {
      expect(errors(schema, { ...VALID[kind]!, name: `Asha${c} Rao` }), `name with U+${c.codePointAt(0)!.toString(16)}`).toEqual({
        name: ["Please type the name without hidden text-direction characters"],
      });
      expect(errors(schema, { ...VALID[kind]!, email: `asha${c}@example.com` }), `e-mail with U+${c.codePointAt(0)!.toString(16)}`).toEqual({
        email: ["Please type the email address without hidden text-direction characters"],
      });
    }
  });

  it("still takes names in any script, with the joiners Indic scripts need", () => {
    for (const name of ["आशा राव", "ആശ\u200dരാവ്", "ক্\u200cষ", "عائشة", "Zoë O'Brien"]) expect(errors(ContactSchema, { name, email: "a@b.co", message: "hi" }), name).toEqual({});
  });
});
