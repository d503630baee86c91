import { z } from "zod";

/**
 * zod for every schema the browser runs (the lead forms, the admin's forms). Zod's object
 * parser probes `new Function` to compile a faster path; under our CSP (no 'unsafe-eval',
 * docs/decisions/003-csp-nonce.md) that probe is a reported violation in every browser, even
 * though zod catches the throw. The interpreted path is fast enough for forms of a few fields.
 * The setting is global, so it holds from the first schema module the page loads.
 */
z.config({ jitless: true });

export { z };

export { hasInvisibleControls } from "./invisible-text";
