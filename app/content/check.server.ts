import type { z } from "zod";
import { home } from "./home";
import { HomeSchema } from "./home-schema";
import { pastRetreats } from "./past-retreats";
import { retreatContents } from "./retreats";
import { PastRetreatSchema, RetreatSchema } from "./retreats/schema";

/**
 * The content files checked against their schemas (STYLE.md §2). The pages use the files as
 * written, so zod never ships to the browser; instead the server checks them once when it
 * loads the build (entry.server.tsx) and stops with a clear message if one is wrong, and the
 * unit tests do the same (check.server.test.ts).
 */
export function contentEntries(): { name: string; schema: z.ZodType; data: unknown }[] {
  return [
    { name: "home", schema: HomeSchema, data: home },
    ...retreatContents.map((data) => ({ name: `retreats/${data.id}`, schema: RetreatSchema as z.ZodType, data })),
    ...pastRetreats.map((data) => ({ name: `past-retreats/${data.slug}`, schema: PastRetreatSchema as z.ZodType, data })),
  ];
}

export function checkContent() {
  const problems = contentEntries().flatMap(({ name, schema, data }) => {
    const parsed = schema.safeParse(data);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${name}: ${i.path.join(".")}: ${i.message}`);
  });
  if (problems.length) throw new Error(`Invalid content:\n  ${problems.join("\n  ")}`);
}
