import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROCHURE_PATH, brochureFields, isAcknowledged, rawPost, TEST_FORM_SECRET, urlencoded } from "./support/app";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { withinOneRateWindow } from "../support/rate-window";

/**
 * The container files rehearsed without a container engine, which these
 * machines do not have (docs/operations.md): the Dockerfile's ENV, CMD and HEALTHCHECK and
 * compose.yaml's environment for the app, read from the files themselves, start the site here
 * against a throwaway PostgreSQL, as the image would start it. What this cannot show: that the
 * image builds (apt packages, the compile of better-sqlite3 in node:20-bookworm-slim), the
 * unprivileged user, tini and the volumes.
 */
const root = process.cwd();
const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const compose = fs.readFileSync(path.join(root, "compose.yaml"), "utf8");

/** The run stage's ENV (the last stage: after the last FROM), continuation lines joined. */
function dockerEnv(): Record<string, string> {
  const runStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const joined = runStage.replace(/\\\n\s*/g, " ");
  const env: Record<string, string> = {};
  for (const line of joined.split("\n").filter((l) => l.startsWith("ENV "))) {
    for (const m of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[m[1]!] = m[2]!;
  }
  return env;
}

/** The exec-form instruction's words, e.g. CMD ["npm", "start"]. */
function execForm(instruction: string): string[] {
  const m = dockerfile.match(new RegExp(`^${instruction} (\\[.*\\])$`, "m"));
  if (!m) throw new Error(`no exec-form ${instruction} in the Dockerfile`);
  return JSON.parse(m[1]!) as string[];
}

/** The HEALTHCHECK's command (shell form) and its start period in seconds. */
function healthcheck() {
  const joined = dockerfile.replace(/\\\n\s*/g, " ");
  const m = joined.match(/^HEALTHCHECK (.*?) CMD (.*)$/m);
  if (!m) throw new Error("no HEALTHCHECK in the Dockerfile");
  const start = m[1]!.match(/--start-period=(\d+)s/);
  return { command: m[2]!, startPeriodS: Number(start?.[1] ?? 0) };
}

/**
 * The app service's `environment:` map in compose.yaml (a flat KEY: value block), with
 * compose's ${VAR:?message} and ${VAR:-default} filled from `vars`, as `docker compose` would
 * from .env.
 */
function composeAppEnv(vars: Record<string, string>): Record<string, string> {
  const lines = compose.split("\n");
  const app = lines.findIndex((l) => l === "  app:");
  const start = lines.findIndex((l, i) => i > app && l === "    environment:");
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\s*#/.test(line)) continue;
    const m = line.match(/^      (\w+): (.*)$/);
    if (!m) break;
    const value = m[2]!.replace(/^"(.*)"$/, "$1").replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, op?: string, rest?: string) => {
      if (name in vars) return vars[name]!;
      if (op === "?") throw new Error(`compose.yaml needs ${name}: ${rest}`);
      return op === "-" ? (rest ?? "") : "";
    });
    env[m[1]!] = value;
  }
  return env;
}

/**
 * compose.yaml as `docker-compose config` (Debian's docker-compose 1.29, no engine needed) reads
 * it: validated, variables filled in, as JSON (through python3's yaml, which docker-compose
 * itself depends on).
 */
function composeConfig(vars: Record<string, string>) {
  const config = spawnSync("docker-compose", ["-f", "compose.yaml", "config"], {
    cwd: root,
    env: { PATH: process.env.PATH!, ...vars },
    encoding: "utf8",
  });
  if (config.status !== 0) return { ok: false as const, error: config.stderr };
  const json = spawnSync("python3", ["-c", "import sys, json, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))"], { input: config.stdout, encoding: "utf8" });
  return { ok: true as const, config: JSON.parse(json.stdout) as ComposeFile };
}
interface ComposeService {
  image?: string;
  ports?: unknown[];
  expose?: string[];
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  services: Record<string, ComposeService> & { migrate: ComposeService & { command: string[] } };
}

const PASSWORD = "compose-password-7f3a";
const composed = (() => {
  const result = composeConfig({ POSTGRES_PASSWORD: PASSWORD, SITE_DOMAIN: "retreats.example" });
  if (!result.ok) throw new Error(`docker-compose config refused compose.yaml:\n${result.error}`);
  return result.config;
})();
let cluster: { createDatabase(prefix?: string): Promise<string>; stop(): Promise<void> };
let dataDir: string;
let proc: import("node:child_process").ChildProcess;
let output = "";
let port: number;
let env: Record<string, string>;
let databaseUrl: string;

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase("compose");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-container-"));
  port = await freePort();
  const image = dockerEnv();
  // The compose file's DATABASE_URL points at the `db` service with POSTGRES_PASSWORD; here the
  // same variable is set the way .env would set it, and the host is the throwaway cluster.
  const service = composeAppEnv({ POSTGRES_PASSWORD: PASSWORD, SITE_DOMAIN: "retreats.example" });
  expect(service.DATABASE_URL).toBe(`postgresql://retreatly:${PASSWORD}@db:5432/retreatly`);
  // A public deployment must say where it lives; mail stays on disk until SMTP_URL is set.
  expect(() => composeAppEnv({ POSTGRES_PASSWORD: PASSWORD })).toThrow(/needs SITE_DOMAIN/);
  expect(service).toMatchObject({ SITE_URL: "https://retreats.example", SMTP_URL: "" });
  // The migrate service first, with its own command, as compose runs it before the app.
  const [migrateCommand, ...migrateArgs] = composed.services.migrate.command;
  const migrate = spawnSync(migrateCommand!, migrateArgs, {
    cwd: root,
    env: { PATH: process.env.PATH!, HOME: os.tmpdir(), ...image, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(migrate.status, migrate.stderr).toBe(0);
  expect(migrate.stdout).toContain("is at the newest schema");
  env = {
    ...image,
    ...service,
    DATABASE_URL: databaseUrl,
    // Caddy's address in compose; here the test speaks as Caddy from loopback.
    TRUST_PROXY: "loopback",
    // Paths and ports of the image, moved to this machine's free ones.
    DATA_DIR: dataDir,
    PORT: String(port),
    // The reliability build copy instead of /app/build (support/global-setup.ts).
    BUILD_DIR: process.env.REL_BUILD_DIR!,
    // The spec's day (goa-2025 still bookable) and the form key the test posts sign with.
    SITE_TODAY: process.env.SITE_TODAY!,
    FORM_COOKIE_SECRET: TEST_FORM_SECRET,
  };
  const [command, ...args] = execForm("CMD");
  proc = spawn(command!, args, { cwd: root, env: { PATH: process.env.PATH!, HOME: os.tmpdir(), ...env }, stdio: ["ignore", "pipe", "pipe"] });
  proc.stdout!.on("data", (d) => (output += d));
  proc.stderr!.on("data", (d) => (output += d));
}, 60_000);

afterAll(async () => {
  if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
  await cluster?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("compose.yaml, validated by docker-compose", () => {
  it("is valid, and says which variable is missing when one is", () => {
    expect(composed.services).toHaveProperty("app");
    const missing = composeConfig({ POSTGRES_PASSWORD: PASSWORD });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error).toMatch(/set SITE_DOMAIN/);
  });

  it("publishes ports from Caddy only (80, 443), and the app trusts forwarded headers from Caddy's address only", () => {
    const published = Object.entries(composed.services).filter(([, s]) => s.ports?.length).map(([name]) => name);
    expect(published).toEqual(["caddy"]);
    const ports = composed.services.caddy!.ports as { published: number; target: number }[];
    expect(new Set(ports.map((p) => `${p.published}:${p.target}`))).toEqual(new Set(["80:80", "443:443"]));
    expect(composed.services.caddy!.image).toMatch(/^caddy:/);
    const caddyAddress = composed.services.caddy!.networks!.edge!.ipv4_address;
    expect(caddyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(composed.services.app!.environment!.TRUST_PROXY).toBe(caddyAddress);
    expect(composed.services.app!.environment!.SITE_URL).toBe("https://retreats.example");
  });

  it("runs the migration once, and starts the app only after it succeeded", () => {
    expect(composed.services.app!.depends_on!.migrate).toEqual({ condition: "service_completed_successfully" });
    expect(composed.services.migrate.command.join(" ")).toContain("scripts/migrate.ts");
  });

  it("has a Caddyfile Caddy reads: TLS for SITE_DOMAIN, to the app", () => {
    const adapted = spawnSync("caddy", ["adapt", "--config", "Caddyfile", "--adapter", "caddyfile"], {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: os.tmpdir(), SITE_DOMAIN: "retreats.example" },
      encoding: "utf8",
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const config = JSON.parse(adapted.stdout);
    const server = Object.values(config.apps.http.servers as Record<string, { listen: string[]; routes: unknown[] }>)[0]!;
    // A domain on :443: Caddy's automatic HTTPS gets its certificate and redirects port 80.
    expect(server.listen).toEqual([":443"]);
    expect(JSON.stringify(server.routes)).toContain('"host":["retreats.example"]');
    expect(JSON.stringify(server.routes)).toContain('"dial":"app:3000"');
  });
});

describe("the container's start, rehearsed against PostgreSQL", () => {
  it("reads the image's settings: production, all interfaces, a data volume", () => {
    const image = dockerEnv();
    expect(image).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", DATA_DIR: "/app/data" });
    expect(execForm("ENTRYPOINT")).toEqual(["/usr/bin/tini", "--"]);
    expect(execForm("CMD")).toEqual(["node", "server/index.mjs"]);
  });

  it("passes its HEALTHCHECK within the start period", async () => {
    const { command, startPeriodS } = healthcheck();
    const deadline = Date.now() + startPeriodS * 1000;
    let last: ReturnType<typeof spawnSync> | undefined;
    while (Date.now() < deadline) {
      last = spawnSync("sh", ["-c", command], { env: { PATH: process.env.PATH!, ...env }, timeout: 5000 });
      if (last.status === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(last?.status, output).toBe(0);
  });

  it("stores a sign-up in PostgreSQL", async () => {
    const lead = { name: "Compose Zoë", email: "compose@example.com", phone: "+91 98100 12345" };
    const answer = await rawPost(`http://127.0.0.1:${port}`, BROCHURE_PATH, urlencoded(brochureFields(lead)), { "X-Forwarded-For": "203.0.113.9" });
    expect(isAcknowledged(answer), `${answer.status} ${answer.body.slice(0, 200)}`).toBe(true);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select name, email, phone from brochure_signups where email = $1", [lead.email]);
      expect(rows).toEqual([lead]);
    } finally {
      await client.end();
    }
  });

  it("keys the form rate limit on the address the proxy forwards (TRUST_PROXY), not on the proxy's", async () => {
    // 20 posts a minute per address by default: with the proxy's own address as the key, the
    // sign-up above and these would share one allowance and the 20th below would be refused.
    const from = (ip: string, i: number) =>
      rawPost(`http://127.0.0.1:${port}`, BROCHURE_PATH, urlencoded(brochureFields({ name: `Proxy ${i}`, email: `proxy-${i}@example.com`, phone: "+91 98100 22222" })), { "X-Forwarded-For": ip });
    const answers = [];
    // 21 posts through the proxy can take seconds on a busy machine: start them early in a minute.
    await withinOneRateWindow(20_000);
    for (let i = 0; i < 21; i++) answers.push(await from("203.0.113.10", i));
    expect(answers.slice(0, 20).every(isAcknowledged), JSON.stringify(answers.map((a) => a.status))).toBe(true);
    expect(answers[20]!.status).toBe(429);
  });

  it("stops cleanly on SIGTERM, within compose's stop_grace_period", async () => {
    const grace = Number(compose.match(/stop_grace_period: (\d+)s/)?.[1]);
    expect(grace).toBeGreaterThan(Number(env.SHUTDOWN_TIMEOUT_MS) / 1000);
    const started = Date.now();
    const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
    // What `docker stop` does: SIGTERM to tini, which passes it to its child, the CMD. (With
    // `npm start` as the CMD, npm exited at once and left the server running: the Dockerfile.)
    proc.kill("SIGTERM");
    const code = await exited;
    expect(Date.now() - started).toBeLessThan(grace * 1000);
    expect(code, output).toBe(0);
  });
});
