import { describe, expect, it } from 'vitest';
import { categoryById } from '../../lib/category-tree';
import { categoryOptions, manualCategoriesFor, suggestionTarget } from './category-tree';
import { CATEGORIES, MANUAL_CATEGORIES } from './triage-test-data';

describe('the category tree of triage', () => {
  it('offers only leaves: a category with a child is applied through its child', () => {
    const leaves = categoryOptions(CATEGORIES)
      .filter((option) => option.leaf)
      .map((option) => option.label);
    expect(leaves).toEqual(['Billing › Charges › Late fee', 'Billing › Payments', 'Praise › Service']);
  });

  it("matches the model's suggestions to leaves, and refuses a name only a parent carries", () => {
    expect(suggestionTarget('Late fee', CATEGORIES)).toMatchObject({
      applicable: true,
      category: { _id: 'cat-billing-charges-late' },
    });
    expect(suggestionTarget('Charges', CATEGORIES)).toMatchObject({
      applicable: false,
      category: { _id: 'cat-billing-charges' },
    });
    expect(suggestionTarget('Weather', CATEGORIES)).toEqual({ applicable: false, category: undefined });
  });

  it('offers the manual categories hung under a category or its ancestors', () => {
    const byId = categoryById(CATEGORIES);
    expect(
      manualCategoriesFor('cat-billing-charges-late', MANUAL_CATEGORIES, byId).map((m) => m._id),
    ).toEqual(['man-fee-waived']);
    expect(manualCategoriesFor('cat-billing-payments', MANUAL_CATEGORIES, byId)).toEqual([]);
  });
});
