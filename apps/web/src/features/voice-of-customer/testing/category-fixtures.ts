import type { Category, CategoryGroup, ManualCategory } from '@prism/domain';

/**
 * Categories, manual categories and category groups as the server answers them (every field), for
 * the tests of every page that reads them; each test names only what matters to it.
 */

/** The application the records serve unless a test says otherwise. */
export const FIXTURE_APP = 'DigitalSurvey@Web@portals';

/** A category: an active top category named Billing unless `over` says otherwise. */
export function categoryFixture(over: Partial<Category> & Pick<Category, '_id'>): Category {
  return {
    applicationIDs: [FIXTURE_APP],
    category: 'Billing',
    parent: null,
    subcategory: null,
    description: '',
    isArchived: false,
    hasArchivedParent: false,
    isMLTrained: false,
    ...over,
  };
}

/**
 * Billing › Charges › Late fee and Higher bill than expected, and Connectivity › Internet down:
 * three levels, two top categories, all active.
 */
export const CATEGORY_TREE: readonly Category[] = [
  categoryFixture({ _id: 'billing' }),
  categoryFixture({ _id: 'charges', parent: 'billing', subcategory: 'Charges' }),
  categoryFixture({ _id: 'late-fee', parent: 'charges', subcategory: 'Late fee' }),
  categoryFixture({ _id: 'overcharged', parent: 'charges', subcategory: 'Higher bill than expected' }),
  categoryFixture({ _id: 'outages', category: 'Connectivity' }),
  categoryFixture({
    _id: 'internet-down',
    category: 'Connectivity',
    parent: 'outages',
    subcategory: 'Internet down',
  }),
];

/** Billing › Payments (archived) › Autopay failed (inactive: under an archived parent). */
export const ARCHIVED_BRANCH: readonly Category[] = [
  categoryFixture({ _id: 'payments', parent: 'billing', subcategory: 'Payments', isArchived: true }),
  categoryFixture({
    _id: 'autopay',
    parent: 'payments',
    subcategory: 'Autopay failed',
    hasArchivedParent: true,
  }),
];

/** A manual category under the category whose `_id` is `category`, active unless `over` says otherwise. */
export function manualCategoryFixture(
  over: Partial<ManualCategory> & Pick<ManualCategory, '_id' | 'category' | 'manualCategory'>,
): ManualCategory {
  return { applicationIDs: [FIXTURE_APP], description: '', isArchived: false, ...over };
}

/** A category group; its filter options are the category ids unless `over` names them. */
export function categoryGroupFixture(
  over: Partial<CategoryGroup> & Pick<CategoryGroup, '_id' | 'categoryGroupName' | 'categoryIds'>,
): CategoryGroup {
  return { categoryOptions: over.categoryIds.map((id) => ({ label: id, value: id })), ...over };
}
