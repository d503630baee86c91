import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// End-to-end tests: headless Debian Chromium (playwright-core) against the production build,
// which the global setup starts once on a free loopback port.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    // The spec's own day: every state and string of SPEC.md holds on it (issue 26, ADR 028).
    // Tests of other days set SITE_TODAY themselves.
    env: { SITE_TODAY: "2025-11-01" },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A busy CI machine can take over a second to answer and re-render; the default poll (1 s)
    // made one assertion race a deliberately slowed post.
    expect: { poll: { timeout: 5_000 } },
    // Two cores: two files at a time; the global setup starts one Chromium per worker.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
