import { DAY_MS, HOUR_MS, MINUTE_MS, type CompareFeature } from '@prism/domain';

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

/**
 * What a compare series or figure is of, in words for names and captions: 'previous period',
 * 'all app data', 'version 1.9.0', 'previous period, version 1.9.0'.
 */
export function chartCompareLabel(feature: CompareFeature, version?: string): string {
  switch (feature) {
    case 'previousPeriod':
      return 'previous period';
    case 'allData':
      return 'all app data';
    case 'anotherVersion':
      return version ? `version ${version}` : 'another version';
    case 'previousPeriodOtherVersion':
      return version ? `previous period, version ${version}` : 'previous period, another version';
    case 'none':
      return '';
  }
}

/**
 * What a compare series is of in a word or two, for legend labels, which are cut at 14 characters:
 * 'prev', 'all data', 'v1.9.0', 'prev v1.9.0'.
 */
export function chartCompareTag(feature: CompareFeature, version?: string): string {
  const named = version ? `v${version}` : 'other';
  switch (feature) {
    case 'previousPeriod':
      return 'prev';
    case 'allData':
      return 'all data';
    case 'anotherVersion':
      return named;
    case 'previousPeriodOtherVersion':
      return `prev ${named}`;
    case 'none':
      return '';
  }
}

/**
 * A compare series' legend label: its series' name cut shorter, so that the tag of what it is
 * compared with shows ('API succ… (prev)' beside 'API success ra…'); the whole name is on hover.
 */
export function chartCompareLegendLabel(name: string, tag: string): string {
  const room = Math.max(LEGEND_LABEL_MAX - tag.length - 3, 4);
  return `${name.length > room ? `${name.slice(0, room)}…` : name} (${tag})`;
}

/** A compare series' name: its own and what it is compared with, 'Android (previous period)'. */
export function chartCompareName(name: string, label: string): string {
  return `${name} (${label})`;
}

/** The nice steps an axis rounds its ends to. */
function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The value axis of a rate or mean fitted to its data, so that movement between 95 and 100 % is not
 * flattened against a 0 to 100 axis: the data's extent with a little room, rounded to nice steps;
 * percentages stay within 0 to 100 and values that are all positive do not go below 0. Null when
 * there are no values (the axis then keeps its default) and for counts, which keep their 0 baseline.
 */
export function chartValueAxisRange(
  values: readonly number[],
  kind: ChartNumberKind,
): { min: number; max: number; interval: number } | null {
  if (kind === 'count') return null;
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const span = high - low;
  const room = span > 0 ? span * 0.1 : Math.max(Math.abs(high) * 0.05, kind === 'percent' ? 1 : 0.01);
  const step = niceStep(span + 2 * room);
  let min = Math.floor((low - room) / step) * step;
  let max = Math.ceil((high + room) / step) * step;
  if (low >= 0) min = Math.max(0, min);
  if (kind === 'percent') {
    min = Math.max(0, min);
    max = Math.min(100, max);
  }
  // Floating steps (0.1 + 0.2): keep the ends as the axis labels will print them.
  const round = (value: number) => Number(value.toPrecision(12));
  // The ticks fall on the same nice steps as the ends (ECharts' own would not meet the max).
  return { min: round(min), max: round(Math.max(max, min + step)), interval: round(step) };
}
