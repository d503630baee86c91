import { fileURLToPath } from "node:url";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The longest files first, so that no worker is left with one of them at the end while the
 * other waits. Vitest does that by itself from the durations of an earlier run; a clean clone
 * has none, and its fallback (larger files first) would start the short-sourced audits last.
 */
const LONGEST_FIRST = ["forms", "admin", "anchors", "mail", "sweep-phone", "home", "retreats", "frame"];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}.test.ts`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

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
    // A test that fails runs once more; one that passes only then is named by the reporter and
    // in the test command's closing line. A test that fails twice fails the run (ADR 040).
    retry: 1,
    reporters: ["default", "./tests/support/flaky-reporter.ts"],
    hookTimeout: 60_000,
    // A busy CI machine can take over a second to answer and re-render; the default poll (1 s)
    // made one assertion race a deliberately slowed post.
    expect: { poll: { timeout: 5_000 } },
    // Two cores: two files at a time (four were slower: the browsers' renderers fill the cores);
    // the global setup starts one Chromium per worker.
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirst },
  },
});
