import { getPublicSurvey, type PublicSurvey } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * The public survey pages' reads. Respondents are not signed in, so no call carries a token: a
 * member of staff answering a survey answers as anyone would.
 */
export const publicSurveyKeys = {
  all: ['public-survey'] as const,
  survey: (surveyId: string) => [...publicSurveyKeys.all, 'survey', surveyId] as const,
  uploadTarget: (responseId: string) => [...publicSurveyKeys.all, 'upload', responseId] as const,
};

/** The survey a respondent answers (`GET /api/public/surveys/:id`); a 404 is an unknown survey. */
export const publicSurveyQuery = (surveyId: string) =>
  queryOptions({
    queryKey: publicSurveyKeys.survey(surveyId),
    queryFn: ({ signal }): Promise<PublicSurvey> =>
      apiCall(getPublicSurvey, { params: { id: surveyId } }, { signal, withToken: false }),
    // A survey being answered does not change under the respondent's hands.
    staleTime: Infinity,
  });

export const usePublicSurvey = (surveyId: string) => useQuery(publicSurveyQuery(surveyId));
