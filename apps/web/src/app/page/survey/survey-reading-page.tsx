import type { Survey } from '@prism/domain';
import type { ReactNode } from 'react';
import { SurveyFilterBar } from '../../../features/survey-tool/components/filters/survey-filter-bar';
import { SurveyPicker } from '../../../features/survey-tool/components/survey-picker';
import { surveyPageHref } from './survey-paths';
import { SurveyScopeBody } from './survey-scope-body';
import { SurveyToolPage } from './survey-tool-page';
import type { SurveyScope } from './use-survey-scope';

export interface SurveyReadingPageProps {
  scope: SurveyScope;
  /** What shows while the surveys load (the page's own skeleton). */
  loading: ReactNode;
  /** What the page says it would show, once there is a survey ('its responses are listed here'). */
  purpose: string;
  /** The page's body, once a survey and a period are known. */
  children: (survey: Survey, range: { from: number; to: number }) => ReactNode;
}

/**
 * The frame of the survey-tool pages that read one survey's responses (summary, responses,
 * categorize): the survey picker beside the title, the period, the survey filters, and the states
 * before there is a survey and a period to work on.
 */
export function SurveyReadingPage({ scope, loading, purpose, children }: SurveyReadingPageProps) {
  const settingsHref = surveyPageHref(scope.entity.id, 'settings', scope.url.state);
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
      <SurveyScopeBody scope={scope} settingsHref={settingsHref} loading={loading} purpose={purpose}>
        {children}
      </SurveyScopeBody>
    </SurveyToolPage>
  );
}
