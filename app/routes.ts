import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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
  // The admin: one layout (session, headers, stylesheet, navigation) around its pages and the
  // downloads and posts they link to. The preview draws the public page, outside the frame.
  layout("routes/admin/layout.tsx", [
    route("admin/leads", "routes/admin/leads.tsx"),
    route("admin/leads.csv", "routes/admin/leads-csv.ts"),
    route("admin/leads.xlsx", "routes/admin/leads-csv.ts", { id: "admin-leads-xlsx" }),
    route("admin/leads.emails", "routes/admin/leads-emails.ts"),
    route("admin/leads/:tab/:id", "routes/admin/delete-lead.ts"),
    route("admin/leads/:id", "routes/admin/lead.tsx"),
    route("admin/follow-up", "routes/admin/follow-up.tsx"),
    route("admin/people", "routes/admin/people.tsx"),
    route("admin/people/pipeline", "routes/admin/pipeline.tsx"),
    route("admin/spam", "routes/admin/spam.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
    route("admin/retreats", "routes/admin/retreats.tsx"),
    route("admin/retreats/new", "routes/admin/retreat-new.tsx"),
    route("admin/retreats/:slug", "routes/admin/retreat-edit.tsx"),
    route("admin/photos", "routes/admin/photos.tsx"),
    route("admin/photos/*", "routes/admin/photo-slot.tsx"),
    route("admin/proof", "routes/admin/proof.tsx"),
    // The team: the signed-in user's own page, the owner's users and audit pages, and the pages
    // of the single-use links (first-run setup, invitation, password reset), which need no session.
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/go-live", "routes/admin/go-live.tsx"),
    route("admin/welcome", "routes/admin/welcome.tsx"),
    route("admin/setup/:token", "routes/admin/setup.tsx"),
    route("admin/invitation/:token", "routes/admin/invitation.tsx"),
    route("admin/reset/:token", "routes/admin/reset.tsx"),
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  ]),
  route("admin/retreats/:slug/preview", "routes/admin/retreat-preview.tsx"),
  route("photos/:name", "routes/photo-file.ts"),
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
