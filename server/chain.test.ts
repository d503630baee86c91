import { describe, expect, it } from "vitest";
import { chain } from "./chain.mjs";

type Res = { locals?: Record<string, unknown> };
const run = (middleware: unknown[]) =>
  new Promise<{ order: string[]; error?: Error; res: Res }>((resolve) => {
    const order: string[] = [];
    const res: Res = {};
    const handler = chain(
      middleware.map((m) => (typeof m === "string" ? (_req: unknown, _res: Res, next: () => void) => (order.push(m), next()) : m)),
      (error: Error) => resolve({ order, error, res }),
    );
    handler({}, res);
    setTimeout(() => resolve({ order, res }), 20);
  });

describe("chain", () => {
  it("runs middleware in order with fresh res.locals, and stops where one answers", async () => {
    const { order, error, res } = await run(["a", "b", (_req: unknown, r: Res) => void (r.locals!.done = true), "never"]);
    expect(order).toEqual(["a", "b"]);
    expect(error).toBeUndefined();
    expect(res.locals).toEqual({ done: true });
  });

  it("hands next(error), a throw and a rejection to the error handler", async () => {
    const boom = new Error("boom");
    expect((await run(["a", (_q: unknown, _r: unknown, next: (e: Error) => void) => next(boom), "never"])).error).toBe(boom);
    expect(
      (
        await run([
          () => {
            throw boom;
          },
        ])
      ).error,
    ).toBe(boom);
    expect((await run([async () => Promise.reject(boom)])).error).toBe(boom);
  });

  it("answers 404 through the error handler when no middleware answered", async () => {
    const { order, error } = await run(["a"]);
    expect(order).toEqual(["a"]);
    expect((error as Error & { status: number }).status).toBe(404);
  });
});
