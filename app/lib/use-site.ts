import { useRouteLoaderData } from "react-router";
import { defaultSite, type Site } from "~/content/site";

/** The site facts in force (env overrides applied on the server), from the root loader. */
export function useSite(): Site {
  const data = useRouteLoaderData("root") as { site: Site } | undefined;
  return data?.site ?? defaultSite;
}
