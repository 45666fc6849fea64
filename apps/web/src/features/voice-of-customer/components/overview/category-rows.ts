import type { CategoryOverview } from '../../api/overview';
import { trendFigureFormat, type TrendFigureKind } from './trend-charts';

/** A column of the category overview table: its figure, how it reads and how it sorts. */
export interface CategoryColumn {
  id: string;
  label: string;
  /** The figure; null sorts last. */
  value: (row: CategoryOverview) => number | null;
  /** How the cell reads. */
  format: (value: number | null) => string;
  /** What a header says about the column to a screen reader, when the label is short. */
  description?: string;
}

const figure = (kind: TrendFigureKind) => (value: number | null) => trendFigureFormat(value, kind);

/** A change against the period before as an integer percentage with its sign (spec 001 section 9). */
export function categoryChangeFormat(change: number | null): string {
  if (change === null) return '–';
  const percent = Math.round(change);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** The table's figure columns, after the name. */
export const CATEGORY_COLUMNS: readonly CategoryColumn[] = [
  { id: 'count', label: 'Feedback', value: (row) => row.count, format: figure('count') },
  { id: 'share', label: 'Share', value: (row) => row.share * 100, format: figure('rate') },
  {
    id: 'previousCount',
    label: 'Previous period',
    value: (row) => row.previousCount,
    format: figure('count'),
  },
  {
    id: 'change',
    label: 'Change',
    value: (row) => row.change,
    format: categoryChangeFormat,
    description: 'Change in feedback against the previous period',
  },
  {
    id: 'avgSentimentPositive',
    label: 'Avg. positive',
    value: (row) => row.avgSentimentPositive,
    format: figure('decimal'),
    description: 'Average positive sentiment score',
  },
  {
    id: 'avgSentimentNegative',
    label: 'Avg. negative',
    value: (row) => row.avgSentimentNegative,
    format: figure('decimal'),
    description: 'Average negative sentiment score',
  },
  {
    id: 'countNegative',
    label: 'Negative',
    value: (row) => row.countNegative,
    format: figure('count'),
    description: 'Feedback with negative sentiment',
  },
];

/** The name column's id. */
export const NAME_COLUMN = 'name';

export interface CategorySort {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * The next sort after a click on a column's header: the same column flips; another starts
 * descending for figures (the most first) and ascending for names (A to Z).
 */
export function categorySortNext(was: CategorySort | null, column: string): CategorySort {
  if (was?.column === column) return { column, direction: was.direction === 'desc' ? 'asc' : 'desc' };
  return { column, direction: column === NAME_COLUMN ? 'asc' : 'desc' };
}

/** The rows in a sort (the server's order, most feedback first, without one); nulls always last. */
export function categoryRowsSort(
  rows: readonly CategoryOverview[],
  sort: CategorySort | null,
  nameOf: (row: CategoryOverview) => string,
): CategoryOverview[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.column === NAME_COLUMN) return [...rows].sort((a, b) => sign * nameOf(a).localeCompare(nameOf(b)));
  const column = CATEGORY_COLUMNS.find((candidate) => candidate.id === sort.column);
  if (!column) return [...rows];
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  });
}

/**
 * The address of a page for one category: `path` with the current query (period, filters) and
 * `category` set to that one, the reviews' page index and the triaged item dropped.
 */
export function categoryPageHref(path: string, search: string, categoryId: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('vocFeedbackID');
  params.set('category', categoryId);
  return `${path}?${params.toString()}`;
}

/** The overview's address from a details page: the query kept, the category dropped. */
export function overviewHref(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('category');
  params.delete('page');
  params.delete('vocFeedbackID');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
