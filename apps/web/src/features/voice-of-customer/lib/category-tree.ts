/**
 * The category hierarchy of spec 001 sections 3 and 4, as every page reads it: up to three levels
 * (a top category, a mid-level one, a subcategory), each below the top naming its parent; a
 * category with a child is applied only through its child, so only leaves are applied; a category
 * is active only while neither it nor a category above it is archived. Pure, over the records the
 * server answers (any list: a parent missing from it ends a category's trail there).
 */
import { CATEGORY_PATH_SEPARATOR } from '../../../components/ui/category-picker';

/** The fields of a category the hierarchy reads (a domain `Category` has them all). */
export interface CategoryLike {
  _id: string;
  /** The top category's name (a category below the top carries it too). */
  category: string;
  /** The parent's `_id`; null at the top. */
  parent: string | null;
  /** Its own name below the top; null at the top. */
  subcategory: string | null;
}

/** A category with the fields of the active rule. */
export interface ArchivableCategory extends CategoryLike {
  isArchived: boolean;
  /** Kept by the server: some category above it is archived. */
  hasArchivedParent: boolean;
}

/** Categories have at most three levels (top, mid-level, subcategory). */
export const CATEGORY_LEVELS = 3;

/** Between the names of a category's path: 'Billing › Charges › Late fee' (the picker's own). */
export { CATEGORY_PATH_SEPARATOR };

/** The name a category goes by (and the model and the CSV know it by): its own below the top, else the top category's. */
export function categoryNameOf(category: Pick<CategoryLike, 'category' | 'subcategory'>): string {
  return category.subcategory ?? category.category;
}

/** The categories by `_id`. */
export function categoryById<C extends CategoryLike>(categories: readonly C[]): Map<string, C> {
  return new Map(categories.map((category) => [category._id, category]));
}

/**
 * A category's ancestors among `byId`, its parent first. A parent missing from the list ends them;
 * so does a category met twice (a loop in bad data).
 */
export function categoryAncestors<C extends CategoryLike>(category: C, byId: ReadonlyMap<string, C>): C[] {
  const ancestors: C[] = [];
  let parent = category.parent === null ? undefined : byId.get(category.parent);
  while (parent && parent !== category && !ancestors.includes(parent)) {
    ancestors.push(parent);
    parent = parent.parent === null ? undefined : byId.get(parent.parent);
  }
  return ancestors;
}

/**
 * The category with this `_id` and its ancestors, the top one first (a breadcrumb's steps); empty
 * when the list does not hold it.
 */
export function categoryTrail<C extends CategoryLike>(id: string, byId: ReadonlyMap<string, C>): C[] {
  const category = byId.get(id);
  return category ? [...categoryAncestors(category, byId).reverse(), category] : [];
}

/** The names of a category's trail, top first: ['Billing', 'Charges', 'Late fee']. */
export function categoryPathNames<C extends CategoryLike>(
  category: C,
  byId: ReadonlyMap<string, C>,
): string[] {
  return [...categoryAncestors(category, byId).reverse(), category].map(categoryNameOf);
}

/** Where a category sits, as one line: 'Billing › Charges › Late fee' (pickers, lists, labels). */
export function categoryPathOf<C extends CategoryLike>(category: C, byId: ReadonlyMap<string, C>): string {
  return categoryPathNames(category, byId).join(CATEGORY_PATH_SEPARATOR);
}

/** Each category's path of names from the top, by `_id`. */
export function categoryPaths(categories: readonly CategoryLike[]): Map<string, string[]> {
  const byId = categoryById(categories);
  return new Map(categories.map((category) => [category._id, categoryPathNames(category, byId)]));
}

/** The categories directly below the one with this `_id`. */
export function categoryChildren<C extends CategoryLike>(categories: readonly C[], id: string): C[] {
  return categories.filter((category) => category.parent === id);
}

/** Whether a category has a child among `categories` (it is then applied only through its child). */
export function categoryHasChildren(categories: readonly CategoryLike[], id: string): boolean {
  return categories.some((category) => category.parent === id);
}

/** The ids of the categories some category has as parent: those that are not leaves. */
export function categoryParentIds(categories: readonly CategoryLike[]): Set<string> {
  return new Set(categories.flatMap((category) => (category.parent === null ? [] : [category.parent])));
}

/** The leaves: the categories without a child, the only ones applied to feedback (spec 001 section 4). */
export function categoryLeaves<C extends CategoryLike>(categories: readonly C[]): C[] {
  const parents = categoryParentIds(categories);
  return categories.filter((category) => !parents.has(category._id));
}

/**
 * Spec 001 section 4: a category is active only if it is not archived and no category above it
 * is. The server's `hasArchivedParent` says so for the ancestors; given the list (`byId`), the
 * ancestors it holds are read too.
 */
export function categoryIsActive<C extends ArchivableCategory>(
  category: C,
  byId?: ReadonlyMap<string, C>,
): boolean {
  if (category.isArchived || category.hasArchivedParent) return false;
  return byId === undefined || !categoryAncestors(category, byId).some((ancestor) => ancestor.isArchived);
}

/** A category offered by a plain list: its `_id` and its path. */
export interface CategoryPathOption {
  id: string;
  label: string;
}

/** The active categories labelled with their paths, in path order: what a new record may be put under. */
export function categoryActiveChoices(categories: readonly ArchivableCategory[]): CategoryPathOption[] {
  const byId = categoryById(categories);
  return categories
    .filter((category) => categoryIsActive(category, byId))
    .map((category) => ({ id: category._id, label: categoryPathOf(category, byId) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
