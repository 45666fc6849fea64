import { DateTime } from 'luxon';

/**
 * Days on which unique-user counts are known to be incomplete (spec 001 section 5): a chart of a
 * `_users` metric whose period includes one of them carries the unique-users warning.
 */
export const UNIQUE_USERS_WARNING_DATES = ['2021-05-09', '2021-08-07', '2021-08-08'] as const;

/**
 * Whether a chart of `metricId` over the period [startMs, endMs) gets the unique-users warning: the
 * metric's id contains `_users` and the period overlaps one of {@link UNIQUE_USERS_WARNING_DATES},
 * each read as a whole calendar day in `timeZone` (the zone the chart's buckets are in).
 */
export function uniqueUsersWarningApplies(
  metricId: string,
  startMs: number,
  endMs: number,
  timeZone: string,
): boolean {
  if (!metricId.includes('_users')) return false;
  return UNIQUE_USERS_WARNING_DATES.some((date) => {
    const day = DateTime.fromISO(date, { zone: timeZone });
    if (!day.isValid) return false;
    const dayStart = day.startOf('day').toMillis();
    const dayEnd = day.plus({ days: 1 }).startOf('day').toMillis();
    return startMs < dayEnd && endMs > dayStart;
  });
}
