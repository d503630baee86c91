import { CircleCheck, CircleAlert } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/go-live";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireOwner } from "~/lib/admin/auth.server";
import { goLiveChecklist } from "~/lib/admin/go-live.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Going live");
}

/** GET /admin/go-live (owners): what the site still shows or lacks before real guests see it. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireOwner(request);
  return data({ items: await goLiveChecklist(db) }, { headers: NO_STORE });
}

export default function GoLive({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <AdminPage
      title="Going live"
      intro={<p>What the site still shows or lacks before real guests see it. Each item goes from this list once it is done.</p>}
    >
      {items.length === 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-2xl bg-white/70 p-6 shadow-soft">
          <CircleCheck aria-hidden className="size-5 shrink-0 text-sage" /> Everything on the list is done: the site is ready for guests.
        </p>
      ) : (
        <ol className="space-y-4">
          {items.map((item) => (
            <li key={item.id} data-testid="go-live-item" data-item={item.id} className="min-w-0 space-y-3 rounded-2xl bg-white/70 p-5 shadow-soft md:p-6">
              <h2 className="flex items-start gap-2 text-xl md:text-2xl">
                <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-clay" />
                <span className="min-w-0 break-words">{item.title}</span>
              </h2>
              <ul className="list-disc space-y-1 pl-5 text-sm break-words text-ink-soft">
                {item.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="text-sm">
                <span className="font-semibold">What to do: </span>
                {item.fix}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
