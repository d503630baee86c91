import { data } from "react-router";
import type { Route } from "./+types/users";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireOwner } from "~/lib/admin/auth.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Users");
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return data({}, { headers: NO_STORE });
}

export default function Page() {
  return (
    <AdminPage title="Users">
      <p>Not built yet.</p>
    </AdminPage>
  );
}
