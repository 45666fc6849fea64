import { TVE_APP_ID, urlStateEnvironmentSet, urlStateFilterClauses, urlStateFilterSet } from '@prism/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { applicationsQuery, type ApplicationDetail } from '../../features/applications/api/get-applications';
import type { ChartPageScope } from '../../features/charts/lib/chart-definition';
import { FilterBar } from '../../features/filters/components/filter-bar';
import { groupsQuery } from '../../features/groups/api/get-groups';
import { useUrlState, type UrlStateHandle } from '../../features/time/hooks/use-url-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { EntityLine } from './entity-line';
import styles from './page.module.css';
import { useRouteEntity } from './use-route-entity';

/** Opened right after creation: the dashboard page starts in editing so charts can be added. */
export interface DashboardOpenState {
  edit?: boolean;
}

/** Where a notice for the next page travels (after a delete): the history entry's state. */
export interface DashboardsNotice {
  notice?: string;
}

/** The address of a page under the open entity, e.g. `dashboards/new`, with a query string. */
export function entityPagePath(entity: Entity, page: string, search = ''): string {
  return `/${encodeURIComponent(entity.id).replace(/%40/g, '@')}/${page}${search}`;
}

/**
 * The TVE entry stands for the TV-everywhere sign-in applications: those of the tve domain that
 * send client events (kind tve or client), not backends and not the video apps.
 */
function tveClientApp(detail: ApplicationDetail): boolean {
  return detail.domain === 'tve' && (detail.kind === 'client' || detail.kind === 'tve');
}

/**
 * The applications an entity's dashboards read: the application itself, a group's members, or for
 * the TVE entry (which has no record of its own) the TV-everywhere client applications.
 */
export function dashboardEntityApps(
  entity: Entity,
  details: readonly ApplicationDetail[],
  groups: readonly { _id: string; applicationIDs: string[] }[],
): { appIds: string[]; apps: ApplicationDetail[] } {
  let appIds: string[];
  if (entity.kind === 'group') appIds = groups.find((group) => group._id === entity.id)?.applicationIDs ?? [];
  else if (details.some((detail) => detail.id === entity.id)) appIds = [entity.id];
  else if (entity.id === TVE_APP_ID) appIds = details.filter(tveClientApp).map((detail) => detail.id);
  else appIds = [entity.id];
  const apps = appIds.flatMap((id) => details.filter((detail) => detail.id === id));
  return { appIds, apps };
}

export interface DashboardPageContext {
  entity: Entity;
  url: UrlStateHandle;
  scope: ChartPageScope;
  apps: ApplicationDetail[];
}

/**
 * What every dashboard page reads: the open entity (its document title typed by kind), the URL's
 * time and filter state, and the entity's applications, as the chart scope.
 */
export function useDashboardPage(title: string): DashboardPageContext {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  // The entity route has loaded both lists; a failed group list must not turn pending again here.
  const applications = useQuery({ ...applicationsQuery(), refetchOnMount: false, retryOnMount: false });
  const groups = useQuery({ ...groupsQuery(), refetchOnMount: false, retryOnMount: false });
  const url = useUrlState({ appName: entity.kind === 'application' ? entity.id.split('@')[0] : undefined });
  const { appIds, apps } = useMemo(
    () => dashboardEntityApps(entity, applications.data?.details ?? [], groups.data ?? []),
    [entity, applications.data, groups.data],
  );
  const timeZone = url.state.origintz ?? url.browserTimeZone;
  const scope = useMemo(() => ({ state: url.state, appIds, timeZone }), [url.state, appIds, timeZone]);
  return { entity, url, scope, apps };
}

/** The page frame: the entity line, the title row (with the time menu when asked) and the content. */
export function DashboardPageFrame({
  entity,
  title,
  badge,
  actions,
  scopeBar,
  children,
}: {
  entity: Entity;
  title: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  /** Below the title row: the filter bar. */
  scopeBar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>
            {title}
            {badge}
          </h1>
          {actions}
        </div>
        {scopeBar}
      </div>
      {children}
    </div>
  );
}

/** The filter bar of a page of charts, kept in the URL; none until the applications are known. */
export function DashboardFilterBar({ context }: { context: DashboardPageContext }) {
  const { url, scope, apps } = context;
  const { state, range, update } = url;
  if (scope.appIds.length === 0) return null;
  return (
    <div className={styles.scopeControls}>
      <FilterBar
        scope={{
          appIds: scope.appIds,
          apps,
          period: `${range.startMs}:${range.endMs}`,
          environment: state.environment,
        }}
        clauses={urlStateFilterClauses(state)}
        onEnvironmentChange={(environment) =>
          update((current) => urlStateEnvironmentSet(current, environment))
        }
        onFilterChange={(id, value) => update((current) => urlStateFilterSet(current, id, value))}
      />
    </div>
  );
}
