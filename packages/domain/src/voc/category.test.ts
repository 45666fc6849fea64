import { describe, expect, it } from 'vitest';
import { categoryGroupSchema, categorySchema, manualCategorySchema, platformSchema } from './category';
import { VOC_MSG } from './messages';

const paths = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('categorySchema', () => {
  const top = { _id: 'c1', applicationIDs: ['Portals@Web'], category: 'Billing' };

  it('parses a top category and a subcategory under it', () => {
    expect(categorySchema.parse(top)).toMatchObject({ parent: null, subcategory: null, isArchived: false });
    const sub = { ...top, _id: 'c2', parent: 'c1', subcategory: 'Payment failed', isMLTrained: true };
    expect(categorySchema.parse(sub).parent).toBe('c1');
  });

  it('refuses a subcategory without a parent, and a top category with one', () => {
    expect(paths(categorySchema.safeParse({ ...top, subcategory: 'Payment failed' }))).toEqual([
      `parent: ${VOC_MSG.subcategoryNeedsParent}`,
    ]);
    expect(paths(categorySchema.safeParse({ ...top, parent: 'c0' }))).toEqual([
      `parent: ${VOC_MSG.topCategoryHasNoParent}`,
    ]);
  });

  it('refuses a description over 256 characters with the spec message', () => {
    expect(categorySchema.safeParse({ ...top, description: 'x'.repeat(256) }).success).toBe(true);
    expect(paths(categorySchema.safeParse({ ...top, description: 'x'.repeat(257) }))).toEqual([
      'description: Exceeded the character limit',
    ]);
  });

  it('refuses an application id that is not name@type', () => {
    expect(paths(categorySchema.safeParse({ ...top, applicationIDs: ['Portals'] }))[0]).toMatch(
      /^applicationIDs\.0:/,
    );
  });
});

describe('the other category entities', () => {
  it('parse a manual category, a category group and a platform', () => {
    expect(
      manualCategorySchema.parse({
        _id: 'm1',
        applicationIDs: ['Video@Roku'],
        category: 'c1',
        manualCategory: 'Buffering on live TV',
      }).isArchived,
    ).toBe(false);
    expect(
      categoryGroupSchema.parse({
        _id: 'g1',
        categoryGroupName: 'Money',
        categoryIds: ['c1', 'c2'],
        categoryOptions: [
          { label: 'Billing', value: 'c1' },
          { label: 'Payment failed', value: 'c2' },
        ],
      }).categoryIds,
    ).toHaveLength(2);
    expect(
      platformSchema.parse({
        _id: 'p1',
        name: 'Portals',
        applicationIDs: ['Portals@Web', 'Portals@iOS'],
        mlAnalysisField: 'verbatim',
      }).description,
    ).toBe('');
  });

  it('refuse a category group without categories', () => {
    expect(
      paths(
        categoryGroupSchema.safeParse({
          _id: 'g1',
          categoryGroupName: 'Empty',
          categoryIds: [],
          categoryOptions: [],
        }),
      )[0],
    ).toMatch(/^categoryIds:/);
  });
});
