import fs from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";
import { startServer } from "../../scripts/lib/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** One Chromium per worker, for launchBrowser() (tests/playwright-utils.ts). */
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" before the e2e tests.');
  const workers = Math.max(1, Number(project.vitest.config.maxWorkers) || 1);
  // The minimum fill time is off: no test waits like a person (forms.test.ts tests the trap).
  // On the spec's day (SITE_TODAY, ADR 028): the e2e tests of SPEC.md's states and strings.
  const [started, ...launched] = await Promise.allSettled([
    startServer({ env: { FORM_MIN_FILL_MS: "0", SITE_TODAY: "2025-11-01" } }) as Promise<{ url: string; dataDir: string; stop(): Promise<void> }>,
    ...Array.from({ length: workers }, () => chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })),
  ]);
  const browsers = launched.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  if (started.status === "rejected" || browsers.length < workers) {
    // Nothing left running when one of them failed to start.
    await Promise.all(browsers.map((b) => b.close()));
    if (started.status === "fulfilled") await started.value.stop();
    throw started.status === "rejected" ? started.reason : launched.find((r) => r.status === "rejected")!.reason;
  }
  const server = started.value;
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("browserEndpoints", browsers.map((b) => b.wsEndpoint()));
  return async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
