import { SURVEY_MSG } from '@prism/domain';
import { useLocation, useSearchParams } from 'react-router';
import { SurveyFrame, SurveyNotice } from '../../../features/survey-public/components/survey-frame';
import type { SurveyThanks } from '../../../features/survey-public/components/survey-page';
import {
  SURVEY_UPLOAD_TEXT,
  SurveyUploadPage,
} from '../../../features/survey-public/components/survey-upload-page';
import { usePublicTitle } from '../use-public-title';

function thanksOf(state: unknown): SurveyThanks | null {
  if (typeof state !== 'object' || state === null || !('thanks' in state)) return null;
  const { thanks } = state as { thanks: Partial<SurveyThanks> | null };
  return typeof thanks?.thankYouText === 'string' && typeof thanks.surveyTitle === 'string'
    ? { thankYouText: thanks.thankYouText, surveyTitle: thanks.surveyTitle }
    : null;
}

/** `/upload?id={responseId}`: the file of a response; the survey's thanks come along from its page. */
export function UploadRoute() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const responseId = search.get('id') ?? '';
  const thanks = thanksOf(state);
  usePublicTitle(thanks ? `${thanks.surveyTitle}: add a file` : 'Add a file');
  if (!responseId) {
    return (
      <SurveyFrame>
        <SurveyNotice tone="info" title={SURVEY_UPLOAD_TEXT.invalidTitle}>
          <p>{SURVEY_MSG.uploadUnknown}</p>
        </SurveyNotice>
      </SurveyFrame>
    );
  }
  return <SurveyUploadPage key={responseId} responseId={responseId} thanks={thanks} />;
}
