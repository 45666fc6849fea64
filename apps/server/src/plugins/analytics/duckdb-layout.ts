/**
 * The physical order of the embedded store's events.
 *
 * Events arrive in time order with every application mixed together, so a chart about one
 * application would read the rows of all of them. Once a day is over, its rows are rewritten
 * ordered by application, event type and time (the table's `orderBy`), and once a week is over,
 * the whole week is rewritten the same way. DuckDB keeps the minimum and maximum of every column
 * per row group (about 120,000 rows), so a query for one application's errors then skips the row
 * groups that hold only other applications or other events. The ClickHouse tables get the same
 * effect from their sorting key. A range rewritten in an earlier order is rewritten again.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A range of time, `[start, start + ms)`, aligned to a multiple of `ms` since the epoch. */
export interface LayoutRange {
  start: number;
  ms: number;
}

/** How many rows a range holds now, and how many it held when it was last rewritten. */
export interface LayoutRangeRows extends LayoutRange {
  rows: number;
  /** Rows at the last rewrite; undefined when the range has never been rewritten. */
  clusteredRows?: number;
}

/** Weeks first, so that a finished week is rewritten whole rather than day by day. */
export const LAYOUT_RANGE_MS = { week: 7 * DAY, day: DAY } as const;

/** A range is rewritten only this long after it ends, when late events have mostly arrived. */
export const LAYOUT_GRACE_MS = HOUR;

/**
 * Late events are appended unordered; a range is rewritten again only once they are this large a
 * share of it (or this many), so a trickle of late events does not rewrite a week over and over.
 */
const REWRITE_SHARE = 0.02;
const REWRITE_MIN_ROWS = 1_000;

/**
 * The ranges to rewrite now: finished weeks, and the finished days of the week still under way,
 * that were never rewritten or have gained enough late rows since. Oldest first.
 *
 * `rows` holds the row count of every week and every day that has rows (both sizes), and for
 * each the count at its last rewrite.
 */
export function layoutRangesDue(rows: readonly LayoutRangeRows[], nowMs: number): LayoutRange[] {
  const settled = nowMs - LAYOUT_GRACE_MS;
  const weekOf = (start: number) => Math.floor(start / LAYOUT_RANGE_MS.week) * LAYOUT_RANGE_MS.week;
  const due = rows.filter((range) => {
    if (range.rows === 0 || range.start + range.ms > settled) return false;
    if (range.ms === LAYOUT_RANGE_MS.day && weekOf(range.start) + LAYOUT_RANGE_MS.week <= settled) {
      return false; // its week is finished: the week is rewritten instead
    }
    if (range.clusteredRows === undefined) return true;
    const late = Math.abs(range.rows - range.clusteredRows);
    return late >= Math.max(REWRITE_MIN_ROWS, range.clusteredRows * REWRITE_SHARE);
  });
  return due.sort((a, b) => a.start - b.start || b.ms - a.ms).map(({ start, ms }) => ({ start, ms }));
}
