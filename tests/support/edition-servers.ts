import fs from "node:fs";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * Servers of the production build on a given day (SITE_TODAY, ADR 028), each with its own
 * empty SQLite database (migration 009 seeds the spec's four editions). `day: ""` is the real
 * date. Used by the editions' end-to-end tests; stop() also removes the data folder.
 */
export interface DayServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  logs(): string;
}

export async function startServerOn(day: string, env: Record<string, string> = {}): Promise<DayServer> {
  const server = await startServer({ env: { SITE_TODAY: day, ...env } });
  return {
    url: server.url,
    dataDir: server.dataDir,
    logs: server.logs,
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** A page's HTML as a visitor without JavaScript gets it. */
export async function html(base: string, path: string) {
  const res = await fetch(base + path);
  return { status: res.status, text: await res.text() };
}

/** The JSON-LD blocks of a page. */
export function jsonLd(page: string): Record<string, any>[] {
  return [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/**
 * Two instances of the build on one throwaway PostgreSQL, on `day`, with Chromium and the
 * organiser signed in on instance A (`page`, in the `admin` context): for the tests of what the
 * admin changes showing on another instance at once. `stop()` ends them all.
 */
export async function twoInstancesWithAdmin(prefix: string, day: string, password: string) {
  const [{ testAdminEnv }, { startPostgres }] = await Promise.all([import("./admin-password"), import("../../scripts/lib/postgres.mjs")]);
  const [cluster, adminEnv] = await Promise.all([startPostgres(), testAdminEnv(password)]);
  const env = { DATABASE_URL: await cluster.createDatabase(prefix), ...adminEnv };
  const a = await startServerOn(day, env);
  const b = await startServerOn(day, env);
  const signedIn = await organiserSignedIn(a.url, password);
  return {
    a,
    b,
    ...signedIn,
    async stop() {
      await signedIn.close();
      await Promise.all([a.stop(), b.stop()]);
      await cluster.stop();
    },
  };
}

/**
 * One instance of the build on `day` with its own SQLite database, with Chromium and the
 * organiser signed in (`page`, in the `admin` context). `stop()` ends them all.
 */
export async function oneInstanceWithAdmin(day: string, password: string) {
  const { testAdminEnv } = await import("./admin-password");
  const server = await startServerOn(day, await testAdminEnv(password));
  const signedIn = await organiserSignedIn(server.url, password);
  return {
    server,
    ...signedIn,
    async stop() {
      await signedIn.close();
      await server.stop();
    },
  };
}

/** Chromium with the organiser signed in on `base` with the password: `page`, in the `admin` context. */
async function organiserSignedIn(base: string, password: string) {
  const { DESKTOP, launchBrowser } = await import("../playwright-utils");
  const browser = await launchBrowser();
  const admin = await browser.newContext(DESKTOP);
  const page = await admin.newPage();
  await page.goto(`${base}/admin/leads`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
  // The gate has a "Leads" heading too: the dashboard's link to the retreats says we are in.
  await page.getByRole("link", { name: "Edit retreat dates and prices" }).waitFor();
  return {
    browser,
    admin,
    page,
    async close() {
      await admin.close();
      await browser.close();
    },
  };
}
