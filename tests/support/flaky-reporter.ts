import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";

/**
 * The browser suites let a failed test run once more (`retry: 1`, ADR 040): a real browser on a busy
 * two-core machine now and then misses a beat that no code of ours controls (a frame that does
 * not come, a tab that will not open). A test that fails twice still fails the run; one that
 * passed only on its second try is named here, in the output and in
 * .cache/test-results/flaky.txt, which the test command's closing line counts, so no
 * intermittent failure goes unseen.
 */
export default class FlakyReporter implements Reporter {
  private flaky: string[] = [];

  onTestCaseResult(test: TestCase) {
    const { flaky = false, retryCount = 0 } = test.diagnostic() ?? {};
    if (!flaky) return;
    // The failed try's error stays on a test that passed later: its first line says why.
    const why = test.result().errors?.[0]?.message.split("\n")[0]?.slice(0, 200);
    this.flaky.push(`${test.module.relativeModuleId} > ${test.fullName} (passed on try ${retryCount + 1}${why ? `; first: ${why}` : ""})`);
  }

  onTestRunEnd() {
    if (!this.flaky.length) return;
    console.log(`\nPassed only on a second try (${this.flaky.length}):\n${this.flaky.map((t) => `  ${t}`).join("\n")}`);
    const file = path.resolve(".cache/test-results/flaky.txt");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, this.flaky.join("\n") + "\n");
  }
}
