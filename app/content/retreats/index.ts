/**
 * Every retreat. Each file is typed against RetreatSchema (a wrong shape fails `tsc`), and the
 * schema itself checks them at server start and in the unit tests (../check.server.ts): a data
 * file that breaks it never reaches a visitor. Parsing here would put zod in the pages' bundle.
 * Order here is the order of the cards on the home page and /upcoming-retreats.
 */
import { bali2026 } from "./bali-2026";
import { goa2025 } from "./goa-2025";
import { maldives2026 } from "./maldives-2026";
import { morocco2026 } from "./morocco-2026";
import type { Retreat } from "./schema";

export { retreatPath } from "./display";

export const retreats: readonly Retreat[] = [goa2025, maldives2026, bali2026, morocco2026];

export const retreatSlugs = retreats.map((r) => r.slug);

export function getRetreat(slug: string | undefined): Retreat | null {
  return retreats.find((r) => r.slug === slug) ?? null;
}

