import type { SurveyCategoryRow } from './survey-queries.repository';

/**
 * The categories a survey response shows and may be given (issue 18 item 4): the survey
 * application's category tree, its trails ("Billing › Payments") and the Voice of Customer's
 * active-leaf rule, for the reading calls, the categorize mutation and the export.
 */

/** The separator of a category's trail. */
export const SURVEY_TRAIL_SEPARATOR = ' › ';

/** An application's categories: names, trails and the active leaves a response may be given. */
export interface SurveyCategoryTree {
  nameOf(id: string): string | undefined;
  /** The names above a category, top first, joined by {@link SURVEY_TRAIL_SEPARATOR}. */
  trailOf(id: string): string;
  /** Why a category may not be applied to a response of the application, or null when it may. */
  refusal(id: string): string | null;
  /** The active leaves, in the tree's order. */
  leaves(): SurveyCategoryRow[];
  /** An active leaf by its name (the trained model names its suggestions). */
  leafNamed(name: string): SurveyCategoryRow | undefined;
}

/**
 * The category tree of an application. Active as in the Voice of Customer: neither the category
 * nor its parent nor its grandparent is archived; a leaf has no active subcategory.
 */
export function surveyCategoryTree(rows: readonly SurveyCategoryRow[], appId: string): SurveyCategoryTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const withChildren = new Set(
    rows.filter((row) => row.parent !== null && !row.is_archived).map((row) => row.parent!),
  );
  const ancestors = (id: string): SurveyCategoryRow[] => {
    const chain: SurveyCategoryRow[] = [];
    let current = byId.get(byId.get(id)?.parent ?? '');
    for (let depth = 0; current && depth < 3; depth += 1) {
      chain.unshift(current);
      current = current.parent ? byId.get(current.parent) : undefined;
    }
    return chain;
  };
  const refusal = (id: string): string | null => {
    const row = byId.get(id);
    if (!row || !row.application_ids.includes(appId)) return `${id} is not a category of ${appId}`;
    if (row.is_archived || ancestors(id).some((above) => above.is_archived)) {
      return `${id} is archived (or under an archived category)`;
    }
    if (withChildren.has(id)) return `${id} has subcategories: apply one of them`;
    return null;
  };
  const leaves = rows.filter((row) => refusal(row.id) === null);
  const byName = new Map<string, SurveyCategoryRow>();
  for (const leaf of leaves) if (!byName.has(leaf.name)) byName.set(leaf.name, leaf);
  return {
    nameOf: (id) => byId.get(id)?.name,
    trailOf: (id) =>
      ancestors(id)
        .map((above) => above.name)
        .join(SURVEY_TRAIL_SEPARATOR),
    refusal,
    leaves: () => leaves,
    leafNamed: (name) => byName.get(name),
  };
}
