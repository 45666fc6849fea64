import { csvWrite } from '@prism/domain/csv';
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
 * A chart's data as CSV text, written by `csvWrite`, which quotes and neutralises formula cells
 * (page and series names are data anyone can send): a line chart one row per series and timestamp
 * (ISO time, so spreadsheets read it), a top list one row per name, stats one row per figure, an
 * aggregate its total and the previous period's, a sunburst one row per group and child, a grid one
 * row per cell, a network one row per host → API link, a sankey one row per move.
 */
export function chartCsv(data: ChartCsvData): string {
  switch (data.kind) {
    case 'line':
      return csvWrite({
        header: ['series', 'timestamp', 'value'],
        records: data.series.flatMap((series) =>
          series.points.map((point) => [series.id, new Date(point.x).toISOString(), point.y ?? '']),
        ),
      });
    case 'top':
      return csvWrite({ header: ['name', 'value'], records: data.rows.map((row) => [row.name, row.value]) });
    case 'stats':
      return csvWrite({
        header: ['statistic', 'value'],
        records: Object.entries(data.stats).map(([name, value]) => [name, value ?? '']),
      });
    case 'aggregate':
      return csvWrite({
        header: ['period', 'value'],
        records: [
          ['current', data.figure.value ?? ''],
          ['previous', data.figure.previous ?? ''],
        ],
      });
    case 'sunburst':
      return csvWrite({
        header: ['group', 'name', 'value'],
        records: data.groups.flatMap((group) =>
          group.children.map((child) => [group.name, child.name, child.value ?? '']),
        ),
      });
    case 'grid':
      return csvWrite({
        header: ['row', 'column', 'value'],
        records: data.cells.map((cell) => [cell.row, cell.column, cell.value ?? '']),
      });
    case 'network':
      return csvWrite({
        header: ['host', 'api', 'calls', 'successRate'],
        records: data.network.links.map((link) => [
          link.source,
          link.target,
          link.calls,
          link.successRate ?? '',
        ]),
      });
    case 'sankey': {
      const names = new Map(data.sankey.nodes.map((node) => [node.id, node] as const));
      return csvWrite({
        header: ['fromStep', 'fromPage', 'toStep', 'toPage', 'visits'],
        records: data.sankey.links.map((link) => [
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
