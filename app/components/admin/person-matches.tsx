import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormMessage } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";

/**
 * On a person's page: the people who gave one of their phone numbers with another e-mail, each
 * "Maybe the same person as …" with a link to them and a one-click merge into this person, which
 * the organiser decides (a plain POST to /admin/leads/<person>/merge, with or without
 * JavaScript). The words say what a merge keeps: this person's name, reply address and stage.
 */
interface Match {
  id: number;
  name: string | null;
  email: string;
  phone: string;
}

const NOTICES = {
  merged: { kind: "success", title: "Merged: their requests, e-mails and notes are now on this page." },
  gone: { kind: "error", title: "That person was already merged or removed, so nothing changed." },
} as const;

export function PersonMatches({ person, matches }: { person: { id: number; name: string | null; email: string }; matches: readonly Match[] }) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const merging = navigation.state === "submitting" ? navigation.formData?.get("merge") : null;
  const done = params.get("merge");
  const notice = done === "merged" || done === "gone" ? NOTICES[done] : null;
  if (matches.length === 0) return notice ? <FormMessage kind={notice.kind} title={notice.title} /> : null;
  const self = person.name ?? person.email;
  return (
    <section aria-labelledby="person-matches" className="space-y-3 rounded-2xl border border-clay/30 bg-white/70 p-5 shadow-soft" data-testid="person-matches">
      {notice ? <FormMessage kind={notice.kind} title={notice.title} /> : null}
      <h2 id="person-matches" className="font-sans text-base font-semibold">
        {matches.length === 1 ? "Someone else gave this phone number" : `${matches.length} others gave this phone number`}
      </h2>
      <p className="text-sm text-ink-soft">
        A phone number alone never joins two people: anyone can type anyone&apos;s number. If they are the same person, merge them; a merge keeps {self}&apos;s name, reply address, stage and follow-up day.
      </p>
      <ul className="divide-y divide-ink/10 border-y border-ink/10">
        {matches.map((m) => {
          const other = m.name ?? m.email;
          return (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="person-match">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  Maybe the same person as{" "}
                  <Link to={`/admin/leads/${m.id}`} className="text-clay-dark underline underline-offset-4 [overflow-wrap:anywhere]">
                    {other}
                  </Link>
                </p>
                <p className="text-ink-soft [overflow-wrap:anywhere]">
                  {m.email} · <span className="whitespace-nowrap">same phone {m.phone}</span>
                </p>
              </div>
              <Form method="post" action={`/admin/leads/${person.id}/merge`}>
                <input type="hidden" name="merge" value={m.id} />
                <Button type="submit" variant="outline" size="sm-touch" disabled={merging === String(m.id)}>
                  {merging === String(m.id) ? "Merging..." : "Merge into this person"}
                  <span className="sr-only">
                    {" "}
                    ({other} into {self})
                  </span>
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
