import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import type { HeaderHandle } from "~/components/site-header";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return [{ title: "Page not found | Retreatly" }, { name: "robots", content: "noindex" }];
}

// A real 404 status for every unknown path, not a 200 that looks like one.
export function loader() {
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
