import { formAction } from "~/lib/forms/form-action.server";
import { data } from "react-router";
import type { Route } from "./+types/retreat";
import type { HeaderHandle } from "~/components/site-header";

export const handle: HeaderHandle = { header: "solid" };

const slugs = ["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"];

export function loader({ params }: Route.LoaderArgs) {
  if (!slugs.includes(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug };
}

export default function Retreat({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container-content pt-28 pb-20">
      <h1 className="text-4xl">{loaderData.slug}</h1>
    </main>
  );
}

// Lead forms on this page post here (issue 4, ~/lib/forms).
export const action = formAction;
