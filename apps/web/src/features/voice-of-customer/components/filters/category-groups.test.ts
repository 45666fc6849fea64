import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CHOICE_EMPTY,
  categoryGroupAdd,
  categoryGroupRemove,
  categoryToggle,
  groupPicksOf,
  type CategoryChoice,
} from './category-groups';

const money = { _id: 'g-money', categoryIds: ['autopay', 'late-fee', 'declined'] };
const billing = { _id: 'g-billing', categoryIds: ['late-fee', 'statements'] };
const GROUPS = [money, billing];

describe('category groups in the filter menu (spec 001 section 4)', () => {
  it('choosing a group selects all its categories, keeping those chosen before', () => {
    const start: CategoryChoice = { category: ['outage'], picks: { groups: [], own: ['outage'] } };
    expect(categoryGroupAdd(start, money)).toEqual({
      category: ['outage', 'autopay', 'late-fee', 'declined'],
      picks: { groups: ['g-money'], own: ['outage'] },
    });
  });

  it('removing a group removes only its own categories', () => {
    // late-fee is also in the billing group, autopay was chosen by itself before the group.
    let choice: CategoryChoice = { category: ['autopay'], picks: { groups: [], own: ['autopay'] } };
    choice = categoryGroupAdd(choice, money);
    choice = categoryGroupAdd(choice, billing);
    const removed = categoryGroupRemove(choice, 'g-money', GROUPS);
    expect(removed.category.sort()).toEqual(['autopay', 'late-fee', 'statements']);
    expect(removed.picks.groups).toEqual(['g-billing']);
    // Removing the other group too leaves only what was chosen one by one.
    expect(categoryGroupRemove(removed, 'g-billing', GROUPS).category).toEqual(['autopay']);
  });

  it('unchecking one category takes it out and the group is no longer wholly chosen', () => {
    const choice = categoryGroupAdd({ category: [], picks: { groups: [], own: [] } }, money);
    const unchecked = categoryToggle(choice, 'declined', false, GROUPS);
    expect(unchecked.category).toEqual(['autopay', 'late-fee']);
    expect(unchecked.picks.groups).toEqual([]);
    // Checked again by itself, it is the user's own choice and survives removing the group.
    const own = categoryToggle(categoryGroupAdd(unchecked, money), 'declined', true, GROUPS);
    expect(categoryGroupRemove(own, 'g-money', GROUPS).category).toEqual(['declined']);
  });

  it('reads the picks back from a category list: wholly included groups, the rest one by one', () => {
    expect(groupPicksOf(['autopay', 'late-fee', 'declined', 'outage'], GROUPS)).toEqual({
      groups: ['g-money'],
      own: ['outage'],
    });
    // Both groups wholly in the list: both read as chosen.
    expect(groupPicksOf(['autopay', 'late-fee', 'declined', 'statements'], GROUPS).groups).toEqual([
      'g-money',
      'g-billing',
    ]);
    expect(groupPicksOf([], GROUPS)).toEqual({ groups: [], own: [] });
  });

  it('clearing empties groups and categories', () => {
    expect(CATEGORY_CHOICE_EMPTY).toEqual({ category: [], picks: { groups: [], own: [] } });
  });
});
