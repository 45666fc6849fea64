import { DateTime } from 'luxon';
import { z } from 'zod';
import { fiscalMonthStartOf, fiscalYearStartOf, weekStartOf, type WeekKind } from './fiscal';
import { MSG } from './messages';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Relative ends are rounded down to the last 5 minutes so that repeated requests share buckets. */
export const PERIOD_ROUNDING_MS = 5 * MINUTE_MS;
/** A month counts as 30 days in relative math (`2mo`, `13mo`). */
export const RELATIVE_MONTH_DAYS = 30;

/** The relative period codes the spec lists (section 9). */
export const RELATIVE_PERIODS = [
  '1h',
  '2h',
  '12h',
  '24h',
  '3d',
  '7d',
  '10d',
  '14d',
  '30d',
  '1d',
  '1fw',
  '1fm',
  '2mo',
  '3mo',
  '6mo',
  '13mo',
  'wtd',
  'mtd',
  'ytd',
] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

export const DEFAULT_PERIOD = '24h';
export const DEFAULT_PERIOD_ALTERNATE = '10d';

export const PERIOD_TYPES = [
  'hoursAndDays',
  'completeMonths',
  'absoluteWeeks',
  'absoluteMonths',
  'absoluteDays',
] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** Keys of the time texts a period function can fail with. */
export type PeriodErrorCode =
  | 'invalidPeriod'
  | 'durationAbbreviationBad'
  | 'durationConversionFailed'
  | 'dateRangeConversionFailed'
  | 'rangeStepSame';

/** A period or duration that cannot be read; `message` is the spec's exact text for `code`. */
export class PeriodError extends Error {
  readonly code: PeriodErrorCode;

  constructor(code: PeriodErrorCode) {
    super(MSG[code]);
    this.name = 'PeriodError';
    this.code = code;
  }
}

/**
 * A period code after parsing. Codes follow the spec's grammar, digits followed by a unit:
 * `h` and `d` count back from now (except `1d`, which is yesterday), `mo` counts back 30-day months,
 * `w` and `fw` are complete calendar or fiscal weeks, `m` and `fm` complete calendar or fiscal
 * months. `today`, `wtd`, `mtd` and `ytd` run from the start of the day, week, month or year to now;
 * `start:end` is an absolute range in epoch ms.
 */
export type ParsedPeriod =
  | { kind: 'absolute'; startMs: number; endMs: number }
  | { kind: 'rolling'; unit: 'hours' | 'days'; count: number }
  | { kind: 'yesterday' }
  | { kind: 'toDate'; unit: 'day' | 'week' | 'month' | 'year' }
  | { kind: 'weeks'; count: number; fiscal: boolean }
  | { kind: 'months'; count: number; fiscal: boolean };

const RELATIVE_PATTERN = /^(\d+)(h|d|w|fw|m|fm|mo)$/;
const ABSOLUTE_PATTERN = /^(\d+):(\d+)$/;
const TO_DATE = { today: 'day', wtd: 'week', mtd: 'month', ytd: 'year' } as const;

function positiveCount(digits: string): number | undefined {
  const count = Number(digits);
  return Number.isSafeInteger(count) && count > 0 ? count : undefined;
}

/**
 * Reads a period code (`7d`, `1fw`, `13mo`, `wtd`, `1700000000000:1700086400000`…).
 *
 * @throws {PeriodError} 'Invalid period supplied' for anything else, a zero count, or an absolute
 * range whose end is not after its start.
 */
export function periodParse(period: string): ParsedPeriod {
  const code = period.trim();
  if (Object.hasOwn(TO_DATE, code)) return { kind: 'toDate', unit: TO_DATE[code as keyof typeof TO_DATE] };
  const absolute = ABSOLUTE_PATTERN.exec(code);
  if (absolute) {
    const startMs = Number(absolute[1]);
    const endMs = Number(absolute[2]);
    if (!Number.isSafeInteger(startMs) || !Number.isSafeInteger(endMs) || endMs <= startMs) {
      throw new PeriodError('invalidPeriod');
    }
    return { kind: 'absolute', startMs, endMs };
  }
  const relative = RELATIVE_PATTERN.exec(code);
  const count = relative ? positiveCount(relative[1] ?? '') : undefined;
  if (!relative || count === undefined) throw new PeriodError('invalidPeriod');
  switch (relative[2]) {
    case 'h':
      return { kind: 'rolling', unit: 'hours', count };
    case 'd':
      return count === 1 ? { kind: 'yesterday' } : { kind: 'rolling', unit: 'days', count };
    case 'mo':
      return { kind: 'rolling', unit: 'days', count: count * RELATIVE_MONTH_DAYS };
    case 'w':
      return { kind: 'weeks', count, fiscal: false };
    case 'fw':
      return { kind: 'weeks', count, fiscal: true };
    case 'm':
      return { kind: 'months', count, fiscal: false };
    default:
      return { kind: 'months', count, fiscal: true };
  }
}

/** True when {@link periodParse} accepts the code. */
export function periodIsValid(period: string): boolean {
  try {
    periodParse(period);
    return true;
  } catch {
    return false;
  }
}

/** A period code as it travels in the URL (`period`), checked against the grammar. */
export const periodSchema = z.string().refine(periodIsValid, MSG.invalidPeriod);

const DURATION_PATTERN = /^(\d+)([a-z]+)$/;
const DURATION_UNIT_MS: Record<string, number> = {
  h: HOUR_MS,
  d: DAY_MS,
  w: 7 * DAY_MS,
  fw: 7 * DAY_MS,
  m: RELATIVE_MONTH_DAYS * DAY_MS,
  fm: RELATIVE_MONTH_DAYS * DAY_MS,
  mo: RELATIVE_MONTH_DAYS * DAY_MS,
};

/**
 * Nominal length of a duration abbreviation in ms (`24h` → 86,400,000; months count 30 days,
 * fiscal weeks 7). Used for step sizes, auto-refresh and axis spacing, not for calendar ranges.
 *
 * @throws {PeriodError} 'Bad input received for duration abbreviation' when the text is not digits
 * followed by letters; 'Could not convert to millisecond duration' for an unknown unit, a zero
 * count or a result beyond safe integers.
 */
export function periodDurationMs(abbreviation: string): number {
  const match = DURATION_PATTERN.exec(abbreviation.trim());
  if (!match) throw new PeriodError('durationAbbreviationBad');
  const unitMs = DURATION_UNIT_MS[match[2] ?? ''];
  const count = positiveCount(match[1] ?? '');
  const ms = unitMs !== undefined && count !== undefined ? unitMs * count : Number.NaN;
  if (!Number.isSafeInteger(ms)) throw new PeriodError('durationConversionFailed');
  return ms;
}

/** Where and when a period is read. */
export interface PeriodContext {
  /** The instant treated as now, in epoch ms. */
  now: number;
  /** IANA zone whose local midnights bound days, weeks, months and years. */
  timeZone: string;
  /** When set (the `origintz` choice), boundaries follow the data's origin zone instead. */
  originTimeZone?: string;
  /** How many periods to shift back; negative values shift forward. Default 0. */
  periodOffset?: number;
  /** Fiscal mode: `w`, `m`, `wtd`, `mtd` and `ytd` follow the fiscal calendar. */
  fiscal?: boolean;
}

/** A period resolved to an instant range, end exclusive. */
export interface ResolvedPeriod {
  startMs: number;
  endMs: number;
  type: PeriodType;
}

/** The period's type, which decides how the time menu shows and shifts it. */
export function periodType(period: string): PeriodType {
  const parsed = periodParse(period);
  switch (parsed.kind) {
    case 'rolling':
      return 'hoursAndDays';
    case 'absolute':
    case 'yesterday':
      return 'absoluteDays';
    case 'weeks':
      return 'absoluteWeeks';
    case 'months':
      return 'completeMonths';
    case 'toDate':
      return parsed.unit === 'day'
        ? 'absoluteDays'
        : parsed.unit === 'week'
          ? 'absoluteWeeks'
          : 'absoluteMonths';
  }
}

/** Rounds an instant down to the last 5-minute mark. */
export function periodRoundDown(ms: number): number {
  return Math.floor(ms / PERIOD_ROUNDING_MS) * PERIOD_ROUNDING_MS;
}

function zoneOf(context: PeriodContext): string {
  const zone = context.originTimeZone ?? context.timeZone;
  if (!DateTime.fromMillis(context.now, { zone }).isValid) throw new PeriodError('dateRangeConversionFailed');
  return zone;
}

function offsetOf(context: PeriodContext): number {
  const offset = context.periodOffset ?? 0;
  if (!Number.isSafeInteger(offset)) throw new PeriodError('invalidPeriod');
  return offset;
}

type ToDateUnit = 'day' | 'week' | 'month' | 'year';

/** Start of the `unit` holding `at`, moved by `shift` units (fiscal or calendar). */
function unitStart(at: DateTime, unit: ToDateUnit, shift: number, fiscal: boolean): DateTime {
  const weekKind: WeekKind = fiscal ? 'fiscal' : 'calendar';
  switch (unit) {
    case 'day':
      return at.startOf('day').plus({ days: shift });
    case 'week':
      return weekStartOf(at, weekKind).plus({ weeks: shift });
    case 'month':
      return fiscal ? fiscalMonthStartOf(at, shift) : at.startOf('month').plus({ months: shift });
    case 'year':
      return fiscal ? fiscalYearStartOf(at, shift) : at.startOf('year').plus({ years: shift });
  }
}

/**
 * Resolves a period code to instants in any IANA zone.
 *
 * Relative and to-date periods end at now rounded down to the last 5 minutes; complete periods end
 * at the last local boundary. `periodOffset` shifts back by the period's own length, except that
 * month-type periods (complete months, month and year to date) move one month or year per offset.
 *
 * @throws {PeriodError} 'Invalid period supplied' for a bad code or a non-integer offset; 'Could
 * not convert to date range' for an unknown time zone or an unrepresentable result.
 */
export function periodResolve(period: string, context: PeriodContext): ResolvedPeriod {
  const parsed = periodParse(period);
  const type = periodType(period);
  const zone = zoneOf(context);
  const offset = offsetOf(context);
  const fiscal = context.fiscal ?? false;
  const now = DateTime.fromMillis(context.now, { zone });
  const end = DateTime.fromMillis(periodRoundDown(context.now), { zone });
  let startMs: number;
  let endMs: number;
  try {
    ({ startMs, endMs } = periodBounds(parsed, { now, end, offset, fiscal }));
  } catch (error) {
    // A huge offset takes Luxon past the dates it can hold ('Invalid unit value NaN').
    if (error instanceof PeriodError) throw error;
    throw new PeriodError('dateRangeConversionFailed');
  }
  if (
    !Number.isSafeInteger(startMs) ||
    !Number.isSafeInteger(endMs) ||
    Math.abs(startMs) > DATE_LIMIT_MS ||
    Math.abs(endMs) > DATE_LIMIT_MS
  ) {
    throw new PeriodError('dateRangeConversionFailed');
  }
  return { startMs, endMs, type };
}

/** The farthest instant a JavaScript date holds, either side of 1970. */
const DATE_LIMIT_MS = 8.64e15;

function periodBounds(
  parsed: ParsedPeriod,
  { now, end, offset, fiscal }: { now: DateTime; end: DateTime; offset: number; fiscal: boolean },
): { startMs: number; endMs: number } {
  let startMs: number;
  let endMs: number;
  switch (parsed.kind) {
    case 'absolute': {
      const shift = offset * (parsed.endMs - parsed.startMs);
      startMs = parsed.startMs - shift;
      endMs = parsed.endMs - shift;
      break;
    }
    case 'rolling': {
      const by = (count: number) => (parsed.unit === 'hours' ? { hours: count } : { days: count });
      const shifted = end.minus(by(offset * parsed.count));
      startMs = shifted.minus(by(parsed.count)).toMillis();
      endMs = shifted.toMillis();
      break;
    }
    case 'yesterday':
      startMs = unitStart(now, 'day', -1 - offset, false).toMillis();
      endMs = unitStart(now, 'day', -offset, false).toMillis();
      break;
    case 'weeks': {
      const last = unitStart(now, 'week', -offset * parsed.count, fiscal || parsed.fiscal);
      startMs = last.minus({ weeks: parsed.count }).toMillis();
      endMs = last.toMillis();
      break;
    }
    case 'months': {
      const monthFiscal = fiscal || parsed.fiscal;
      startMs = unitStart(now, 'month', -offset - parsed.count, monthFiscal).toMillis();
      endMs = unitStart(now, 'month', -offset, monthFiscal).toMillis();
      break;
    }
    case 'toDate': {
      // The shifted span keeps the elapsed length of the current one, cut at its unit's end.
      const current = unitStart(now, parsed.unit, 0, fiscal);
      const start = unitStart(now, parsed.unit, -offset, fiscal);
      const unitEnd = unitStart(now, parsed.unit, 1 - offset, fiscal);
      const elapsed = end.diff(current, ['days', 'milliseconds']);
      startMs = start.toMillis();
      endMs = Math.min(start.plus(elapsed).toMillis(), unitEnd.toMillis());
      break;
    }
  }
  return { startMs, endMs };
}

/**
 * The period one step back (`previous`) or forward (`next`): the offset to put in the URL and the
 * range it resolves to.
 */
export function periodShift(
  period: string,
  direction: 'previous' | 'next',
  context: PeriodContext,
): ResolvedPeriod & { periodOffset: number } {
  const periodOffset = offsetOf(context) + (direction === 'previous' ? 1 : -1);
  return { ...periodResolve(period, { ...context, periodOffset }), periodOffset };
}

/**
 * Whether the Next button is enabled: the shifted period must not end after today. Relative
 * periods at offset 0 are the latest there is (they end now, or at the end of yesterday for `1d`,
 * and one step on would reach into the future), so they go forward only while the offset is
 * positive; absolute ranges may move forward until they would end after local midnight tonight.
 */
export function periodCanGoNext(period: string, context: PeriodContext): boolean {
  const next = periodShift(period, 'next', context);
  if (periodParse(period).kind !== 'absolute') return next.periodOffset >= 0;
  const now = DateTime.fromMillis(context.now, { zone: zoneOf(context) });
  return next.endMs <= unitStart(now, 'day', 1, false).toMillis();
}

/** The Next button's tooltip: 'Next Period', or 'Next period is out of the available range'. */
export function periodNextTooltip(period: string, context: PeriodContext): string {
  return periodCanGoNext(period, context) ? MSG.nextPeriod : MSG.nextPeriodOutOfRange;
}

/** The URL's periodOffset: missing means 0, and a non-integer becomes 1 (spec 000 section 4). */
export function periodOffsetParse(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return 0;
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isSafeInteger(value) ? value : 1;
}

/** One entry of the range menu (spec 000 section 9). */
export interface RangeMenuEntry {
  id: string;
  label: string;
  period: string;
  /** Entries that name an earlier period than the code's latest one carry the offset to apply. */
  periodOffset: number;
}

/**
 * The range menu. "Last" entries count back from now or name the latest complete week; "previous"
 * entries name complete periods before it: previous week is the week before last week, previous
 * month(s) the latest complete calendar (or fiscal) months.
 */
export const RANGE_MENU: readonly RangeMenuEntry[] = [
  { id: 'last1Hour', label: 'Last 1 hour', period: '1h', periodOffset: 0 },
  { id: 'last2Hours', label: 'Last 2 hours', period: '2h', periodOffset: 0 },
  { id: 'last12Hours', label: 'Last 12 hours', period: '12h', periodOffset: 0 },
  { id: 'last24Hours', label: 'Last 24 hours', period: '24h', periodOffset: 0 },
  { id: 'today', label: 'Today', period: 'today', periodOffset: 0 },
  { id: 'yesterday', label: 'Yesterday', period: '1d', periodOffset: 0 },
  { id: 'last2Days', label: 'Last 2 days', period: '2d', periodOffset: 0 },
  { id: 'last3Days', label: 'Last 3 days', period: '3d', periodOffset: 0 },
  { id: 'last7Days', label: 'Last 7 days', period: '7d', periodOffset: 0 },
  { id: 'last14Days', label: 'Last 14 days', period: '14d', periodOffset: 0 },
  { id: 'last30Days', label: 'Last 30 days', period: '30d', periodOffset: 0 },
  { id: 'lastWeek', label: 'Last week', period: '1w', periodOffset: 0 },
  { id: 'previousWeek', label: 'Previous week', period: '1w', periodOffset: 1 },
  { id: 'weekToDate', label: 'Week to date', period: 'wtd', periodOffset: 0 },
  { id: 'last1Month', label: 'Last 1 month', period: '1mo', periodOffset: 0 },
  { id: 'last3Months', label: 'Last 3 months', period: '3mo', periodOffset: 0 },
  { id: 'last6Months', label: 'Last 6 months', period: '6mo', periodOffset: 0 },
  { id: 'last13Months', label: 'Last 13 months', period: '13mo', periodOffset: 0 },
  { id: 'previousMonth', label: 'Previous month', period: '1m', periodOffset: 0 },
  { id: 'previous3Months', label: 'Previous 3 months', period: '3m', periodOffset: 0 },
  { id: 'previous6Months', label: 'Previous 6 months', period: '6m', periodOffset: 0 },
  { id: 'monthToDate', label: 'Month to date', period: 'mtd', periodOffset: 0 },
  { id: 'yearToDate', label: 'Year to date', period: 'ytd', periodOffset: 0 },
];
