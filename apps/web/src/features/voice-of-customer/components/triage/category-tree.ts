import type { TriageCategory, TriageManualCategory } from '../../api/triage';

/**
 * The category hierarchy as triage reads it (spec 001 sections 3 and 4): up to three levels, and
 * the rule that a category with a child is applied only through its child, so only leaves can be
 * applied.
 */

/** A category's own name: the subcategory's below the top, the top category's otherwise. */
export function categoryName(category: Pick<TriageCategory, 'category' | 'subcategory'>): string {
  return category.subcategory ?? category.category;
}

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

/** The categories by id, and the ids that are some category's parent. */
export function categoryIndex(categories: readonly TriageCategory[]) {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const parents = new Set(categories.flatMap((category) => (category.parent ? [category.parent] : [])));
  return { byId, parents };
}

/** True when the category has no child among `categories` (spec 001 section 4). */
export function categoryIsLeaf(id: string, categories: readonly TriageCategory[]): boolean {
  return !categories.some((category) => category.parent === id);
}

/** The names of a category's ancestors, top first (at most two: three levels). */
function ancestorNames(category: TriageCategory, byId: ReadonlyMap<string, TriageCategory>): string[] {
  const names: string[] = [];
  let parent = category.parent ? byId.get(category.parent) : undefined;
  while (parent && names.length < 3) {
    names.unshift(categoryName(parent));
    parent = parent.parent ? byId.get(parent.parent) : undefined;
  }
  return names;
}

/** Every category as an option, in the order of the tree (by path, then name). */
export function categoryOptions(categories: readonly TriageCategory[]): CategoryOption[] {
  const { byId, parents } = categoryIndex(categories);
  return categories
    .map((category) => {
      const path = ancestorNames(category, byId);
      const name = categoryName(category);
      return {
        id: category._id,
        name,
        path,
        leaf: !parents.has(category._id),
        label: [...path, name].join(' › '),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The ids of a category and its ancestors, the category first. */
export function categoryLineage(id: string, byId: ReadonlyMap<string, TriageCategory>): string[] {
  const ids: string[] = [];
  let current = byId.get(id);
  while (current && ids.length < 4) {
    ids.push(current._id);
    current = current.parent ? byId.get(current.parent) : undefined;
  }
  return ids;
}

/**
 * The manual categories that can go with an applied category: those hung under it or under one
 * of its ancestors, nearest first.
 */
export function manualCategoriesFor(
  categoryId: string,
  manual: readonly TriageManualCategory[],
  byId: ReadonlyMap<string, TriageCategory>,
): TriageManualCategory[] {
  const lineage = categoryLineage(categoryId, byId);
  return manual
    .filter((entry) => lineage.includes(entry.category))
    .sort((a, b) => lineage.indexOf(a.category) - lineage.indexOf(b.category));
}

/** A suggestion of the model matched to a category it can be applied as. */
export interface SuggestionTarget {
  /** The category of that name (a leaf when one exists). */
  category: TriageCategory | undefined;
  /** False when the name is unknown or only a category with children carries it. */
  applicable: boolean;
}

/**
 * The category a suggestion of the model (`awsCategories` holds names) stands for: a leaf of that
 * name when there is one; a category with children cannot be applied (spec 001 section 4).
 */
export function suggestionTarget(name: string, categories: readonly TriageCategory[]): SuggestionTarget {
  const { parents } = categoryIndex(categories);
  const named = categories.filter((category) => categoryName(category) === name);
  const leaf = named.find((category) => !parents.has(category._id));
  return leaf ? { category: leaf, applicable: true } : { category: named[0], applicable: false };
}
