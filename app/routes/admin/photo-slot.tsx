import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/photo-slot";
import { PhotoForm } from "~/components/admin/photo-form";
import { FormMessage } from "~/components/forms/form-parts";
import { Picture } from "~/components/picture";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { slotAction, slotPageData } from "./+photos/photos.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(`${loaderData?.id ?? "Photo"} | Photos`);
}


/** One picture slot: upload the organiser's photograph for it, or remove it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return slotPageData(request, params["*"] ?? "");
}

export async function action({ request, params }: Route.ActionArgs) {
  return slotAction(request, params["*"] ?? "");
}

export default function PhotoSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { id, photo, notice } = loaderData;
  return (
    <AdminPage
      title={id}
      intro={
        <p>
          <Link to={loaderData.back.to} className="underline underline-offset-4">
            {loaderData.back.label}
          </Link>{" "}
          · {loaderData.group} · <span data-testid="photo-status">{photo ? "Your photograph" : loaderData.drawn ? "Generated drawing" : "No photograph yet"}</span>
        </p>
      }
    >
      {notice && !actionData ? (
        <FormMessage
          kind="success"
          title={
            notice === "uploaded"
              ? "Your photograph is on the site now."
              : loaderData.drawn
                ? "The photograph is removed: the site shows the drawing again."
                : "The photograph is removed."
          }
        />
      ) : null}
      {actionData?.result?.status === "error" ? <FormMessage kind="error" title="Nothing was changed: please see the message below." /> : null}
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <figure className="space-y-3 self-start">
          {photo || loaderData.drawn ? (
            <Picture id={id} sizes="(min-width: 1024px) 50vw, 100vw" className="overflow-hidden rounded-2xl shadow-soft" fit="natural" imgClassName="h-auto w-full" />
          ) : null}
          <figcaption className="text-sm text-ink-soft">
            {photo ? (
              <>
                Uploaded {photo.uploaded}
                {photo.by ? <> by {photo.by}</> : null}, {photo.size} in all its sizes. Alt text: “{photo.alt}”
              </>
            ) : (
              loaderData.drawn ? <>The generated drawing: “{loaderData.generatedAlt}”</> : <>No photograph yet: the site shows nothing here until you upload one.</>
            )}
          </figcaption>
          {photo ? (
            <Form method="post">
              <Button type="submit" name="intent" value="remove" variant="outline" size="sm">
                <Trash2 aria-hidden /> Remove the photograph
              </Button>
            </Form>
          ) : null}
        </figure>
        <PhotoForm key={photo?.uploaded ?? "none"} id={`photo-${id.replace("/", "-")}`} guide={loaderData.guide} defaultAlt={photo?.alt ?? ""} lastResult={actionData?.result} />
      </div>
    </AdminPage>
  );
}
