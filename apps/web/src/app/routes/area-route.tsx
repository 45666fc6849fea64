import { MSG, VARIANT_FILTER_ID, filterById, pageControlsFor, type RetentionSubject } from '@prism/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AreaRoute as AreaRouteDefinition } from '../area-routes';
import { ChartGrid } from '../../features/charts/components/chart-grid';
import type { ChartDefinition } from '../../features/charts/lib/chart-definition';
import { pageChartsResolve } from '../../features/charts/lib/page-charts';
import { PAGE_CHARTS, PAGE_VARIANT_CHARTS } from '../../features/charts/lib/page-registry';
import { useExperiments } from '../../features/experiments/api/get-experiments';
import { experimentProductsOf } from '../../features/experiments/lib/experiment-products';
import { useUrlState, type UrlStateHandle } from '../../features/time/hooks/use-url-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { EntityLine } from '../page/entity-line';
import { EventCaseRegistryCard, useEventCaseLabels } from '../page/event-case-registry';
import styles from '../page/page.module.css';
import { ScopeControls } from '../page/scope-controls';
import { TimeControls } from '../page/time-controls';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

export interface AreaRouteProps {
  route: AreaRouteDefinition;
}

/** The pages whose charts are built, by route path (`page-registry.ts`); the others still say they are being built. */
const AREA_CHARTS = PAGE_CHARTS;

/** An area page of an application or group (`/:entityID/…`). */
export function EntityAreaRoute({ route }: AreaRouteProps) {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: route.title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  return (
    <AreaPage
      title={route.title}
      entity={entity}
      path={route.path}
      charts={AREA_CHARTS[route.path]}
      variantCharts={PAGE_VARIANT_CHARTS[route.path]}
    />
  );
}

/** A top-level area page (tools, data sources, release, administration). */
export function GlobalAreaRoute({ route }: AreaRouteProps) {
  useDocumentTitle({ page: route.title });
  return <AreaPage title={route.title} />;
}

/**
 * The page every area route shows until its screen is written: what it is, for which application
 * or group, its scoping controls (time, filters, experiments, compare, as the path allows), and
 * its charts where they are built (`AREA_CHARTS`), otherwise plainly that they are not built yet.
 */
function AreaPage({
  title,
  entity,
  path,
  charts,
  variantCharts,
}: {
  title: string;
  entity?: Entity;
  path?: string;
  charts?: readonly ChartDefinition[];
  variantCharts?: readonly ChartDefinition[];
}) {
  const { pathname } = useLocation();
  const { appIds, apps } = useEntityApps(entity);
  const url = useUrlState({ appName: entity?.kind === 'application' ? entity.id.split('@')[0] : undefined });
  const controls = pageControlsFor(pathname);
  const videoDomain = apps.length > 0 && apps.every((app) => app.domain === 'video');
  const retention: RetentionSubject | undefined =
    entity && videoDomain ? { kind: entity.kind, name: entity.name } : undefined;
  const scoped = appIds.length > 0;
  const variantNames = useVariantNames(url, appIds, Boolean(variantCharts));
  const labels = useEventCaseLabels(path, appIds);
  // The visibility rules read the applications' details: charts wait for them.
  const page = useMemo(
    () =>
      charts && entity && path && apps.length > 0
        ? pageChartsResolve({
            path,
            charts,
            variantCharts,
            variantNames,
            state: url.state,
            entity: { kind: entity.kind, id: entity.id, apps },
          })
        : undefined,
    [charts, variantCharts, variantNames, entity, path, apps, url.state],
  );

  // The details parameters that are catalogue filters show as the filter bar's pills already.
  const detailsShown = page?.params.filter(({ param }) => !filterById(param)) ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        {entity ? <EntityLine entity={entity} /> : null}
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>{title}</h1>
          {controls.time ? <TimeControls url={url} retention={retention} /> : null}
        </div>
        {detailsShown.length > 0 ? (
          <p className={styles.pageEyebrow} data-testid="details-scope">
            Showing{' '}
            {detailsShown.map(({ param, values }, index) => (
              <span key={param}>
                {index > 0 ? ', ' : ''}
                {param} <strong>{values.join(' or ')}</strong>
              </span>
            ))}
          </p>
        ) : null}
        {scoped && (controls.filters || controls.compare || controls.experiments) ? (
          <ScopeControls url={url} appIds={appIds} apps={apps} controls={controls} />
        ) : null}
      </div>
      {entity && scoped ? <EventCaseRegistryCard entity={entity} path={path} /> : null}
      {charts && scoped ? (
        page && page.charts.length === 0 ? (
          <p className={styles.buildingNote} role="note">
            {MSG.chartsNoneApply}
          </p>
        ) : page ? (
          <ChartGrid
            charts={page.charts}
            scope={{ state: page.state, appIds, timeZone: url.state.origintz ?? url.browserTimeZone }}
            {...(labels ? { labels } : {})}
          />
        ) : null
      ) : (
        <p className={styles.buildingNote} role="note">
          This page is being built; its charts and tables are not ready yet.
        </p>
      )}
    </div>
  );
}

/**
 * The names of the variants the address chooses, from the experiments of the entity's products
 * that started before the period ends (an experiment still running may have started long before
 * it); undefined until they load or when the page has no variant charts.
 */
function useVariantNames(
  url: UrlStateHandle,
  appIds: string[],
  enabled: boolean,
): ReadonlyMap<string, string> | undefined {
  const { state, range } = url;
  const chosen = state.filters[VARIANT_FILTER_ID] ?? [];
  const experiments = useExperiments(
    { startMs: 0, endMs: range.endMs, products: experimentProductsOf(appIds) },
    { enabled: enabled && chosen.length > 0 },
  );
  return useMemo(
    () =>
      experiments.data
        ? new Map(
            experiments.data.flatMap((experiment) =>
              experiment.variants.map((variant) => [variant.uuid, variant.name] as const),
            ),
          )
        : undefined,
    [experiments.data],
  );
}
