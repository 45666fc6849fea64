import type { Survey } from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { SurveyEmpty, SurveyLoadError } from '../../../features/survey-tool/components/survey-states';
import type { SurveyScope } from './use-survey-scope';

export interface SurveyScopeBodyProps {
  scope: SurveyScope;
  /** The settings page, where a first survey is built. */
  settingsHref: string;
  /** What shows while the surveys load (the page's own skeleton). */
  loading: ReactNode;
  /** What the page says it would show, once there is a survey ('its responses are listed here'). */
  purpose: string;
  /** The page's body, once a survey and a period are known. */
  children: (survey: Survey, range: { from: number; to: number }) => ReactNode;
}

/**
 * What a survey-tool page shows before it has a survey and a period to work on: no survey-tool
 * application, the surveys loading or failing, no survey yet (with the way to build one), a period
 * that cannot be read. Then the page's own body.
 */
export function SurveyScopeBody({ scope, settingsHref, loading, purpose, children }: SurveyScopeBodyProps) {
  if (scope.applicationId === null) {
    return (
      <SurveyEmpty title="No survey-tool application here">
        <p>Surveys belong to a survey-tool application; this page has none to show.</p>
      </SurveyEmpty>
    );
  }
  if (scope.surveys.status === 'error') {
    return (
      <SurveyLoadError
        what="Could not load the surveys."
        error={scope.surveys.error}
        onRetry={scope.surveys.refetch}
      />
    );
  }
  if (scope.surveys.status === 'pending') return loading;
  if (!scope.survey) {
    return (
      <SurveyEmpty title="No survey yet">
        <p>Build a survey in the settings and share its link: {purpose}.</p>
        <Link className={buttonClassName('primary', 'small')} to={settingsHref}>
          Create a survey
        </Link>
      </SurveyEmpty>
    );
  }
  if (!scope.range) {
    return (
      <SurveyEmpty title="The period cannot be read">
        <p>Choose a period in the time menu.</p>
      </SurveyEmpty>
    );
  }
  return children(scope.survey, scope.range);
}
