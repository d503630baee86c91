import fs from "node:fs";
import path from "node:path";

/**
 * The servers under test run from a private copy of the production build: another engineer
 * (or the e2e suite) rebuilding `build/` mid-run would otherwise delete assets from under them.
 * REL_BUILD_DIR points at an existing copy instead (it must sit inside the repo, so the build
 * resolves node_modules).
 */
export default function setup() {
  if (process.env.REL_BUILD_DIR) return;
  if (!fs.existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" before the reliability tests.');
  const dir = path.join(".cache", `rel-build-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(".cache", { recursive: true });
  fs.cpSync("build", dir, { recursive: true });
  process.env.REL_BUILD_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
