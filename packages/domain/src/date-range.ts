import { DateTime } from 'luxon';
import { MSG, rangeLimitMessage, retentionMessage } from './messages';
import { roleCan } from './roles';

/** Video apps keep 21 days of data; a start before the day 22 days ago is warned about. */
export const VIDEO_RETENTION_DAYS = 21;
export const VIDEO_RETENTION_CUTOFF_DAYS = 22;
/** Longest range, in days, a user without the long-ranges capability may request. */
export const LONG_RANGE_DAYS = 31;

/** A picked range in epoch ms. */
export interface DateRange {
  startMs: number;
  endMs: number;
}

interface DateRangeContext {
  /** The instant treated as now, in epoch ms. */
  now: number;
  /** IANA zone in which "today" is read. */
  timeZone: string;
}

function startOfTomorrow(context: DateRangeContext): number {
  return DateTime.fromMillis(context.now, { zone: context.timeZone })
    .startOf('day')
    .plus({ days: 1 })
    .toMillis();
}

function lengthInDays(range: DateRange, timeZone: string): number {
  const start = DateTime.fromMillis(range.startMs, { zone: timeZone });
  return DateTime.fromMillis(range.endMs, { zone: timeZone }).diff(start, 'days').days;
}

/**
 * True when a range is longer than 31 days (read in `timeZone`) and the roles do not grant long
 * ranges: the server refuses such a data request with {@link MSG.longRangeForbidden}.
 */
export function dateRangeForbiddenFor(range: DateRange, timeZone: string, roles: readonly string[]): boolean {
  // Every data call asks this: the cheap answers first, local days (Luxon) only near the limit.
  if (range.endMs - range.startMs <= LONG_RANGE_DAYS * DAY_MS - DST_SLACK_MS) return false;
  if (roleCan(roles, 'longRanges')) return false;
  return lengthInDays(range, timeZone) > LONG_RANGE_DAYS;
}

const DAY_MS = 86_400_000;
/** The most a run of local days differs from as many 24-hour days: one daylight-saving hour. */
const DST_SLACK_MS = 3_600_000;

/**
 * Checks a range from the simple menu's date picker. Swapped dates are reordered; the first failing
 * rule gives the message: a date after today, more than `maxDays` days when a limit is set, then
 * more than 31 days without a role granting long ranges (prism-full).
 */
export function dateRangePickValidate(
  picked: DateRange,
  context: DateRangeContext & { roles: readonly string[]; maxDays?: number },
): { range: DateRange; message?: string } {
  const range = {
    startMs: Math.min(picked.startMs, picked.endMs),
    endMs: Math.max(picked.startMs, picked.endMs),
  };
  const days = lengthInDays(range, context.timeZone);
  if (range.endMs > startOfTomorrow(context)) return { range, message: MSG.dateAfterToday };
  if (context.maxDays !== undefined && days > context.maxDays) {
    return { range, message: rangeLimitMessage(context.maxDays) };
  }
  if (dateRangeForbiddenFor(range, context.timeZone, context.roles)) {
    return { range, message: MSG.longRangeForbidden };
  }
  return { range };
}

/** The group or application whose video data is subject to retention. */
export interface RetentionSubject {
  kind: 'group' | 'application';
  name: string;
}

/**
 * Checks a range from the time menu and returns the message to show, if any: an end not after the
 * start, a date after today, or, for video-domain apps (`retention` given), a start before the
 * local midnight 22 days ago.
 */
export function dateRangeMenuValidate(
  range: DateRange,
  context: DateRangeContext & { retention?: RetentionSubject },
): string | undefined {
  if (range.endMs <= range.startMs) return MSG.endBeforeStart;
  if (range.endMs > startOfTomorrow(context)) return MSG.dateAfterToday;
  if (context.retention) {
    const cutoff = DateTime.fromMillis(context.now, { zone: context.timeZone })
      .startOf('day')
      .minus({ days: VIDEO_RETENTION_CUTOFF_DAYS });
    if (range.startMs < cutoff.toMillis())
      return retentionMessage(context.retention.kind, context.retention.name);
  }
  return undefined;
}

/** Epoch ms as the value of a `date` input: the local day in `timeZone` ('2026-11-21'). */
export function dateDayFormat(ms: number, timeZone: string): string {
  return DateTime.fromMillis(ms, { zone: timeZone }).toFormat('yyyy-LL-dd');
}

/**
 * Two days picked in the simple menu (`date` input values) as a range of whole local days in
 * `timeZone`: from the start of the earlier day to the end of the later one, so swapped days are
 * reordered. Undefined while either day is empty or not a date.
 */
export function dateRangeFromDays(first: string, second: string, timeZone: string): DateRange | undefined {
  const day = (text: string) =>
    text ? DateTime.fromISO(text, { zone: timeZone }).startOf('day') : undefined;
  const a = day(first);
  const b = day(second);
  if (!a?.isValid || !b?.isValid) return undefined;
  const [start, end] = a <= b ? [a, b] : [b, a];
  return { startMs: start.toMillis(), endMs: end.plus({ days: 1 }).toMillis() };
}

/** The days a range covers, as the simple menu's date inputs show them (its end is exclusive). */
export function dateRangeDays(range: DateRange, timeZone: string): { start: string; end: string } {
  return {
    start: dateDayFormat(range.startMs, timeZone),
    end: dateDayFormat(Math.max(range.startMs, range.endMs - 1), timeZone),
  };
}
