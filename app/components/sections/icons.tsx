import {
  Bed,
  Camera,
  Compass,
  Fish,
  Flame,
  Flower2,
  Heart,
  Leaf,
  Moon,
  Mountain,
  Ship,
  Sparkles,
  Star,
  Sun,
  TreePalm,
  Users,
  Utensils,
  Waves,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/retreats/schema";

/** Content names an icon; this maps the name to a drawing, so data files stay free of JSX. */
export const icons: Record<IconName, LucideIcon> = {
  bed: Bed,
  leaf: Leaf,
  lotus: Flower2,
  waves: Waves,
  camera: Camera,
  flame: Flame,
  sun: Sun,
  moon: Moon,
  fish: Fish,
  ship: Ship,
  users: Users,
  sparkles: Sparkles,
  mountain: Mountain,
  compass: Compass,
  heart: Heart,
  utensils: Utensils,
  palm: TreePalm,
  star: Star,
};

export function IconBadge({ name, size = "md" }: { name: IconName; size?: "md" | "lg" }) {
  const Icon = icons[name];
  return (
    <span
      aria-hidden
      className={`inline-flex ${size === "lg" ? "size-14" : "size-12"} items-center justify-center rounded-full border border-gold/40 bg-sand text-clay`}
    >
      <Icon className="size-5" strokeWidth={1.6} />
    </span>
  );
}
