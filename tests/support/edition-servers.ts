import fs from "node:fs";
// @ts-expect-error plain ESM helper without types
import { startServer } from "./server.mjs";

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
