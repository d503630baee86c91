/**
 * Installs the real MDN HTTP Observatory (@mdn/mdn-http-observatory 1.4.8, the newest that runs
 * on Node 20) for tests/reliability/observatory.test.ts, into its own folder with its own
 * lockfile (tests/reliability/observatory-scanner/), apart from the app's dependencies: its
 * postinstall downloads the HSTS preload list and the TLD list from outside the npm registry,
 * so it is installed with --ignore-scripts and given an empty preload list instead (the site is
 * not on it; the scanner then grades HSTS from the header alone). Does nothing when installed.
 * Run by scripts/test/validate.sh and by the test itself.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const scannerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../tests/reliability/observatory-scanner");
export const packageDir = path.join(scannerDir, "node_modules/@mdn/mdn-http-observatory");

export function installObservatory() {
  const preload = path.join(packageDir, "conf/hsts-preload.json");
  if (fs.existsSync(path.join(packageDir, "src/scan.js")) && fs.existsSync(preload)) return packageDir;
  execFileSync("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: scannerDir, stdio: "inherit" });
  fs.writeFileSync(preload, "{}\n");
  return packageDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`MDN HTTP Observatory ready in ${installObservatory()}`);
}
