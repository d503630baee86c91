/**
 * The icons of the lead table's row buttons, drawn once per page and reused with <use>.
 * Twenty-five rows of two Lucide components were a fifth of the dashboard's server rendering
 * (React renders every <path> of every copy); a <use> is one element. Paths: Lucide's "braces"
 * and "trash-2" (ISC licence, the same set as lucide-react elsewhere).
 */
const ICONS = {
  braces: [
    "M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5c0 1.1.9 2 2 2h1",
    "M16 21h1a2 2 0 0 0 2-2v-5c0-1.1.9-2 2-2a2 2 0 0 1-2-2V5a2 2 0 0 0-2-2h-1",
  ],
  trash: ["M10 11v6", "M14 11v6", "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6", "M3 6h18", "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"],
} as const;

export type RowIconName = keyof typeof ICONS;

/** Once, before the table: the symbols the rows' icons point at. */
export function RowIconSprite() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, paths]) => (
        <symbol key={name} id={`row-icon-${name}`} viewBox="0 0 24 24">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            {paths.map((d) => (
              <path key={d} d={d} />
            ))}
          </g>
        </symbol>
      ))}
    </svg>
  );
}

export function RowIcon({ name }: { name: RowIconName }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24">
      <use href={`#row-icon-${name}`} />
    </svg>
  );
}
