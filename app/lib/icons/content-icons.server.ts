import * as bed from "lucide-react/icons/bed";
import * as calendar from "lucide-react/icons/calendar";
import * as camera from "lucide-react/icons/camera";
import * as clipboardList from "lucide-react/icons/clipboard-list";
import * as compass from "lucide-react/icons/compass";
import * as fish from "lucide-react/icons/fish";
import * as flame from "lucide-react/icons/flame";
import * as flower2 from "lucide-react/icons/flower-2";
import * as gem from "lucide-react/icons/gem";
import * as handHeart from "lucide-react/icons/hand-heart";
import * as heart from "lucide-react/icons/heart";
import * as heartHandshake from "lucide-react/icons/heart-handshake";
import * as leaf from "lucide-react/icons/leaf";
import * as map from "lucide-react/icons/map";
import * as megaphone from "lucide-react/icons/megaphone";
import * as moon from "lucide-react/icons/moon";
import * as mountain from "lucide-react/icons/mountain";
import * as shield from "lucide-react/icons/shield";
import * as ship from "lucide-react/icons/ship";
import * as sparkles from "lucide-react/icons/sparkles";
import * as star from "lucide-react/icons/star";
import * as sun from "lucide-react/icons/sun";
import * as treePalm from "lucide-react/icons/tree-palm";
import * as users from "lucide-react/icons/users";
import * as utensils from "lucide-react/icons/utensils";
import * as wavesHorizontal from "lucide-react/icons/waves-horizontal";
import type { IconName as PageIconName } from "~/content/pages/types";
import type { IconName as CardIconName } from "~/content/retreats/schema";
import { walkContent } from "~/lib/content-walk";
import type { IconData } from "./lucide-icon";
import type { IconEntries } from "./content-icon";

// lucide-react's icon modules export their drawing as `__iconData` (not in their types).
const data = (module: object) => (module as { __iconData: IconData }).__iconData;

/**
 * The drawings of every icon content may name (page features and retreat cards), on the server
 * only: each route's loader returns the few its page shows as `icons` (iconsFor), as it does
 * with images, so no page carries all thirty drawings in its JavaScript.
 */
const CONTENT_ICONS: Record<PageIconName | CardIconName, IconData> = {
  bed: data(bed),
  calendar: data(calendar),
  camera: data(camera),
  clipboard: data(clipboardList),
  compass: data(compass),
  fish: data(fish),
  flame: data(flame),
  gem: data(gem),
  "hand-heart": data(handHeart),
  heart: data(heart),
  "heart-handshake": data(heartHandshake),
  leaf: data(leaf),
  lotus: data(flower2),
  map: data(map),
  megaphone: data(megaphone),
  moon: data(moon),
  mountain: data(mountain),
  palm: data(treePalm),
  shield: data(shield),
  ship: data(ship),
  sparkles: data(sparkles),
  star: data(star),
  sun: data(sun),
  users: data(users),
  utensils: data(utensils),
  waves: data(wavesHorizontal),
};

/**
 * The drawings a page shows, for its loader to return as `icons`: the value of every `icon`
 * key in the given content (objects and arrays are searched all the way down).
 */
export function iconsFor(...sources: unknown[]): IconEntries {
  const out: IconEntries = {};
  walkContent(sources, (value) => {
    const name = value && typeof value === "object" ? (value as { icon?: unknown }).icon : undefined;
    if (typeof name === "string" && name in CONTENT_ICONS) out[name] = CONTENT_ICONS[name as keyof typeof CONTENT_ICONS];
  });
  return out;
}
