/**
 * A section with nothing in it to show: the organiser emptied its cards, questions or pictures,
 * which RetreatSchema allows for the sections a page can do without (highlights, what to expect,
 * at a glance, the retreat's questions, the gallery). The page then leaves it out, heading and all.
 * A module of its own, zod-free and importing nothing: the schema, the pages and the editor share it.
 */
export function isEmptySection(section: object): boolean {
  for (const list of ["cards", "items", "images"])
    if (list in section) return (section as Record<string, readonly unknown[]>)[list]!.length === 0;
  return false;
}
