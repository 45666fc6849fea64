import type { Category } from '@prism/domain';
import {
  categoryAncestors,
  categoryById,
  categoryChildren,
  categoryIsActive,
  categoryNameOf,
} from '../../lib/category-tree';

/**
 * The category hierarchy of the settings page (spec 001 sections 3 and 4): top categories, their
 * mid-level children and those children's subcategories, each with whether it is active and why
 * not (the rule itself is lib/category-tree's). Pure, so what the page shows is tested once.
 */

/** Why a category is not active: archived itself, and/or under an archived parent or grandparent. */
export interface CategoryStatus {
  archived: boolean;
  /** The archived ancestor that makes it inactive, nearest first. */
  archivedAncestor: { relation: 'parent' | 'grandparent'; name: string } | { relation: 'ancestor' } | null;
  active: boolean;
}

export interface CategoryNode {
  category: Category;
  name: string;
  /** 1 top, 2 mid-level, 3 subcategory. */
  level: number;
  status: CategoryStatus;
  children: CategoryNode[];
}

const RELATIONS = ['parent', 'grandparent'] as const;

/**
 * Whether a category is active (spec 001 section 4: not archived, nor under an archived parent or
 * grandparent) and why not: the nearest archived ancestor the list holds, by name, or else the
 * server's `hasArchivedParent` for one it does not hold.
 */
function categoryStatusOf(category: Category, byId: ReadonlyMap<string, Category>): CategoryStatus {
  const ancestors = categoryAncestors(category, byId);
  const distance = ancestors.findIndex((ancestor) => ancestor.isArchived);
  const nearest = ancestors[distance];
  const relation = RELATIONS[distance];
  let archivedAncestor: CategoryStatus['archivedAncestor'] = null;
  if (nearest && relation) archivedAncestor = { relation, name: categoryNameOf(nearest) };
  else if (nearest || category.hasArchivedParent) archivedAncestor = { relation: 'ancestor' };
  return {
    archived: category.isArchived,
    archivedAncestor,
    active: categoryIsActive(category, byId),
  };
}

/** The sentence saying why a category is not active, or null when it is. */
export function categoryInactiveReason(status: CategoryStatus): string | null {
  if (status.archived) return 'Archived: it cannot be applied to feedback.';
  const ancestor = status.archivedAncestor;
  if (!ancestor) return null;
  if (ancestor.relation === 'ancestor') return 'Inactive: a category above it is archived.';
  return `Inactive: its ${ancestor.relation} ${ancestor.name} is archived.`;
}

const byName = (a: CategoryNode, b: CategoryNode) => a.name.localeCompare(b.name);

/**
 * The categories as a tree, each level sorted by name. A category whose parent is not in the list
 * (it serves other applications) is shown at the top rather than lost.
 */
export function categoryTreeBuild(categories: readonly Category[]): CategoryNode[] {
  const byId = categoryById(categories);
  const roots = categories.filter((category) => category.parent === null || !byId.has(category.parent));
  const nodeOf = (category: Category, level: number): CategoryNode => ({
    category,
    name: categoryNameOf(category),
    level,
    status: categoryStatusOf(category, byId),
    children: categoryChildren(categories, category._id)
      .map((child) => nodeOf(child, level + 1))
      .sort(byName),
  });
  return roots.map((root) => nodeOf(root, root.parent ? 2 : 1)).sort(byName);
}

/** The tree without the inactive categories (the 'Show archived' toggle off). */
export function categoryTreeActive(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes
    .filter((node) => node.status.active)
    .map((node) => ({ ...node, children: categoryTreeActive(node.children) }));
}

/** Every node of the tree, depth first. */
export function categoryTreeFlatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...categoryTreeFlatten(node.children)]);
}
