import { describe, expect, it } from 'vitest';
import { TRIAGE_QUEUE_LIMIT } from '../../api/triage';
import { feedbackTimeText } from './triage-format';
import { queueStep, queueWindowOf } from './triage-queue';

const window100 = Array.from({ length: TRIAGE_QUEUE_LIMIT }, (_, index) => `id-${index}`);

describe('the triage queue', () => {
  it("reads the reviews page's sort and page from the address", () => {
    expect(
      queueWindowOf({
        rowPage: 25,
        other: [
          ['sortField', 'CSAT'],
          ['sortDirection', 'asc'],
          ['page', '3'],
        ],
      }),
    ).toEqual({ sortField: 'CSAT', sortDirection: 'asc', offset: 75, pageSize: 25 });
    expect(queueWindowOf({ other: [] })).toEqual({
      sortField: undefined,
      sortDirection: undefined,
      offset: 0,
      pageSize: 10,
    });
  });

  it('steps within the window, and across to the next or previous window at its ends', () => {
    expect(queueStep(['a', 'b', 'c'], 1, 0, 1)).toEqual({ id: 'c' });
    expect(queueStep(['a', 'b', 'c'], 1, 0, -1)).toEqual({ id: 'a' });
    expect(queueStep(['a', 'b', 'c'], 2, 0, 1)).toEqual({});
    expect(queueStep(['a', 'b', 'c'], 0, 0, -1)).toEqual({});
    expect(queueStep(window100, 99, 0, 1)).toEqual({ window: { offset: 100, index: 0 } });
    expect(queueStep(window100, 0, 30, -1)).toEqual({ window: { offset: 0, index: 29 } });
    expect(queueStep(['a', 'b'], -1, 0, 1)).toEqual({ id: 'a' });
  });
});

describe('feedback times', () => {
  it('are shown 7 hours back from UTC as MM/dd/yy hh:mm a', () => {
    expect(feedbackTimeText(Date.UTC(2026, 10, 22, 21, 5))).toBe('11/22/26 02:05 PM');
    expect(feedbackTimeText(Date.UTC(2026, 0, 1, 3, 30))).toBe('12/31/25 08:30 PM');
    expect(feedbackTimeText(Date.UTC(2026, 0, 1, 7, 0))).toBe('01/01/26 12:00 AM');
  });
});
