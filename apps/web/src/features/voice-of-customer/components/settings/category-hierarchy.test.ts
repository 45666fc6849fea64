import { describe, expect, it } from 'vitest';
import {
  categoryInactiveReason,
  categoryTreeActive,
  categoryTreeBuild,
  categoryTreeFlatten,
} from './category-hierarchy';
import { categoryFixture } from '../../testing/category-fixtures';
import { TREE } from './settings-test-kit';

describe('the category hierarchy', () => {
  it('builds three levels, each sorted by name', () => {
    const tree = categoryTreeBuild(TREE);
    expect(categoryTreeFlatten(tree).map((node) => [node.name, node.level])).toEqual([
      ['Billing', 1],
      ['Charges', 2],
      ['Late fee', 3],
      ['Payments', 2],
      ['Autopay failed', 3],
    ]);
  });

  it('makes the child of an archived parent inactive and says why (spec 001 section 4)', () => {
    const nodes = categoryTreeFlatten(categoryTreeBuild(TREE));
    const status = (name: string) => nodes.find((node) => node.name === name)!.status;
    expect(status('Payments')).toMatchObject({ archived: true, active: false });
    expect(status('Autopay failed')).toMatchObject({ archived: false, active: false });
    expect(categoryInactiveReason(status('Autopay failed'))).toBe(
      'Inactive: its parent Payments is archived.',
    );
    expect(categoryInactiveReason(status('Payments'))).toBe('Archived: it cannot be applied to feedback.');
    expect(status('Late fee').active).toBe(true);
    expect(categoryInactiveReason(status('Late fee'))).toBeNull();
  });

  it('counts an archived grandparent too', () => {
    const tree = categoryTreeBuild([
      categoryFixture({ _id: 'top', category: 'Billing', isArchived: true }),
      categoryFixture({ _id: 'mid', parent: 'top', subcategory: 'Charges', hasArchivedParent: true }),
      categoryFixture({ _id: 'leaf', parent: 'mid', subcategory: 'Late fee', hasArchivedParent: true }),
    ]);
    const leaf = categoryTreeFlatten(tree).find((node) => node.name === 'Late fee')!;
    expect(categoryInactiveReason(leaf.status)).toBe('Inactive: its grandparent Billing is archived.');
  });

  it('trusts the server’s hasArchivedParent when the archived ancestor is not in the list', () => {
    const [orphan] = categoryTreeBuild([
      categoryFixture({ _id: 'leaf', parent: 'elsewhere', subcategory: 'Late fee', hasArchivedParent: true }),
    ]);
    expect(orphan!.status.active).toBe(false);
    expect(categoryInactiveReason(orphan!.status)).toBe('Inactive: a category above it is archived.');
  });

  it('leaves out the inactive branches when archived ones are hidden', () => {
    const active = categoryTreeFlatten(categoryTreeActive(categoryTreeBuild(TREE)));
    expect(active.map((node) => node.name)).toEqual(['Billing', 'Charges', 'Late fee']);
  });
});
