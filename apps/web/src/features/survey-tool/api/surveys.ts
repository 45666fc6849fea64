import { getSurvey, listSurveys, type Survey } from '@prism/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * The surveys of a survey-tool application (`GET /api/surveys`) and one survey by id: every survey
 * page reads these, the settings page changes them (and invalidates `surveyKeys.all`).
 */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: (applicationId: string) => [...surveyKeys.all, 'list', applicationId] as const,
  one: (surveyId: string) => [...surveyKeys.all, 'one', surveyId] as const,
};

export const surveysQuery = (applicationId: string) =>
  queryOptions({
    queryKey: surveyKeys.list(applicationId),
    queryFn: async ({ signal }): Promise<Survey[]> =>
      (await apiCall(listSurveys, { query: { applicationId } }, { signal })).surveys,
    staleTime: 30_000,
  });

export const surveyQuery = (surveyId: string) =>
  queryOptions({
    queryKey: surveyKeys.one(surveyId),
    queryFn: ({ signal }): Promise<Survey> => apiCall(getSurvey, { params: { id: surveyId } }, { signal }),
    staleTime: 30_000,
  });
