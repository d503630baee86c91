import { useMatches } from "react-router";
import { findInLoaderData } from "~/lib/content-walk";
import { IconSvg, type IconData } from "./lucide-icon";

export type IconEntries = Record<string, IconData>;

/**
 * An icon that content names (a feature's or a card's `icon`), drawn from the page's loader
 * data: the route's loader returns the drawings its page shows as `icons`
 * (content-icons.server.ts). A name the loader did not send draws an empty, marked <svg>, which
 * an end-to-end test looks for on every page.
 */
export function ContentIcon({ name, className, strokeWidth }: { name: string; className?: string; strokeWidth?: number }) {
  const icon = findInLoaderData<IconData>(useMatches(), "icons", name);
  if (!icon) return <svg aria-hidden="true" data-missing-icon={name} className={className} />;
  return <IconSvg icon={icon} className={className} strokeWidth={strokeWidth} />;
}
