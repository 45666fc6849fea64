import { surveyFiltersCount } from '../../features/survey-tool/components/filters/survey-filters';
import {
  ResponsesSkeleton,
  SurveyResponses,
} from '../../features/survey-tool/components/responses/survey-responses';
import { SurveyReadingPage } from '../page/survey/survey-reading-page';
import { useSurveyResponsesView } from '../page/survey/use-survey-responses-view';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';

/**
 * The survey tool's responses page (issue 18 item 4): the chosen survey's responses in the period
 * with the survey filters, searched, sorted and paged as the address says (`searchText`,
 * `sortField`, `sortDirection`, `rowPage`, `page`), and their CSV export.
 */
export function SurveyResponsesRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const { view, onViewChange } = useSurveyResponsesView(scope.url);

  return (
    <SurveyReadingPage
      scope={scope}
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
    </SurveyReadingPage>
  );
}
