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
    // The spec's own day: every state and string of SPEC.md holds on it (issue 26, ADR 028).
    // Tests of other days set SITE_TODAY themselves.
    env: { SITE_TODAY: "2025-11-01" },
    testTimeout: 20_000,
    // One throwaway PostgreSQL cluster for the whole run (tests/support/databases.ts).
    globalSetup: ["tests/support/unit-global-setup.ts"],
    // Vitest's default on two cores is one worker (cores - 1); most files wait on databases,
    // child processes and timers, so two keep both cores busy.
    maxWorkers: 2,
  },
});
