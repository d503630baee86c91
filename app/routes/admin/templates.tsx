import { Mail, MessageCircle } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/templates";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { MessagePreview } from "~/components/admin/person-messages";
import { TemplateForm } from "~/components/admin/template-form";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { formatDateTime } from "~/lib/calendar";
import { siteTimeZone } from "~/lib/clock.server";
import { CHANNELS, CHANNEL_LABELS, PLACEHOLDERS, PLACEHOLDER_NAMES, PURPOSES, PURPOSE_LABELS, SAMPLE_VALUES, fillTemplate, type Channel, type Purpose } from "~/lib/messages/fill";
import { TEMPLATE_SCHEMAS } from "~/lib/messages/schema";
import { listTemplates, saveTemplate } from "~/lib/messages/templates.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Message templates");
}

/** Every template, each with its preview filled with sample values (the same fill a real message gets). */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const templates = await listTemplates(db);
  const timeZone = siteTimeZone();
  const saved = new URL(request.url).searchParams.get("saved");
  return data(
    {
      purposes: PURPOSES.map((purpose) => ({
        purpose,
        ...PURPOSE_LABELS[purpose],
        channels: CHANNELS.map((channel) => {
          const t = templates[purpose][channel];
          return {
            channel,
            values: { subject: t.subject ?? "", body: t.body },
            preview: fillTemplate(t, SAMPLE_VALUES),
            edited: t.by === "Retreatly" ? null : `${t.by}, ${formatDateTime(t.updatedAt, timeZone)}`,
          };
        }),
      })),
      saved: saved && (PURPOSES as readonly string[]).includes(saved) ? PURPOSE_LABELS[saved as Purpose].title : null,
    },
    { headers: NO_STORE },
  );
}

/** POST: one template's form, checked by its channel's schema; saved, back to its section. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin } = await requireAdmin(request);
  const form = await readAccountForm(request, TEMPLATE_SCHEMAS);
  if (!form.ok) return form.response;
  const channel: Channel = form.id;
  await saveTemplate(db, channel, form.value, admin);
  throw redirect(`/admin/templates?saved=${form.value.purpose}#${form.value.purpose}`, { headers: NO_STORE });
}

export default function AdminTemplates({ loaderData, actionData }: Route.ComponentProps) {
  // A refused post answers with its form's result; it goes back to that form, open.
  const resultFor = (purpose: Purpose, channel: Channel) => {
    if (!actionData || actionData.form !== channel) return undefined;
    return (actionData.result.initialValue as Record<string, unknown> | undefined)?.purpose === purpose ? actionData.result : undefined;
  };
  const formError = actionData && !actionData.form ? actionData.result.error?.[""]?.[0] : null;
  return (
    <AdminPage
      title="Message templates"
      intro={<p>The words of the messages you send from a person's page and to a waitlist. Each is filled in for the person when you use it; below, with sample values.</p>}
    >
      <nav aria-label="Templates" className="flex flex-wrap gap-2">
        {loaderData.purposes.map((p) => (
          <a key={p.purpose} href={`#${p.purpose}`} className="inline-flex min-h-11 items-center rounded-full border border-ink/15 bg-white/70 px-4 text-sm font-semibold text-clay-dark hover:border-clay">
            {p.title}
          </a>
        ))}
      </nav>
      {loaderData.saved ? <FormMessage kind="success" title={`Saved: ${loaderData.saved}. Messages use the new words from now on.`} /> : null}
      {formError ? <FormMessage kind="error" title={formError} /> : null}
      <details className="rounded-2xl bg-linen p-5 md:p-6" data-testid="placeholders">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-clay-dark">The placeholders you can use</summary>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          {PLACEHOLDER_NAMES.map((name) => (
            <div key={name} className="contents">
              <dt className="font-mono font-semibold">{`{${name}}`}</dt>
              <dd className="text-ink-soft">
                {PLACEHOLDERS[name].label}, e.g. {PLACEHOLDERS[name].sample}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      {loaderData.purposes.map((p) => (
        <section key={p.purpose} id={p.purpose} aria-labelledby={`${p.purpose}-title`} className="space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-7" data-testid={`template-${p.purpose}`}>
          <div>
            <h2 id={`${p.purpose}-title`} className="font-display text-2xl md:text-3xl">
              {p.title}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-ink-soft">{p.intro}</p>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            {p.channels.map((c) => {
              const result = resultFor(p.purpose, c.channel);
              const Icon = c.channel === "email" ? Mail : MessageCircle;
              return (
                <article key={c.channel} className="min-w-0 space-y-3" data-testid={`template-${p.purpose}-${c.channel}`}>
                  <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
                    <Icon aria-hidden className="size-4 text-clay" /> {CHANNEL_LABELS[c.channel]}
                  </h3>
                  <MessagePreview subject={c.preview.subject} body={c.preview.body} label={`${p.title}, ${CHANNEL_LABELS[c.channel]}, with sample values`} />
                  {c.edited ? <p className="text-xs text-ink-soft">Last changed by {c.edited}</p> : null}
                  <details open={Boolean(result)}>
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-clay-dark">
                      Edit<span className="sr-only">: {p.title}, {CHANNEL_LABELS[c.channel]}</span>
                    </summary>
                    <div className="mt-3">
                      <TemplateForm purpose={p.purpose} channel={c.channel} defaultValue={c.values} lastResult={result} />
                    </div>
                  </details>
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </AdminPage>
  );
}
