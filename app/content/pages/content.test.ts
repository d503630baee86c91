import { describe, expect, it } from "vitest";
import { defaultSite, type Site } from "~/content/site";
import { faqGroupsFor, faqJsonLd, plainText } from "./faq";
import { formatLongDate, getLegalDocument } from "./legal-documents";
import { formatInr } from "~/lib/indian-numbers";
import { BOOKING_POLICY } from "./policy";
import { PRIVACY_NOTICE_VERSION } from "./privacy";
import { brochureView, safeBrochureUrl, thankYouView } from "./thank-you";
import { LEGAL_SLUGS } from "./types";

const faqGroups = faqGroupsFor([]);
const allFaq = faqGroups.flatMap((g) => g.items.map((i) => `${i.question} ${i.answer}`)).join("\n");

describe("formatInr", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatInr(38_000)).toBe("₹38,000");
    expect(formatInr(25_000)).toBe("₹25,000");
    expect(formatInr(100_000)).toBe("₹1,00,000");
    expect(formatInr(12_345_678)).toBe("₹1,23,45,678");
    expect(formatInr(999)).toBe("₹999");
  });
});

describe("FAQ", () => {
  it("has the three groups of SPEC §2, in order", () => {
    expect(faqGroups.map((g) => g.title)).toEqual(["Booking & Payments", "Retreat Experience", "Practical Information"]);
  });

  it("states the §9 business constants", () => {
    expect(BOOKING_POLICY).toMatchObject({ balanceDueDays: 45, transferNoticeDays: 30 });
    for (const fact of [
      "the deposit shown for each retreat",
      "non-refundable",
      "usually due 45 days before the retreat starts",
      "before the retreat's balance is due",
      "at least 30 days",
      "7-10 business days",
      "including the deposit",
      "card or UPI",
      "INR",
      "10-20 guests",
      "24-48 hours",
      "phone",
      "WhatsApp",
      "e-mail",
      "payment page",
    ]) {
      expect(allFaq, fact).toContain(fact);
    }
  });

  it("names each retreat open for booking with its own deposit and balance due day", () => {
    const open = [{ retreat: "Goa Yoga & Surf Retreat, 12-18 December 2026 (7 days / 6 nights)", deposit: "₹15,000", balanceDue: "28 October 2026" }];
    const answer = faqGroupsFor(open)[0]!.items.find((i) => i.question.startsWith("How much is the deposit"))!.answer;
    expect(answer).toContain("For the retreat open for booking now: Goa Yoga & Surf Retreat, 12-18 December 2026 (7 days / 6 nights): a ₹15,000 deposit, the balance due by 28 October 2026.");
    expect(allFaq).not.toContain("₹25,000");
  });

  it("builds FAQPage JSON-LD from the same items, without link markup", () => {
    const ld = faqJsonLd(faqGroups);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(faqGroups.flatMap((g) => g.items).length);
    expect(JSON.stringify(ld)).not.toMatch(/\]\(/);
    expect(plainText("see [our refunds](/refunds).")).toBe("see our refunds.");
  });
});

describe("legal documents", () => {
  const site: Site = {
    ...defaultSite,
    email: "care@organiser.example",
    company: { ...defaultSite.company, legalName: "Organiser Private Limited", cin: "U00000DL2020PTC000001" },
  };

  it("every slug has a document with a date, sections and unique anchors", () => {
    for (const slug of LEGAL_SLUGS) {
      const doc = getLegalDocument(slug, site);
      expect(doc.slug).toBe(slug);
      expect(doc.sections.length).toBeGreaterThan(3);
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(formatLongDate(doc.lastUpdated)).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(JSON.stringify(doc)).not.toMatch(/lorem|TODO|coming soon/i);
      // What search results show of it (the SEO test's bound).
      expect(doc.description.length, slug).toBeLessThanOrEqual(170);
    }
  });

  it("the refund policy states the §9 rules", () => {
    const text = JSON.stringify(getLegalDocument("refunds", site));
    for (const fact of ["The deposit shown for each retreat", "non-refundable", "usually 45", "Cancelling before the balance is due", "Cancelling once the balance is due", "at least 30 days", "7-10 business days", "including the deposit"]) {
      expect(text, fact).toContain(fact);
    }
    // Each edition has its own deposit: the policies quote none.
    expect(text).not.toMatch(/₹\d/);
    expect(JSON.stringify(getLegalDocument("terms", site))).not.toContain("₹25,000");
  });

  it("the company page is built from the site facts in force", () => {
    const text = JSON.stringify(getLegalDocument("legal", site));
    for (const fact of [site.company.legalName, site.company.cin, site.company.gstin, site.company.pan, site.company.registeredAddress, site.company.grievanceOfficer, site.email]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("New Delhi");
  });

  it("the privacy notice covers lead data, retention, processors, DPDP/GDPR rights and erasure, and carries its version", () => {
    expect(PRIVACY_NOTICE_VERSION).toBe("Version 2025-01, effective 1 January 2025");
    const text = JSON.stringify(getLegalDocument("privacy", site));
    for (const fact of [PRIVACY_NOTICE_VERSION, "UTM", "referring website", "landing", "consent record", "24 months", "Digital Personal Data Protection Act, 2023", "GDPR", "Erase my data", "care@organiser.example", "payment provider", "e-mail delivery provider"]) {
      expect(text, fact).toContain(fact);
    }
  });
});

describe("thank-you rules", () => {
  it("thankYouView: defaults and the brochure button only without state", () => {
    expect(thankYouView(null)).toMatchObject({ message: "Thank you for signing up!", showBrochureButton: true });
    expect(thankYouView({})).toMatchObject({ showBrochureButton: true });
    expect(thankYouView({ message: "Hi", subtitle: "There" })).toEqual({ message: "Hi", subtitle: "There", showBrochureButton: false });
  });

  it("brochureView: Goa by default, Maldives variant, unsafe URLs refused", () => {
    expect(brochureView(null)).toMatchObject({ title: "Thank you for your interest!", brochureUrl: "/brochures/goa-2025.pdf", fromForm: false });
    expect(brochureView({ brochureUrl: "/brochures/maldives-2026.pdf", retreatName: "Blue Mind Maldives Retreat" })).toMatchObject({
      title: "Your Blue Mind Maldives brochure",
      isMaldives: true,
      fromForm: true,
    });
    expect(safeBrochureUrl("javascript:alert(1)")).toBeNull();
    expect(safeBrochureUrl("//evil.example/x.pdf")).toBeNull();
    expect(safeBrochureUrl("https://cdn.example/b.pdf")).toBe("https://cdn.example/b.pdf");
  });
});
