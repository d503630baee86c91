import fs from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM helper without types
import { startServer } from "./server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" before the e2e tests.');
  // On the spec's day (SITE_TODAY, ADR 028): the e2e tests of SPEC.md's states and strings.
  const server = await startServer({ env: { SITE_TODAY: "2025-11-01" } });
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
