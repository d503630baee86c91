import { createElement, type ReactNode, type SVGProps } from "react";

/** One drawing as lucide-react's icon modules export it (`__iconData`). */
export interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string | number>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string; children?: ReactNode };

const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/** The <svg> of one drawing, as lucide-react draws it for the props this site passes. */
export function IconSvg({ icon, className, size = 24, strokeWidth = 2, children, ...props }: IconProps & { icon: IconData }) {
  const base = ["lucide", `lucide-${icon.name}`, ...(icon.aliases ?? []).filter((a) => a.trim()).map((a) => `lucide-${a}`)];
  const classes = new Set([...base, ...(className ?? "").split(/\s+/)].filter(Boolean));
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`,
      fill: "none",
      stroke: "currentColor",
      strokeWidth,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: [...classes].join(" "),
      ...(children || labels(props) ? {} : { "aria-hidden": "true" }),
      ...props,
    },
    ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
    children,
  );
}

/**
 * Our stand-in for lucide-react's `createLucideIcon`, which every icon module of lucide-react
 * calls (vite.config.ts points them here, in the browser and server builds alike). It draws
 * the same <svg> for the props this site uses (className, strokeWidth, size, aria-*), without
 * lucide's context provider, absolute stroke width and attribute mapping: about 1 KB of gzipped
 * JavaScript on every page. lucide-icon.test.ts renders every icon the app imports
 * with both and compares the markup, so hydration never meets a difference.
 */
export default function createLucideIcon(icon: IconData) {
  const LucideIcon = (props: IconProps) => IconSvg({ icon, ...props });
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
