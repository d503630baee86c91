import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin (it would try to build the app).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    testTimeout: 20_000,
  },
});
