import { periodResolve, type Survey, type SurveyResponseFilters } from '@prism/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { SurveyScopeInput } from '../../../features/survey-tool/api/survey-graphql';
import { surveysQuery } from '../../../features/survey-tool/api/surveys';
import {
  surveyFiltersRead,
  surveyFiltersWrite,
} from '../../../features/survey-tool/components/filters/survey-filters';
import { useUrlState, type UrlStateHandle } from '../../../features/time/hooks/use-url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AreaRoute } from '../../area-routes';
import type { Entity } from '../../entity-resolve';
import { useEntityApps } from '../use-entity-apps';
import { useRouteEntity } from '../use-route-entity';

/** The survey pages' period zone: the server's Voice of Customer zone (UTC−7, spec 001 section 9). */
export const SURVEY_PERIOD_ZONE = 'Etc/GMT+7';

/**
 * What every survey-tool page works on: the entity and its survey-tool application, that
 * application's surveys, the survey chosen in the address (`surveyID`, spec 001 section 2; the
 * newest survey when none is named) and the period of the simple time menu as a `[from, to)` range.
 */
export interface SurveyScope {
  entity: Entity;
  title: string;
  /** The survey-tool application the pages work on (the entity's first application). */
  applicationId: string | null;
  /** The application's type (WebSurvey applications get the Endpoint note of spec 001 section 5). */
  applicationType: string | null;
  url: UrlStateHandle;
  surveys: { status: 'pending' | 'error' | 'success'; data: Survey[]; error: unknown; refetch: () => void };
  /** The survey the page shows, once the list is in; null when the application has none. */
  survey: Survey | null;
  /** Chooses another survey (written to `surveyID`). */
  setSurveyId: (surveyId: string) => void;
  /** The period as epoch milliseconds, `from` inclusive, `to` exclusive. */
  range: { from: number; to: number } | null;
  /** The survey filters in the address (CSAT, NPS, SR, star rating, sentiment, categories, file). */
  filters: SurveyResponseFilters;
  /** Replaces the survey filters in the address (the responses page goes back to page 1). */
  setFilters: (filters: SurveyResponseFilters) => void;
  /** The arguments of the survey reads (survey, period, filters); null until a survey and period are known. */
  args: SurveyScopeInput | null;
}

export interface SurveyRouteProps {
  route: AreaRoute;
}

/** The scope of a survey-tool route; also sets the document title (spec 000 section 2). */
export function useSurveyScope(route: AreaRoute, now?: number): SurveyScope {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: route.title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { appIds, apps } = useEntityApps(entity);
  const applicationId = appIds[0] ?? null;
  const applicationType = apps.find((app) => app.id === applicationId)?.type ?? null;
  const url = useUrlState();
  const { state, update } = url;
  const list = useQuery({ ...surveysQuery(applicationId ?? ''), enabled: applicationId !== null });
  const data = useMemo(() => list.data ?? [], [list.data]);
  const wanted = state.other.find(([key]) => key === 'surveyID')?.[1] ?? null;
  const survey = data.find((candidate) => candidate._id === wanted) ?? data[0] ?? null;
  const setSurveyId = useCallback(
    (surveyId: string) =>
      update((current) => ({
        ...current,
        other: [
          ...current.other.filter(([key]) => key !== 'surveyID' && key !== 'page'),
          ['surveyID', surveyId],
        ],
      })),
    [update],
  );
  // The moment the address was read or last changed (or the caller's), rounded to the minute, so
  // that the range (and the queries keyed on it) holds still between renders.
  const minute = Math.floor((now ?? url.now) / 60_000) * 60_000;
  const range = useMemo(() => {
    try {
      const { startMs, endMs } = periodResolve(state.period, {
        now: minute,
        timeZone: SURVEY_PERIOD_ZONE,
        periodOffset: state.periodOffset,
      });
      // A period that reaches now takes in what arrived in the last minutes too (the resolved end
      // is rounded down to five minutes), so a response just given shows.
      return { from: startMs, to: endMs >= minute - 5 * 60_000 ? minute + 60_000 : endMs };
    } catch {
      return null;
    }
  }, [state.period, state.periodOffset, minute]);
  const filters = useMemo(() => surveyFiltersRead({ other: state.other }), [state.other]);
  const setFilters = useCallback(
    (next: SurveyResponseFilters) => update((current) => surveyFiltersWrite(current, next)),
    [update],
  );
  const surveyId = survey?._id ?? null;
  const args = useMemo(
    () => (surveyId && range ? { surveyId, from: range.from, to: range.to, filters } : null),
    [surveyId, range, filters],
  );
  return {
    entity,
    title: route.title,
    applicationId,
    applicationType,
    url,
    surveys: { status: list.status, data, error: list.error, refetch: () => void list.refetch() },
    survey,
    setSurveyId,
    range,
    filters,
    setFilters,
    args,
  };
}
