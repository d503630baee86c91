import { data, Link } from "react-router";
import type { Route } from "./+types/lead";
import { FollowUpForm, ReplyLinks, StageBadge } from "~/components/admin/follow-up";
import { LeadPerson } from "~/components/admin/lead-person";
import { PersonDetails } from "~/components/admin/person-details";
import { PersonMatches } from "~/components/admin/person-matches";
import { PersonMessages } from "~/components/admin/person-messages";
import { personMessages } from "~/lib/messages/templates.server";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { followUpAction } from "~/lib/admin/follow-up-action.server";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { siteTimeZone, today } from "~/lib/clock.server";
import { AdminPage, AdminProblem, adminMeta } from "~/components/admin/admin-page";
import { PersonBookings } from "~/components/admin/person-bookings";
import { bookingAction, isBookingForm, personBookings } from "~/lib/bookings/person-bookings.server";
import { postedFormId } from "~/lib/admin/account-forms.server";
import { contactAgainAction } from "~/lib/messages/no-contact.server";
import { CONTACT_AGAIN_FORM } from "~/lib/messages/schema";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data }: Route.MetaArgs) {
  const name = data && "person" in data ? (data.person.name ?? data.person.email) : "Lead";
  return adminMeta(`${name} | Leads`);
}


/** /admin/leads/<person>: one person with every request, the e-mails about them and the timeline. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const person = /^[1-9]\d{0,9}$/.test(params.id) ? await getPerson(db, Number(params.id)) : null;
  if (!person) throw data({ message: "No such lead" }, { status: 404, headers: NO_STORE });
  return data({ person, today: today(), timeZone: siteTimeZone(), bookings: await personBookings(db, person.id, today()), messages: await personMessages(db, person, new URL(request.url)) }, { headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await postedFormId(request);
  if (isBookingForm(form)) return bookingAction(request, params.id);
  if (form === CONTACT_AGAIN_FORM) return contactAgainAction(request, params.id);
  return followUpAction(request, params.id);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { person, timeZone } = loaderData;
  const label = person.name ?? person.email;
  return (
    <AdminPage
      title={label}
      intro={
        <p className="flex flex-wrap items-center gap-2">
          <StageBadge stage={person.stage} />
          <span>
            {person.requests.length === 1 ? "1 request" : `${person.requests.length} requests`}
            {person.followUpOn ? <> · follow up on {person.followUpOn}</> : null}
          </span>
          <Link to="/admin/people" className="font-semibold text-clay-dark underline underline-offset-4">
            All people
          </Link>
        </p>
      }
      actions={<ReplyLinks personId={person.id} stage={person.stage} reply={person.reply} label={label} />}
    >
      {/* A possible second record of this person is a warning: it comes before anything else. */}
      <PersonMatches person={person} matches={person.matches} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        {/* The actions first: on a phone they open the page (after the reply links above); from
            the large breakpoint they are the side column, beside the main one. */}
        <section aria-labelledby="follow-up" className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1" data-testid="person-actions">
          <h2 id="follow-up" className="mb-4 text-2xl">
            Follow up
          </h2>
          <FollowUpForm personId={person.id} stage={person.stage} lostReason={person.lostReason} followUpOn={person.followUpOn} error={actionData && "ok" in actionData && !actionData.ok ? actionData.error : null} />
        </section>
        {/* The main column: one block after another (requests, e-mails, timeline); a further
            block of the person is one more child here. */}
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1" data-testid="person-main">
          <PersonMessages personId={person.id} messages={loaderData.messages} timeZone={timeZone} />
          <PersonBookings personId={person.id} {...loaderData.bookings} whatsapp={Boolean(loaderData.messages.whatsappHref)} />
          <LeadPerson person={person} timeZone={timeZone} />
          <PersonDetails person={person} />
        </div>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminProblem title="No such lead">
      <p className="text-ink-soft">It may have been deleted.</p>
      <a href="/admin/leads" className="inline-block font-semibold text-clay underline underline-offset-4">
        Back to the leads
      </a>
    </AdminProblem>
  );
}
