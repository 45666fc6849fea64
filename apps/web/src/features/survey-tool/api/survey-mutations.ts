import {
  createSurvey,
  deleteSurvey,
  updateSurvey,
  type Survey,
  type SurveyDefinition,
  type SurveyInput,
  type SurveyStatus,
} from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { surveyKeys } from './surveys';

/**
 * The settings page's changes to surveys (`POST`, `PUT` and `DELETE /api/surveys`). Each refreshes
 * every survey query once it is saved: the lists, the pickers of the other pages and the survey
 * they show all read the same records.
 */
function useSurveyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

/** Creates a survey of a survey-tool application; answers the stored survey. */
export const useCreateSurvey = () =>
  useSurveyMutation((input: { applicationId: string; survey: SurveyInput }) =>
    apiCall(createSurvey, { body: input }),
  );

/** Replaces a survey's texts, questions and state; answers the stored survey. */
export const useUpdateSurvey = () =>
  useSurveyMutation((input: { id: string; survey: SurveyInput }) =>
    apiCall(updateSurvey, { params: { id: input.id }, body: input.survey }),
  );

/** Deletes a survey with its responses, their feedback items and files. */
export const useDeleteSurvey = () =>
  useSurveyMutation((id: string) => apiCall(deleteSurvey, { params: { id } }));

/** Closes or reopens a survey: the stored survey sent back with only its state changed. */
export const useSetSurveyStatus = () =>
  useSurveyMutation((input: { survey: Survey; status: SurveyStatus }) =>
    apiCall(updateSurvey, {
      params: { id: input.survey._id },
      body: { ...surveyDefinitionOf(input.survey), status: input.status },
    }),
  );

/** What `PUT /api/surveys/:id` takes of a stored survey (the update body is strict). */
export function surveyDefinitionOf(survey: Survey): SurveyDefinition {
  return {
    title: survey.title,
    description: survey.description,
    questions: survey.questions,
    thankYouText: survey.thankYouText,
    status: survey.status,
  };
}
