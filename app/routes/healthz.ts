import { sql } from "kysely";
import { getDb } from "~/lib/db/db.server";

/** Liveness and readiness: answers 200 only when the database answers a query. */
export async function loader() {
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "error", reason: "database unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
