import { ImageUp } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/photos";
import { Picture } from "~/components/picture";
import type { HeaderHandle } from "~/components/site-header";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { photosPageData } from "./+photos/photos.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Photos");
}


/** Every picture slot with what it shows now. */
export async function loader({ request }: Route.LoaderArgs) {
  return photosPageData(request);
}

export default function AdminPhotos({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Photos"
      intro={
        <p>
          Replace any picture on the site with your own photograph. {loaderData.count === 0
            ? "Every picture is a drawing for now."
            : loaderData.count === 1
              ? "One of them is your photograph."
              : `${loaderData.count} of them are your photographs.`}
        </p>
      }
    >
      {loaderData.groups.map((group) => (
        <section key={group.name} aria-labelledby={`group-${group.name}`} className="space-y-3">
          <h2 id={`group-${group.name}`} className="font-display text-2xl">
            {group.name}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {group.slots.map((slot) => (
              <li key={slot.id}>
                <Link
                  to={`/admin/photos/${slot.id}`}
                  className="group block overflow-hidden rounded-xl bg-white/70 shadow-soft transition-shadow hover:shadow-md"
                  aria-label={`${slot.id}: ${slot.photo ? "your photograph" : "drawing"}, replace`}
                >
                  <Picture id={slot.id} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw" alt="" crop="landscape" className="aspect-[3/2]" />
                  <span className="flex items-center justify-between gap-2 px-3 py-2 text-xs sm:text-sm">
                    <span className="truncate font-medium">{slot.id}</span>
                    {slot.photo ? (
                      <span className="shrink-0 rounded-full bg-sage px-2 py-0.5 text-xs font-semibold text-sand">Photo</span>
                    ) : (
                      <ImageUp aria-hidden className="size-4 shrink-0 text-ink-soft group-hover:text-clay" />
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </AdminPage>
  );
}
