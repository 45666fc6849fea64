import { describe, expect, it } from 'vitest';
import { FEEDBACK_FILTER_NAMES, feedbackArgsGraphql, feedbackArgsOf } from './feedback-args';

describe('the feedback calls’ arguments', () => {
  it('declares each with its GraphQL type, the required ones with !, and leaves unknown names out', () => {
    expect(
      feedbackArgsGraphql(
        ['applicationIDs', 'period', 'CSAT', 'limit', 'nope'],
        ['applicationIDs', 'period'],
      ),
    ).toEqual({
      declared: '$applicationIDs: [String!]!, $period: String!, $CSAT: ScoreRange, $limit: Int',
      passed: 'applicationIDs: $applicationIDs, period: $period, CSAT: $CSAT, limit: $limit',
    });
  });

  it('requires the applications only, unless told otherwise', () => {
    const { declared } = feedbackArgsGraphql(FEEDBACK_FILTER_NAMES);
    expect(declared).toContain('$applicationIDs: [String!]!, $category: [String!],');
    expect(declared).toContain('$period: String,');
  });

  it('keeps the defined arguments a call takes: the filters, and paging only when asked', () => {
    const args = { applicationIDs: ['MSA@Web'], searchText: undefined, limit: 10, nope: 1 };
    expect(feedbackArgsOf(args)).toEqual({ applicationIDs: ['MSA@Web'] });
    expect(feedbackArgsOf(args, true)).toEqual({ applicationIDs: ['MSA@Web'], limit: 10 });
  });
});
