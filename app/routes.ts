import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every route of SPEC §2, in one place. Route modules stay thin; sections live in components/. */
export default [
  index("routes/home.tsx"),
  route("upcoming-retreats", "routes/upcoming-retreats.tsx"),
  route("past-retreats", "routes/past-retreats.tsx"),
  route("corporate-retreats", "routes/corporate-retreats.tsx"),
  route("host-a-retreat", "routes/host-a-retreat.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("meet-our-founder", "routes/meet-our-founder.tsx"),
  route("faq", "routes/faq.tsx"),
  route("retreats/:slug", "routes/retreat.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("thank-you/brochure", "routes/thank-you-brochure.tsx"),
  // One legal route module serves the five legal pages; each gets its own id.
  ...(["terms", "refunds", "privacy", "delivery", "legal"] as const).map((slug) =>
    route(slug, "routes/legal-page.tsx", { id: `legal-${slug}` }),
  ),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("brochures/:file", "routes/brochure-file.ts"),
  route("admin/leads", "routes/admin/leads.tsx"),
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  route("admin/leads/:tab/:id", "routes/admin/delete-lead.ts"),
  route("admin/spam", "routes/admin/spam.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/retreats", "routes/admin/retreats.tsx"),
  route("admin/retreats/new", "routes/admin/retreat-new.tsx"),
  route("admin/retreats/:slug", "routes/admin/retreat-edit.tsx"),
  route("admin/retreats/:slug/preview", "routes/admin/retreat-preview.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
