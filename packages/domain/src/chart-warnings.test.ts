import { describe, expect, it } from 'vitest';
import { uniqueUsersWarningApplies } from './chart-warnings';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('uniqueUsersWarningApplies', () => {
  it('warns for a _users metric whose period includes one of the three dates', () => {
    expect(
      uniqueUsersWarningApplies('page_views_users', utc('2021-05-01T00:00'), utc('2021-05-10T00:00'), 'UTC'),
    ).toBe(true);
    expect(
      uniqueUsersWarningApplies('errors_users', utc('2021-08-08T23:00'), utc('2021-08-09T05:00'), 'UTC'),
    ).toBe(true);
  });

  it('does not warn for other metrics or periods that miss the dates', () => {
    expect(
      uniqueUsersWarningApplies('page_views', utc('2021-05-01T00:00'), utc('2021-05-10T00:00'), 'UTC'),
    ).toBe(false);
    expect(
      uniqueUsersWarningApplies('page_views_users', utc('2021-05-10T00:00'), utc('2021-08-07T00:00'), 'UTC'),
    ).toBe(false);
    expect(
      uniqueUsersWarningApplies('page_views_users', utc('2026-11-01T00:00'), utc('2026-11-20T00:00'), 'UTC'),
    ).toBe(false);
  });

  it("reads the dates in the chart's time zone", () => {
    // 2021-05-10 02:00 UTC is still 2021-05-09 in New York.
    expect(
      uniqueUsersWarningApplies(
        'visits_users',
        utc('2021-05-10T02:00'),
        utc('2021-05-10T03:00'),
        'America/New_York',
      ),
    ).toBe(true);
    expect(
      uniqueUsersWarningApplies('visits_users', utc('2021-05-10T02:00'), utc('2021-05-10T03:00'), 'UTC'),
    ).toBe(false);
  });
});
