import { useCallback, useMemo } from 'react';
import {
  CategorizeSkeleton,
  CategorizeWorkspace,
} from '../../features/survey-tool/components/categorize/categorize-workspace';
import {
  categorizeShowAllRead,
  categorizeShowAllWrite,
} from '../../features/survey-tool/components/categorize/categorize-url';
import { SurveyFilterBar } from '../../features/survey-tool/components/filters/survey-filter-bar';
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
 * The survey tool's categorize-responses page (issue 18 item 4): the chosen survey's responses in
 * the period and filters as a work queue (uncategorised first, or all with `queue=all`) where
 * categories are applied and removed, with the model's suggestions and the category overview.
 */
export function SurveyCategorizeResponsesRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const { state, update } = scope.url;
  const settingsHref = surveyPageHref(scope.entity.id, 'settings', state);
  const showAll = categorizeShowAllRead(state);
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
        loading={<CategorizeSkeleton />}
        purpose="its responses are categorised here"
      >
        {(survey) =>
          scope.args ? (
            <CategorizeWorkspace
              survey={survey}
              scope={scope.args}
              showAll={showAll}
              onShowAllChange={(next) => update((current) => categorizeShowAllWrite(current, next))}
              page={view.page}
              pageSize={view.pageSize}
              onPageChange={(page) => onViewChange({ page })}
              onPageSizeChange={(pageSize) => onViewChange({ pageSize })}
            />
          ) : null
        }
      </SurveyScopeBody>
    </SurveyToolPage>
  );
}
