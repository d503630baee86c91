import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { RetreatSchema, type RetreatInput } from "~/content/retreats/schema";
import type { Edition } from "~/lib/editions/schema";
import { SPEC_TODAY, specRetreats } from "../../../tests/support/spec-editions";
import { buildEditionPage } from "~/lib/editions/view";
import { defaultSite } from "~/content/site";
import RetreatRoute from "~/routes/retreat";
import { iconsFor } from "~/lib/icons/content-icons.server";

/** A fifth retreat that exists only here: if it renders, adding a retreat is one data file. */
const sriLanka: RetreatInput = {
  id: "sri-lanka",
  name: "Sri Lanka Tea Country Retreat",
  location: { name: "Sri Lanka", locality: "Ella", country: "Sri Lanka" },
  seo: {
    title: "Sri Lanka Tea Country Retreat",
    description: "Five days in the hills of Ella: yoga above the tea gardens, slow train rides and Ayurvedic meals.",
  },
  card: {
    title: "Sri Lanka Tea Country Retreat",
    description: "Yoga above the tea gardens of Ella.",
    homeDescription: "Yoga above the tea gardens.",
    image: "sri-lanka-2027/hero",
  },
  hero: {
    image: "sri-lanka-2027/hero",
    eyebrow: "{dates} · Ella",
    title: "Sri Lanka Tea Country Retreat",
    subtitle: "Mist, tea and quiet mornings.",
    pastSubtitle: "Mist, tea and quiet mornings, now behind us.",
    cta: { kind: "whatsapp", label: "Book Now", message: "I'd like to book the Sri Lanka Tea Country Retreat" },
  },
  sections: [
    { type: "intro", id: "about", title: "Hill country calm", paragraphs: ["Fixture paragraph about Ella."] },
    {
      type: "at-a-glance",
      id: "at-a-glance",
      title: "At a Glance",
      cards: [
        { icon: "leaf", title: "Tea garden walks", text: "Every morning." },
        { icon: "lotus", title: "Daily yoga", text: "Twice a day." },
      ],
    },
    {
      type: "itinerary",
      id: "itinerary",
      title: "Itinerary",
      days: [
        { label: "Day 1", title: "Arrive in Ella", items: ["Welcome tea"] },
        { label: "Day 2", title: "Little Adam's Peak", items: ["Sunrise hike"] },
      ],
    },
    {
      type: "pricing",
      id: "investment",
      title: "Investment",
      priceLabel: "Per person",
      priceNote: "per person, inclusive of 5% GST",
      points: ["Four nights"],
    },
    { type: "waitlist", id: "waitlist", title: "Join the waitlist", text: "Be first.", flow: "bali" },
  ],
};

/** Its first edition, open for booking. */
const sriLanka2027: Edition = {
  id: 99,
  retreat: "sri-lanka",
  slug: "sri-lanka-2027",
  start: "2027-03-10",
  end: "2027-03-14",
  priceInr: 1_20_000,
  earlyBirdPriceInr: null,
  earlyBirdUntil: null,
  depositInr: 25_000,
  balanceDueDays: 45,
  capacity: 14,
  placesTaken: 2,
  placesBooked: 0,
  state: "open",
  paymentUrl: "https://buy.stripe.com/sri-lanka-2027",
  whatsappMessage: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function renderRetreat(input: RetreatInput | ReturnType<typeof specRetreats>[number]) {
  const retreat = "id" in input && "slug" in input ? input : buildEditionPage(RetreatSchema.parse(input), sriLanka2027, SPEC_TODAY).retreat;
  // What the route's loader returns for it (routes/retreat.tsx), images aside.
  const data = { retreat, icons: iconsFor(retreat) };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      loader: () => ({ site: defaultSite }),
      children: [{ id: "retreat", path: "retreats/:slug", Component: RetreatRoute, loader: () => data }],
    },
  ]);
  // Loader data given as hydration data lets the stub render synchronously on the server.
  return renderToString(
    <Stub
      initialEntries={[`/retreats/${retreat.slug}`]}
      hydrationData={{ loaderData: { root: { site: defaultSite }, retreat: data } }}
    />,
  );
}

describe("retreat route renders any retreat from its data", () => {
  it("renders a fixture retreat's hero and every listed section, in order", () => {
    const html = renderRetreat(sriLanka);
    expect(html).toContain("Sri Lanka Tea Country Retreat");
    expect(html).toContain("10-14 March 2027 · Ella");
    expect(html).toContain("Hill country calm");
    expect(html).toContain("Tea garden walks");
    expect(html).toContain("Arrive in Ella");
    expect(html).toContain("₹1,20,000");
    // Book Now, in the hero and the price box alike, goes to the edition's payment page.
    expect(html.match(/href="https:\/\/buy\.stripe\.com\/sri-lanka-2027"/g)).toHaveLength(2);
    expect(html.replace(/<!-- -->/g, "")).toContain("Book Now opens our secure payment page on buy.stripe.com.");
    expect(html).toContain("Ask on WhatsApp");
    // The cards' icons, drawn from the loader's `icons` (iconsFor): none missing.
    expect(html).toContain("lucide-leaf");
    expect(html).toContain("lucide-flower-2");
    expect(html).not.toContain("data-missing-icon");
    const order = ["id=\"about\"", "id=\"at-a-glance\"", "id=\"itinerary\"", "id=\"investment\"", "id=\"waitlist\""].map((s) =>
      html.indexOf(s),
    );
    expect(order.every((pos) => pos > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("reads as the days do: At a Glance a fact sheet, the highlights on a line like the itinerary", () => {
    const bali = specRetreats().find((r) => r.slug === "bali-2026")!;
    const html = renderRetreat(bali);
    const section = (id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf("</section>", html.indexOf(`id="${id}"`)));
    expect(section("highlights")).toMatch(/<ol class="points points-timeline/);
    expect(renderRetreat(sriLanka)).toMatch(/id="at-a-glance"[\s\S]*?<ul class="points points-sheet/);
  });

  it("says what Book Now does without a payment page: the chat's mark and \"on WhatsApp\", its name starting with the words shown", () => {
    const retreat = buildEditionPage(RetreatSchema.parse(sriLanka), { ...sriLanka2027, paymentUrl: null }, SPEC_TODAY).retreat;
    const html = renderRetreat(retreat).replace(/<!-- -->/g, "");
    const [link, words] = /<a [^>]*data-testid="hero-book-now"[^>]*>([\s\S]*?)<\/a>/.exec(html)! as unknown as [string, string];
    expect(link).toContain('data-books="whatsapp"');
    expect(link).toMatch(/href="https:\/\/wa\.me\/\d+\?text=/);
    expect(words).toContain("lucide-message-circle");
    // The link's text, as a screen reader reads it: the visible words first (WCAG 2.5.3).
    expect(words.replace(/<[^>]+>/g, "")).toBe("Book Now on WhatsApp (opens in a new tab)");
    // One Book Now: the price box has none of its own, and nothing speaks of a payment page.
    expect(html).not.toContain('data-testid="payment-link"');
    expect(html).not.toContain("secure payment");
  });

  it("server-renders every itinerary day, so the page reads without JavaScript", () => {
    const html = renderRetreat(sriLanka);
    expect(html).toContain("Welcome tea");
    expect(html).toContain("Sunrise hike");
  });

  it("rejects a retreat whose hero points at a missing section", () => {
    const bad = { ...sriLanka, hero: { ...sriLanka.hero, cta: { kind: "anchor" as const, label: "Join", target: "nowhere" } } };
    expect(() => RetreatSchema.parse(bad)).toThrow(/missing section #nowhere/);
  });

  it("leaves out a section the organiser emptied, heading and all; the schema allows it only where a page can do without", () => {
    const withOptional: RetreatInput = {
      ...sriLanka,
      sections: [
        ...sriLanka.sections.slice(0, 2),
        { type: "highlights", id: "highlights", title: "Retreat Highlights", cards: [] },
        { type: "faq", id: "questions", title: "Your questions", items: [] },
        { type: "gallery", id: "gallery", title: "Your Stay", display: "grid", images: [] },
        ...sriLanka.sections.slice(2),
      ],
    };
    const html = renderRetreat(withOptional);
    for (const [id, title] of [["highlights", "Retreat Highlights"], ["questions", "Your questions"], ["gallery", "Your Stay"]]) {
      expect(html, id).not.toContain(`id="${id}"`);
      expect(html, id).not.toContain(title);
    }
    expect(html).toContain("Tea garden walks");
    const issues = (input: RetreatInput) => RetreatSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    // A grid of one card reads as a mistake; an itinerary without days, a price box without points, never.
    const glance = sriLanka.sections[1] as Extract<RetreatInput["sections"][number], { cards: unknown }>;
    expect(issues({ ...sriLanka, sections: [sriLanka.sections[0]!, { ...glance, cards: glance.cards.slice(0, 1) }, ...sriLanka.sections.slice(2)] })).toEqual([
      "sections.1.cards: at least two cards, or none to leave the section off the page",
    ]);
    const itinerary = sriLanka.sections[2] as Extract<RetreatInput["sections"][number], { type: "itinerary" }>;
    expect(issues({ ...sriLanka, sections: [...sriLanka.sections.slice(0, 2), { ...itinerary, days: [] }, ...sriLanka.sections.slice(3)] })[0]).toMatch(/^sections\.2\.days: /);
    // The hero may not point at a section the page leaves out.
    expect(issues({ ...withOptional, hero: { ...withOptional.hero, secondary: { label: "See the stay", target: "gallery" } } })).toEqual([
      "hero: hero.secondary points at section #gallery, which is empty and left off the page",
    ]);
  });

  it("rejects an image field that is not an image id", () => {
    expect(() => RetreatSchema.parse({ ...sriLanka, card: { ...sriLanka.card, image: "/img/x.jpg" } })).toThrow();
  });

  it.each(specRetreats().map((r) => [r.slug, r] as const))("%s renders with its brochure or waitlist form", (_slug, r) => {
    const html = renderRetreat(r);
    expect(html.includes(r.name.replace(/&/g, "&amp;")), `${r.slug} name`).toBe(true);
    expect(html).toMatch(r.sections.some((s) => s.type === "brochure") ? /id="brochure-form"/ : /id="waitlist"/);
  });
});
