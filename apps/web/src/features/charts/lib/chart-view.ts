import {
  aggregateDataSchema,
  FILTERS,
  gridDataSchema,
  networkDataSchema,
  sankeyDataSchema,
  statsDataSchema,
  sunburstDataSchema,
  topDataSchema,
} from '@prism/domain';
import type { ChartCsvData } from '../../../components/charts/lib/chart-csv';
import {
  chartCompareLabel,
  chartCompareName,
  chartCompareTag,
} from '../../../components/charts/lib/chart-format';
import type {
  AggregateFigure,
  GridCell,
  NetworkData,
  SankeyData,
  SunburstGroup,
} from '../../../components/charts/lib/chart-data';
import type { ChartCompare, LineSeries, TopRow } from '../../../components/charts/lib/chart-options';
import type { ChartStats } from '../../../components/charts/stats-chart';
import { lineSeriesSchema, type ChartDataMeta, type ChartResult } from '../api/post-multi-chart';
import type { ChartDefinition } from './chart-definition';

/** A table's data: a header per column (the first names the rows) and one row of values per name. */
export interface ChartTableData {
  headers: readonly string[];
  rows: readonly { name: string; values: readonly (number | null)[] }[];
}

/** One cell of the success-rate grid: its label, rate and the value a click navigates with. */
export interface ChartGridTile {
  name: string;
  value: number | null;
  target: string;
}

type ReadyBody =
  | {
      kind: 'line' | 'area' | 'bar' | 'stackedBar' | 'metricLine';
      series: LineSeries[];
      compare?: ChartCompare<LineSeries[]>;
    }
  | {
      kind: 'top' | 'horizontalBar' | 'barTop' | 'percentage';
      rows: TopRow[];
      compare?: ChartCompare<TopRow[]>;
    }
  | { kind: 'table'; table: ChartTableData }
  | { kind: 'grid'; tiles: ChartGridTile[] }
  | { kind: 'stats'; stats: ChartStats; compare?: ChartCompare<ChartStats> }
  | { kind: 'aggregate'; figure: AggregateFigure; compare?: ChartCompare<number | null> }
  | { kind: 'sunburst' | 'sunburstTop'; groups: SunburstGroup[] }
  | { kind: 'network'; network: NetworkData }
  | { kind: 'sankey'; sankey: SankeyData };

/** What a chart shows for its answer (spec 001 section 4). */
export type ChartView =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'empty' }
  | ({ status: 'ready'; meta: ChartDataMeta; csv: ChartCsvData } & ReadyBody);

export type ChartReadyView = Extract<ChartView, { status: 'ready' }>;

const ERROR = { status: 'error' } as const;
const EMPTY = { status: 'empty' } as const;

/**
 * A chart's view from its answer: pending while the page's request runs; the error state when the
 * request failed, the chart's own query failed, or the answer is not the shape its kind draws; empty
 * when there is nothing to draw (no series with a value, no rows or cells, no links, stats or an
 * aggregate without a total). A zero total is drawn: the stats and aggregate widgets read it 'No Data'.
 * The compare menu's answer, when the chart asked for one, comes with it in the kind's terms: lines
 * on this period's time axis, rows, a table column, the compared stats or total.
 */
export function chartView(
  definition: ChartDefinition,
  result: ChartResult | undefined,
  failed: boolean,
): ChartView {
  if (failed) return ERROR;
  if (!result) return { status: 'pending' };
  if ('error' in result) return ERROR;
  const meta = result.dataMeta;
  const ready = (body: ReadyBody, csv: ChartCsvData): ChartView => ({ status: 'ready', meta, csv, ...body });
  switch (definition.kind) {
    case 'line':
    case 'area':
    case 'bar':
    case 'stackedBar':
    case 'metricLine': {
      const parsed = lineSeriesSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const series = parsed.data;
      const compare = compareSeries(result, meta);
      const hasValue = [...series, ...(compare?.data ?? [])].some((line) =>
        line.points.some((point) => point.y !== null && point.y !== 0),
      );
      if (!hasValue) return EMPTY;
      const named = (compare?.data ?? []).map((line) => ({
        ...line,
        id: chartCompareName(line.id, compare?.label ?? ''),
      }));
      return ready(
        { kind: definition.kind, series, ...(compare ? { compare } : {}) },
        { kind: 'line', series: [...series, ...named] },
      );
    }
    case 'top':
    case 'horizontalBar':
    case 'barTop':
    case 'percentage': {
      const parsed = topDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const rows = parsed.data;
      if (rows.length === 0) return EMPTY;
      const compare = compareOf(result, topDataSchema);
      return ready({ kind: definition.kind, rows, ...(compare ? { compare } : {}) }, { kind: 'top', rows });
    }
    case 'table': {
      if (definition.subGroup) {
        const parsed = gridDataSchema.safeParse(result.data);
        if (!parsed.success) return ERROR;
        if (parsed.data.length === 0) return EMPTY;
        const cells = parsed.data;
        return ready(
          { kind: 'table', table: tableFromGrid(cells, dimensionLabel(meta.group ?? definition.group)) },
          { kind: 'grid', cells },
        );
      }
      const parsed = topDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const rows = parsed.data;
      if (rows.length === 0) return EMPTY;
      const compare = compareOf(result, topDataSchema);
      const compared = new Map(compare?.data.map((row) => [row.name, row.value]) ?? []);
      const table = {
        headers: [
          dimensionLabel(meta.group ?? definition.group),
          meta.label,
          ...(compare ? [chartCompareName(meta.label, compare.label)] : []),
        ],
        rows: rows.map((row) => ({
          name: row.name,
          values: compare ? [row.value, compared.get(row.name) ?? null] : [row.value],
        })),
      };
      return ready({ kind: 'table', table }, { kind: 'top', rows });
    }
    case 'grid': {
      if (definition.subGroup) {
        const parsed = gridDataSchema.safeParse(result.data);
        if (!parsed.success) return ERROR;
        const cells = parsed.data;
        if (cells.length === 0) return EMPTY;
        const tiles = cells.map((cell) => ({
          name: `${cell.row} › ${cell.column}`,
          value: cell.value,
          target: cell.column,
        }));
        return ready({ kind: 'grid', tiles }, { kind: 'grid', cells });
      }
      const parsed = topDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const rows = parsed.data;
      if (rows.length === 0) return EMPTY;
      const tiles = rows.map((row) => ({ name: row.name, value: row.value, target: row.name }));
      return ready({ kind: 'grid', tiles }, { kind: 'top', rows });
    }
    case 'stats': {
      const parsed = statsDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const stats = parsed.data;
      const compare = compareOf(result, statsDataSchema);
      if (stats.total === null && compare?.data.total == null) return EMPTY;
      return ready(
        { kind: 'stats', stats, ...(compare ? { compare } : {}) },
        { kind: 'stats', stats: { ...stats } },
      );
    }
    case 'aggregate': {
      const parsed = aggregateDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      if (parsed.data === null) return EMPTY;
      const figure = { value: parsed.data, previous: result.previousData ?? null };
      const compare = compareOf(result, aggregateDataSchema);
      return ready(
        { kind: 'aggregate', figure, ...(compare ? { compare } : {}) },
        { kind: 'aggregate', figure },
      );
    }
    case 'sunburst':
    case 'sunburstTop': {
      const parsed = sunburstDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const groups = parsed.data.filter((group) => group.children.some((child) => (child.value ?? 0) > 0));
      if (groups.length === 0) return EMPTY;
      return ready({ kind: definition.kind, groups }, { kind: 'sunburst', groups });
    }
    case 'network': {
      const parsed = networkDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const network = parsed.data;
      if (network.nodes.length === 0) return EMPTY;
      return ready({ kind: 'network', network }, { kind: 'network', network });
    }
    case 'sankey': {
      const parsed = sankeyDataSchema.safeParse(result.data);
      if (!parsed.success) return ERROR;
      const sankey = parsed.data;
      if (sankey.links.length === 0) return EMPTY;
      return ready({ kind: 'sankey', sankey }, { kind: 'sankey', sankey });
    }
    case 'multi':
      // A multi chart draws its tabs, each with its own answer; it has none itself.
      return ERROR;
  }
}

/** A grid answer as a table: one row per row value, one column per column value (first seen first). */
export function tableFromGrid(cells: readonly GridCell[], rowHeader: string): ChartTableData {
  const columns = [...new Set(cells.map((cell) => cell.column))];
  const rows = new Map<string, (number | null)[]>();
  for (const cell of cells) {
    const values = rows.get(cell.row) ?? columns.map(() => null);
    values[columns.indexOf(cell.column)] = cell.value;
    rows.set(cell.row, values);
  }
  return { headers: [rowHeader, ...columns], rows: [...rows].map(([name, values]) => ({ name, values })) };
}

/**
 * The compare menu's answer in a kind's shape, with what it is of ('previous period', 'version
 * 1.9.0'); none when the chart did not ask or the answer is not that shape.
 */
function compareOf<T>(
  result: ChartResult,
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
): ChartCompare<T> | undefined {
  if (!('data' in result) || !result.compare) return undefined;
  const parsed = schema.safeParse(result.compare.data);
  if (!parsed.success) return undefined;
  const { feature, version } = result.compare;
  return {
    label: chartCompareLabel(feature, version),
    tag: chartCompareTag(feature, version),
    data: parsed.data,
  };
}

/**
 * The compare menu's lines on this period's time axis: a previous period's points moved forward by
 * the distance between the two periods' starts (all data or another version share the period).
 */
function compareSeries(result: ChartResult, meta: ChartDataMeta): ChartCompare<LineSeries[]> | undefined {
  const compare = compareOf(result, lineSeriesSchema);
  if (!compare || !('data' in result) || !result.compare) return undefined;
  const shift = meta.startMs - result.compare.dataMeta.startMs;
  return {
    ...compare,
    data: compare.data.map((line) => ({
      id: line.id,
      points: line.points.map((point) => ({ x: point.x + shift, y: point.y })),
    })),
  };
}

/** A dimension's name for a table header: its filter's label, or its id in words ('apiHost' → 'API Host'). */
export function dimensionLabel(name: string | null | undefined): string {
  if (!name) return 'Name';
  const filter = FILTERS.find((candidate) => candidate.id === name);
  if (filter) return filter.label;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/\bApi\b/g, 'API');
}
