import { getDb } from "~/lib/db/db.server";
import { getPhotoFile } from "~/lib/photos/store.server";
import type { Route } from "./+types/photo-file";

const NAME = /^[a-z0-9_-]+\.[0-9a-f]{10}\.(avif|webp|jpg)$/;

/**
 * The organiser's photographs (ADR 035), from the database: each name carries a hash of its
 * bytes, so an answer never changes and is cached for a year, like the build's /img files.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name ?? "";
  const file = NAME.test(name) ? await getPhotoFile(await getDb(), name) : undefined;
  if (!file) return new Response("Not found.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
