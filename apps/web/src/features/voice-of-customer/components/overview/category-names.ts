import type { CategoryName } from '../../api/overview';

/** The name a category shows: a subcategory's own, a top category's `category`. */
export function categoryNameOf(category: CategoryName): string {
  return category.subcategory ?? category.category;
}

/**
 * The category and its ancestors, top category first (three levels at most, spec 001 section 3);
 * empty when the id is not among the categories. A parent missing from the list ends the trail.
 */
export function categoryTrail(categories: readonly CategoryName[], id: string): CategoryName[] {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const trail: CategoryName[] = [];
  let current = byId.get(id);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.parent === null ? undefined : byId.get(current.parent);
  }
  return trail;
}

/** Whether a category has subcategories, so its details page has a table to show. */
export function categoryHasChildren(categories: readonly CategoryName[], id: string): boolean {
  return categories.some((category) => category.parent === id);
}
