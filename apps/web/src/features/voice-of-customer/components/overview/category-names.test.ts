import { describe, expect, it } from 'vitest';
import type { CategoryName } from '../../api/overview';
import { categoryHasChildren, categoryNameOf, categoryTrail } from './category-names';

const CATEGORIES: CategoryName[] = [
  { _id: 'billing', category: 'Billing', parent: null, subcategory: null },
  { _id: 'charges', category: 'Billing', parent: 'billing', subcategory: 'Charges' },
  { _id: 'late-fee', category: 'Billing', parent: 'charges', subcategory: 'Late fee' },
];

describe('category names', () => {
  it('name a subcategory by its own name and a top category by its category', () => {
    expect(CATEGORIES.map(categoryNameOf)).toEqual(['Billing', 'Charges', 'Late fee']);
  });

  it('trail a category from its top category down, empty for an unknown one', () => {
    expect(categoryTrail(CATEGORIES, 'late-fee').map((category) => category._id)).toEqual([
      'billing',
      'charges',
      'late-fee',
    ]);
    expect(categoryTrail(CATEGORIES, 'nope')).toEqual([]);
  });

  it('know which categories have subcategories', () => {
    expect(categoryHasChildren(CATEGORIES, 'charges')).toBe(true);
    expect(categoryHasChildren(CATEGORIES, 'late-fee')).toBe(false);
  });
});
