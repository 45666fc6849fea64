import { NO_CATEGORY, type Category, type ManualCategory } from '@prism/domain';
import { CATEGORY_PATH_SEPARATOR, categoryPaths } from '../../lib/category-tree';
import type { FilterOption } from './filter-catalogue';

/**
 * The category lists of the filter menu from the applications' categories (three levels: a top
 * category, a middle one, a subcategory): the whole tree for 'Category', one level for 'Middle
 * Category' and 'Subcategory', each led by the 'No Category' choice on voice-of-customer paths
 * (spec 001 section 2). Labels carry the path ('Billing › Charges › Late fee', lib/category-tree) so
 * a category reads the same wherever it is named; a parent outside the list (archived) starts the
 * path at its child.
 */

/** Each category's label (its path), by `_id`, with 'No Category'. */
export function categoryLabels(categories: readonly Category[]): Map<string, string> {
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
  categories: readonly Category[],
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
  manualCategories: readonly ManualCategory[],
  categories: readonly Category[] | undefined,
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
