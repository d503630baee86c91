import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import type { HeaderHandle } from "~/components/site-header";

export const handle: HeaderHandle = { header: "solid" };

// Reserved route: answered 404 until its feature lands (issues 4 and 6).
export function loader() {
  return data(null, { status: 404 });
}

export default function Reserved() {
  return <NotFound />;
}
