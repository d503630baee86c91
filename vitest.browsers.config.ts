import { defineConfig } from "vitest/config";

// Smoke tests in Firefox ESR and WebKitGTK (ADR 008): Debian's browsers against the
// production build, which the global setup starts once; one browser per engine, one file each.
export default defineConfig({
  test: {
    include: ["tests/browsers/**/*.test.ts"],
    environment: "node",
    // The spec's own day, as in the Chromium suite (vitest.e2e.config.ts).
    env: { SITE_TODAY: "2025-11-01" },
    globalSetup: ["tests/browsers/global-setup.ts"],
    testTimeout: 120_000,
    // A test that fails runs once more; one that passes only then is named by the reporter and
    // in the test command's closing line. A test that fails twice fails the run (ADR 040).
    retry: 1,
    reporters: ["default", "./tests/support/flaky-reporter.ts"],
    hookTimeout: 90_000,
    // The two engines run side by side, one per core.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
