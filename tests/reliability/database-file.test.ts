import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { BROCHURE_PATH, brochureFields, isAcknowledged, rawPost, startApp, urlencoded, type RunningServer } from "./support/app";

/**
 * The SQLite file going away under the server, and a data directory that lost its database
 * (app/lib/db/file-guard.server.ts). One data directory, three servers in
 * turn: the one whose file is deleted, the restart that must refuse, the start that is told to
 * create a new database (whose file is then replaced).
 */
let server: RunningServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
const signUp = () => {
  n++;
  return rawPost(server!.url, BROCHURE_PATH, urlencoded(brochureFields({ name: `File Guard ${n}`, email: `file-${n}@example.com`, phone: "+91 98100 00000" })), {
    "X-Forwarded-For": `198.51.100.${n}`,
  });
};
const get = async (path: string) => {
  const res = await fetch(server!.url + path);
  return { status: res.status, body: await res.text() };
};

describe("the SQLite file deleted while the server runs", () => {
  it("stops acknowledging leads (the visitor is told, and keeps what they typed), and readiness answers 503", async () => {
    server = await startApp();
    dataDir = server.dataDir;
    expect(isAcknowledged(await signUp())).toBe(true);
    expect(await get("/readyz")).toEqual({ status: 200, body: JSON.stringify({ status: "ready" }) });

    fs.rmSync(`${dataDir}/retreatly.sqlite`);
    const after = await signUp();
    expect(isAcknowledged(after), `${after.status} ${after.headers.location ?? ""}`).toBe(false);
    expect(after.body).toContain("Something went wrong. Please try again.");
    expect(after.body).toContain(`file-${n}@example.com`); // the form comes back filled in
    expect(await get("/readyz")).toEqual({ status: 503, body: JSON.stringify({ status: "error", reason: "database file gone" }) });
    expect((await get("/healthz")).status).toBe(200); // alive: a restart is what it needs
    expect(server.logs()).toMatch(/"msg":"database file gone: leads are no longer acknowledged"/);
    await server.stop();
  });

  it("then refuses to start on that data directory, saying why, instead of creating an empty database", async () => {
    // As `rm data/retreatly.sqlite*` would: the journal files go too, the hidden marker stays.
    for (const name of fs.readdirSync(dataDir!)) if (name.startsWith("retreatly.sqlite")) fs.rmSync(`${dataDir}/${name}`);
    await expect(startApp({ dataDir })).rejects.toThrow(/server exited with 1[\s\S]*retreatly\.sqlite is missing, but a database was kept there before[\s\S]*ALLOW_NEW_DATABASE=1/);
    expect(fs.existsSync(`${dataDir}/retreatly.sqlite`)).toBe(false);
  });

  it("starts with a new database when told to (ALLOW_NEW_DATABASE=1), and notices a file replaced under it", async () => {
    server = await startApp({ dataDir, env: { ALLOW_NEW_DATABASE: "1" } });
    expect(isAcknowledged(await signUp())).toBe(true);
    // Another file moved into its place (a copy restored the wrong way, for one).
    fs.copyFileSync(`${dataDir}/retreatly.sqlite`, `${dataDir}/copy.sqlite`);
    fs.renameSync(`${dataDir}/copy.sqlite`, `${dataDir}/retreatly.sqlite`);
    expect(isAcknowledged(await signUp())).toBe(false);
    expect(JSON.parse((await get("/readyz")).body)).toEqual({ status: "error", reason: "database file gone" });
    expect(server.logs()).toMatch(/was replaced by another file/);
  });
});
