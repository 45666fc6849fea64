import type { Category } from '@prism/domain';

/**
 * The category hierarchy of the settings page (spec 001 sections 3 and 4): top categories, their
 * mid-level children and those children's subcategories, each with whether it is active and why
 * not. Pure, so the rule the page shows is tested once.
 */

/** Categories have at most three levels (top, mid-level, subcategory). */
export const CATEGORY_LEVELS = 3;

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

/** The name a category shows: its own below the top, the top category's name otherwise. */
export function categoryNameOf(category: Category): string {
  return category.subcategory ?? category.category;
}

/**
 * Spec 001 section 4: a category is active only if it is not archived and its parent is not
 * archived (a subcategory's grandparent also counts). The server's `hasArchivedParent` says the
 * same; the names of the ancestors come from the list when it holds them.
 */
export function categoryStatusOf(category: Category, byId: ReadonlyMap<string, Category>): CategoryStatus {
  const parent = category.parent ? byId.get(category.parent) : undefined;
  const grandparent = parent?.parent ? byId.get(parent.parent) : undefined;
  let archivedAncestor: CategoryStatus['archivedAncestor'] = null;
  if (parent?.isArchived) archivedAncestor = { relation: 'parent', name: categoryNameOf(parent) };
  else if (grandparent?.isArchived)
    archivedAncestor = { relation: 'grandparent', name: categoryNameOf(grandparent) };
  else if (category.hasArchivedParent) archivedAncestor = { relation: 'ancestor' };
  return {
    archived: category.isArchived,
    archivedAncestor,
    active: !category.isArchived && archivedAncestor === null,
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
  const byId = new Map(categories.map((category) => [category._id, category]));
  const children = new Map<string, Category[]>();
  const roots: Category[] = [];
  for (const category of categories) {
    if (category.parent && byId.has(category.parent)) {
      children.set(category.parent, [...(children.get(category.parent) ?? []), category]);
    } else {
      roots.push(category);
    }
  }
  const nodeOf = (category: Category, level: number): CategoryNode => ({
    category,
    name: categoryNameOf(category),
    level,
    status: categoryStatusOf(category, byId),
    children: (children.get(category._id) ?? []).map((child) => nodeOf(child, level + 1)).sort(byName),
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

/** A category's path from the top (`Billing › Payments › Autopay failed`), for pickers and lists. */
export function categoryPathOf(category: Category, byId: ReadonlyMap<string, Category>): string {
  const names = [categoryNameOf(category)];
  let parent = category.parent ? byId.get(category.parent) : undefined;
  while (parent) {
    names.unshift(categoryNameOf(parent));
    parent = parent.parent ? byId.get(parent.parent) : undefined;
  }
  return names.join(' › ');
}
