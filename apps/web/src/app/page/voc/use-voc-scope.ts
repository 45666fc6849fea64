import { useCallback, useMemo } from 'react';
import type { Entity } from '../../entity-resolve';
import { useEntityApps } from '../use-entity-apps';
import { useRouteEntity } from '../use-route-entity';
import { useUrlState, type UrlStateHandle } from '../../../features/time/hooks/use-url-state';
import {
  showPiiRead,
  vocFiltersRead,
  vocFiltersWrite,
  type VocFilters,
} from '../../../features/voice-of-customer/lib/voc-filters';
import {
  vocPagePath,
  vocRouteOf,
  type VocFamily,
  type VocPage,
} from '../../../features/voice-of-customer/lib/voc-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AreaRoute } from '../../area-routes';

/**
 * What every Voice of Customer page works on: the entity and its applications, the period of the
 * simple time menu, the feedback filters and `showPII` from the address, and the variables the
 * feedback calls take for them (`applicationIDs`, `period`, `periodOffset`, the filters, `showPII`).
 */
export interface VocScope {
  entity: Entity;
  /** The page's title (the area route's). */
  title: string;
  appIds: string[];
  /** The applications' types (WebSurvey applications get the Endpoint note of spec 001 section 5). */
  appTypes: string[];
  family: VocFamily;
  url: UrlStateHandle;
  filters: VocFilters;
  showPII: boolean;
  /** The variables of a filtered feedback call: scope, period, filters and showPII. */
  variables: Record<string, unknown>;
  /** The variables without the period (calls that take none, and the all-time counts). */
  scopeVariables: { applicationIDs: string[] };
  /** Replaces the filters in the address (debounced with the other URL state; page goes back to 0). */
  setFilters: (filters: VocFilters) => void;
  /** The path of another page of this family for this entity. */
  pathOf: (page: VocPage) => string;
}

/** The props of every Voice of Customer route: its row of the area routes. */
export interface VocRouteProps {
  route: AreaRoute;
}

/** The scope of a Voice of Customer route; also sets the document title (spec 000 section 2). */
export function useVocScope(route: AreaRoute): VocScope {
  const entity = useRouteEntity();
  const family = vocRouteOf(route.path)?.family ?? 'client-analytics';
  useDocumentTitle({
    page: route.title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { appIds, apps } = useEntityApps(entity);
  const appTypes = useMemo(() => [...new Set(apps.map((app) => app.type))], [apps]);
  const url = useUrlState();
  const { state } = url;
  const filters = useMemo(() => vocFiltersRead(state), [state]);
  const showPII = showPiiRead(state);
  const variables = useMemo(
    () => ({
      applicationIDs: appIds,
      period: state.period,
      periodOffset: state.periodOffset,
      ...filters,
      showPII,
    }),
    [appIds, state.period, state.periodOffset, filters, showPII],
  );
  const scopeVariables = useMemo(() => ({ applicationIDs: appIds }), [appIds]);
  const { update } = url;
  const setFilters = useCallback(
    (next: VocFilters) =>
      update((current) => {
        const written = vocFiltersWrite(current, next);
        return { ...written, other: written.other.filter(([key]) => key !== 'page') };
      }),
    [update],
  );
  const pathOf = useCallback((page: VocPage) => vocPagePath(entity.id, family, page), [entity.id, family]);
  return {
    entity,
    title: route.title,
    appIds,
    appTypes,
    family,
    url,
    filters,
    showPII,
    variables,
    scopeVariables,
    setFilters,
    pathOf,
  };
}
