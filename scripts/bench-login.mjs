/**
 * npm run bench:login (after npm run build): the sign-in under a flood of wrong guesses, as an
 * attacker would run it. The production server with a production-strength password hash
 * (scrypt N=2^17, r=8, p=1: 128 MiB, about a second of one core here), then:
 *
 * 1. a stylesheet fetched 30 times on an idle server: its time;
 * 2. 100 wrong guesses at once, 5 from each of 20 loopback addresses (127.0.0.10-29), while the
 *    same stylesheet is fetched over and over: its time again, against idle (the aim: within
 *    3x), and what the guesses were answered;
 * 3. during the flood, the organiser signs in from another address (127.0.0.200) with the
 *    browser they signed in with before (the known-browser cookie), and from a new browser at
 *    yet another address (127.0.0.201);
 * 4. after it, the organiser signs in from a new browser and address (127.0.0.202).
 *
 * Prints figures; it asserts nothing (docs/admin.md "Sign-in limits" quotes a run).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A passphrase made for this run: the bench signs in with it while the flood guesses wrong.
const PASSWORD = crypto.randomBytes(12).toString("base64url");

/** The app's hash format (app/lib/admin/password.server.ts) at production strength. */
function productionHash(password) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 2 * 128 * 2 ** 17 * 8 });
  return ["scrypt", 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join(":");
}

function request(port, { method = "GET", path: urlPath, from = "127.0.0.1", body, headers = {} }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        localAddress: from,
        agent: false,
        headers: data ? { "content-type": "application/x-www-form-urlencoded", "content-length": data.length, ...headers } : headers,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started, headers: res.headers }));
      },
    );
    req.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    req.end(data);
  });
}

const signIn = (port, from, password, cookie) =>
  request(port, { method: "POST", path: "/admin/leads", from, body: new URLSearchParams({ password }).toString(), headers: cookie ? { cookie } : {} });

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;

const buildDir = path.join(root, "build");
const assets = path.join(buildDir, "client/assets");
if (!fs.existsSync(assets)) {
  console.error('No build found. Run "npm run build" first.');
  process.exit(1);
}
const css = fs.readdirSync(assets).find((f) => f.endsWith(".css"));
const cssPath = `/assets/${css}`;

console.log("Hashing the password at production strength (scrypt N=2^17, r=8, p=1)...");
const hash = productionHash(PASSWORD);
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-login-"));
const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), path.join(root, "server/index.mjs")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_PASSWORD_HASH: hash, TRUST_PROXY: "" },
  stdio: ["ignore", "ignore", process.env.BENCH_NODE_ARGS ? "inherit" : "pipe"],
});
let stderr = "";
server.stderr?.on("data", (d) => (stderr += d));
try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${stderr}`);
    if ((await request(port, { path: "/healthz" })).status === 200) break;
    if (i > 300) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }

  // The organiser signed in before from this browser: it holds the known-browser cookie.
  const before = await signIn(port, "127.0.0.200", PASSWORD);
  const known = (before.headers["set-cookie"] ?? []).find((c) => c.startsWith("retreatly_known="))?.split(";")[0];
  console.log(`Organiser's earlier sign-in (127.0.0.200): ${before.status}, ${fmt(before.ms)}; known-browser cookie ${known ? "set" : "MISSING"}`);

  for (let i = 0; i < 5; i++) await request(port, { path: cssPath }); // warm the file cache
  const idle = [];
  for (let i = 0; i < 30; i++) idle.push((await request(port, { path: cssPath })).ms);

  let flooding = true;
  const during = [];
  const fetchLoop = (async () => {
    while (flooding) during.push((await request(port, { path: cssPath })).ms);
  })();
  const floodStart = performance.now();
  const flood = Array.from({ length: 100 }, (_, i) => signIn(port, `127.0.0.${10 + (i % 20)}`, `wrong guess ${i}`));
  await new Promise((r) => setTimeout(r, 200)); // the flood is under way
  const [knownDuring, newDuring] = await Promise.all([signIn(port, "127.0.0.200", PASSWORD, known), signIn(port, "127.0.0.201", PASSWORD)]);
  const answers = await Promise.all(flood);
  const floodMs = performance.now() - floodStart;
  flooding = false;
  await fetchLoop;
  const after = await signIn(port, "127.0.0.202", PASSWORD);

  const counts = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  const idleMedian = quantile(idle, 0.5);
  console.log(`\nStylesheet ${cssPath}`);
  console.log(`  idle:         median ${fmt(idleMedian)}, p95 ${fmt(quantile(idle, 0.95))}, max ${fmt(Math.max(...idle))} (${idle.length} fetches)`);
  console.log(
    `  during flood: median ${fmt(quantile(during, 0.5))}, p95 ${fmt(quantile(during, 0.95))}, max ${fmt(Math.max(...during))} (${during.length} fetches)`,
  );
  console.log(
    `  against idle: median ${(quantile(during, 0.5) / idleMedian).toFixed(2)}x, p95 ${(quantile(during, 0.95) / quantile(idle, 0.95)).toFixed(2)}x (aim: within 3x)`,
  );
  console.log(`\n100 wrong guesses from 20 addresses at once: answered in ${(floodMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(counts)}`);
  console.log(`  401 = checked and wrong; 429 = refused at once (one check per address at a time, or its wait); 503 = password queue full`);
  console.log(`\nOrganiser during the flood, known browser (127.0.0.200): ${knownDuring.status}, ${fmt(knownDuring.ms)}`);
  console.log(`Organiser during the flood, new browser (127.0.0.201):   ${newDuring.status}, ${fmt(newDuring.ms)}`);
  console.log(`Organiser after the flood, new browser (127.0.0.202):    ${after.status}, ${fmt(after.ms)}`);
  console.log(`(302 = signed in)`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
