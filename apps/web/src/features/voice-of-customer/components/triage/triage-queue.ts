import { FEEDBACK_PAGE_SIZE_DEFAULT, type UrlState } from '@prism/domain';
import { TRIAGE_QUEUE_LIMIT } from '../../api/triage';

/**
 * Where the triage page is in the list it was opened from: the reviews page's sort and page (from
 * the address: `sortField`, `sortDirection`, `page`, `rowPage`) give the window of ids it walks.
 */
export interface QueueWindow {
  sortField: string | undefined;
  sortDirection: 'asc' | 'desc' | undefined;
  /** The first position of the window in the list: the start of the reviews page. */
  offset: number;
  /** The reviews page's size (`rowPage`, 10 by default). */
  pageSize: number;
}

const otherValue = (state: Pick<UrlState, 'other'>, key: string) =>
  state.other.find(([name]) => name === key)?.[1];

/** The window the address describes. */
export function queueWindowOf(state: Pick<UrlState, 'other' | 'rowPage'>): QueueWindow {
  const direction = otherValue(state, 'sortDirection');
  const page = Number(otherValue(state, 'page') ?? 0);
  const pageSize = state.rowPage ?? FEEDBACK_PAGE_SIZE_DEFAULT;
  return {
    sortField: otherValue(state, 'sortField') || undefined,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : undefined,
    offset: Number.isSafeInteger(page) && page > 0 ? page * pageSize : 0,
    pageSize,
  };
}

/** The reviews page (0-based) that starts at `offset`: written back when the window moves. */
export function queuePageOf(offset: number, pageSize: number): number {
  return Math.floor(offset / pageSize);
}

/** A step through the queue: the item to open, and the window's new start when it moves. */
export interface QueueStep {
  id?: string;
  /** Fetch the window starting here, then open the item at `index` of it. */
  window?: { offset: number; index: number };
}

/**
 * The next (+1) or previous (−1) item from position `index` of the window `ids` starting at
 * `offset`: within the window, or in the window before or after it; nothing at either end.
 * An item not in the window (index −1) goes to the window's first item.
 */
export function queueStep(
  ids: readonly string[],
  index: number,
  offset: number,
  direction: 1 | -1,
): QueueStep {
  if (index < 0) return ids.length > 0 ? { id: ids[0]! } : {};
  const target = index + direction;
  if (target >= 0 && target < ids.length) return { id: ids[target]! };
  if (direction === 1 && ids.length === TRIAGE_QUEUE_LIMIT)
    return { window: { offset: offset + TRIAGE_QUEUE_LIMIT, index: 0 } };
  if (direction === -1 && offset > 0) {
    const start = Math.max(0, offset - TRIAGE_QUEUE_LIMIT);
    return { window: { offset: start, index: offset - 1 - start } };
  }
  return {};
}
