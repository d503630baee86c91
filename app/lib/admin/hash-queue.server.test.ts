import { describe, expect, it } from "vitest";
import { BUSY, HashQueue, PRIORITY } from "./hash-queue.server";

/** A task that runs until `release()` is called, recording how many ran at once. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const order: string[] = [];
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      releases.push(() => {
        running--;
        resolve(name);
      });
    });
  return { task, order, most: () => most, releaseAll: async () => {
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  } };
}

describe("HashQueue", () => {
  it("runs at most `slots` tasks at once and the rest in turn", async () => {
    const q = new HashQueue({ slots: 2, maxWaiting: 50, maxWaitMs: 10_000 });
    const g = gate();
    const results = Array.from({ length: 10 }, (_, i) => q.run(g.task(`t${i}`), PRIORITY.other));
    await new Promise((r) => setTimeout(r, 0));
    expect(q.load).toEqual({ running: 2, waiting: 8 });
    await g.releaseAll();
    expect(await Promise.all(results)).toEqual(Array.from({ length: 10 }, (_, i) => `t${i}`));
    expect(g.most()).toBe(2);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it("serves a known browser first, then a clean address, then the rest", async () => {
    const q = new HashQueue({ slots: 1, maxWaiting: 50, maxWaitMs: 10_000 });
    const g = gate();
    const all = [
      q.run(g.task("first"), PRIORITY.other),
      q.run(g.task("other-1"), PRIORITY.other),
      q.run(g.task("clean"), PRIORITY.cleanAddress),
      q.run(g.task("other-2"), PRIORITY.other),
      q.run(g.task("known"), PRIORITY.knownBrowser),
    ];
    await g.releaseAll();
    await Promise.all(all);
    expect(g.order).toEqual(["first", "known", "clean", "other-1", "other-2"]);
  });

  it("refuses at once when full, unless a higher priority can take the last place", async () => {
    const q = new HashQueue({ slots: 1, maxWaiting: 2, maxWaitMs: 10_000 });
    const g = gate();
    const running = q.run(g.task("running"), PRIORITY.other);
    const a = q.run(g.task("a"), PRIORITY.other);
    const b = q.run(g.task("b"), PRIORITY.other);
    expect(await q.run(g.task("c"), PRIORITY.other)).toBe(BUSY);
    const known = q.run(g.task("known"), PRIORITY.knownBrowser);
    expect(await b).toBe(BUSY); // gave its place to the known browser
    await g.releaseAll();
    expect(await Promise.all([running, a, known])).toEqual(["running", "a", "known"]);
  });

  it("gives up on a task that waited longer than maxWaitMs", async () => {
    const q = new HashQueue({ slots: 1, maxWaiting: 5, maxWaitMs: 30 });
    const g = gate();
    const running = q.run(g.task("running"), PRIORITY.other);
    const waiting = q.run(g.task("late"), PRIORITY.other);
    expect(await waiting).toBe(BUSY);
    expect(q.load.waiting).toBe(0);
    await g.releaseAll();
    expect(await running).toBe("running");
    expect(g.order).toEqual(["running"]);
  });
});
