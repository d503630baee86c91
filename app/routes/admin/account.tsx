import { data } from "react-router";
import type { Route } from "./+types/account";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Your account");
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({}, { headers: NO_STORE });
}

export default function Page() {
  return (
    <AdminPage title="Your account">
      <p>Not built yet.</p>
    </AdminPage>
  );
}
