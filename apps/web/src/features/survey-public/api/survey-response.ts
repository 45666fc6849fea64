import { postSurveyResponse, type OperationReply, type SurveySubmission } from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type SurveyResponseReceipt = OperationReply<typeof postSurveyResponse>;

/** Sends a respondent's answers (`POST /api/public/surveys/:id/responses`). */
export function surveyResponsePost(
  surveyId: string,
  submission: SurveySubmission,
): Promise<SurveyResponseReceipt> {
  return apiCall(postSurveyResponse, { params: { id: surveyId }, body: submission }, { withToken: false });
}

export function useSurveyResponseSend(surveyId: string) {
  return useMutation({
    mutationFn: (submission: SurveySubmission) => surveyResponsePost(surveyId, submission),
  });
}
