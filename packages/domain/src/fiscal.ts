import { DateTime, type Zone } from 'luxon';

/**
 * The fiscal calendar of spec 000 section 9: weeks run Friday to Thursday, months from the 29th to
 * the 28th. A fiscal month is named for the calendar month it ends in, so fiscal January runs from
 * 29 December to 28 January and the fiscal year from 29 December to 28 December. When the month
 * before has no 29th (February outside leap years), the fiscal month starts on the 1st.
 *
 * Boundaries are local midnights in the time zone of the given date-time (or the named IANA zone
 * for the millisecond helpers), so they move with daylight saving time.
 */

/** Luxon numbers weekdays 1 (Monday) to 7 (Sunday). */
const FRIDAY = 5;
const FISCAL_MONTH_START_DAY = 29;

/** Days of the week as Luxon numbers them, and the week-start day for each week kind. */
export const WEEK_START = { calendar: 7, fiscal: FRIDAY } as const;
export type WeekKind = keyof typeof WEEK_START;

/** Local midnight starting the week (Sunday or fiscal Friday) that contains `at`. */
export function weekStartOf(at: DateTime, kind: WeekKind): DateTime {
  const back = (at.weekday - WEEK_START[kind] + 7) % 7;
  return at.startOf('day').minus({ days: back });
}

/** Local midnight starting fiscal month `month` (1-12, the month it ends in) of `year`. */
export function fiscalMonthStartFor(year: number, month: number, zone: Zone | string): DateTime {
  const endMonth = DateTime.fromObject({ year, month, day: 1 }, { zone });
  const before = endMonth.minus({ months: 1 });
  return (before.daysInMonth ?? 0) >= FISCAL_MONTH_START_DAY
    ? before.set({ day: FISCAL_MONTH_START_DAY })
    : endMonth;
}

/** The fiscal month (year and month it ends in) that contains `at`. */
export function fiscalMonthOf(at: DateTime): { year: number; month: number } {
  const next = DateTime.fromObject({ year: at.year, month: at.month, day: 1 }, { zone: at.zone }).plus({
    months: 1,
  });
  const nextStart = fiscalMonthStartFor(next.year, next.month, at.zone);
  return at >= nextStart ? { year: next.year, month: next.month } : { year: at.year, month: at.month };
}

/** Local midnight starting the fiscal month that contains `at`, moved by `months` fiscal months. */
export function fiscalMonthStartOf(at: DateTime, months = 0): DateTime {
  const { year, month } = fiscalMonthOf(at);
  const target = DateTime.fromObject({ year, month, day: 1 }, { zone: at.zone }).plus({ months });
  return fiscalMonthStartFor(target.year, target.month, at.zone);
}

/** Local midnight starting the fiscal year (29 December) that contains `at`. */
export function fiscalYearStartOf(at: DateTime, years = 0): DateTime {
  const { year } = fiscalMonthOf(at);
  return fiscalMonthStartFor(year + years, 1, at.zone);
}

/** Start and exclusive end, in epoch ms, of the fiscal week containing `atMs` in `timeZone`. */
export function fiscalWeekBounds(atMs: number, timeZone: string): { startMs: number; endMs: number } {
  const start = weekStartOf(DateTime.fromMillis(atMs, { zone: timeZone }), 'fiscal');
  return { startMs: start.toMillis(), endMs: start.plus({ weeks: 1 }).toMillis() };
}

/** Start and exclusive end, in epoch ms, of the fiscal month containing `atMs` in `timeZone`. */
export function fiscalMonthBounds(atMs: number, timeZone: string): { startMs: number; endMs: number } {
  const at = DateTime.fromMillis(atMs, { zone: timeZone });
  return { startMs: fiscalMonthStartOf(at).toMillis(), endMs: fiscalMonthStartOf(at, 1).toMillis() };
}
