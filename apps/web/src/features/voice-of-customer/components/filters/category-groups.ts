/**
 * Category groups in the filter menu (spec 001 section 4): choosing a group selects all its
 * categories; removing a group removes only its own categories, keeping those also chosen one by
 * one or by another chosen group; clearing empties groups and categories.
 *
 * The groups only choose categories: the address and the server get the `category` list. (The
 * server's own `categoryGroup` argument is ANDed with `category`, so sending both would drop the
 * categories chosen one by one.) Which groups were chosen, and which categories one by one, is
 * the menu's memory ({@link GroupPicks}); opened from an address, it is read back from the list.
 */

/** A group as the rules need it. */
export interface CategoryGroupLike {
  _id: string;
  categoryIds: readonly string[];
}

/** The groups chosen, and the categories chosen one by one. */
export interface GroupPicks {
  groups: string[];
  own: string[];
}

/** The category list and the picks behind it. */
export interface CategoryChoice {
  category: string[];
  picks: GroupPicks;
}

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())];

/**
 * The picks a category list stands for when nothing is remembered: the groups whose categories
 * are all in it, and the rest as chosen one by one.
 */
export function groupPicksOf(category: readonly string[], groups: readonly CategoryGroupLike[]): GroupPicks {
  const chosen = new Set(category);
  const full = groups.filter(
    (group) => group.categoryIds.length > 0 && group.categoryIds.every((id) => chosen.has(id)),
  );
  const grouped = new Set(full.flatMap((group) => group.categoryIds));
  return { groups: full.map((group) => group._id), own: category.filter((id) => !grouped.has(id)) };
}

/** Choosing a group: its categories join the list. */
export function categoryGroupAdd(choice: CategoryChoice, group: CategoryGroupLike): CategoryChoice {
  if (choice.picks.groups.includes(group._id)) return choice;
  return {
    category: union(choice.category, group.categoryIds),
    picks: { ...choice.picks, groups: [...choice.picks.groups, group._id] },
  };
}

/** Removing a group: its categories leave the list unless chosen one by one or by another group. */
export function categoryGroupRemove(
  choice: CategoryChoice,
  groupId: string,
  groups: readonly CategoryGroupLike[],
): CategoryChoice {
  const remaining = choice.picks.groups.filter((id) => id !== groupId);
  const removed = groups.find((group) => group._id === groupId);
  if (!removed) return { category: choice.category, picks: { ...choice.picks, groups: remaining } };
  const kept = new Set([
    ...choice.picks.own,
    ...groups.filter((group) => remaining.includes(group._id)).flatMap((group) => group.categoryIds),
  ]);
  return {
    category: choice.category.filter((id) => kept.has(id) || !removed.categoryIds.includes(id)),
    picks: { ...choice.picks, groups: remaining },
  };
}

/**
 * One category checked or unchecked by itself: checked, it is chosen one by one; unchecked, it
 * leaves the list, and a group it belonged to is no longer wholly chosen.
 */
export function categoryToggle(
  choice: CategoryChoice,
  id: string,
  on: boolean,
  groups: readonly CategoryGroupLike[],
): CategoryChoice {
  if (on) {
    return {
      category: union(choice.category, [id]),
      picks: { ...choice.picks, own: union(choice.picks.own, [id]) },
    };
  }
  const holding = new Set(groups.filter((group) => group.categoryIds.includes(id)).map((group) => group._id));
  return {
    category: choice.category.filter((entry) => entry !== id),
    picks: {
      groups: choice.picks.groups.filter((group) => !holding.has(group)),
      own: choice.picks.own.filter((entry) => entry !== id),
    },
  };
}

/** Clearing: no groups, no categories. */
export const CATEGORY_CHOICE_EMPTY: CategoryChoice = { category: [], picks: { groups: [], own: [] } };
