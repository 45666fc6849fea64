import Fuse from 'fuse.js';

export interface SearchableApp {
  id: string;
  aliases: readonly string[];
}

/** Fewer typed characters than this show no results (spec 000 section 5). */
export const APP_SEARCH_MIN_CHARS = 3;

/**
 * A fuzzy search over application ids and aliases with the spec's settings (threshold 0.4, at
 * least 3 matching characters). Build it once per catalogue; `search` returns apps best first.
 */
export function appSearchCreate<T extends SearchableApp>(apps: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse(apps, {
    keys: ['id', 'aliases'],
    threshold: 0.4,
    minMatchCharLength: APP_SEARCH_MIN_CHARS,
    ignoreLocation: true,
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed.length < APP_SEARCH_MIN_CHARS) return [];
    return fuse.search(trimmed).map((result) => result.item);
  };
}
