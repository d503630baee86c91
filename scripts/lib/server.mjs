import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts the production server (the built app, `node server/index.mjs`, not through npx, so the
 * process we stop is the server) on a free loopback port, with its own empty data folder.
 * Returns { url, dataDir, proc, logs(), stop() }.
 * @param {{ env?: Record<string, string | undefined>, dataDir?: string }} [options]
 */
export async function startServer({ env = {}, dataDir } = {}) {
  const port = await freePort();
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-data-"));
  const proc = spawn(process.execPath, [path.join(root, "server/index.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // Only bounds a failure: a healthy start takes under a second, but a machine busy with two
  // browsers and other servers once took more than 20 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    proc,
    logs: () => output,
    async stop(signal = "SIGTERM") {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill(signal);
      await exited;
    },
  };
}
