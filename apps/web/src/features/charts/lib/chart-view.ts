import type { ChartCsvData } from '../../../components/charts/lib/chart-csv';
import type { LineSeries, TopRow } from '../../../components/charts/lib/chart-options';
import type { ChartStats } from '../../../components/charts/stats-chart';
import {
  lineDataSchema,
  statsDataSchema,
  topDataSchema,
  type ChartDataMeta,
  type ChartResult,
} from '../api/post-multi-chart';
import type { ChartDefinition } from './chart-definition';

/** What a chart shows for its answer (spec 001 section 4). */
export type ChartView =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'empty' }
  | ({ status: 'ready'; meta: ChartDataMeta; csv: ChartCsvData } & (
      | { kind: 'line' | 'area'; series: LineSeries[] }
      | { kind: 'top'; rows: TopRow[] }
      | { kind: 'stats'; stats: ChartStats }
    ));

/**
 * A chart's view from its answer: pending while the page's request runs; the error state when the
 * request failed, the chart's own query failed, or the answer is not the shape its kind draws; empty
 * when there is nothing to draw (no series with a value, no rows, stats without a total).
 */
export function chartView(
  definition: ChartDefinition,
  result: ChartResult | undefined,
  failed: boolean,
): ChartView {
  if (failed) return { status: 'error' };
  if (!result) return { status: 'pending' };
  if ('error' in result) return { status: 'error' };
  const meta = result.dataMeta;
  switch (definition.kind) {
    case 'line':
    case 'area': {
      const parsed = lineDataSchema.safeParse(result.data);
      if (!parsed.success) return { status: 'error' };
      const series = parsed.data;
      const hasValue = series.some((line) => line.points.some((point) => point.y !== null && point.y !== 0));
      if (!hasValue) return { status: 'empty' };
      return { status: 'ready', meta, kind: definition.kind, series, csv: { kind: 'line', series } };
    }
    case 'top': {
      const parsed = topDataSchema.safeParse(result.data);
      if (!parsed.success) return { status: 'error' };
      const rows = parsed.data;
      if (rows.length === 0) return { status: 'empty' };
      return { status: 'ready', meta, kind: 'top', rows, csv: { kind: 'top', rows } };
    }
    case 'stats': {
      const parsed = statsDataSchema.safeParse(result.data);
      if (!parsed.success) return { status: 'error' };
      const stats = parsed.data;
      if (stats.total === null || stats.total === 0) return { status: 'empty' };
      return { status: 'ready', meta, kind: 'stats', stats, csv: { kind: 'stats', stats: { ...stats } } };
    }
  }
}
