import { describe, expect, it } from "vitest";
import { checkContent, contentEntries } from "./check.server";

describe("content files", () => {
  it("pass their schemas", () => {
    expect(() => checkContent()).not.toThrow();
  });

  // The browser uses the files as written, without parsing: a schema that adds defaults,
  // transforms values or strips unknown keys would make the page differ from the checked data.
  it.each(contentEntries().map((e) => [e.name, e] as const))("%s: the schema returns the data unchanged", (_, { schema, data }) => {
    expect(schema.parse(data)).toStrictEqual(data);
  });
});
