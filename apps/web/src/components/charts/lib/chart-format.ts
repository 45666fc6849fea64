import { DAY_MS, HOUR_MS, MINUTE_MS } from '@prism/domain';

/** Legend labels are cut at this many characters (spec 001 section 9). */
export const LEGEND_LABEL_MAX = 14;

/** A legend label no longer than {@link LEGEND_LABEL_MAX}, with an ellipsis when cut. */
export function chartLegendLabel(label: string): string {
  return label.length > LEGEND_LABEL_MAX ? `${label.slice(0, LEGEND_LABEL_MAX)}…` : label;
}

const WEEK_MS = 7 * DAY_MS;
const MONTH_MS = 30 * DAY_MS;

/**
 * The time axis's tick spacing for a span (spec 001 section 9): up to 1 h every 10 minutes, up to
 * 2 h every 30 minutes, up to 12 h every 3 hours, up to 24 h every 6 hours, up to 240 h every day,
 * up to 336 h every 2 days, up to 720 h every 5 days, up to 2160 h every 2 weeks, beyond every
 * month. Where the spec allows two spacings the one giving fewer, more readable ticks on a
 * half-width card is taken (30 minutes rather than 20; for 336 h and 720 h the day-based ones so
 * ticks fall on day boundaries of the chosen zone).
 */
export function chartTickIntervalMs(spanMs: number): number {
  const hours = spanMs / HOUR_MS;
  if (hours <= 1) return 10 * MINUTE_MS;
  if (hours <= 2) return 30 * MINUTE_MS;
  if (hours <= 12) return 3 * HOUR_MS;
  if (hours <= 24) return 6 * HOUR_MS;
  if (hours <= 240) return DAY_MS;
  if (hours <= 336) return 2 * DAY_MS;
  if (hours <= 720) return 5 * DAY_MS;
  if (hours <= 2160) return 2 * WEEK_MS;
  return MONTH_MS;
}

/** Steps under 12 hours show the time of day on the axis (spec 001 section 9). */
export const TIME_OF_DAY_STEP_MAX_MS = 43_200_000;

/** Steps that always read as dates: 1d, 1w, 1mo. */
const DATE_STEPS = new Set([DAY_MS, WEEK_MS, MONTH_MS]);

interface DateParts {
  month: string;
  monthShort: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function dateParts(ms: number, timeZone: string): DateParts {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(ms).map((part) => [part.type, part.value]));
  const month = parts.month ?? '';
  return {
    month,
    monthShort: month.slice(0, 3),
    day: parts.day ?? '',
    year: parts.year ?? '',
    hour: (parts.hour ?? '').padStart(2, '0'),
    minute: parts.minute ?? '',
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase(),
  };
}

/**
 * A point's date as the tooltip shows it (spec 001 section 9): 'MMMM D, YYYY hh:mm a' when the step
 * is at most 12 hours and not a day, week or month; otherwise the date alone.
 */
export function chartDateFormat(ms: number, stepMs: number, timeZone: string): string {
  const p = dateParts(ms, timeZone);
  const date = `${p.month} ${p.day}, ${p.year}`;
  if (stepMs <= TIME_OF_DAY_STEP_MAX_MS && !DATE_STEPS.has(stepMs)) {
    return `${date} ${p.hour}:${p.minute} ${p.dayPeriod}`;
  }
  return date;
}

/** An axis tick: the time of day for steps under 12 hours (the date too at midnight), else 'Mon D'. */
export function chartAxisTickFormat(ms: number, stepMs: number, timeZone: string): string {
  const p = dateParts(ms, timeZone);
  const date = `${p.monthShort} ${p.day}`;
  if (stepMs >= TIME_OF_DAY_STEP_MAX_MS) return date;
  const time = `${p.hour}:${p.minute} ${p.dayPeriod}`;
  return time === '12:00 AM' ? `${date}\n${time}` : time;
}

/** How a metric's numbers read (spec 001 section 9). */
export type ChartNumberKind = 'count' | 'percent' | 'decimal';

const formatters: Record<ChartNumberKind, Intl.NumberFormat> = {
  count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  percent: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  decimal: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * A value as the spec formats it: counts with thousands separators, success rates and percentages
 * with one decimal (and a % sign), anything else with two decimals.
 */
export function chartNumberFormat(value: number | null, kind: ChartNumberKind): string {
  if (value === null || !Number.isFinite(value)) return '–';
  const text = formatters[kind].format(value);
  return kind === 'percent' ? `${text}%` : text;
}

/** A compact axis label: 12K, 1.2M for counts; the value with its unit otherwise. */
export function chartAxisNumberFormat(value: number, kind: ChartNumberKind): string {
  if (kind === 'percent') return `${value}%`;
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
