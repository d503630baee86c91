import type { Route } from "./+types/legal-page";
import type { HeaderHandle } from "~/components/site-header";

export const handle: HeaderHandle = { header: "solid" };

export function loader({ request }: Route.LoaderArgs) {
  return { slug: new URL(request.url).pathname.slice(1) };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container-content pt-28 pb-20">
      <h1 className="text-4xl capitalize">{loaderData.slug}</h1>
    </main>
  );
}
