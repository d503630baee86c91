import type { IconName } from "~/content/retreats/schema";
import { ContentIcon } from "~/lib/icons/content-icon";

/** A card's icon in its round badge; the drawing comes with the page's loader data (iconsFor). */
export function IconBadge({ name, size = "md" }: { name: IconName; size?: "md" | "lg" }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 ${size === "lg" ? "size-10 md:size-14" : "size-12"} items-center justify-center rounded-full border border-gold/40 bg-sand text-clay`}
    >
      <ContentIcon name={name} className="size-5" strokeWidth={1.6} />
    </span>
  );
}
