import type { MetricSankey } from '@prism/domain';
import type { MetricTransitionRow } from '../../plugins/analytics/metric-sql';

/**
 * A journey sankey from the engine's top page-to-page pairs: a node per page at each step (`step:page`),
 * a link per pair. The engine keeps the `limit` biggest pairs over all steps, so a pair later in
 * a visit can be kept while every pair leading to its first page was cut: a node past the first
 * step with nothing flowing in, which reads as visits appearing mid-journey. Such links are dropped,
 * step by step (dropping one can leave a node of the next step with nothing flowing in), so every
 * node past the first step is reached by a link.
 */
export function metricSankeyOf(rows: readonly MetricTransitionRow[]): MetricSankey {
  const firstStep = Math.min(...rows.map((row) => row.step));
  const reached = new Set<string>();
  const kept: MetricTransitionRow[] = [];
  for (const row of [...rows].sort((a, b) => a.step - b.step)) {
    if (row.step !== firstStep && !reached.has(`${row.step}:${row.from}`)) continue;
    reached.add(`${row.step + 1}:${row.to}`);
    kept.push(row);
  }
  // The links in the engine's order (biggest first), less those dropped.
  const keep = new Set(kept);
  const links = rows.filter((row) => keep.has(row));
  const nodes = new Map<string, MetricSankey['nodes'][number]>();
  const node = (step: number, name: string) => {
    const id = `${step}:${name}`;
    if (!nodes.has(id)) nodes.set(id, { id, name, step });
    return id;
  };
  return {
    links: links.map((row) => ({
      source: node(row.step, row.from),
      target: node(row.step + 1, row.to),
      value: row.value,
    })),
    nodes: [...nodes.values()].sort((a, b) => a.step - b.step || a.name.localeCompare(b.name)),
  };
}
