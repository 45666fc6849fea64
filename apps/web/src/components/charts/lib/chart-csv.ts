import Papa from 'papaparse';
import type { LineSeries, TopRow } from './chart-options';

/** The numbers behind a chart, for its 'Download CSV' action. */
export type ChartCsvData =
  | { kind: 'line'; series: readonly LineSeries[] }
  | { kind: 'top'; rows: readonly TopRow[] }
  | { kind: 'stats'; stats: Record<string, number | null> };

/**
 * A chart's data as CSV text (papaparse does the quoting): a line chart one row per series and
 * timestamp (ISO time, so spreadsheets read it), a top list one row per name, stats one row per
 * figure.
 */
export function chartCsv(data: ChartCsvData): string {
  switch (data.kind) {
    case 'line':
      return Papa.unparse({
        fields: ['series', 'timestamp', 'value'],
        data: data.series.flatMap((series) =>
          series.points.map((point) => [series.id, new Date(point.x).toISOString(), point.y ?? '']),
        ),
      });
    case 'top':
      return Papa.unparse({ fields: ['name', 'value'], data: data.rows.map((row) => [row.name, row.value]) });
    case 'stats':
      return Papa.unparse({
        fields: ['statistic', 'value'],
        data: Object.entries(data.stats).map(([name, value]) => [name, value ?? '']),
      });
  }
}

/** A file name for a chart's CSV: its title in lower-case words joined by dashes. */
export function chartCsvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'chart'}.csv`;
}
