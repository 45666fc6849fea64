import type { UrlState } from '@prism/domain';

/**
 * What the categorize page shows, in the address: the queue of responses with no category (the
 * default, nothing written) or every response in scope (`queue=all`). Its page and page size are
 * the responses table's (`page`, `rowPage`).
 */

const PARAM = 'queue';

/** True when the page shows every response in scope, not only the uncategorised. */
export function categorizeShowAllRead(state: Pick<UrlState, 'other'>): boolean {
  return state.other.some(([key, value]) => key === PARAM && value === 'all');
}

/** The state showing all responses or the queue; either way from the first page. */
export function categorizeShowAllWrite(state: UrlState, showAll: boolean): UrlState {
  const other = state.other.filter(([key]) => key !== PARAM && key !== 'page');
  if (showAll) other.push([PARAM, 'all']);
  return { ...state, other };
}
