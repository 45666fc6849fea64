import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ChartLabels } from '../../features/charts/components/chart-widget';
import { useEventCase } from '../../features/registry/api/get-event-case';
import { useEventCases } from '../../features/registry/api/get-event-cases';
import { EventCaseCard } from '../../features/registry/components/event-case-card';
import type { Entity } from '../entity-resolve';
import { entityPagePath } from './dashboard-page';

/** The client-analytics pages that name event cases by the registry's names. */
const EVENT_PAGES = new Set(['client-analytics/events', 'client-analytics/events/details']);

/**
 * On the client-analytics events pages, the registry's case names beside the case ids of charts
 * grouped by `eventCaseID`; undefined elsewhere (nothing is asked) and while the cases load.
 */
export function useEventCaseLabels(
  path: string | undefined,
  appIds: readonly string[],
): ChartLabels | undefined {
  const eventPage = path !== undefined && EVENT_PAGES.has(path);
  const cases = useEventCases(eventPage ? appIds : []);
  return useMemo(
    () =>
      eventPage && cases.data
        ? { eventCaseID: new Map(cases.data.map((eventCase) => [eventCase.id, eventCase.name])) }
        : undefined,
    [eventPage, cases.data],
  );
}

/**
 * On client-analytics/events/details: the registry's definition of the case the address names
 * (`eventCaseID`), linking to its registry details with the page's period kept.
 */
export function EventCaseRegistryCard({ entity, path }: { entity: Entity; path: string | undefined }) {
  const [params] = useSearchParams();
  const id = path === 'client-analytics/events/details' ? (params.get('eventCaseID') ?? '') : '';
  const eventCase = useEventCase(id);
  if (!id) return null;
  const query = new URLSearchParams(params);
  query.delete('eventCaseID');
  query.set('entityID', id);
  if (eventCase.data) query.set('domain', eventCase.data.domain);
  return (
    <EventCaseCard
      id={id}
      eventCase={eventCase.data}
      failed={eventCase.isError}
      registryHref={entityPagePath(entity, 'quantum-resources/event-cases/details', `?${query}`)}
    />
  );
}
