import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import ThankYouBrochure from "./thank-you-brochure";
import ThankYou from "./thank-you";
import { TOASTS } from "~/lib/forms/messages";

// renderToString renders as the server does, and useNavigationState holds the state back while
// the server's HTML hydrates (the server never sees it; tests/e2e/forms.test.ts reloads such a
// page). These tests are about the page after a client navigation, when the state is there.
vi.mock("~/lib/use-navigation-state", async () => {
  const { useLocation } = await import("react-router");
  return { useNavigationState: () => useLocation().state ?? null };
});

/**
 * SPEC §2/§4 thank-you rules, rendered through the real route components with createRoutesStub.
 * The stub starts "hydrated" with the loader's answer (no server state), so what we vary is the
 * navigation state carried by the location, exactly as a client-side navigate(…, {state}) does.
 */
function render(path: string, Component: React.ComponentType<never>, state?: unknown) {
  const id = path === "/thank-you" ? "thank-you" : "thank-you-brochure";
  const Stub = createRoutesStub([
    { id, path, Component: Component as React.ComponentType, loader: () => ({ state: null }) },
  ]);
  return renderToString(
    <Stub initialEntries={[{ pathname: path, state }]} hydrationData={{ loaderData: { [id]: { state: null } } }} />,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("/thank-you", () => {
  it("without navigation state shows the default message and the Download Brochure button", () => {
    const html = render("/thank-you", ThankYou);
    expect(text(html)).toContain("Thank you for signing up!");
    expect(text(html)).toContain("Download Brochure");
    expect(html).toContain('href="/brochures/goa-2025.pdf"');
    expect(html).toContain('target="_blank"');
  });

  it("with navigation state shows its message and subtitle and no Download Brochure button", () => {
    const html = render("/thank-you", ThankYou, {
      message: "You're on the waitlist for Morocco 2026!",
      subtitle: "We'll notify you when bookings open.",
    });
    const t = text(html);
    expect(t).toContain("You're on the waitlist for Morocco 2026!");
    expect(t).toContain("We'll notify you when bookings open.");
    expect(t).not.toContain("Thank you for signing up!");
    expect(t).not.toContain("Download Brochure");
  });
});

describe("/thank-you/brochure", () => {
  it("without state defaults to the Goa brochure, with a contact line and a way back", () => {
    const html = render("/thank-you/brochure", ThankYouBrochure);
    const t = text(html);
    expect(t).toContain("Thank you for your interest!");
    expect(html).toContain('href="/brochures/goa-2025.pdf"');
    expect(html).toContain('href="/upcoming-retreats"');
    expect(html).toContain("mailto:hello@retreatly.example");
    expect(html).toContain("https://wa.me/");
  });

  it("shows the Maldives variant and opens the Maldives brochure in a new tab", () => {
    const html = render("/thank-you/brochure", ThankYouBrochure, {
      brochureUrl: "/brochures/maldives-2026.pdf",
      retreatName: "Blue Mind Maldives Retreat",
    });
    expect(text(html)).toContain("Your Blue Mind Maldives brochure");
    // The success toast says its thanks as this page opens: the headline must not repeat it.
    expect(text(html)).not.toContain(TOASTS.maldivesBrochure.title);
    expect(html).toMatch(/<a href="\/brochures\/maldives-2026.pdf" target="_blank" rel="noopener noreferrer"/);
  });

  it("never puts a javascript: URL from state on the button", () => {
    const html = render("/thank-you/brochure", ThankYouBrochure, {
      brochureUrl: "javascript:alert(1)",
      retreatName: "Evil",
    });
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="/brochures/goa-2025.pdf"');
    expect(text(html)).toContain("Thank you for your interest!");
  });
});

// Without the loader's image entries the picture renders as a labelled placeholder named by its
// image id: which picture the page chose.
describe("the thank-you pages' picture", () => {
  const picture = (html: string) => /role="img" aria-label="([^"]+)"/.exec(html)?.[1];

  it("is the retreat's own after its form, and the quiet default otherwise", () => {
    expect(picture(render("/thank-you/brochure", ThankYouBrochure, { brochureUrl: "/brochures/maldives-2026.pdf", retreatName: "Blue Mind Maldives Retreat" }))).toBe("maldives-2026/hero");
    expect(picture(render("/thank-you/brochure", ThankYouBrochure, { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" }))).toBe("goa-2025/hero");
    expect(picture(render("/thank-you", ThankYou, { message: "You're on the waitlist for Morocco 2026!", subtitle: "We'll notify you when bookings open." }))).toBe("morocco-2026/hero");
    // No state (a reload, a link): nothing says which retreat.
    expect(picture(render("/thank-you/brochure", ThankYouBrochure))).toBe("page/thank-you");
    expect(picture(render("/thank-you", ThankYou))).toBe("page/thank-you");
    expect(picture(render("/thank-you", ThankYou, { message: "Thank you for reaching out!" }))).toBe("page/thank-you");
  });

  it("names pictures that exist, one for every retreat", async () => {
    const { RETREAT_THANK_YOU_IMAGES } = await import("~/content/pages/thank-you");
    const { getImage } = await import("~/lib/images.server");
    const { retreatContents } = await import("~/content/retreats");
    for (const id of Object.values(RETREAT_THANK_YOU_IMAGES)) expect(getImage(id), id).toBeDefined();
    for (const retreat of retreatContents) expect(Object.values(RETREAT_THANK_YOU_IMAGES), retreat.id).toContain(retreat.hero.image);
  });
});
