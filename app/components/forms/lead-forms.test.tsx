import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormReply } from "~/lib/forms/reply";
import { ContactForm } from "./inquiry-forms";
import { BrochureForm, WaitlistForm } from "./retreat-forms";

/**
 * Where a form posts before hydration, i.e. without JavaScript (useLeadForm): forms that stay
 * on their page post to the route's own action URL plus `#<form id>`, so the re-rendered page
 * opens at the form; flows that redirect to a thank-you page post without a fragment (a
 * redirect would carry it along) and autofocus the first error instead.
 */
function render(ui: React.ReactElement, { path = "/page", url = path, index = false, actionData }: {
  path?: string;
  url?: string;
  index?: boolean;
  actionData?: FormReply;
} = {}) {
  const Stub = createRoutesStub([
    index
      ? { id: "page", index: true, Component: () => ui, action: () => null }
      : { id: "page", path, Component: () => ui, action: () => null },
  ]);
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ actionData: actionData ? { page: actionData } : undefined }} />);
}

const formAction = (html: string) => html.match(/<form[^>]*\saction="([^"]*)"/)?.[1];

describe("no-JavaScript landing", () => {
  it("a form that stays on its page posts to its own URL with the form's fragment, keeping the query", () => {
    expect(formAction(render(<ContactForm />, { path: "/contact" }))).toBe("/contact#contact-form");
    expect(formAction(render(<ContactForm />, { path: "/contact", url: "/contact?utm_source=wa" }))).toBe(
      "/contact?utm_source=wa#contact-form",
    );
  });

  it("on an index route the action keeps ?index before the fragment", () => {
    expect(formAction(render(<ContactForm />, { index: true, url: "/" }))).toBe("/?index#contact-form");
  });

  it("the Bali waitlist lands at its form; Morocco and the brochure forms, which redirect, carry no fragment", () => {
    const bali = <WaitlistForm slug="bali-2026" retreatName="Bali" choices={["Bali 2026"]} defaultInterest="Bali 2026" flow="bali" />;
    expect(formAction(render(bali, { path: "/retreats/bali-2026" }))).toBe("/retreats/bali-2026#waitlist-bali-2026");
    const morocco = <WaitlistForm slug="morocco-2026" retreatName="Morocco" choices={["Morocco 2026"]} defaultInterest="Morocco 2026" flow="morocco" />;
    expect(formAction(render(morocco, { path: "/retreats/morocco-2026" }))).toBe("/retreats/morocco-2026");
    const goa = <BrochureForm slug="goa-2025" retreatName="Goa" brochureUrl="/brochures/goa-2025.pdf" flow="goa" />;
    expect(formAction(render(goa, { path: "/retreats/goa-2025" }))).toBe("/retreats/goa-2025");
  });

  it("a redirecting form re-rendered with errors autofocuses its first invalid field, or the form-level message", () => {
    const goa = <BrochureForm slug="goa-2025" retreatName="Goa" brochureUrl="/brochures/goa-2025.pdf" flow="goa" />;
    const invalid: FormReply = {
      form: "brochure",
      status: "invalid",
      result: { status: "error", initialValue: { name: "", email: "a@b", phone: "" }, error: { email: ["Please enter a valid email address"], phone: ["Phone/WhatsApp is required"] } },
    };
    const html = render(goa, { path: "/retreats/goa-2025", actionData: invalid });
    expect(html.match(/<input[^>]*autofocus=""[^>]*>/g)?.map((t) => t.match(/name="([^"]+)"/)?.[1])).toEqual(["email"]);

    const rejected: FormReply = { form: "brochure", status: "rejected", toast: { title: "Too many submissions", description: "Wait a minute." } };
    const refused = render(goa, { path: "/retreats/goa-2025", actionData: rejected });
    expect(refused).toMatch(/<div role="alert" tabindex="-1" autofocus=""/);
    expect(refused).not.toMatch(/<input[^>]*autofocus/);

    // A form that lands by its fragment needs no autofocus.
    const contact = render(<ContactForm />, {
      path: "/contact",
      actionData: { form: "contact", status: "invalid", result: { status: "error", error: { name: ["Name is required"] } } },
    });
    expect(contact).not.toContain("autofocus");
  });
});

describe("the outcome in the page (no JavaScript)", () => {
  // With JavaScript a post goes through a fetcher and its outcome is a toast alone; a post that
  // re-drew the page comes back as action data, and the form says it in the page, once.
  it("a confirmation or a failure posted without JavaScript shows once; a page without a post shows none", () => {
    const success: FormReply = { form: "contact", status: "success", result: { status: "success", initialValue: null } };
    const confirmed = render(<ContactForm />, { path: "/contact", actionData: success });
    expect(confirmed.match(/role="status"/g)).toHaveLength(1);
    expect(confirmed.match(/Thank you, your message is on its way\./g)).toHaveLength(1);

    const failed: FormReply = { form: "contact", status: "error", toast: { title: "Something went wrong. Please try again.", description: "Later." } };
    expect(render(<ContactForm />, { path: "/contact", actionData: failed }).match(/<div role="alert"[^>]*>.*?Something went wrong/g)).toHaveLength(1);

    const fresh = render(<ContactForm />, { path: "/contact" });
    expect(fresh).not.toMatch(/role="(status|alert)"/);
  });
});
