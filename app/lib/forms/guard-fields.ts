/**
 * Names of the hidden fields every lead form carries, shared by the form components and the
 * action. `website` is the honeypot (bots fill fields with names like that; people never see
 * it); `_started` is the server time the page was rendered, for the minimum fill time.
 */
export const FORM_FIELD = "_form";
export const HONEYPOT_FIELD = "website";
export const STARTED_FIELD = "_started";
export const CONSENT_FIELD = "_consent";
/** Present only when the form was sent by JavaScript: the action then answers with data, not a redirect. */
export const JS_FIELD = "_js";
/** Waitlist flow (bali|morocco) and, for the footer form, the page it was sent from. */
export const FLOW_FIELD = "_flow";
export const PAGE_FIELD = "_page";
