import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDataDir, markDataDir } from "./file-guard.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-guard-"));
  dirs.push(dir);
  return { dir, file: path.join(dir, "retreatly.sqlite") };
}
/** What `rm data/retreatly.sqlite*` removes. */
const rmGlobOfDatabase = (dir: string) => {
  for (const name of fs.readdirSync(dir)) if (name.startsWith("retreatly.sqlite")) fs.rmSync(path.join(dir, name));
};

describe("a data directory that lost its database", () => {
  it("is recognised by the marker after `rm data/retreatly.sqlite*` and after `rm data/*`", () => {
    const { dir, file } = dataDir();
    for (const suffix of ["", "-wal", "-shm"]) fs.writeFileSync(file + suffix, "");
    markDataDir(file);
    rmGlobOfDatabase(dir);
    expect(() => checkDataDir(file, false)).toThrow(/retreatly\.sqlite is missing, but a database was kept there before[\s\S]*ALLOW_NEW_DATABASE=1/);
    for (const name of fs.readdirSync(dir)) if (!name.startsWith(".")) fs.rmSync(path.join(dir, name));
    expect(() => checkDataDir(file, false)).toThrow(/was kept there before/);
    expect(() => checkDataDir(file, true)).not.toThrow();
  });

  it.each(["outbox", "backups"])("is recognised by its %s folder, marker or not", (folder) => {
    const { dir, file } = dataDir();
    fs.mkdirSync(path.join(dir, folder));
    expect(() => checkDataDir(file, false)).toThrow(new RegExp(`kept there before \\(${dir}/${folder}\\)`));
  });

  it("still reads the marker's earlier name, and replaces it when the database opens", () => {
    const { dir, file } = dataDir();
    fs.writeFileSync(`${file}.exists`, "");
    expect(() => checkDataDir(file, false)).toThrow(/was kept there before/);
    fs.writeFileSync(file, "");
    markDataDir(file);
    expect(fs.readdirSync(dir).sort()).toEqual([".retreatly.sqlite.lives-here", "retreatly.sqlite"]);
  });

  it("lets the first start create a database in a new or empty directory", () => {
    const { file } = dataDir();
    expect(() => checkDataDir(file, false)).not.toThrow();
    expect(() => checkDataDir(path.join(file, "..", "nested", "retreatly.sqlite"), false)).not.toThrow();
  });
});
