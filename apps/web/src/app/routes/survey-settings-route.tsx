import { SurveyToolPage } from '../page/survey/survey-tool-page';
import { useSurveyScope, type SurveyRouteProps } from '../page/survey/use-survey-scope';

/** The survey tool's settings page (issue 18): being built. */
export function SurveySettingsRoute({ route }: SurveyRouteProps) {
  const scope = useSurveyScope(route);
  return (
    <SurveyToolPage scope={scope} timed>
      <p>{scope.survey?.title ?? 'No survey yet'}</p>
    </SurveyToolPage>
  );
}
