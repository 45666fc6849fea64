import { urlStateFilterSet, VARIANT_FILTER_ID, type UrlState } from '@prism/domain';
import { chartVisible, type ChartDefinition, type ChartVisibilityContext } from './chart-definition';
import { detailsChartsScope, detailsParamsRead, type DetailsParam } from './details-params';

/** The entity a page is open for, as the visibility rules read it. */
export interface PageEntity {
  kind: 'application' | 'group';
  id: string;
  apps: readonly { id: string; type: string; domain: string; dataSource: string }[];
}

/** An entity's visibility context: its applications' ids, domains, types and data sources. */
export function pageVisibilityContext(entity: PageEntity): ChartVisibilityContext {
  const unique = (values: string[]) => [...new Set(values)];
  return {
    entityKind: entity.kind === 'group' ? 'group' : 'app',
    ...(entity.kind === 'group' ? { groupId: entity.id } : {}),
    apps: entity.apps.map((app) => app.id),
    domains: unique(entity.apps.map((app) => app.domain)),
    appTypes: unique(entity.apps.map((app) => app.type)),
    dataSources: unique(entity.apps.map((app) => app.dataSource)),
  };
}

/** Most variants drawn side by side: each adds a card per variant chart to the page's one request. */
export const PAGE_VARIANTS_MAX = 4;

export interface PageChartsInput {
  /** The route path, e.g. `client-analytics/errors/details`. */
  path: string;
  charts: readonly ChartDefinition[];
  /** Charts drawn once per variant the URL chooses (the experiment snapshot pages). */
  variantCharts?: readonly ChartDefinition[];
  /** Variant names by uuid, when known; a variant without one is shown by its uuid's first part. */
  variantNames?: ReadonlyMap<string, string>;
  state: UrlState;
  entity: PageEntity;
}

export interface PageCharts {
  charts: ChartDefinition[];
  /** The state the charts read: the page's, less the variants when each has its own cards. */
  state: UrlState;
  /** The details parameters the address set (for the page's "showing" line). */
  params: DetailsParam[];
  /** How many charts the entity's applications do not get (visibility rules). */
  hidden: number;
}

/**
 * The charts a page draws for its address and entity: scoped by the details parameters the address
 * carries, the variant charts repeated for each chosen variant (filtered to it, the page's variant
 * filter then left to them), and only those the entity's applications get under the visibility
 * rules.
 */
export function pageChartsResolve(input: PageChartsInput): PageCharts {
  const params = detailsParamsRead(input.path, input.state);
  const variants = (input.state.filters[VARIANT_FILTER_ID] ?? []).slice(0, PAGE_VARIANTS_MAX);
  const perVariant =
    input.variantCharts && variants.length > 0
      ? variants.flatMap((uuid) =>
          (input.variantCharts ?? []).map((chart) => ({
            ...chart,
            id: `${chart.id}-${uuid}`,
            title: `${chart.title}: ${input.variantNames?.get(uuid) ?? uuid.split('-')[0]}`,
            filter: [...(chart.filter ?? []), `${VARIANT_FILTER_ID}:${uuid}`],
          })),
        )
      : [];
  const state =
    perVariant.length > 0 ? urlStateFilterSet(input.state, VARIANT_FILTER_ID, undefined) : input.state;
  const scoped = detailsChartsScope([...input.charts, ...perVariant], params);
  const context = pageVisibilityContext(input.entity);
  const charts = scoped.filter((chart) => chartVisible(chart, context));
  return { charts, state, params, hidden: scoped.length - charts.length };
}
