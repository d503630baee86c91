import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "~/lib/admin/lead-tabs";
import { LeadsDashboard } from "./leads-dashboard";
import type { Lead } from "./lead-dialogs";

/**
 * The admin's reply link for a lead stored before the form refused `?`, `&` and `%` in an
 * address: the organiser's mail client must open a message to that one address,
 * with no Cc, Bcc or body filled in by the visitor.
 */
describe("the dashboard's reply link", () => {
  it("cannot add cc, bcc or a body, whatever the stored address holds", () => {
    const email = "lead@example.org?cc=spy%40evil.example&bcc=spy@evil.example&body=wire%20money";
    const lead: Lead = { id: 7, created_at: "2026-11-20T10:00:00.000Z", name: "Priya", email, phone: null, source_page: "/contact" };
    const Stub = createRoutesStub([
      { path: "/admin/leads", Component: () => <LeadsDashboard filters={DEFAULT_FILTERS} stats={new Promise(() => {})} rows={[lead]} sources={[]} timeZone="Asia/Kolkata" /> },
    ]);
    const html = renderToString(<Stub initialEntries={["/admin/leads"]} />);
    const hrefs = [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(hrefs).toHaveLength(1);
    const url = new URL(hrefs[0]!);
    expect(decodeURIComponent(url.pathname)).toBe(email);
    expect([...url.searchParams.keys()]).toEqual([]);
  });
});
