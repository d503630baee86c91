/**
 * Calls `visit` with every value in the given content, objects and arrays searched all the way
 * down, each object once (content may share objects). Loaders use it to pick out what a page
 * shows by name: its images (imagesFor) and its icons (iconsFor).
 */
export function walkContent(sources: unknown[], visit: (value: unknown) => void) {
  const seen = new Set<unknown>();
  const step = (value: unknown) => {
    visit(value);
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) step(item);
  };
  sources.forEach(step);
}

type MatchLike = { data?: unknown; loaderData?: unknown } | undefined;

/** The entry `id` of the `key` record in the loader data of the matched routes (images, icons). */
export function findInLoaderData<T>(matches: readonly MatchLike[], key: string, id: string): T | undefined {
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as Record<string, Record<string, T> | undefined> | null | undefined;
    const entry = data?.[key]?.[id];
    if (entry) return entry;
  }
  return undefined;
}
