import type { WaitlistFor } from "~/lib/editions/waitlist-choices";

/** A waitlist's choice in a sentence: "the next Goa retreat", "Goa 2026". */
export function interestInProse(label: string) {
  return label.startsWith("The next ") ? `the next ${label.slice("The next ".length)}` : label;
}

/**
 * What a visitor is told after sending a form: SPEC.md §4 and §8 word for word where the spec
 * gives the words, our own where it is silent (contact, corporate, host, newsletter).
 */
export const TOASTS = {
  storageFailure: {
    title: "Something went wrong. Please try again.",
    description: "If the problem persists, please contact us directly.",
  },
  goaBrochure: { title: "Thanks! Your brochure is ready.", description: "Redirecting you to download..." },
  maldivesBrochure: {
    title: "Thank you for your interest in the Blue Mind Maldives Retreat",
    description: "Your brochure is ready — Click here to view / download →",
  },
  baliWaitlist: { title: "Welcome to the waitlist!", description: "You'll be the first to know when bookings open." },
  contact: {
    title: "Thank you, your message is on its way.",
    description: "You will usually hear from us within 24-48 hours.",
  },
  corporate: {
    title: "Thank you, we have your inquiry.",
    description: "Our team will write to you within 24-48 hours to plan your retreat together.",
  },
  host: {
    title: "Thank you for applying to host.",
    description: "We read every application and will reply within 24-48 hours.",
  },
  newsletter: {
    title: "Thank you for subscribing!",
    description: "Please check your inbox and confirm your e-mail address.",
  },
  rateLimited: {
    title: "Too many submissions from your connection.",
    description: "Please wait a minute and try again.",
  },
} as const;

export const MOROCCO_THANK_YOU = {
  message: "You're on the waitlist for Morocco 2026!",
  subtitle: "We'll notify you when bookings open.",
} as const;

/**
 * What a waitlist sign-up is promised, by what the chosen waitlist is for: SPEC §4's words for
 * dates not yet open, "if a place opens" for a full edition, the next dates for a retreat with
 * none ahead. The toast (Bali's flow) and the thank-you page (Morocco's) say the same.
 */
export function waitlistConfirmation(interest: string, waitlistFor: WaitlistFor | undefined) {
  const promise = {
    soon: { toast: TOASTS.baliWaitlist.description, page: MOROCCO_THANK_YOU.subtitle },
    full: { toast: "We'll write to you if a place opens on these dates.", page: "We'll write to you if a place opens on these dates." },
    next: { toast: "You'll be the first to know when the next dates are set.", page: "We'll write to you as soon as the next dates are set." },
    open: { toast: "Places are open now: we'll be in touch about these dates.", page: "Places are open now: we'll be in touch about these dates." },
  }[waitlistFor ?? "soon"];
  return {
    toast: { title: TOASTS.baliWaitlist.title, description: promise.toast },
    thankYou: { message: `You're on the waitlist for ${interestInProse(interest)}!`, subtitle: promise.page },
  };
}

/** Goa shows "Redirecting you to download..." for this long before it navigates. */
export const GOA_REDIRECT_DELAY_MS = 1200;
