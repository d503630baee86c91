/** An organiser's own site facts in the environment, replacing every fictional default (content/site.ts). */
export const OWN_SITE_FACTS = {
  SITE_EMAIL: "hello@anandaretreats.in",
  SITE_PHONE_DISPLAY: "+91 98201 45678",
  SITE_PHONE_DIGITS: "919820145678",
  SITE_WHATSAPP_DIGITS: "919820145678",
  SITE_SOCIAL_URL: "https://www.instagram.com/anandaretreats/",
  SITE_PAYMENT_URL_BASE: "https://rzp.io/l/",
  SITE_COMPANY_CIN: "U79110MH2024PTC412345",
  SITE_COMPANY_GSTIN: "27AAKCA1234B1Z5",
  SITE_COMPANY_PAN: "AAKCA1234B",
  SITE_COMPANY_ADDRESS: "3rd Floor, 12 Hill Road, Bandra West, Mumbai 400050, India",
};
