import {
  FEEDBACK_FILTER_ARGS,
  FILTERS,
  type FeedbackArgKind,
  type FeedbackFilterArg,
  type ScoreRange,
  type UrlState,
} from '@prism/domain';

/**
 * The feedback filters of spec 001 section 2 as they live in the address: every filter argument of
 * the feedback calls (`FEEDBACK_FILTER_ARGS`) but the scope (applications, period) and `showPII`,
 * by the argument's own name, so a filtered page is a link that can be shared (issue 17 item 4).
 *
 * - lists repeat their key (`billerType=Spectrum&billerType=Legacy`); names the shell's event
 *   filters also use (`appVersion`, `browser`, …) are kept in its bracket format by the URL state;
 * - ranges are `from:to` in the stored units (`CSAT=60:100`, `SR=0.5:1`);
 * - booleans are `true` or `false`; codes, numbers and texts are one value.
 */

/** The arguments that scope a call rather than filter it; the page supplies them. */
const SCOPE_ARGS = ['applicationIDs', 'period', 'periodOffset', 'showPII'] as const;

export type VocFilterArg = Exclude<FeedbackFilterArg, (typeof SCOPE_ARGS)[number]>;

interface KindValue {
  ids: string[];
  strings: string[];
  ints: number[];
  boolean: boolean;
  int: number;
  string: string;
  range: ScoreRange;
  code: string;
}

/** The filters in force, each in the type its argument takes. */
export type VocFilters = {
  [K in VocFilterArg]?: KindValue[(typeof FEEDBACK_FILTER_ARGS)[K]];
};

export const VOC_FILTER_ARGS = (Object.keys(FEEDBACK_FILTER_ARGS) as FeedbackFilterArg[]).filter(
  (arg): arg is VocFilterArg => !(SCOPE_ARGS as readonly string[]).includes(arg),
);

/** The kind of a filter argument. */
export function vocFilterKind(arg: VocFilterArg): FeedbackArgKind {
  return FEEDBACK_FILTER_ARGS[arg];
}

/** Filters whose names are also event filters of the shell: the URL state keeps those. */
const SHELL_FILTER_IDS = new Set(FILTERS.map((filter) => filter.id));
const isVocArg = (key: string): key is VocFilterArg => (VOC_FILTER_ARGS as string[]).includes(key);

function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** `from:to` as a range, or undefined when either bound is missing, not a number or negative. */
export function scoreRangeParse(text: string): ScoreRange | undefined {
  const [fromText = '', toText = '', ...rest] = text.split(':');
  const from = numberOf(fromText);
  const to = numberOf(toText);
  if (rest.length > 0 || from === undefined || to === undefined || from < 0 || to < 0) return undefined;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function scoreRangeFormat(range: ScoreRange): string {
  return `${range.from}:${range.to}`;
}

/** One filter's value from its raw URL values; undefined when they do not make a value. */
function valueOf(arg: VocFilterArg, raw: readonly string[]): VocFilters[VocFilterArg] {
  const values = raw.map((value) => value.trim()).filter((value) => value !== '');
  if (values.length === 0) return undefined;
  const first = values[0]!;
  switch (vocFilterKind(arg)) {
    case 'ids':
    case 'strings':
      return [...new Set(values)];
    case 'ints': {
      const numbers = values.map(numberOf).filter((n): n is number => n !== undefined && Number.isInteger(n));
      return numbers.length > 0 ? [...new Set(numbers)] : undefined;
    }
    case 'boolean':
      return first.toLowerCase() === 'true' ? true : first.toLowerCase() === 'false' ? false : undefined;
    case 'int': {
      const number = numberOf(first);
      return number !== undefined && Number.isInteger(number) ? number : undefined;
    }
    case 'range':
      return scoreRangeParse(first);
    case 'string':
    case 'code':
      return first;
  }
}

/** The filters the address holds (unknown or malformed values are left out). */
export function vocFiltersRead(state: Pick<UrlState, 'filters' | 'other'>): VocFilters {
  const raw = new Map<VocFilterArg, string[]>();
  for (const [key, value] of state.other) {
    if (isVocArg(key)) raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  for (const [id, values] of Object.entries(state.filters)) {
    if (isVocArg(id)) raw.set(id, [...(raw.get(id) ?? []), ...values]);
  }
  const filters: Record<string, unknown> = {};
  for (const [arg, values] of raw) {
    const value = valueOf(arg, values);
    if (value !== undefined) filters[arg] = value;
  }
  return filters as VocFilters;
}

/** The URL values of one filter's value. */
function rawOf(arg: VocFilterArg, value: NonNullable<VocFilters[VocFilterArg]>): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object') return [scoreRangeFormat(value)];
  return [String(value)];
}

/** True when a filter's value filters nothing (an empty list or text). */
function isEmpty(value: VocFilters[VocFilterArg]): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
}

/**
 * The URL state with `filters` as its feedback filters: every filter of this module is replaced
 * (one left out is removed), the other parameters are kept in their order.
 */
export function vocFiltersWrite(state: UrlState, filters: VocFilters): UrlState {
  const other = state.other.filter(([key]) => !isVocArg(key));
  const shellFilters = Object.fromEntries(Object.entries(state.filters).filter(([id]) => !isVocArg(id)));
  for (const arg of VOC_FILTER_ARGS) {
    const value = filters[arg];
    if (value === undefined || isEmpty(value)) continue;
    const raw = rawOf(arg, value);
    if (SHELL_FILTER_IDS.has(arg)) shellFilters[arg] = raw;
    else for (const item of raw) other.push([arg, item]);
  }
  return { ...state, other, filters: shellFilters };
}

/** How many filters are in force (the filter button's badge). */
export function vocFiltersCount(filters: VocFilters): number {
  return Object.values(filters).filter((value) => !isEmpty(value as VocFilters[VocFilterArg])).length;
}

/** True when the address asks for personal data (`showPII`, spec 001 section 6). */
export function showPiiRead(state: Pick<UrlState, 'other'>): boolean {
  return state.other.some(([key, value]) => key === 'showPII' && value.toLowerCase() === 'true');
}
