import {
  CLIENT_DIMENSIONS,
  METRICS,
  SERVER_DIMENSIONS,
  type MetricCondition,
  type MetricDefinition,
} from './metrics';

function conditionText(condition: MetricCondition): string {
  if ('present' in condition) return `\`${condition.field}\` is present`;
  if ('below' in condition) return `\`${condition.field}\` < ${condition.below}`;
  return `\`${condition.field}\` = \`${String(condition.equals)}\``;
}

function measureText(metric: MetricDefinition): string {
  const { measure } = metric;
  switch (measure.kind) {
    case 'events':
      return 'number of events';
    case 'distinct':
      return `number of distinct \`${measure.field}\` (exact)`;
    case 'successRate':
      return `percentage (0-100) of events where ${conditionText(measure.success)}`;
    case 'average':
      return `mean of \`${measure.field}\` over the events that carry it`;
    case 'percentile':
      return `${measure.q * 100}th percentile (nearest rank) of \`${measure.field}\` over the events that carry it`;
    case 'share':
      return `percentage of \`${measure.part}\` in \`${measure.part}\` + \`${measure.rest}\`, both summed`;
  }
}

function exampleOf(metric: MetricDefinition): string {
  const app = metric.table === 'client' ? 'OneApp@Roku' : 'IdentityService@Web@portals';
  const group = metric.defaultGroup ? `&type=top&group=${metric.defaultGroup}&limit=10` : '&step=3600000';
  return `GET /api/realtime-dashboard?appID=${app}&metric=${encodeURIComponent(metric.id)}&period=24h${group}`;
}

/** docs/metrics.md, written from the catalogue by `scripts/metrics-doc.ts`. */
export function metricsDocument(): string {
  const lines = [
    '# Metrics',
    '',
    '<!-- Written by `npx tsx scripts/metrics-doc.ts` from packages/domain/src/metrics.ts: edit the catalogue, not this file. -->',
    '',
    'Every chart asks the metric engine for one of these metrics by name, through',
    '`GET /api/realtime-dashboard` or `POST /api/multi-chart` (see [api.md](api.md)). A query names',
    'the applications (`appID` or `appIDs[]`; for server metrics, the services), the period, the',
    'step, the time zone (`origintz`), `filter[]=name:value` strings (several values of one name mean',
    '"one of"; `filterOperators[name]=OPERATOR` picks another operator: IS, IS_NOT, IS_ONE_OF,',
    'IS_ALL_OF, IS_NONE_OF, EXISTS, DOES_NOT_EXIST, EXISTS_AND_IS_NOT, EXISTS_AND_IS_NOT_ONE_OF) and',
    'the shape (`type`):',
    '',
    '- `line`: a series per group (the top `limit` groups) or one series; buckets aligned in the time',
    '  zone; the last bucket left out while it is still filling unless `partialData=true`.',
    '- `top`: the top `limit` groups over the period, most first.',
    '- `stats`: the total over the period, and the min, mean and max of the series.',
    '- `aggregate`: the total over the period beside the total over the previous period.',
    '- `sunburst` and `grid`: a `group` broken down by a `subGroup` (every sub-group of the top',
    '  `limit` groups).',
    '- `network`: API hosts and API names as nodes, calls and success rates on nodes and links (API',
    '  metrics only).',
    '- `sankey`: how visits move from page to page over their first five page views, as step-numbered',
    '  pages and the number of visits on each link (page view metrics only).',
    '',
    'A `compareFeature` (allData, anotherVersion, previousPeriod, previousPeriodOtherVersion, with',
    '`compareVersion` where a version is needed) adds the compare line: the same chart for all of',
    "the app's data, another `appVersion`, or the previous period.",
    '',
    'Grouping or filtering a metric by a dimension it does not have is a 400 that says',
    "`Can't filter this metric by: …` or `Can't group this metric by: …`.",
    '',
    '## Dimensions',
    '',
    `Client metrics: ${CLIENT_DIMENSIONS.map((d) => `\`${d.name}\``).join(', ')}.`,
    '',
    `Server metrics: ${SERVER_DIMENSIONS.map((d) => `\`${d.name}\``).join(', ')}.`,
    '',
    'List dimensions (`experimentUuids`, `activatedExperiments`, `variantUuids`) can be filtered by',
    'but not grouped by yet.',
    '',
    '## Catalogue',
    '',
  ];
  for (const metric of METRICS) {
    lines.push(`### \`${metric.id}\`: ${metric.label}`, '');
    lines.push(metric.description, '');
    lines.push(
      `- Events: ${metric.table} events${metric.where.length ? ` where ${metric.where.map(conditionText).join(' and ')}` : ''}.`,
    );
    lines.push(`- Measures: ${measureText(metric)}.`);
    lines.push(
      `- Dimensions: every ${metric.table} dimension above${metric.defaultGroup ? `; a top-N groups by \`${metric.defaultGroup}\` unless told otherwise` : ''}.`,
    );
    lines.push(`- Example: \`${exampleOf(metric)}\``, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
