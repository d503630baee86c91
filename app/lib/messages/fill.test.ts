import { describe, expect, it } from "vitest";
import { fill, fillTemplate, firstNameOf, messageValues, unknownPlaceholders, usedPlaceholders, type EditionFacts } from "./fill";
import { TEMPLATE_SCHEMAS } from "./schema";

const SITE = { name: "Retreatly", url: "https://retreatly.example", founder: "Aanya Mehra" };
const GOA: EditionFacts = {
  slug: "goa-2026",
  start: "2026-12-17",
  end: "2026-12-21",
  priceInr: 42000,
  earlyBirdPriceInr: 38000,
  earlyBirdUntil: "2026-09-30",
  depositInr: 10000,
  balanceDueDays: 30,
  paymentUrl: "https://pay.retreatly.example/goa-2026",
};

describe("filling a template", () => {
  it("replaces every placeholder it has a value for, and lists the ones it has none for, leaving them as written", () => {
    expect(fill("Dear {firstName}, pay {deposit} at {paymentLink}.", { firstName: "Priya", deposit: "₹10,000" })).toEqual({
      text: "Dear Priya, pay ₹10,000 at {paymentLink}.",
      missing: ["paymentLink"],
    });
    // A brace that is no placeholder is left alone (the form refuses it before it is saved).
    expect(fill("{firstName} {oops} {}", { firstName: "Ravi" })).toEqual({ text: "Ravi {oops} {}", missing: [] });
  });

  it("fills the subject and the body, with the missing ones of both", () => {
    const filled = fillTemplate({ subject: "Your place on the {retreat}", body: "Balance {balance} by {balanceDue}" }, { balance: "₹4,000" });
    expect(filled).toEqual({ subject: "Your place on the {retreat}", body: "Balance ₹4,000 by {balanceDue}", missing: ["retreat", "balanceDue"] });
  });

  it("finds the braces that are not placeholders, each once, and the placeholders used", () => {
    expect(unknownPlaceholders("Hi {fristName} {fristName}, {first name} {retreat} {Retreat}")).toEqual(["{fristName}", "{first name}", "{Retreat}"]);
    expect(usedPlaceholders("{retreat} {dates} {retreat} {nope}")).toEqual(["retreat", "dates"]);
  });
});

describe("the values of a message", () => {
  it("follows the edition's terms: the early-bird price today, the balance less the deposit, due balance_due_days before the first day", () => {
    const v = messageValues({ name: "Priya Sharma", retreatName: "Goa Yoga & Surf Retreat", edition: GOA, today: "2026-09-30", site: SITE });
    expect(v).toEqual({
      firstName: "Priya",
      organiser: "Aanya Mehra",
      site: "Retreatly",
      retreat: "Goa Yoga & Surf Retreat",
      dates: "17-21 December 2026",
      retreatPage: "https://retreatly.example/retreats/goa-2026",
      paymentLink: "https://pay.retreatly.example/goa-2026",
      deposit: "₹10,000",
      price: "₹38,000",
      balance: "₹28,000",
      balanceDue: "17 November 2026",
    });
    // The day after the early bird: the full price, and its balance.
    expect(messageValues({ name: "Priya", edition: GOA, today: "2026-10-01", site: SITE })).toMatchObject({ price: "₹42,000", balance: "₹32,000" });
  });

  it("takes a booking's agreed amount, what is left of it and its due day when there is one (amounts in paise)", () => {
    const v = messageValues({ name: "Priya", edition: GOA, booking: { agreedMinor: 4_500_050, paidMinor: 1_000_000, balanceDueOn: "2026-11-10" }, today: "2026-10-01", site: SITE });
    expect([v.price, v.balance, v.balanceDue, v.deposit]).toEqual(["₹45,000.50", "₹35,000.50", "10 November 2026", "₹10,000"]);
    // A booking without its own due day falls back on the edition's terms.
    expect(messageValues({ name: "P", edition: GOA, booking: { agreedMinor: 100, paidMinor: 0, balanceDueOn: null }, today: "2026-10-01", site: SITE }).balanceDue).toBe("17 November 2026");
  });

  it("knows nothing of an edition without one, nor of a payment link or price an edition lacks; a month-only edition is due before its 1st", () => {
    const none = messageValues({ name: "Asha", today: "2026-01-01", site: SITE });
    expect(fillTemplate({ subject: null, body: "{firstName}: {retreat} {dates} {price} {paymentLink}" }, none).missing).toEqual(["retreat", "dates", "price", "paymentLink"]);
    const draft = messageValues({ name: "Asha", edition: { ...GOA, start: "2027-06", end: "2027-06", priceInr: null, earlyBirdPriceInr: null, paymentUrl: null }, today: "2026-01-01", site: SITE });
    expect([draft.price, draft.balance, draft.paymentLink, draft.dates, draft.balanceDue]).toEqual([undefined, undefined, undefined, "June 2027", "2 May 2027"]);
  });

  it("greets by the first word of a name only when it reads as a name, else as a friend", () => {
    expect(["Priya Sharma", "  Zoë  ", "D'Souza", "Anne-Marie Roy"].map(firstNameOf)).toEqual(["Priya", "Zoë", "D'Souza", "Anne-Marie"]);
    expect(["https://evil.example/x", "evil.example", "+91 98765", "", null].map(firstNameOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(messageValues({ name: "evil.example claim", today: "2026-01-01", site: SITE }).firstName).toBe("friend");
  });
});

describe("the templates' forms", () => {
  it("refuses an unknown placeholder under its field, naming it", () => {
    const bad = TEMPLATE_SCHEMAS.email.safeParse({ purpose: "payment_link", subject: "For {fristName}", body: "Dear {firstName}, {Deposit} please" });
    expect(bad.success).toBe(false);
    const issues = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(issues.subject).toMatch(/^\{fristName\} is not a placeholder: use \{firstName\} \{retreat\}/);
    expect(issues.body).toMatch(/^\{Deposit\} is not a placeholder/);
  });

  it("keeps the words with LF line breaks, and refuses an empty message, a direction override and an unknown purpose", () => {
    expect(TEMPLATE_SCHEMAS.whatsapp.parse({ purpose: "general_reply", body: "Hello {firstName},\r\n\r\nSee you soon " })).toEqual({ purpose: "general_reply", body: "Hello {firstName},\n\nSee you soon" });
    expect(TEMPLATE_SCHEMAS.whatsapp.safeParse({ purpose: "general_reply", body: "  " }).success).toBe(false);
    expect(TEMPLATE_SCHEMAS.whatsapp.safeParse({ purpose: "general_reply", body: "Hi \u202eevil" }).success).toBe(false);
    expect(TEMPLATE_SCHEMAS.whatsapp.safeParse({ purpose: "spam", body: "Hi" }).success).toBe(false);
  });
});
