import type { Category, ManualCategory } from '@prism/domain';
import {
  CATEGORY_PATH_SEPARATOR,
  categoryAncestors,
  categoryById,
  categoryLeaves,
  categoryNameOf,
  categoryParentIds,
} from '../../lib/category-tree';

/**
 * The category hierarchy as triage offers it (spec 001 sections 3 and 4, the shared rules in
 * lib/category-tree): the picker's options, the manual categories an applied category can carry,
 * and the model's suggestions matched to categories that can be applied.
 */

/** A category as the picker offers it: its names from the top down, and whether it can be applied. */
export interface CategoryOption {
  id: string;
  name: string;
  /** The names of its ancestors, top first. */
  path: string[];
  /** True when no category has it as parent: only these can be applied. */
  leaf: boolean;
  /** The full path as one line, for search and for screen readers. */
  label: string;
}

/** Every category as an option, in the order of the tree (by path, then name). */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const byId = categoryById(categories);
  const parents = categoryParentIds(categories);
  return categories
    .map((category) => {
      const path = categoryAncestors(category, byId).reverse().map(categoryNameOf);
      const name = categoryNameOf(category);
      return {
        id: category._id,
        name,
        path,
        leaf: !parents.has(category._id),
        label: [...path, name].join(CATEGORY_PATH_SEPARATOR),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The manual categories that can go with an applied category: those hung under it or under one
 * of its ancestors, nearest first.
 */
export function manualCategoriesFor(
  categoryId: string,
  manual: readonly ManualCategory[],
  byId: ReadonlyMap<string, Category>,
): ManualCategory[] {
  const category = byId.get(categoryId);
  const lineage = category ? [category, ...categoryAncestors(category, byId)].map((entry) => entry._id) : [];
  return manual
    .filter((entry) => lineage.includes(entry.category))
    .sort((a, b) => lineage.indexOf(a.category) - lineage.indexOf(b.category));
}

/** A suggestion of the model matched to a category it can be applied as. */
export interface SuggestionTarget {
  /** The category of that name (a leaf when one exists). */
  category: Category | undefined;
  /** False when the name is unknown or only a category with children carries it. */
  applicable: boolean;
}

/**
 * The category a suggestion of the model (`awsCategories` holds names) stands for: a leaf of that
 * name when there is one; a category with children cannot be applied (spec 001 section 4).
 */
export function suggestionTarget(name: string, categories: readonly Category[]): SuggestionTarget {
  const named = (list: readonly Category[]) => list.find((category) => categoryNameOf(category) === name);
  const leaf = named(categoryLeaves(categories));
  return leaf ? { category: leaf, applicable: true } : { category: named(categories), applicable: false };
}
