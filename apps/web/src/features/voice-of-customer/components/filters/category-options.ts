import { NO_CATEGORY } from '@prism/domain';
import type { FilterCategory, FilterManualCategory } from '../../api/filter-options';
import type { FilterOption } from './filter-catalogue';

/**
 * The category lists of the filter menu from the applications' categories (three levels: a top
 * category, a middle one, a subcategory): the whole tree for 'Category', one level for 'Middle
 * Category' and 'Subcategory', each led by the 'No Category' choice on voice-of-customer paths
 * (spec 001 section 2). Labels carry the path ('Billing › Charges › Late fee') so a category reads
 * the same wherever it is named.
 */

/** Between the names of a category's path. */
export const CATEGORY_PATH_SEPARATOR = ' › ';

const nameOf = (category: FilterCategory) => category.subcategory ?? category.category;

/** Each category's path of names from the top, by `_id`. */
export function categoryPaths(categories: readonly FilterCategory[]): Map<string, string[]> {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const paths = new Map<string, string[]>();
  const pathOf = (category: FilterCategory, seen: Set<string>): string[] => {
    const known = paths.get(category._id);
    if (known) return known;
    const parent = category.parent ? byId.get(category.parent) : undefined;
    // A parent outside the list (archived) or a loop: the path starts here.
    const path =
      parent && !seen.has(parent._id)
        ? [...pathOf(parent, new Set([...seen, category._id])), nameOf(category)]
        : [nameOf(category)];
    paths.set(category._id, path);
    return path;
  };
  for (const category of categories) pathOf(category, new Set());
  return paths;
}

/** Each category's label (its path), by `_id`, with 'No Category'. */
export function categoryLabels(categories: readonly FilterCategory[]): Map<string, string> {
  const labels = new Map(
    [...categoryPaths(categories)].map(([id, path]) => [id, path.join(CATEGORY_PATH_SEPARATOR)]),
  );
  labels.set(NO_CATEGORY, NO_CATEGORY);
  return labels;
}

const noCategoryOption: FilterOption = { value: NO_CATEGORY, label: NO_CATEGORY };

/**
 * The choices of a category filter: `any` is the whole tree, top categories first and each
 * followed by its children (by name), indented; 2 and 3 are the middle categories and the
 * subcategories.
 */
export function categoryOptions(
  categories: readonly FilterCategory[],
  level: 'any' | 2 | 3,
  withNoCategory: boolean,
): FilterOption[] {
  const paths = categoryPaths(categories);
  const sorted = [...paths].sort(([, a], [, b]) => a.join('\u0000').localeCompare(b.join('\u0000')));
  const options = sorted
    .filter(([, path]) => level === 'any' || path.length === level)
    .map(([id, path]) => ({
      value: id,
      label: path.join(CATEGORY_PATH_SEPARATOR),
      ...(level === 'any' ? { short: path[path.length - 1], depth: path.length - 1 } : {}),
    }));
  return withNoCategory ? [noCategoryOption, ...options] : options;
}

/** The manual categories, each named with the category it hangs under. */
export function manualCategoryOptions(
  manualCategories: readonly FilterManualCategory[],
  categories: readonly FilterCategory[] | undefined,
): FilterOption[] {
  const labels = categories ? categoryLabels(categories) : new Map<string, string>();
  return manualCategories
    .map((manual) => {
      const under = labels.get(manual.category);
      return {
        value: manual._id,
        label: under ? `${manual.manualCategory} (${under})` : manual.manualCategory,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
