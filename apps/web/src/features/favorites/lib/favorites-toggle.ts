import { FAVORITES_LIMIT, favoriteLimitMessage } from '@prism/domain';

export type FavoriteKind = 'App' | 'Group' | 'Page';

export type FavoritesToggleResult = { list: string[]; problem: null } | { list: null; problem: string };

/**
 * Adds `id` to a favourites list, or removes it when it is there. Adding beyond the limit of 5
 * (spec 000 section 9) gives the spec's limit message instead of a list.
 */
export function favoritesToggle(
  list: readonly string[],
  id: string,
  kind: FavoriteKind,
): FavoritesToggleResult {
  if (list.includes(id)) return { list: list.filter((entry) => entry !== id), problem: null };
  if (list.length >= FAVORITES_LIMIT) return { list: null, problem: favoriteLimitMessage(kind) };
  return { list: [...list, id], problem: null };
}
