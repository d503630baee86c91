import { data, Link } from "react-router";
import type { Route } from "./+types/guest-list";
import "./guest-list.css";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { placesTakenText } from "~/components/admin/edition-guests";
import type { HeaderHandle } from "~/components/site-header";
import { editionTitle, retreatNames } from "~/lib/retreats/retreats.server";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { formatMoney } from "~/lib/bookings/money";
import { guestListOf } from "~/lib/bookings/guest-list.server";
import { today } from "~/lib/clock.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Guests of ${loaderData.title}` : "Guests");
}

/**
 * /admin/retreats/<slug>/guests: the edition's booked guests as a sheet to print (its own print
 * stylesheet leaves out everything around it): names, phones, rooms, what they wrote in their
 * messages (dietary needs and the like), and what each still owes.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const day = today();
  const list = await guestListOf(db, params.slug ?? "", day);
  if (!list) throw data("No such edition", { status: 404, headers: NO_STORE });
  const { edition, guests, places } = list;
  return data(
    {
      slug: edition.slug,
      title: editionTitle(await retreatNames(db), edition),
      guests: guests.filter((g) => g.status === "booked"),
      places,
      today: day,
    },
    { headers: NO_STORE },
  );
}

export default function GuestList({ loaderData }: Route.ComponentProps) {
  const { slug, title, guests, places, today: day } = loaderData;
  return (
    <AdminPage
      title={`Guests: ${title}`}
      intro={
        <p>
          {placesTakenText(places)} of {places.capacity} places · as of {day}
          <span data-print="hide">
            {" "}
            ·{" "}
            <Link to={`/admin/retreats/${slug}#guests`} className="underline underline-offset-4">
              Back to the edition
            </Link>{" "}
            · print it with your browser&apos;s Print
          </span>
        </p>
      }
    >
      <div className="overflow-x-auto rounded-2xl bg-white/70 p-4 shadow-soft md:p-6" data-print="sheet">
        {guests.length === 0 ? (
          <p>Nobody is booked on these dates yet.</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm" data-testid="guest-list">
            <thead>
              <tr className="border-b border-ink/20">
                <th scope="col" className="py-2 pr-3">Guest</th>
                <th scope="col" className="hidden py-2 pr-3 sm:table-cell print:table-cell">Room</th>
                <th scope="col" className="py-2 pr-3">Notes</th>
                <th scope="col" className="py-2 text-right">Still owed</th>
              </tr>
            </thead>
            <tbody>
              {guests.map((g) => (
                <tr key={g.id} className="border-b border-ink/10 align-top">
                  <td className="py-2 pr-3">
                    <span className="font-semibold">{g.name ?? g.email}</span>
                    <br />
                    <span className="whitespace-nowrap">{g.phone ?? "no phone"}</span>
                    <span className="block sm:hidden print:hidden">{g.option}</span>
                  </td>
                  <td className="hidden py-2 pr-3 sm:table-cell print:table-cell">{g.option}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{g.notes.join(" / ") || "–"}</td>
                  <td className="py-2 text-right tabular-nums sm:whitespace-nowrap">{g.balanceMinor > 0 ? `${formatMoney(g.balanceMinor)} by ${g.dueOn}` : "Paid"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </AdminPage>
  );
}
