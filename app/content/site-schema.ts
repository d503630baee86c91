/**
 * The shape of the site facts (site.ts), checked by the server when it loads them with the
 * SITE_* overrides (site.server.ts). Kept out of site.ts so zod stays out of the pages' bundle:
 * the browser only ever sees facts the server has already checked.
 */
import { z } from "zod";

export const SiteSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  url: z.string().url(),
  email: z.string().email(),
  phoneDisplay: z.string().min(1),
  /** Digits only, with country code: used for tel: and wa.me links. */
  phoneDigits: z.string().regex(/^\d{8,15}$/),
  whatsappDigits: z.string().regex(/^\d{8,15}$/),
  location: z.string().min(1),
  socialUrl: z.string().url(),
  socialLabel: z.string().min(1),
  company: z.object({
    legalName: z.string().min(1),
    cin: z.string().min(1),
    gstin: z.string().min(1),
    pan: z.string().min(1),
    registeredAddress: z.string().min(1),
    grievanceOfficer: z.string().min(1),
  }),
  founder: z.object({ name: z.string().min(1), role: z.string().min(1) }),
  copyrightYear: z.number().int(),
});
export type Site = z.infer<typeof SiteSchema>;
