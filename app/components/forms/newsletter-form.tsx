/**
 * Footer newsletter sign-up (SPEC §2: name, email, Subscribe).
 * Storage and confirmation are wired by the lead-capture work (issue 4).
 */
export function NewsletterForm() {
  return (
    <form method="post" action="/newsletter" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="newsletter-name" className="text-sm">
          Name
        </label>
        <input
          id="newsletter-name"
          name="name"
          autoComplete="name"
          className="min-h-11 rounded-lg border border-sand/30 bg-sand/10 px-3 text-sand placeholder:text-sand/80"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="newsletter-email" className="text-sm">
          Email
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          className="min-h-11 rounded-lg border border-sand/30 bg-sand/10 px-3 text-sand placeholder:text-sand/80"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-full bg-sand px-6 text-sm font-semibold text-olive hover:bg-linen">
        Subscribe
      </button>
    </form>
  );
}
