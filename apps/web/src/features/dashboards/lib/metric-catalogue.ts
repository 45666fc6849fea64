import {
  METRICS,
  metricById,
  metricDimensionOffer,
  type MetricDefinition,
  type MetricDimensionOffer,
  type OfferApp,
} from '@prism/domain';
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
 * and `fits` the ones the chosen chart kind can draw and the dashboard's applications send.
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

const NO_OFFER: MetricDimensionOffer = { groups: [], filters: [] };

/**
 * What a chart of the metric can be grouped and filtered by for the dashboard's applications, with
 * labels (see `metricDimensionOffer`); nothing for an unknown or unchosen metric.
 */
export function metricDimensionChoices(
  metricId: string,
  apps: readonly OfferApp[] = [],
): MetricDimensionOffer {
  const metric = metricById(metricId);
  return metric ? metricDimensionOffer(metric, apps) : NO_OFFER;
}
