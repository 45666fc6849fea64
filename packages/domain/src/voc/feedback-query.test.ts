import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_FILTER_ARGS,
  FEEDBACK_PAGE_ARGS,
  NO_CATEGORY,
  feedbackArgsSdl,
  feedbackFilterSchema,
  feedbackQuerySchema,
} from './feedback-query';

describe('the feedback filters', () => {
  it('declares for GraphQL exactly the arguments the server parses', () => {
    expect(Object.keys(FEEDBACK_FILTER_ARGS).sort()).toEqual(Object.keys(feedbackFilterSchema.shape).sort());
  });

  it('writes GraphQL arguments, the required ones non-null', () => {
    expect(
      feedbackArgsSdl({ applicationIDs: 'ids', isReviewed: 'code', CSAT: 'range' }, ['applicationIDs']),
    ).toBe('applicationIDs: [String!]!, isReviewed: FilterCode, CSAT: ScoreRange');
    expect(feedbackArgsSdl(FEEDBACK_PAGE_ARGS)).toContain('limit: Int');
  });

  it("reads the spec's status codes: 'true' in any case or 3 as reviewed, 0, 1, 2 as flags", () => {
    const parse = (args: Record<string, unknown>) =>
      feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'], ...args });
    expect(parse({ isReviewed: 'TrUe' }).isReviewed).toBe(true);
    expect(parse({ isReviewed: '3' }).isReviewed).toBe(true);
    expect(parse({ isReviewed: 'false' }).isReviewed).toBe(false);
    expect(parse({ isReviewed: '0' }).isReviewed).toBe(false);
    expect(parse({ isFlagged: '1' }).isFlagged).toBe('awaiting');
    expect(parse({ isFlagged: '2' }).isFlagged).toBe('sent');
    expect(parse({ isFlagged: '0' }).isFlagged).toBe('none');
    expect(parse({ isRerouteSent: '2' }).isRerouteSent).toBe(true);
    expect(() => parse({ isReviewed: '1' })).toThrow();
  });

  it('pages by page or offset, sorts by a column, newest first by default', () => {
    const parsed = feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'], page: 3, limit: 25 });
    expect(parsed).toMatchObject({ offset: 75, limit: 25, sortField: 'timestamp', sortDirection: 'desc' });
    expect(feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'] }).limit).toBe(10);
    expect(() => feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'], limit: 1_001 })).toThrow(
      /at most 1000/,
    );
    expect(() => feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'], sortField: 'nope' })).toThrow();
    expect(
      feedbackQuerySchema.parse({ applicationIDs: ['MSA@Web'], category: [NO_CATEGORY] }).category,
    ).toEqual(['No Category']);
  });
});
