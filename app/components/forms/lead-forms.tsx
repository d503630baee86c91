/**
 * The lead forms placed on the pages. Pages render these with the props below; the
 * lead-capture work (issue 4) owns their fields, validation and submission.
 */
export interface BrochureFormProps {
  /** Retreat slug, e.g. "goa-2025"; the form posts to its page's action. */
  slug: string;
  retreatName: string;
  brochureUrl: string;
  /** The two brochure behaviours of SPEC §4: Goa redirects, Maldives shows a toast with the link. */
  flow: "goa" | "maldives";
}

export interface WaitlistFormProps {
  slug: string;
  retreatName: string;
  /** SPEC §3 retreat interest option, e.g. "Morocco 2026". */
  defaultInterest: "Goa 2025" | "Maldives 2026" | "Bali 2026" | "Morocco 2026";
  /** Bali stays on the page; Morocco goes to /thank-you and also asks for an optional phone. */
  flow: "bali" | "morocco";
}

function Field({ id, label, type = "text", name }: { id: string; label: string; type?: string; name: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} type={type} className="min-h-11 rounded-lg border border-ink/25 bg-white px-3" />
    </div>
  );
}

export function BrochureForm({ slug }: BrochureFormProps) {
  return (
    <form method="post" className="grid gap-4">
      <input type="hidden" name="_form" value="brochure" />
      <Field id={`${slug}-name`} name="name" label="Full name" />
      <Field id={`${slug}-email`} name="email" type="email" label="Email" />
      <Field id={`${slug}-phone`} name="phone" type="tel" label="Phone/WhatsApp" />
      <button type="submit" className="min-h-11 rounded-full bg-clay px-6 font-semibold text-sand">
        Download Brochure
      </button>
    </form>
  );
}

export function WaitlistForm({ slug }: WaitlistFormProps) {
  return (
    <form method="post" className="grid gap-4">
      <input type="hidden" name="_form" value="waitlist" />
      <Field id={`${slug}-wl-name`} name="name" label="Full name" />
      <Field id={`${slug}-wl-email`} name="email" type="email" label="Email" />
      <button type="submit" className="min-h-11 rounded-full bg-clay px-6 font-semibold text-sand">
        Join Waitlist
      </button>
    </form>
  );
}

export function ContactForm() {
  return (
    <form method="post" className="grid gap-4">
      <input type="hidden" name="_form" value="contact" />
      <Field id="contact-name" name="name" label="Name" />
      <Field id="contact-email" name="email" type="email" label="Email" />
      <Field id="contact-message" name="message" label="Message" />
      <button type="submit" className="min-h-11 rounded-full bg-clay px-6 font-semibold text-sand">
        Send Message
      </button>
    </form>
  );
}

export function CorporateInquiryForm() {
  return (
    <form method="post" className="grid gap-4">
      <input type="hidden" name="_form" value="corporate" />
      <Field id="corp-name" name="name" label="Name" />
      <Field id="corp-company" name="company" label="Company" />
      <Field id="corp-email" name="email" type="email" label="Email" />
      <Field id="corp-message" name="message" label="Message" />
      <button type="submit" className="min-h-11 rounded-full bg-clay px-6 font-semibold text-sand">
        Inquire Now
      </button>
    </form>
  );
}

export function HostApplicationForm() {
  return (
    <form method="post" className="grid gap-4">
      <input type="hidden" name="_form" value="host" />
      <Field id="host-name" name="name" label="Name" />
      <Field id="host-email" name="email" type="email" label="Email" />
      <Field id="host-expertise" name="expertise" label="Your expertise" />
      <Field id="host-message" name="message" label="Message" />
      <button type="submit" className="min-h-11 rounded-full bg-clay px-6 font-semibold text-sand">
        Apply to Host
      </button>
    </form>
  );
}
