import { data } from "react-router";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE } from "~/lib/admin/auth.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Forgot your password");
}

export async function loader() {
  return data({}, { headers: NO_STORE });
}

export default function Page() {
  return (
    <AdminPage title="Forgot your password">
      <p>Not built yet.</p>
    </AdminPage>
  );
}
