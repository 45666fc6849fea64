import { filterById, metricById, metricDimension, type UrlState } from '@prism/domain';
import { chartLeaves, type ChartDefinition } from './chart-definition';

/**
 * The parameters each details page reads from its address (spec 000 section 2), by route path.
 * `appSection`, `activatedExperiments` and `variantUuids` are catalogue filters the page's filter
 * state applies already; `compareFeature` and `compareVersion` reach charts through `compare`.
 */
const API_PARAMS = ['apiName', 'httpVerb', 'apiArchitecture', 'apiOperationName', 'apiOperationType'];
export const DETAILS_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'client-analytics/page-views/details': ['pageName', 'appSection'],
  'client-analytics/errors/details': ['errorCode', 'errorType'],
  'client-analytics/apis/details': API_PARAMS,
  'client-analytics/apis/visit-ids': [...API_PARAMS, 'responseText', 'responseCode'],
  'client-analytics/events/details': ['eventCaseID'],
  'client-analytics/release-summary/details': ['releaseVersion'],
  'client-analytics/experiment-snapshot/details': ['experimentUuid', 'activatedExperiments', 'variantUuids'],
  'server-analytics/overview/details': ['apiName'],
  'server-analytics/overview/response-code': ['responseCode', 'apiName'],
};

/** Parameters named differently from the metric dimension they scope. */
const PARAM_DIMENSION: Readonly<Record<string, string>> = {
  releaseVersion: 'appVersion',
  experimentUuid: 'experimentUuids',
};

/** One details parameter the address carries, and the dimension it scopes the charts by. */
export interface DetailsParam {
  param: string;
  dimension: string;
  values: string[];
}

/**
 * The details parameters of the page at `path` that its address sets, with their values. The
 * page-specific ones (`errorCode`, `pageName`, …) come from the state's other parameters, plain or
 * in the bracket format; `releaseVersion` from its own field; catalogue filters (`appSection`,
 * `variantUuids`, …) from the page's filters, which every chart applies already.
 */
export function detailsParamsRead(path: string, state: UrlState): DetailsParam[] {
  return (DETAILS_PARAMS[path] ?? []).flatMap((param) => {
    const values =
      param === 'releaseVersion'
        ? state.releaseVersion
          ? [state.releaseVersion]
          : []
        : filterById(param)
          ? (state.filters[param] ?? [])
          : state.other
              .filter(([key]) => key === param || key === `${param}[]`)
              .map(([, value]) => value.trim())
              .filter((value, index, all) => value !== '' && all.indexOf(value) === index);
    return values.length > 0 ? [{ param, dimension: PARAM_DIMENSION[param] ?? param, values }] : [];
  });
}

/**
 * The page's charts scoped by its details parameters: each parameter that is not already a page
 * filter becomes a fixed `dimension:value` filter of every chart (and every tab of a multi chart)
 * whose metric has that dimension. Charts whose metric lacks it are left as they are.
 */
export function detailsChartsScope(
  charts: readonly ChartDefinition[],
  params: readonly DetailsParam[],
): ChartDefinition[] {
  const own = params.filter(({ param }) => !filterById(param));
  if (own.length === 0) return [...charts];
  const scope = (chart: ChartDefinition): ChartDefinition => {
    if (chart.kind === 'multi') return { ...chart, tabs: chartLeaves(chart).map(scope) };
    const metric = metricById(chart.metric);
    const added = own.flatMap(({ dimension, values }) =>
      metric && metricDimension(metric, dimension) ? values.map((value) => `${dimension}:${value}`) : [],
    );
    return added.length > 0 ? { ...chart, filter: [...(chart.filter ?? []), ...added] } : chart;
  };
  return charts.map(scope);
}
