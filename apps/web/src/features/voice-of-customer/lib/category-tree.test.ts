import { describe, expect, it } from 'vitest';
import { ARCHIVED_BRANCH, CATEGORY_TREE, categoryFixture } from '../testing/category-fixtures';
import {
  categoryActiveChoices,
  categoryAncestors,
  categoryById,
  categoryChildren,
  categoryHasChildren,
  categoryIsActive,
  categoryLeaves,
  categoryNameOf,
  categoryParentIds,
  categoryPathOf,
  categoryPaths,
  categoryTrail,
} from './category-tree';

/** The shared tree, with Billing › Payments (archived) › Autopay failed. */
const TREE = [...CATEGORY_TREE, ...ARCHIVED_BRANCH];
const byId = categoryById(TREE);
const ids = (categories: readonly { _id: string }[]) => categories.map((category) => category._id);

describe('category names and paths', () => {
  it('name a subcategory by its own name and a top category by its category', () => {
    expect(ids(TREE.slice(0, 3)).map((id) => categoryNameOf(byId.get(id)!))).toEqual([
      'Billing',
      'Charges',
      'Late fee',
    ]);
  });

  it('trail a category from its top category down, empty for an unknown one', () => {
    expect(ids(categoryTrail('late-fee', byId))).toEqual(['billing', 'charges', 'late-fee']);
    expect(categoryTrail('nope', byId)).toEqual([]);
  });

  it('name a category by its path from the top', () => {
    expect(categoryPathOf(byId.get('autopay')!, byId)).toBe('Billing › Payments › Autopay failed');
    expect(categoryPaths(TREE).get('late-fee')).toEqual(['Billing', 'Charges', 'Late fee']);
  });

  it('start the path at a category whose parent is not in the list, and stop at a loop', () => {
    const orphan = categoryFixture({ _id: 'orphan', parent: 'archived-elsewhere', subcategory: 'Late fee' });
    expect(categoryPaths([orphan]).get('orphan')).toEqual(['Late fee']);
    const loop = [
      categoryFixture({ _id: 'a', parent: 'b', subcategory: 'A' }),
      categoryFixture({ _id: 'b', parent: 'a', subcategory: 'B' }),
    ];
    expect(ids(categoryAncestors(loop[0]!, categoryById(loop)))).toEqual(['b']);
    expect(categoryPaths(loop).get('a')).toEqual(['B', 'A']);
  });
});

describe('children and leaves', () => {
  it('know which categories have subcategories', () => {
    expect(categoryHasChildren(TREE, 'charges')).toBe(true);
    expect(categoryHasChildren(TREE, 'late-fee')).toBe(false);
    expect(ids(categoryChildren(TREE, 'charges'))).toEqual(['late-fee', 'overcharged']);
  });

  it('apply a category with a child only through its child: the leaves are the rest', () => {
    expect([...categoryParentIds(TREE)].sort()).toEqual(['billing', 'charges', 'outages', 'payments']);
    expect(ids(categoryLeaves(TREE))).toEqual(['late-fee', 'overcharged', 'internet-down', 'autopay']);
  });
});

describe('the active rule (spec 001 section 4)', () => {
  it('makes a category inactive when it or a category above it is archived', () => {
    expect(categoryIsActive(byId.get('late-fee')!)).toBe(true);
    expect(categoryIsActive(byId.get('payments')!)).toBe(false);
    // The server's hasArchivedParent says it, even without the list.
    expect(categoryIsActive(byId.get('autopay')!)).toBe(false);
  });

  it('reads the archived ancestors the list holds too', () => {
    const top = categoryFixture({ _id: 'top', isArchived: true });
    const leaf = categoryFixture({ _id: 'leaf', parent: 'top', subcategory: 'Late fee' });
    expect(categoryIsActive(leaf)).toBe(true);
    expect(categoryIsActive(leaf, categoryById([top, leaf]))).toBe(false);
  });

  it('offers the active categories by their path, archived ones left out', () => {
    expect(categoryActiveChoices(TREE)).toEqual([
      { id: 'billing', label: 'Billing' },
      { id: 'charges', label: 'Billing › Charges' },
      { id: 'overcharged', label: 'Billing › Charges › Higher bill than expected' },
      { id: 'late-fee', label: 'Billing › Charges › Late fee' },
      { id: 'outages', label: 'Connectivity' },
      { id: 'internet-down', label: 'Connectivity › Internet down' },
    ]);
  });
});
