import type { NetworkData, SankeyData } from './chart-data';
import type { LineSeries, TopRow } from './chart-options';

/** Tab titles of a multi chart are cut at this many characters (spec 001 section 9). */
export const TAB_TITLE_MAX = 18;

/** A tab title no longer than {@link TAB_TITLE_MAX}, with an ellipsis when cut. */
export function chartTabTitle(title: string): string {
  return title.length > TAB_TITLE_MAX ? `${title.slice(0, TAB_TITLE_MAX).trimEnd()}…` : title;
}

/** The success-rate grid's cell size in px (spec 001 section 9). */
export const GRID_CELL_PX = 40;
/** From this many cells on, the grid has {@link GRID_WIDE_COLUMNS} columns. */
export const GRID_WIDE_FROM = 100;
export const GRID_WIDE_COLUMNS = 11;

/** The success-rate grid's columns: the square root of the cell count rounded up, 11 at 100 or more cells. */
export function gridColumns(count: number): number {
  if (count >= GRID_WIDE_FROM) return GRID_WIDE_COLUMNS;
  return Math.max(1, Math.ceil(Math.sqrt(count)));
}

/** One row of the percentage chart: its value and its share of the total in percent (one decimal). */
export interface PercentageRow {
  name: string;
  value: number;
  share: number;
}

/**
 * A top answer as shares of its total: each row's part of the sum of all rows in percent, rounded
 * to one decimal. Rows without a value count as 0; all shares are 0 when the total is.
 */
export function percentageRows(rows: readonly TopRow[]): PercentageRow[] {
  const total = rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
  return rows.map((row) => {
    const value = row.value ?? 0;
    return { name: row.name, value, share: total > 0 ? Math.round((value / total) * 1000) / 10 : 0 };
  });
}

/** The aggregate widget's change against the previous period. */
export interface AggregateChange {
  /** Integer percent (spec 001 section 9), signed. */
  percent: number;
  direction: 'up' | 'down' | 'flat';
}

/**
 * The increase or decrease of a total against the previous period's, in integer percent; null when
 * there is nothing to compare against (no previous value, or a previous value of 0).
 */
export function aggregateChange(value: number | null, previous: number | null): AggregateChange | null {
  if (value === null || previous === null || previous === 0) return null;
  const percent = Math.round(((value - previous) / Math.abs(previous)) * 100);
  return { percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}

/**
 * The figure a metric line shows above its line: the sum of the buckets for a count of events
 * (`sum`), otherwise the mean of the buckets that have a value (rates, means, distinct counts,
 * which do not add up across buckets). Null when no bucket has a value.
 */
export function metricLineFigure(series: readonly LineSeries[], sum: boolean): number | null {
  const values = series.flatMap((line) =>
    line.points.flatMap((point) => (point.y === null ? [] : [point.y])),
  );
  if (values.length === 0) return null;
  const total = values.reduce((acc, value) => acc + value, 0);
  return sum ? total : total / values.length;
}

/** One API of the network list, with its host. */
export interface NetworkRow {
  api: string;
  host: string;
  calls: number;
  successRate: number | null;
}

/**
 * The network's APIs for its list, sorted by 100 minus the success rate (spec 001 section 9), the
 * worst first; APIs without a rate last; ties by most calls.
 */
export function networkRows(network: NetworkData): NetworkRow[] {
  const hostOf = new Map(network.links.map((link) => [link.target, link.source] as const));
  return network.nodes
    .filter((node) => node.kind === 'api')
    .map((node) => ({
      api: node.id,
      host: hostOf.get(node.id) ?? '',
      calls: node.calls,
      successRate: node.successRate,
    }))
    .sort((a, b) => {
      const failA = a.successRate === null ? -Infinity : 100 - a.successRate;
      const failB = b.successRate === null ? -Infinity : 100 - b.successRate;
      return failB - failA || b.calls - a.calls;
    });
}

/**
 * Where a sankey link click leads (spec 001 section 2): the same page in a new tab, with `pageName`
 * set to the page at the link's other end (the end that was not the page already chosen, or the
 * target when neither was) and `appSection` removed; the rest of the query kept.
 */
export function sankeyLinkTarget(
  sankey: SankeyData,
  link: { source: string; target: string },
  pathname: string,
  search: string,
): string {
  const params = new URLSearchParams(search);
  const nameOf = (id: string) => sankey.nodes.find((node) => node.id === id)?.name ?? id.replace(/^\d+:/, '');
  const source = nameOf(link.source);
  const target = nameOf(link.target);
  const current = params.get('pageName');
  const other = current === target && current !== source ? source : target;
  params.delete('appSection');
  params.set('pageName', other);
  return `${pathname}?${params.toString()}`;
}

/** Rows sorted by one column for the table widget: numbers numerically (nulls last), text by locale. */
export function tableSort<T extends { name: string; values: readonly (number | null)[] }>(
  rows: readonly T[],
  column: number,
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (column === 0) return sign * a.name.localeCompare(b.name);
    const x = a.values[column - 1] ?? null;
    const y = b.values[column - 1] ?? null;
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y);
  });
}
