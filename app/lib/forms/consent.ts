/**
 * Proof of consent (DPDP Act 2023 / GDPR art. 7(1)): every lead row records which privacy
 * notice version the form showed and when it was accepted. The version string belongs to the
 * privacy notice itself; forms render it in a hidden field and the server stores what was shown.
 */
export { PRIVACY_NOTICE_VERSION } from "~/content/pages/privacy";

/** A version string as a form may post it back (the one it was rendered with). */
export const CONSENT_VERSION_PATTERN = /^[\p{L}\p{N} .,:()/-]{1,100}$/u;
