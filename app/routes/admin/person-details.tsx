import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/person-details";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { PersonDetailsForm } from "~/components/admin/person-details";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { now as clockNow } from "~/lib/clock.server";
import { savePersonDetails } from "~/lib/leads/follow-up/details.server";
import { PersonDetailsSchema } from "~/lib/leads/person-details";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Name and reply address | Leads");
}

const PERSON_ID = /^[1-9]\d{0,9}$/;

async function personOf(request: Request, id: string) {
  const { db, admin } = await requireAdmin(request);
  const person = PERSON_ID.test(id) ? await db.selectFrom("lead_people").select(["id", "name", "email", "phone"]).where("id", "=", Number(id)).executeTakeFirst() : undefined;
  if (!person) throw data({ message: "No such lead" }, { status: 404, headers: NO_STORE });
  return { db, admin, person: { ...person, id: Number(person.id) } };
}

/** /admin/leads/<person>/details: the person page's "Name and reply address" form on its own. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { person } = await personOf(request, params.id);
  return data({ person }, { headers: NO_STORE });
}

/** Saves them and goes back to the person's page; a refused post stays here with its messages. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, person } = await personOf(request, params.id);
  const form = await readAccountForm(request, PersonDetailsSchema);
  if (!form.ok) return form.response;
  const done = await savePersonDetails(db, person.id, form.value, admin, clockNow());
  if (done === "gone") throw data({ message: "No such lead" }, { status: 404, headers: NO_STORE });
  if (done === "unreadable-phone") return form.fail({ fields: { phone: "Please enter a phone number with its country code, e.g. +91 98765 43210" } });
  throw redirect(`/admin/leads/${person.id}?details=${done}`, { headers: NO_STORE });
}

export default function PersonDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { person } = loaderData;
  return (
    <AdminPage
      title="Name and reply address"
      intro={
        <p>
          Who replies to{" "}
          <Link to={`/admin/leads/${person.id}`} className="font-semibold text-clay-dark underline underline-offset-4">
            {person.name ?? person.email}
          </Link>{" "}
          go to.
        </p>
      }
    >
      <section className="max-w-xl rounded-2xl bg-white/70 p-5 shadow-soft md:p-6">
        <PersonDetailsForm person={person} lastResult={actionData?.result} />
      </section>
    </AdminPage>
  );
}
