import { describe, expect, it } from "vitest";
import { packBody, unpackBody } from "./stored-body.server";

describe("outbox body storage", () => {
  it("packs a long body smaller and reads it back exactly, Unicode included", () => {
    const html = `<p style="font-family:Georgia,serif;color:#3b2f2a">Namaste Ānanda 🌅 — ₹1,85,000</p>`.repeat(60);
    const packed = packBody(html);
    expect(packed.startsWith("deflate64:")).toBe(true);
    expect(packed.length).toBeLessThan(html.length / 3);
    expect(unpackBody(packed)).toBe(html);
  });

  it("keeps a short body as it is, and reads rows stored before packing unchanged", () => {
    expect(packBody("Thank you, Asha.")).toBe("Thank you, Asha.");
    const legacy = "<p>" + "plain ".repeat(200) + "</p>";
    expect(unpackBody(legacy)).toBe(legacy);
  });
});
