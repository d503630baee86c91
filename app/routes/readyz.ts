import { sql } from "kysely";
import type { Route } from "./+types/readyz";
import { getDb } from "~/lib/db/db.server";
import { DatabaseFileGone } from "~/lib/db/file-guard.server";

/**
 * Readiness (docs/operations.md): 200 only while this instance should get traffic. 503 from
 * SIGTERM on (server/main.mjs passes `stopping`), so a proxy or orchestrator stops sending
 * requests before the server closes, and 503 while the database does not answer a query,
 * or its SQLite file was deleted or replaced under the running server (file-guard.server.ts).
 */
const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  const stopping = (context as { stopping?: () => boolean } | undefined)?.stopping?.() ?? false;
  if (stopping) return Response.json({ status: "stopping" }, { status: 503, headers: NO_STORE });
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return Response.json({ status: "ready" }, { headers: NO_STORE });
  } catch (error) {
    const reason = error instanceof DatabaseFileGone ? "database file gone" : "database unavailable";
    return Response.json({ status: "error", reason }, { status: 503, headers: NO_STORE });
  }
}
