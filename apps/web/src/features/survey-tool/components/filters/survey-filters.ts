import {
  SENTIMENTS,
  SURVEY_FILTER_LABELS,
  SURVEY_NO_CATEGORY,
  SURVEY_SCALES,
  surveyResponseFiltersSchema,
  type Sentiment,
  type SurveyResponseFilters,
  type UrlState,
} from '@prism/domain';

/**
 * The survey filters as they live in the address, by the filter's own name, so a filtered survey
 * page is a link that can be shared and the summary, responses and categorize pages read the same
 * filters:
 *
 * - scores are `min:max` in the answer's own scale (`CSAT=4:5`, `NPS=0:6`, `starRating=1:2`);
 * - `SR` and `hasFile` are `true` or `false`;
 * - `sentiment` and `categoryIds` repeat their key (`sentiment=negative&sentiment=mixed`).
 *
 * Values the domain schema refuses (a CSAT of 7, an unknown sentiment) are left out when read.
 */

/** The filters' keys, in the order the bar shows them (CSAT, NPS and SR first: spec 001 section 9). */
export const SURVEY_FILTER_KEYS = [
  'CSAT',
  'NPS',
  'SR',
  'starRating',
  'sentiment',
  'categoryIds',
  'hasFile',
] as const;
export type SurveyFilterKey = (typeof SURVEY_FILTER_KEYS)[number];

/** The range filters and the scale each reads. */
export const SURVEY_RANGE_FILTERS = {
  CSAT: SURVEY_SCALES.csat,
  NPS: SURVEY_SCALES.nps,
  starRating: SURVEY_SCALES.starRating,
} as const;
export type SurveyRangeKey = keyof typeof SURVEY_RANGE_FILTERS;

/** The name of each filter on its button and pill; CSAT, NPS and SR exactly as the spec names them. */
export const SURVEY_FILTER_NAMES: Readonly<Record<SurveyFilterKey, string>> = {
  CSAT: SURVEY_FILTER_LABELS.CSAT,
  NPS: SURVEY_FILTER_LABELS.NPS,
  SR: SURVEY_FILTER_LABELS.SR,
  starRating: 'Star rating',
  sentiment: 'Sentiment',
  categoryIds: 'Categories',
  hasFile: 'File',
};

/** Sentiment words as the pages show them. */
export const SENTIMENT_LABELS: Readonly<Record<Sentiment, string>> = {
  positive: 'Positive',
  negative: 'Negative',
  mixed: 'Mixed',
  neutral: 'Neutral',
};

const isFilterKey = (key: string): key is SurveyFilterKey =>
  (SURVEY_FILTER_KEYS as readonly string[]).includes(key);

function rangeRead(text: string): { min: number; max: number } | undefined {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function booleanRead(text: string): boolean | undefined {
  const lower = text.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

/** The survey filters the address holds; malformed or out-of-scale values are left out. */
export function surveyFiltersRead(state: Pick<UrlState, 'other'>): SurveyResponseFilters {
  const raw = new Map<SurveyFilterKey, string[]>();
  for (const [key, value] of state.other) {
    if (isFilterKey(key) && value.trim() !== '') raw.set(key, [...(raw.get(key) ?? []), value.trim()]);
  }
  const filters: SurveyResponseFilters = {};
  for (const [key, values] of raw) {
    const first = values[0]!;
    let value: unknown;
    switch (key) {
      case 'CSAT':
      case 'NPS':
      case 'starRating':
        value = rangeRead(first);
        break;
      case 'SR':
      case 'hasFile':
        value = booleanRead(first);
        break;
      case 'sentiment':
        value = [...new Set(values)].filter((item) => (SENTIMENTS as readonly string[]).includes(item));
        break;
      case 'categoryIds':
        value = [...new Set(values)];
        break;
    }
    const checked = surveyResponseFiltersSchema.shape[key].safeParse(value);
    if (checked.success && checked.data !== undefined && checked.data !== null) {
      if (Array.isArray(checked.data) && checked.data.length === 0) continue;
      (filters as Record<string, unknown>)[key] = checked.data;
    }
  }
  return filters;
}

/** True when a filter's value narrows nothing. */
function unset(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * The URL state with `filters` as its survey filters: every survey filter is replaced (one left out
 * is removed), other parameters keep their order, and the responses page goes back to its first
 * page (`page`), since the old page number means nothing under new filters.
 */
export function surveyFiltersWrite(state: UrlState, filters: SurveyResponseFilters): UrlState {
  const other = state.other.filter(([key]) => !isFilterKey(key) && key !== 'page');
  for (const key of SURVEY_FILTER_KEYS) {
    const value = filters[key];
    if (unset(value)) continue;
    if (Array.isArray(value)) for (const item of value) other.push([key, item]);
    else if (typeof value === 'object' && value !== null) other.push([key, `${value.min}:${value.max}`]);
    else other.push([key, String(value)]);
  }
  return { ...state, other };
}

/** The filters with one of them changed, or removed with `undefined`. */
export function surveyFiltersWith<K extends SurveyFilterKey>(
  filters: SurveyResponseFilters,
  key: K,
  value: SurveyResponseFilters[K] | undefined,
): SurveyResponseFilters {
  const next: SurveyResponseFilters = { ...filters };
  if (unset(value)) delete next[key];
  else next[key] = value;
  return next;
}

/** How many filters are in force. */
export function surveyFiltersCount(filters: SurveyResponseFilters): number {
  return SURVEY_FILTER_KEYS.filter((key) => !unset(filters[key])).length;
}

/** A range as it reads: `4–5`, or `3` when both ends are the same. */
export function rangeLabel(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}

/** One filter in force, as its pill shows it. */
export interface SurveyFilterPill {
  key: SurveyFilterKey;
  name: string;
  value: string;
}

/**
 * The pills of the filters in force, in the bar's order. `categoryNames` names the category ids
 * (with their trail); an id it does not know shows as itself until the list arrives.
 */
export function surveyFilterPills(
  filters: SurveyResponseFilters,
  categoryNames: ReadonlyMap<string, string> = new Map(),
): SurveyFilterPill[] {
  const pills: SurveyFilterPill[] = [];
  for (const key of SURVEY_FILTER_KEYS) {
    const value = filters[key];
    if (unset(value)) continue;
    let text: string;
    switch (key) {
      case 'CSAT':
      case 'NPS':
      case 'starRating':
        text = rangeLabel(value as { min: number; max: number });
        break;
      case 'SR':
        text = value ? 'Yes' : 'No';
        break;
      case 'hasFile':
        text = value ? 'With a file' : 'Without a file';
        break;
      case 'sentiment':
        text = (value as Sentiment[]).map((sentiment) => SENTIMENT_LABELS[sentiment]).join(', ');
        break;
      case 'categoryIds':
        text = (value as string[])
          .map((id) => (id === SURVEY_NO_CATEGORY ? SURVEY_NO_CATEGORY : (categoryNames.get(id) ?? id)))
          .join(', ');
        break;
    }
    pills.push({ key, name: SURVEY_FILTER_NAMES[key], value: text });
  }
  return pills;
}
