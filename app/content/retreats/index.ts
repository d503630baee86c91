/**
 * Every retreat's prose. Each file is typed against RetreatSchema (a wrong shape fails `tsc`),
 * and the schema itself checks them at server start and in the unit tests (../check.server.ts):
 * a data file that breaks it never reaches a visitor. Their dated facts are editions, in the
 * database (app/lib/editions): a page is one of these with one edition (ADR 028).
 */
import { bali } from "./bali";
import { goa } from "./goa";
import { maldives } from "./maldives";
import { morocco } from "./morocco";
import type { RetreatContent } from "./schema";

export { retreatPath } from "./display";

export const retreatContents: readonly RetreatContent[] = [goa, maldives, bali, morocco];

export function getRetreatContent(id: string | undefined): RetreatContent | null {
  return retreatContents.find((r) => r.id === id) ?? null;
}
