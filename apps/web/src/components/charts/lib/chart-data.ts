/**
 * The answer shapes the chart widgets draw (docs/api.md, `GET /api/realtime-dashboard`), beside
 * `LineSeries` and `TopRow` of chart-options.ts.
 */

/** A sunburst answer: inner-ring groups, each with its outer-ring children. */
export interface SunburstGroup {
  name: string;
  children: readonly { name: string; value: number | null }[];
}

/** A grid answer cell: the value of one (row, column) pair. */
export interface GridCell {
  row: string;
  column: string;
  value: number | null;
}

/** A network answer: hosts and APIs with their call counts and success rates, host → API links. */
export interface NetworkData {
  nodes: readonly { id: string; kind: 'host' | 'api'; calls: number; successRate: number | null }[];
  links: readonly { source: string; target: string; calls: number; successRate: number | null }[];
}

/** A sankey answer: pages at each step of the visit (`id` is `{step}:{page}`) and the moves between them. */
export interface SankeyData {
  nodes: readonly { id: string; name: string; step: number }[];
  links: readonly { source: string; target: string; value: number }[];
}

/** An aggregate answer: the period's total and the previous period's. */
export interface AggregateFigure {
  value: number | null;
  previous: number | null;
}
