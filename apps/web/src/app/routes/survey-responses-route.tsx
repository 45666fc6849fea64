import { useCallback, useMemo } from 'react';
import { SurveyFilterBar } from '../../features/survey-tool/components/filters/survey-filter-bar';
import { surveyFiltersCount } from '../../features/survey-tool/components/filters/survey-filters';
import {
  ResponsesSkeleton,
  SurveyResponses,
} from '../../features/survey-tool/components/responses/survey-responses';
import {
  surveyResponsesViewRead,
  surveyResponsesViewWrite,
  type SurveyResponsesView,
} from '../../features/survey-tool/components/responses/responses-url';
import { SurveyPicker } from '../../features/survey-tool/components/survey-picker';
import { useFirstPageOn } from '../../lib/use-first-page-on';
import { surveyPageHref } from '../page/survey/survey-paths';
import { SurveyScopeBody } from '../page/survey/survey-scope-body';
import { SurveyToolPage } from '../page/survey/survey-tool-page';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';

/**
 * The survey tool's responses page (issue 18 item 4): the chosen survey's responses in the period
 * with the survey filters, searched, sorted and paged as the address says (`searchText`,
 * `sortField`, `sortDirection`, `rowPage`, `page`), and their CSV export.
 */
export function SurveyResponsesRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const { state, update } = scope.url;
  const settingsHref = surveyPageHref(scope.entity.id, 'settings', state);

  const view = useMemo(() => surveyResponsesViewRead(state), [state]);
  const onViewChange = useCallback(
    (change: Partial<SurveyResponsesView>) => update((current) => surveyResponsesViewWrite(current, change)),
    [update],
  );
  const toFirstPage = useCallback(() => {
    if (view.page > 0) onViewChange({ page: 0 });
  }, [view.page, onViewChange]);
  useFirstPageOn(`${state.period}|${state.periodOffset}`, toFirstPage);

  return (
    <SurveyToolPage
      scope={scope}
      timed
      actions={
        <SurveyPicker
          surveys={scope.surveys}
          selected={scope.survey}
          onSelect={scope.setSurveyId}
          settingsHref={settingsHref}
        />
      }
    >
      {scope.survey ? (
        <SurveyFilterBar
          surveyId={scope.survey._id}
          applicationType={scope.applicationType}
          filters={scope.filters}
          onChange={scope.setFilters}
        />
      ) : null}
      <SurveyScopeBody
        scope={scope}
        settingsHref={settingsHref}
        loading={<ResponsesSkeleton rows={5} />}
        purpose="its responses are listed here"
      >
        {(survey) => (
          <SurveyResponses
            survey={survey}
            scope={scope.args}
            view={view}
            onViewChange={onViewChange}
            filterCount={surveyFiltersCount(scope.filters)}
            onClearFilters={() => scope.setFilters({})}
          />
        )}
      </SurveyScopeBody>
    </SurveyToolPage>
  );
}
