import {
  CategorizeSkeleton,
  CategorizeWorkspace,
} from '../../features/survey-tool/components/categorize/categorize-workspace';
import {
  categorizeShowAllRead,
  categorizeShowAllWrite,
} from '../../features/survey-tool/components/categorize/categorize-url';
import { SurveyReadingPage } from '../page/survey/survey-reading-page';
import { useSurveyResponsesView } from '../page/survey/use-survey-responses-view';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';

/**
 * The survey tool's categorize-responses page (issue 18 item 4): the chosen survey's responses in
 * the period and filters as a work queue (uncategorised first, or all with `queue=all`) where
 * categories are applied and removed, with the model's suggestions and the category overview.
 */
export function SurveyCategorizeResponsesRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const { state, update } = scope.url;
  const showAll = categorizeShowAllRead(state);
  const { view, onViewChange } = useSurveyResponsesView(scope.url);

  return (
    <SurveyReadingPage
      scope={scope}
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
    </SurveyReadingPage>
  );
}
