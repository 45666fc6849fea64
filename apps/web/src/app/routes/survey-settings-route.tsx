import { useCallback } from 'react';
import { SurveySettings } from '../../features/survey-tool/components/settings/survey-settings';
import type { SurveyPageName } from '../../features/survey-tool/components/settings/survey-list';
import { surveyPageHref } from '../page/survey/survey-paths';
import { SurveyToolPage } from '../page/survey/survey-tool-page';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';
import pageStyles from '../page/page.module.css';

/**
 * The survey tool's settings page (issue 18): the application's surveys, their public links and
 * the survey builder. Each survey links to its summary, responses and categorize pages with the
 * address's period kept and `surveyID` set.
 */
export function SurveySettingsRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  const { state } = scope.url;
  const entityId = scope.entity.id;
  const pageHref = useCallback(
    (surveyId: string, page: SurveyPageName) =>
      surveyPageHref(entityId, page, state, [['surveyID', surveyId]]),
    [state, entityId],
  );

  return (
    <SurveyToolPage
      scope={scope}
      lead="Build surveys, share their public links, close them when you have heard enough."
    >
      {scope.applicationId === null ? (
        <p className={pageStyles.buildingNote}>
          {scope.entity.name} has no survey-tool application: surveys belong to one.
        </p>
      ) : (
        <SurveySettings
          applicationId={scope.applicationId}
          surveys={scope.surveys.data}
          status={scope.surveys.status}
          error={scope.surveys.error}
          onRetry={scope.surveys.refetch}
          pageHref={pageHref}
        />
      )}
    </SurveyToolPage>
  );
}
