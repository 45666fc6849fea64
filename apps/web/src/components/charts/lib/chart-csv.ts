import Papa from 'papaparse';
import type { AggregateFigure, GridCell, NetworkData, SankeyData, SunburstGroup } from './chart-data';
import type { LineSeries, TopRow } from './chart-options';

/** The numbers behind a chart, for its 'Download CSV' action. */
export type ChartCsvData =
  | { kind: 'line'; series: readonly LineSeries[] }
  | { kind: 'top'; rows: readonly TopRow[] }
  | { kind: 'stats'; stats: Record<string, number | null> }
  | { kind: 'aggregate'; figure: AggregateFigure }
  | { kind: 'sunburst'; groups: readonly SunburstGroup[] }
  | { kind: 'grid'; cells: readonly GridCell[] }
  | { kind: 'network'; network: NetworkData }
  | { kind: 'sankey'; sankey: SankeyData };

/**
 * A chart's data as CSV text (papaparse does the quoting): a line chart one row per series and
 * timestamp (ISO time, so spreadsheets read it), a top list one row per name, stats one row per
 * figure, an aggregate its total and the previous period's, a sunburst one row per group and child,
 * a grid one row per cell, a network one row per host → API link, a sankey one row per move.
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
    case 'aggregate':
      return Papa.unparse({
        fields: ['period', 'value'],
        data: [
          ['current', data.figure.value ?? ''],
          ['previous', data.figure.previous ?? ''],
        ],
      });
    case 'sunburst':
      return Papa.unparse({
        fields: ['group', 'name', 'value'],
        data: data.groups.flatMap((group) =>
          group.children.map((child) => [group.name, child.name, child.value ?? '']),
        ),
      });
    case 'grid':
      return Papa.unparse({
        fields: ['row', 'column', 'value'],
        data: data.cells.map((cell) => [cell.row, cell.column, cell.value ?? '']),
      });
    case 'network':
      return Papa.unparse({
        fields: ['host', 'api', 'calls', 'successRate'],
        data: data.network.links.map((link) => [
          link.source,
          link.target,
          link.calls,
          link.successRate ?? '',
        ]),
      });
    case 'sankey': {
      const names = new Map(data.sankey.nodes.map((node) => [node.id, node] as const));
      return Papa.unparse({
        fields: ['fromStep', 'fromPage', 'toStep', 'toPage', 'visits'],
        data: data.sankey.links.map((link) => [
          names.get(link.source)?.step ?? '',
          names.get(link.source)?.name ?? link.source,
          names.get(link.target)?.step ?? '',
          names.get(link.target)?.name ?? link.target,
          link.value,
        ]),
      });
    }
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
