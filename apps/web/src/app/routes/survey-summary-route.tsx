import { useSurveyAggregates } from '../../features/survey-tool/api/survey-graphql';
import { surveyFiltersCount } from '../../features/survey-tool/components/filters/survey-filters';
import {
  SurveySummary,
  SurveySummarySkeleton,
} from '../../features/survey-tool/components/summary/survey-summary';
import { surveyPageHref } from '../page/survey/survey-paths';
import { SurveyReadingPage } from '../page/survey/survey-reading-page';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';

/** Periods to suggest when one has no responses, shortest first, with how the suggestion reads them. */
const LONGER_PERIODS = [
  { period: '30d', label: 'last 30 days', days: 30 },
  { period: '3mo', label: 'last 3 months', days: 90 },
] as const;

/**
 * The survey tool's summary (issue 18 item 4), its default page: the chosen survey's headline
 * figures, responses over time and each question's aggregate for the period and the survey
 * filters, with the survey picker and the filters above.
 */
export function SurveySummaryRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const aggregates = useSurveyAggregates(scope.args);
  const { state, update } = scope.url;
  const entityId = scope.entity.id;
  const spanDays = scope.range ? (scope.range.to - scope.range.from) / 86_400_000 : Infinity;
  const longer = LONGER_PERIODS.find((candidate) => candidate.days > spanDays + 1);

  return (
    <SurveyReadingPage
      scope={scope}
      loading={<SurveySummarySkeleton />}
      purpose="its answers are summed up here"
    >
      {(survey, range) => (
        <SurveySummary
          survey={survey}
          range={range}
          aggregates={aggregates}
          filtered={surveyFiltersCount(scope.filters) > 0}
          onClearFilters={() => scope.setFilters({})}
          longerPeriod={
            longer
              ? {
                  label: longer.label,
                  onChoose: () =>
                    update((current) => ({ ...current, period: longer.period, periodOffset: 0 })),
                }
              : null
          }
          links={{
            response: (responseId) =>
              surveyPageHref(entityId, 'responses', state, [['searchText', responseId]]),
            withFiles: surveyPageHref(entityId, 'responses', state, [['hasFile', 'true']]),
          }}
        />
      )}
    </SurveyReadingPage>
  );
}
