import { CLIENT_DIMENSIONS, METRICS, SERVER_DIMENSIONS, type MetricDefinition } from '@prism/domain';
import Fuse from 'fuse.js';

export interface MetricSection {
  table: MetricDefinition['table'];
  label: string;
  metrics: MetricDefinition[];
}

const TABLE_LABELS: Record<MetricDefinition['table'], string> = {
  client: 'Client events',
  server: 'Server events',
};

const fuse = new Fuse(METRICS, {
  keys: ['label', 'id', 'description'],
  threshold: 0.35,
  ignoreLocation: true,
});

/**
 * The metric catalogue for the chart dialog, by the table the metrics read, each in catalogue
 * order; a search keeps the metrics whose label, id or description match it (fuzzy, best first),
 * and `fits` the ones the chosen chart kind can draw.
 */
export function metricCatalogueSections(
  search: string,
  fits: (metric: MetricDefinition) => boolean = () => true,
): MetricSection[] {
  const trimmed = search.trim();
  const metrics = (trimmed ? fuse.search(trimmed).map((result) => result.item) : METRICS).filter(fits);
  return (['client', 'server'] as const)
    .map((table) => ({
      table,
      label: TABLE_LABELS[table],
      metrics: metrics.filter((metric) => metric.table === table),
    }))
    .filter((section) => section.metrics.length > 0);
}

/** The dimensions a metric can be grouped and filtered by, by name. */
export function metricDimensionNames(metricId: string): string[] {
  const metric = METRICS.find((candidate) => candidate.id === metricId);
  if (!metric) return [];
  const known = new Set(
    (metric.table === 'client' ? CLIENT_DIMENSIONS : SERVER_DIMENSIONS).map((d) => d.name),
  );
  return metric.dimensions.filter((name) => known.has(name)).sort((a, b) => a.localeCompare(b));
}
