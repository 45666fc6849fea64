import type { ChartDefinition } from './chart-definition';

/**
 * The page grid's tracks: 12, so that a row of one to four cards always divides it evenly, whatever
 * the number of columns the screen has.
 */
export const CHART_GRID_TRACKS = 12;

/** The page grid's columns by screen: 2 up to 1439 px (1000 px included), 3 from 1440, 4 from 1920. */
export const CHART_GRID_COLUMNS = [2, 3, 4] as const;
export type ChartGridColumns = (typeof CHART_GRID_COLUMNS)[number];

/**
 * Kinds that need two columns whatever their definition says: a journey's columns of pages, and the
 * drawings with a list beside them, which in one column would stack the list under the drawing.
 */
const WIDE_KINDS = new Set<ChartDefinition['kind']>(['sankey', 'network', 'barTop', 'sunburstTop']);

/** How many columns a chart asks for: a wide one (a table, a sankey, many series) two, others one. */
export function chartGridColumnsOf(chart: ChartGridItem, columns: number): number {
  return Math.min(chart.wide || (chart.kind && WIDE_KINDS.has(chart.kind)) ? 2 : 1, columns);
}

/** What the layout reads of a chart. */
export type ChartGridItem = Pick<ChartDefinition, 'wide'> & Partial<Pick<ChartDefinition, 'kind'>>;

/**
 * Each chart's span in tracks (of `CHART_GRID_TRACKS`) on a grid of `columns` columns. Charts keep
 * their page order and fill rows one after the other; a row the next chart does not fit in, and the
 * last row, are shared out among their own cards in proportion to what each asked for, so no row
 * ends in an empty gap (two cards in the last row of three columns take half each).
 */
export function chartGridSpans(charts: readonly ChartGridItem[], columns: number): number[] {
  const spans: number[] = [];
  let row: number[] = [];
  const closeRow = () => {
    const used = row.reduce((sum, asked) => sum + asked, 0);
    for (const asked of row) spans.push((asked * CHART_GRID_TRACKS) / used);
    row = [];
  };
  for (const chart of charts) {
    const asked = chartGridColumnsOf(chart, columns);
    if (row.reduce((sum, value) => sum + value, 0) + asked > columns) closeRow();
    row.push(asked);
  }
  if (row.length > 0) closeRow();
  return spans;
}
