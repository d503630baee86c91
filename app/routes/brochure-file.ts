import type { Route } from "./+types/brochure-file";
import { getBrochure } from "~/lib/brochures/brochures.server";

/**
 * /brochures/<slug>.pdf: the edition's brochure, generated from its retreat's content and the
 * edition's facts when they change, and otherwise served from memory (app/lib/brochures).
 * Unknown slugs, drafts and retreats without a brochure are a plain 404. HEAD is answered by
 * the same loader; Node drops the body.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(params.file ?? "");
  const brochure = match ? await getBrochure(match[1]!) : null;
  if (!brochure) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${brochure.fileName}"`,
    // Revalidated on every use: an edition's new dates or price must show at once (the ETag
    // makes an unchanged PDF a cheap 304).
    "Cache-Control": "public, no-cache",
    ETag: brochure.etag,
    "X-Content-Type-Options": "nosniff",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === brochure.etag || t.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(brochure.body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(brochure.body), { status: 200, headers });
}
