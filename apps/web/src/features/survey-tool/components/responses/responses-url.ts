import {
  FEEDBACK_PAGE_SIZES,
  FEEDBACK_PAGE_SIZE_DEFAULT,
  SURVEY_SEARCH_MAX,
  SURVEY_SORT_FIELDS,
  type SurveySortField,
  type UrlState,
} from '@prism/domain';

/**
 * The responses table's view as it lives in the address, like the reviews table's (spec 001
 * section 9): the page size in `rowPage` unless it is the default 10, the 0-based page in `page`
 * unless it is the first, the sort in `sortField` / `sortDirection` unless it is the default
 * (newest first) and the search in `searchText`, so a page of the table is a link.
 */

export type SurveyPageSize = (typeof FEEDBACK_PAGE_SIZES)[number];

export interface SurveyResponsesSort {
  field: SurveySortField;
  direction: 'asc' | 'desc';
}

export interface SurveyResponsesView {
  /** 0-based. */
  page: number;
  pageSize: SurveyPageSize;
  sort: SurveyResponsesSort;
  /** The search in force, trimmed; empty for none. */
  searchText: string;
}

/** Newest first: the server's own default. */
export const SURVEY_SORT_DEFAULT: SurveyResponsesSort = { field: 'createdAt', direction: 'desc' };

const PARAMS = ['page', 'sortField', 'sortDirection', 'searchText'] as const;

const otherValue = (state: Pick<UrlState, 'other'>, key: string) =>
  state.other.find(([name]) => name === key)?.[1];

/** True for one of the offered page sizes (10, 25, 100). */
export function surveyPageSizeIs(size: number | undefined): size is SurveyPageSize {
  return (FEEDBACK_PAGE_SIZES as readonly number[]).includes(size ?? NaN);
}

/** The view in the address; anything malformed reads as its default. */
export function surveyResponsesViewRead(state: Pick<UrlState, 'rowPage' | 'other'>): SurveyResponsesView {
  const page = Number(otherValue(state, 'page'));
  const field = otherValue(state, 'sortField');
  const direction = otherValue(state, 'sortDirection');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    pageSize: surveyPageSizeIs(state.rowPage) ? state.rowPage : FEEDBACK_PAGE_SIZE_DEFAULT,
    sort: {
      field: SURVEY_SORT_FIELDS.find((known) => known === field) ?? SURVEY_SORT_DEFAULT.field,
      direction: direction === 'asc' || direction === 'desc' ? direction : SURVEY_SORT_DEFAULT.direction,
    },
    searchText: (otherValue(state, 'searchText') ?? '').trim().slice(0, SURVEY_SEARCH_MAX),
  };
}

/**
 * The state with the view changed. A new page size, sort or search goes back to the first page
 * (unless the change names a page); defaults are left out of the address.
 */
export function surveyResponsesViewWrite(state: UrlState, change: Partial<SurveyResponsesView>): UrlState {
  const current = surveyResponsesViewRead(state);
  const next = { ...current, ...change, searchText: (change.searchText ?? current.searchText).trim() };
  const reordered =
    next.pageSize !== current.pageSize ||
    next.sort.field !== current.sort.field ||
    next.sort.direction !== current.sort.direction ||
    next.searchText !== current.searchText;
  const page = change.page ?? (reordered ? 0 : current.page);
  const other = state.other.filter(([key]) => !(PARAMS as readonly string[]).includes(key));
  if (page > 0) other.push(['page', String(page)]);
  if (next.sort.field !== SURVEY_SORT_DEFAULT.field) other.push(['sortField', next.sort.field]);
  if (next.sort.direction !== SURVEY_SORT_DEFAULT.direction)
    other.push(['sortDirection', next.sort.direction]);
  if (next.searchText !== '') other.push(['searchText', next.searchText]);
  return {
    ...state,
    rowPage: next.pageSize === FEEDBACK_PAGE_SIZE_DEFAULT ? undefined : next.pageSize,
    other,
  };
}

/** The sort after a click on a header: the sorted column turns around; another starts descending. */
export function surveySortToggle(sort: SurveyResponsesSort, field: SurveySortField): SurveyResponsesSort {
  if (sort.field !== field) return { field, direction: 'desc' };
  return { field, direction: sort.direction === 'desc' ? 'asc' : 'desc' };
}
