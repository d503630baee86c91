import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Readiness against the app's own SQLite database, as the server answers /readyz.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readyz-"));
let readyz: typeof import("./readyz");
let db: typeof import("~/lib/db/db.server");
const args = (stopping: boolean) => ({ request: new Request("http://x/readyz"), params: {}, context: { stopping: () => stopping } }) as never;

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", dir);
  vi.stubEnv("DATABASE_URL", "");
  vi.resetModules();
  readyz = await import("./readyz");
  db = await import("~/lib/db/db.server");
});
afterAll(async () => {
  await db.closeDb();
  vi.unstubAllEnvs();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("/readyz", () => {
  it("is 200 while the database answers, and 503 from SIGTERM on (the server's `stopping`)", async () => {
    const ready = await readyz.loader(args(false));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    const stopping = await readyz.loader(args(true));
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: "stopping" });
    expect(stopping.headers.get("cache-control")).toBe("no-store");
  });
});
