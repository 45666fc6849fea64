import { NO_CATEGORY } from '@prism/domain';
import { describe, expect, it } from 'vitest';
import {
  categoryChangeFormat,
  categoryPageHref,
  categoryRowsSort,
  categorySortNext,
  overviewHref,
} from './category-rows';
import { categoryRowFixture } from './overview-fixtures';

const rows = [
  categoryRowFixture({ _id: 'billing', category: 'Billing', count: 30, change: -12.6 }),
  categoryRowFixture({ _id: NO_CATEGORY, category: NO_CATEGORY, count: 20, change: null }),
  categoryRowFixture({ _id: 'access', category: 'Account Access', count: 10, change: 40 }),
];
const names = (sorted: typeof rows) => sorted.map((row) => row.category);
const nameOf = (row: (typeof rows)[number]) => row.category;

describe('the category table’s sort', () => {
  it('keeps the server’s order (most feedback first) until a header is clicked', () => {
    expect(names(categoryRowsSort(rows, null, nameOf))).toEqual(['Billing', NO_CATEGORY, 'Account Access']);
  });

  it('starts a figure descending and a name ascending, and flips on a second click', () => {
    const change = categorySortNext(null, 'change');
    expect(change).toEqual({ column: 'change', direction: 'desc' });
    // Null changes (no items before) sort last either way.
    expect(names(categoryRowsSort(rows, change, nameOf))).toEqual(['Account Access', 'Billing', NO_CATEGORY]);
    const flipped = categorySortNext(change, 'change');
    expect(names(categoryRowsSort(rows, flipped, nameOf))).toEqual([
      'Billing',
      'Account Access',
      NO_CATEGORY,
    ]);
    const byName = categorySortNext(flipped, 'name');
    expect(byName.direction).toBe('asc');
    expect(names(categoryRowsSort(rows, byName, nameOf))).toEqual(['Account Access', 'Billing', NO_CATEGORY]);
  });
});

describe('categoryChangeFormat', () => {
  it('is an integer percentage with its sign (spec 001 section 9)', () => {
    expect(categoryChangeFormat(-12.6)).toBe('-13%');
    expect(categoryChangeFormat(8.16)).toBe('+8%');
    expect(categoryChangeFormat(0.2)).toBe('0%');
    expect(categoryChangeFormat(null)).toBe('–');
  });
});

describe('category links', () => {
  it('keep the period and filters, set the category and drop the reviews’ page', () => {
    expect(
      categoryPageHref('/A@Web/x/overview/details', '?period=30d&CSAT=0:50&category=old&page=3', 'billing'),
    ).toBe('/A@Web/x/overview/details?period=30d&CSAT=0%3A50&category=billing');
  });

  it('lead back to the overview without the category', () => {
    expect(overviewHref('/A@Web/x/overview', '?period=30d&category=billing')).toBe(
      '/A@Web/x/overview?period=30d',
    );
    expect(overviewHref('/A@Web/x/overview', '?category=billing')).toBe('/A@Web/x/overview');
  });
});
