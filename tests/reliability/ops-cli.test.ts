import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { BROCHURE_PATH, brochureFields, isAcknowledged, rawPost, startApp, urlencoded } from "./support/app";

/**
 * The operator's commands as an operator runs them (docs/operations.md): `npm run backup`
 * while the site takes sign-ups, `npm run restore` into a fresh data folder that a server then
 * serves, and `npm run retention`. (The modules behind them are tested on both databases in
 * server/ops/*.test.ts.)
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-ops-"));
  dirs.push(d);
  return d;
};
function cli(script: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [path.join("scripts", script), ...args], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const emails = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    return new Set((db.prepare("select email from brochure_signups").all() as { email: string }[]).map((r) => r.email));
  } finally {
    db.close();
  }
};

describe("ops commands", () => {
  it("backs up while sign-ups keep arriving, restores into a fresh folder that serves, and erases old leads", async () => {
    const server = await startApp({ env: { FORM_RATE_LIMIT_PER_MINUTE: "100000" } });
    dirs.push(server.dataDir);
    const acked: string[] = [];
    const post = async (email: string) => {
      const res = await rawPost(server.url, BROCHURE_PATH, urlencoded(brochureFields({ name: "Ops Zoë", email, phone: "+91 98100 00000" })));
      if (isAcknowledged(res)) acked.push(email);
    };
    for (let i = 0; i < 20; i++) await post(`before-${i}@example.com`);
    // Four clients keep signing up during the backup.
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let n = 0; running; n++) await post(`during-${c}-${n}@example.com`);
    });
    await new Promise((r) => setTimeout(r, 200));
    const ackedBefore = [...acked];
    const backup = path.join(tmp(), "backup.sqlite");
    const b = cli("backup.mjs", ["--out", backup], { DATA_DIR: server.dataDir });
    expect(b.code, b.err + b.out).toBe(0);
    expect(b.out.trim()).toBe(backup);
    await new Promise((r) => setTimeout(r, 200));
    running = false;
    await Promise.all(clients);
    await server.stop();

    const inBackup = emails(backup);
    for (const e of ackedBefore) expect(inBackup.has(e), e).toBe(true);
    expect(acked.length).toBeGreaterThan(ackedBefore.length); // writes really overlapped the backup

    // Restore without --yes explains and changes nothing; with --yes it restores.
    const fresh = tmp();
    expect(cli("restore.mjs", [backup], { DATA_DIR: fresh }).code).toBe(2);
    expect(fs.existsSync(path.join(fresh, "retreatly.sqlite"))).toBe(false);
    const r = cli("restore.mjs", [backup, "--yes"], { DATA_DIR: fresh });
    expect(r.code, r.err + r.out).toBe(0);
    expect(emails(path.join(fresh, "retreatly.sqlite"))).toEqual(inBackup);

    // A server starts on the restored data and takes sign-ups again.
    const again = await startApp({ dataDir: fresh, env: { FORM_RATE_LIMIT_PER_MINUTE: "100000" } });
    const res = await rawPost(again.url, BROCHURE_PATH, urlencoded(brochureFields({ name: "After", email: "after-restore@example.com", phone: "+91 1" })));
    expect(isAcknowledged(res)).toBe(true);
    await again.stop();

    // Retention: age some leads, erase past 365 days.
    const file = path.join(fresh, "retreatly.sqlite");
    const db = new SQLite(file);
    db.prepare("update brochure_signups set created_at = ? where email like 'before-%'").run(new Date(Date.now() - 400 * 86_400_000).toISOString());
    db.close();
    expect(cli("retention.mjs", [], { DATA_DIR: fresh }).code).toBe(2); // no age configured: refuses
    const dry = cli("retention.mjs", ["--days", "365", "--dry-run"], { DATA_DIR: fresh });
    expect(dry.code).toBe(0);
    expect(dry.err).toContain('"brochure_signups":20');
    expect([...emails(file)].filter((e) => e.startsWith("before-"))).toHaveLength(20);
    const ret = cli("retention.mjs", [], { DATA_DIR: fresh, LEAD_RETENTION_DAYS: "365" });
    expect(ret.code, ret.err + ret.out).toBe(0);
    const left = emails(file);
    expect([...left].filter((e) => e.startsWith("before-"))).toEqual([]);
    expect(left.has("after-restore@example.com")).toBe(true);
    // The logs of these commands carry counts, never an address.
    expect(dry.err + ret.err + b.err + r.err).not.toMatch(/@example\.com/);
  });

  it("fails with a clear message, and exit code 1, when there is no database", () => {
    const r = cli("backup.mjs", [], { DATA_DIR: path.join(tmp(), "nothing-here") });
    expect(r.code).toBe(1);
    expect(r.err).toContain("No SQLite database at");
  });
});
