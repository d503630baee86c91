import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, PAGE_SIZE, type DashboardStats } from "~/lib/admin/lead-tabs";
import { LeadsDashboard } from "./leads-dashboard";
import type { Lead } from "./lead-dialogs";

/**
 * The dashboard renders its list while the statistics are still being counted
 * (docs/decisions/016). Rendered here as the server does: the whole document once all is ready.
 */
const lead: Lead = { id: 7, created_at: "2026-11-20T10:00:00.000Z", name: "Priya Sharma", email: "priya@example.com", phone: "+919810000001", source_page: "/retreats/goa-2025" };

async function render(stats: Promise<DashboardStats | null>, { rows = [lead], page = 1 } = {}) {
  const filters = { ...DEFAULT_FILTERS, page };
  const Stub = createRoutesStub([
    { id: "leads", path: "/admin/leads", Component: () => <LeadsDashboard filters={filters} stats={stats} rows={rows} sources={[]} timeZone="Asia/Kolkata" /> },
  ]);
  const html = await new Promise<Promise<string>>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<Stub initialEntries={["/admin/leads"]} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        const out = new PassThrough();
        pipe(out);
        resolve(text(out));
      },
      onShellError: reject,
    });
  });
  return html.replace(/<!-- -->/g, "");
}

describe("LeadsDashboard", () => {
  it("shows the statistics, chart and pages once counted, in place", async () => {
    const html = await render(
      Promise.resolve({
        total: 60,
        last7Days: 4,
        bySource: [{ source: "/retreats/goa-2025", count: 60 }],
        chart: [{ start: "2026-11-20", end: "2026-11-20", count: 60 }],
        pageCount: 3,
      }),
    );
    expect(html).toContain('data-testid="stat-total">60<');
    expect(html).toContain('data-testid="stat-last7">4<');
    expect(html).toContain("Page 1 of 3");
    expect(html).toContain("Priya Sharma");
    expect(html).not.toMatch(/\$RC\(|<div hidden id="S:/);
  });

  it("says so where the figures would be when the count failed, and keeps the list", async () => {
    // The loader hands a failed count on as null (routes/admin/leads.tsx).
    const html = await render(Promise.resolve(null));
    expect(html).toContain("Error loading leads. Please try again later.");
    expect(html).not.toContain('data-testid="stat-total"');
    expect(html).not.toContain("Page 1 of");
    expect(html).toContain("Priya Sharma");
  });

  it("keeps a way back and on through the pages when the count failed, without a total", async () => {
    const page = Array.from({ length: PAGE_SIZE }, (_, i) => ({ ...lead, id: 100 + i, email: `guest-${i}@example.com` }));
    const html = await render(Promise.resolve(null), { rows: page, page: 2 });
    expect(html).toContain("Error loading leads. Please try again later.");
    expect(html).toMatch(/>Page 2<\/p>/);
    expect(html).toContain('href="/admin/leads"');
    expect(html).toContain('href="/admin/leads?page=3"');
  });
});
