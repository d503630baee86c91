/**
 * Liveness: the process answers. Nothing else is asked (not the database), so a restart is
 * never triggered by a database that is only slow or away; that is readiness (/readyz).
 */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
