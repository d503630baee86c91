import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getLegalDocument, legalNav } from "~/content/pages/legal-documents";
import { LEGAL_SLUGS } from "~/content/pages/types";
import { defaultSite } from "~/content/site";
import { LegalLayout } from "./legal-layout";

/**
 * Each legal page lists the other policies once, in its "Our other policies" block: a list of
 * them in the document as well read as the page repeating itself. (A sentence may still link to
 * another policy where it refers to it.)
 */
describe("LegalLayout", () => {
  it.each(LEGAL_SLUGS)("/%s lists each other policy once", (slug) => {
    const doc = getLegalDocument(slug, defaultSite);
    const nav = legalNav(defaultSite);
    const Stub = createRoutesStub([{ path: `/${slug}`, Component: () => <LegalLayout doc={doc} nav={nav} /> }]);
    const html = renderToString(<Stub initialEntries={[`/${slug}`]} />);
    const others = nav.filter((item) => item.slug !== slug);
    expect(others.length).toBeGreaterThan(2);
    const listed = (to: string) => html.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*href="${to}"`, "g"))?.length ?? 0;
    for (const item of others) expect(listed(item.to), item.to).toBe(1);
  });
});
