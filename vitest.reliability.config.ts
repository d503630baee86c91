import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Reliability tests (tests/reliability/): crashes, hostile input, attacks, headers, scale-out,
// each against real production-server processes started from a private copy of the build.
// One file at a time: they kill servers and measure, and two cores are shared.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    // The spec's own day: every state and string of SPEC.md holds on it (issue 26, ADR 028).
    // Tests of other days set SITE_TODAY themselves.
    env: { SITE_TODAY: "2025-11-01" },
    globalSetup: ["tests/reliability/support/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
