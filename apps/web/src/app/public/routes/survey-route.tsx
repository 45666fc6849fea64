import { useNavigate, useParams } from 'react-router';
import { usePublicSurvey } from '../../../features/survey-public/api/public-survey';
import { SurveyFrame } from '../../../features/survey-public/components/survey-frame';
import {
  SurveyPage,
  SurveyUnknown,
  type SurveyThanks,
} from '../../../features/survey-public/components/survey-page';
import { usePublicTitle } from '../use-public-title';

/** `/survey/:surveyId`: the survey; once answered, its upload page when it asks for a file. */
export function SurveyRoute() {
  const { surveyId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = usePublicSurvey(surveyId);
  usePublicTitle(data?.title ?? 'Survey');
  return (
    <SurveyPage
      // A new address is a new survey: nothing of the last one's answers carries over.
      key={surveyId}
      surveyId={surveyId}
      onUploadNext={(uploadPath, thanks: SurveyThanks) => void navigate(uploadPath, { state: { thanks } })}
    />
  );
}

/** Any other address of the survey area names no survey. */
export function SurveyPathRoute() {
  usePublicTitle('Survey');
  return (
    <SurveyFrame>
      <SurveyUnknown />
    </SurveyFrame>
  );
}
