import {
  FEEDBACK_COLUMN_IDS,
  FEEDBACK_PAGE_SIZE_DEFAULT,
  FEEDBACK_PAGE_SIZES,
  FEEDBACK_SEARCH_BY,
  type FeedbackField,
  type UrlState,
} from '@prism/domain';
import type { VocFilters } from './voc-filters';

/**
 * The reviews table's paging and sort as they live in the address (spec 001 sections 4 and 9):
 * the page size in `rowPage` unless it is the default 10, the 0-based page in `page` unless it is
 * the first, and the sort in `sortField` / `sortDirection` unless it is the default (newest first),
 * so a page of the table is a link, and the triage page can walk the list in the same order.
 */

export type FeedbackPageSize = (typeof FEEDBACK_PAGE_SIZES)[number];
export type FeedbackSortDirection = 'asc' | 'desc';

export interface FeedbackSort {
  field: FeedbackField;
  direction: FeedbackSortDirection;
}

/** Newest first: the server's own default. */
export const FEEDBACK_SORT_DEFAULT: FeedbackSort = { field: 'timestamp', direction: 'desc' };
/** Random Sort orders by visit id, whose values carry no order of time (spec 001 section 4). */
export const FEEDBACK_RANDOM_SORT_FIELD: FeedbackField = 'visitId';

export interface ReviewsPaging {
  /** 0-based. */
  page: number;
  pageSize: FeedbackPageSize;
  sort: FeedbackSort;
}

const PARAMS = ['page', 'sortField', 'sortDirection'] as const;

function otherValue(state: Pick<UrlState, 'other'>, key: string): string | undefined {
  return state.other.find(([name]) => name === key)?.[1];
}

/** True for one of the offered page sizes. */
export function feedbackPageSizeIs(size: number | undefined): size is FeedbackPageSize {
  return (FEEDBACK_PAGE_SIZES as readonly number[]).includes(size ?? NaN);
}

/** The paging in the address; anything malformed reads as its default. */
export function reviewsPagingRead(state: Pick<UrlState, 'rowPage' | 'other'>): ReviewsPaging {
  const page = Number(otherValue(state, 'page'));
  const field = otherValue(state, 'sortField');
  const direction = otherValue(state, 'sortDirection');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    pageSize: feedbackPageSizeIs(state.rowPage) ? state.rowPage : FEEDBACK_PAGE_SIZE_DEFAULT,
    sort: {
      field:
        field && FEEDBACK_COLUMN_IDS.includes(field as FeedbackField)
          ? (field as FeedbackField)
          : FEEDBACK_SORT_DEFAULT.field,
      direction: direction === 'asc' || direction === 'desc' ? direction : FEEDBACK_SORT_DEFAULT.direction,
    },
  };
}

/**
 * The state with the paging changed. A new page size or sort goes back to the first page (unless
 * the change names a page); defaults are left out of the address.
 */
export function reviewsPagingWrite(state: UrlState, change: Partial<ReviewsPaging>): UrlState {
  const current = reviewsPagingRead(state);
  const next = { ...current, ...change };
  const reordered =
    next.pageSize !== current.pageSize ||
    next.sort.field !== current.sort.field ||
    next.sort.direction !== current.sort.direction;
  const page = change.page ?? (reordered ? 0 : current.page);
  const other = state.other.filter(([key]) => !(PARAMS as readonly string[]).includes(key));
  if (page > 0) other.push(['page', String(page)]);
  if (next.sort.field !== FEEDBACK_SORT_DEFAULT.field) other.push(['sortField', next.sort.field]);
  if (next.sort.direction !== FEEDBACK_SORT_DEFAULT.direction)
    other.push(['sortDirection', next.sort.direction]);
  return {
    ...state,
    rowPage: next.pageSize === FEEDBACK_PAGE_SIZE_DEFAULT ? undefined : next.pageSize,
    other,
  };
}

/**
 * The sort after a click on a column's header (spec 001 section 4): the sorted column turns
 * around; another column starts descending.
 */
export function feedbackSortToggle(sort: FeedbackSort, field: FeedbackField): FeedbackSort {
  if (sort.field !== field) return { field, direction: 'desc' };
  return { field, direction: sort.direction === 'desc' ? 'asc' : 'desc' };
}

/** True while Random Sort is on: the list is ordered by visit id. */
export function feedbackRandomSortOn(sort: FeedbackSort): boolean {
  return sort.field === FEEDBACK_RANDOM_SORT_FIELD;
}

/**
 * Random Sort's toggle (spec 001 section 4): the sort field goes from whatever it is to visit id,
 * and back to time; the direction stays.
 */
export function feedbackRandomSortToggle(sort: FeedbackSort): FeedbackSort {
  return {
    field: feedbackRandomSortOn(sort) ? FEEDBACK_SORT_DEFAULT.field : FEEDBACK_RANDOM_SORT_FIELD,
    direction: sort.direction,
  };
}

export type FeedbackSearchBy = (typeof FEEDBACK_SEARCH_BY)[number];

/**
 * The table's search and its Null Verbatims toggle. They are filters of the feedback calls, so the
 * address keeps them with the others (`searchText`, `searchBy`, `includeNullVerbatims`).
 */
export interface ReviewsSearch {
  text: string;
  by: FeedbackSearchBy;
  includeNullVerbatims: boolean;
}

/** The search in the filters: none, in every searchable field, null verbatims left out by default. */
export function reviewsSearchRead(filters: VocFilters): ReviewsSearch {
  const by = FEEDBACK_SEARCH_BY.find((option) => option === filters.searchBy) ?? 'all';
  return { text: filters.searchText ?? '', by, includeNullVerbatims: filters.includeNullVerbatims === true };
}

/** The filters with the search changed; defaults (no text, all fields, toggle off) are left out. */
export function reviewsSearchWrite(filters: VocFilters, change: Partial<ReviewsSearch>): VocFilters {
  const next = { ...reviewsSearchRead(filters), ...change };
  const { searchText: _text, searchBy: _by, includeNullVerbatims: _nulls, ...rest } = filters;
  return {
    ...rest,
    ...(next.text.trim() ? { searchText: next.text.trim() } : {}),
    ...(next.by !== 'all' ? { searchBy: next.by } : {}),
    ...(next.includeNullVerbatims ? { includeNullVerbatims: true } : {}),
  };
}
