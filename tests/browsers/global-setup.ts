import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/lib/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One production server for both engines' smoke tests (tests/browsers/README.md). */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" before the browser smoke tests.');
  // The minimum fill time is off: the brochure request is sent as fast as a script types.
  const server = (await startServer({ env: { FORM_MIN_FILL_MS: "0", SITE_TODAY: "2025-11-01" } })) as {
    url: string;
    dataDir: string;
    stop(): Promise<void>;
  };
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
