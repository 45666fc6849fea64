import {
  MSG,
  VARIANT_FILTER_ID,
  EXPERIMENT_FILTER_ID,
  filterById,
  filtersForApps,
  pageControlsFor,
  periodResolve,
  urlStateCompareSet,
  urlStateDefaults,
  urlStateEnvironmentSet,
  urlStateExperimentsSet,
  urlStateFilterClauses,
  urlStateFilterSet,
  urlStatePeriodContext,
  urlStateUsesSimpleMenu,
  type RetentionSubject,
} from '@prism/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { AreaRoute as AreaRouteDefinition } from '../area-routes';
import { applicationsQuery, type ApplicationDetail } from '../../features/applications/api/get-applications';
import { useSession } from '../../features/auth/hooks/use-session';
import { ChartGrid } from '../../features/charts/components/chart-grid';
import type { ChartDefinition } from '../../features/charts/lib/chart-definition';
import { pageChartsResolve } from '../../features/charts/lib/page-charts';
import { PAGE_CHARTS, PAGE_VARIANT_CHARTS } from '../../features/charts/lib/page-registry';
import { CompareMenu } from '../../features/compare/components/compare-menu';
import { useExperiments } from '../../features/experiments/api/get-experiments';
import { ExperimentsPicker } from '../../features/experiments/components/experiments-picker';
import { experimentProductsOf } from '../../features/experiments/lib/experiment-products';
import { useFilterOptions } from '../../features/filters/api/get-filter-options';
import { FilterBar } from '../../features/filters/components/filter-bar';
import type { FilterScope } from '../../features/filters/lib/filter-scope';
import { groupsQuery } from '../../features/groups/api/get-groups';
import { TimeMenu, TimeRangeText, type TimeMenuValue } from '../../features/time/components/time-menu';
import { useUrlState, type UrlStateHandle } from '../../features/time/hooks/use-url-state';
import { recentPeriodsRead, recentPeriodsRemember } from '../../features/time/lib/time-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { useRouteEntity } from './entity-route';
import styles from './routes.module.css';

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

const ENTITY_KIND_LABEL = { application: 'Application', group: 'Group' } as const;

/**
 * The applications an entity stands for, with their details when the list knows them. Reads the
 * lists the entity route loaded without refetching them on mount: a failed group list refetched
 * here would turn pending again and take the page away (the entity route waits on pending lists).
 */
function useEntityApps(entity: Entity | undefined): { appIds: string[]; apps: ApplicationDetail[] } {
  const applications = useQuery({ ...applicationsQuery(), refetchOnMount: false, retryOnMount: false });
  const groups = useQuery({ ...groupsQuery(), refetchOnMount: false, retryOnMount: false });
  if (!entity) return { appIds: [], apps: [] };
  const appIds =
    entity.kind === 'application'
      ? [entity.id]
      : (groups.data?.find((group) => group._id === entity.id)?.applicationIDs ?? []);
  const details = applications.data?.details ?? [];
  const apps = appIds.flatMap((id) => details.filter((detail) => detail.id === id));
  return { appIds, apps };
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
        {entity ? (
          <p className={styles.pageEyebrow}>
            {ENTITY_KIND_LABEL[entity.kind]} <strong>{entity.name}</strong>
          </p>
        ) : null}
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
      {charts && scoped ? (
        page && page.charts.length === 0 ? (
          <p className={styles.buildingNote} role="note">
            {MSG.chartsNoneApply}
          </p>
        ) : page ? (
          <ChartGrid
            charts={page.charts}
            scope={{ state: page.state, appIds, timeZone: url.state.origintz ?? url.browserTimeZone }}
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
  const { state, browserTimeZone, now } = url;
  const range = periodResolve(state.period, urlStatePeriodContext(state, now, browserTimeZone));
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

/**
 * The page's time menu and resolved range, read from and written to the URL. Applying remembers
 * the period among the recent ones.
 */
export function TimeControls({ url, retention }: { url: UrlStateHandle; retention?: RetentionSubject }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { state, browserTimeZone, now, update } = url;
  const defaults = urlStateDefaults(pathname);
  const value: TimeMenuValue = {
    period: state.period,
    periodOffset: state.periodOffset,
    stepMs: state.step,
    fiscal: state.fiscalTime,
    partialData: state.partialData,
    timeZone: state.origintz ?? browserTimeZone,
  };
  return (
    <div className={styles.timeControls}>
      <TimeRangeText value={value} now={now} />
      <TimeMenu
        value={value}
        defaults={{
          period: defaults.period,
          periodOffset: defaults.periodOffset,
          stepMs: defaults.step,
          fiscal: defaults.fiscalTime,
          partialData: defaults.partialData,
          timeZone: browserTimeZone,
        }}
        now={now}
        simple={urlStateUsesSimpleMenu(pathname)}
        roles={user.roles}
        retention={retention}
        recentPeriods={recentPeriodsRead()}
        onApply={(applied) => {
          if (applied.period !== state.period) recentPeriodsRemember(applied.period);
          update((current) => ({
            ...current,
            period: applied.period,
            periodOffset: applied.periodOffset,
            step: applied.stepMs,
            fiscalTime: applied.fiscal,
            partialData: applied.partialData,
            origintz: applied.timeZone === browserTimeZone ? undefined : applied.timeZone,
          }));
        }}
      />
    </div>
  );
}

interface ScopeControlsProps {
  url: UrlStateHandle;
  appIds: string[];
  apps: ApplicationDetail[];
  controls: ReturnType<typeof pageControlsFor>;
}

/** Filters, experiments and the compare menu, all kept in the URL. */
function ScopeControls({ url, appIds, apps, controls }: ScopeControlsProps) {
  const { state, browserTimeZone, now, update } = url;
  const timeZone = state.origintz ?? browserTimeZone;
  const range = periodResolve(state.period, urlStatePeriodContext(state, now, browserTimeZone));
  const scope: FilterScope = {
    appIds,
    apps,
    period: `${range.startMs}:${range.endMs}`,
    environment: state.environment,
  };
  const [compareOpen, setCompareOpen] = useState(false);
  const versions = useFilterOptions(
    { filterId: 'appVersion', appIds, period: scope.period, environment: scope.environment },
    { enabled: controls.compare && compareOpen },
  );
  const available = filtersForApps(apps);
  // Every applied filter gets a pill (hidden event types and ids set by other pages included),
  // except the experiments and variants when the experiments picker shows them itself.
  const pickerIds = controls.experiments ? [EXPERIMENT_FILTER_ID, VARIANT_FILTER_ID] : [];
  const clauses = urlStateFilterClauses(state).filter((clause) => !pickerIds.includes(clause.id));

  return (
    <div className={styles.scopeControls}>
      {controls.filters ? (
        <FilterBar
          scope={scope}
          available={available}
          clauses={clauses}
          onEnvironmentChange={(environment) =>
            update((current) => urlStateEnvironmentSet(current, environment))
          }
          onFilterChange={(id, value) => update((current) => urlStateFilterSet(current, id, value))}
        />
      ) : null}
      <div className={styles.scopeActions}>
        {controls.experiments ? (
          <ExperimentsPicker
            input={{ startMs: range.startMs, endMs: range.endMs, products: experimentProductsOf(appIds) }}
            experiments={state.filters[EXPERIMENT_FILTER_ID] ?? []}
            variants={state.filters[VARIANT_FILTER_ID] ?? []}
            timeZone={timeZone}
            onExperimentsChange={(experiments) =>
              update((current) => urlStateExperimentsSet(current, experiments))
            }
            onVariantsChange={(variants) =>
              update((current) =>
                urlStateFilterSet(current, VARIANT_FILTER_ID, { operator: 'IS_ONE_OF', values: variants }),
              )
            }
          />
        ) : null}
        {controls.compare ? (
          <CompareMenu
            feature={state.compareFeature}
            version={state.compareVersion}
            versions={{
              status: versions.status,
              options: (versions.data ?? []).map((option) => option.value),
              onRetry: () => void versions.refetch(),
            }}
            onOpenChange={setCompareOpen}
            onApply={(feature, version) => update((current) => urlStateCompareSet(current, feature, version))}
          />
        ) : null}
      </div>
    </div>
  );
}
