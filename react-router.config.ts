import type { Config } from "@react-router/dev/config";

// Every page is rendered per request so each response can carry its own CSP nonce
// (docs/decisions/002-render-per-request-with-nonce.md).
export default {
  ssr: true,
} satisfies Config;
