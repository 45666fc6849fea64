import type { Survey, SurveyAggregates } from '@prism/domain';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Stat, StatGrid } from '../../../../components/ui/stat-grid';
import { SurveyEmpty, SurveyLoadError } from '../survey-states';
import { QuestionCard, type SummaryLinks } from './question-card';
import { ResponsesOverTime } from './responses-over-time';
import { questionRemoved, surveyHeadline } from './summary-figures';
import styles from './summary.module.css';

export interface SurveySummaryProps {
  survey: Survey;
  /** The period, `from` inclusive and `to` exclusive (the chart's time axis). */
  range: { from: number; to: number };
  /** GetSurveyResponseQuestionAggregates for the survey, period and filters. */
  aggregates: {
    status: 'pending' | 'error' | 'success';
    data: SurveyAggregates | undefined;
    error: unknown;
    /** True while a newer answer is on its way (the one shown is the last scope's). */
    isPlaceholderData: boolean;
    isFetching: boolean;
    refetch: () => void;
  };
  /** True when survey filters are in force (the empty state then offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
  /** A longer period to suggest when this one has no responses, or null when there is none. */
  longerPeriod: { label: string; onChoose: () => void } | null;
  links: SummaryLinks;
}

/** What the summary shows while its figures load: the headline, the chart and two cards. */
export function SurveySummarySkeleton() {
  return (
    <div className={styles.summary} aria-busy="true" data-testid="summary-skeleton">
      <span className="visually-hidden" role="status">
        Loading the summary…
      </span>
      <Skeleton height="6rem" />
      <Skeleton height="16rem" />
      <div className={styles.cards}>
        <Skeleton height="14rem" />
        <Skeleton height="14rem" />
      </div>
    </div>
  );
}

/**
 * The survey's summary for the period and filters: the headline figures, responses over time and
 * one card per question in the survey's order (questions removed since, whose answers remain, at
 * the end). Without responses it says so and suggests a longer period or fewer filters.
 */
export function SurveySummary({
  survey,
  range,
  aggregates,
  filtered,
  onClearFilters,
  longerPeriod,
  links,
}: SurveySummaryProps) {
  const data = aggregates.data;
  // Another survey's figures, kept while this one's load, would put its questions under this title.
  if (!data || data.surveyId !== survey._id) {
    if (aggregates.status === 'error') {
      return (
        <SurveyLoadError
          what="Could not load the summary."
          error={aggregates.error}
          onRetry={aggregates.refetch}
          retrying={aggregates.isFetching}
        />
      );
    }
    return <SurveySummarySkeleton />;
  }
  const figures = surveyHeadline(data);
  const updating = aggregates.isPlaceholderData;
  return (
    <div className={styles.summary} aria-busy={updating}>
      {aggregates.status === 'error' ? (
        <SurveyLoadError
          what="Could not update the summary."
          error={aggregates.error}
          onRetry={aggregates.refetch}
          retrying={aggregates.isFetching}
        />
      ) : null}
      <StatGrid
        columns={figures.length <= 4 ? figures.length : Math.ceil(figures.length / 2)}
        label="The period at a glance"
      >
        {figures.map((figure) => (
          <Stat key={figure.id} label={figure.label} value={figure.value} detail={figure.detail} />
        ))}
      </StatGrid>
      {data.responseCount === 0 ? (
        <SurveyEmpty title={filtered ? 'No responses match the filters' : 'No responses in this period'}>
          <p className={styles.emptyBody}>
            {filtered
              ? 'No response in the period has the answers the filters ask for. Remove a filter or choose a longer period.'
              : `Nobody answered “${survey.title}” in this period. A longer period may hold answers.`}
          </p>
          <div className={styles.emptyActions}>
            {filtered ? (
              <Button variant="secondary" size="small" onClick={onClearFilters}>
                Clear the filters
              </Button>
            ) : null}
            {longerPeriod ? (
              <Button variant="secondary" size="small" onClick={longerPeriod.onChoose}>
                Show the {longerPeriod.label}
              </Button>
            ) : null}
          </div>
        </SurveyEmpty>
      ) : (
        <>
          <ResponsesOverTime aggregates={data} range={range} />
          <div className={styles.cards}>
            {data.questions.map((question, index) => (
              <QuestionCard
                key={question.questionId}
                question={question}
                number={index + 1}
                removed={questionRemoved(survey, question.questionId)}
                links={links}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
