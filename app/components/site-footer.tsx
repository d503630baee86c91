import { Link, useLocation } from "react-router";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { footerLinks, type Site } from "~/content/site";

export function SiteFooter({ site }: { site: Site }) {
  // /newsletter is this form as a page: a second copy under it would answer the same post twice.
  const onNewsletterPage = useLocation().pathname === "/newsletter";
  return (
    <footer className="bg-olive text-sand">
      <div className="container-content grid gap-6 py-8 md:grid-cols-[1.2fr_1fr] md:gap-12 md:py-20">
        {/* On a phone the name and the Instagram link share a line. */}
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 sm:block sm:space-y-4 md:space-y-5">
          <p className="font-display text-3xl">{site.name}</p>
          {/* From sm, as the newsletter's note: on a phone the footer keeps to what a visitor acts on. */}
          <p className="hidden max-w-sm text-sm text-sand/85 sm:block sm:text-base">
            Curated small-group yoga and wellness retreats in Goa, the Maldives, Bali and Morocco. Travel that
            brings you home to yourself.
          </p>
          <a
            href={site.socialUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sand underline-offset-4 hover:underline"
          >
            <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5">
              <rect x="3" y="3" width="18" height="18" rx="5" />
              <circle cx="12" cy="12" r="4" />
              <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
            </svg>
            {site.socialLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {!onNewsletterPage && (
          <div className="space-y-4">
            <h2 className="font-display text-xl">Letters from the retreat</h2>
            <p className="hidden text-sm text-sand/85 sm:block">
              A few notes a season: new retreats before they open, and practices to take home.
            </p>
            <NewsletterForm />
          </div>
        )}
      </div>
      <div className="border-t border-sand/15">
        <div className="container-content flex flex-col gap-4 py-6 md:flex-row md:gap-6 md:py-8 md:items-center md:justify-between">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to + link.label}>
                  <Link to={link.to} className="inline-flex min-h-11 items-center text-sand/90 hover:text-sand hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-sand/85">{`© ${site.copyrightYear} ${site.name}. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}
