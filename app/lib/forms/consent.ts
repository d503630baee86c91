/**
 * Proof of consent (DPDP Act 2023 / GDPR art. 7(1)): every lead row records which privacy
 * notice version the form showed and when it was accepted.
 *
 * The privacy page's own version constant is the source of truth once it exists
 * (app/content/pages/privacy.ts, issue 3); until then this one is used.
 */
export const PRIVACY_NOTICE_VERSION = "2025-11-01";

/** A version string as a form may post it back (the one it was rendered with). */
export const CONSENT_VERSION_PATTERN = /^[\w.-]{1,32}$/;
