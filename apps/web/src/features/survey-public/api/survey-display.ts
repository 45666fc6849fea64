import { postSurveyDisplay } from '@prism/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiCall } from '../../../lib/api-client';

/** Counts one showing of a survey (`POST /api/public/surveys/:id/displays`). */
export async function surveyDisplayPost(surveyId: string): Promise<string> {
  const reply = await apiCall(postSurveyDisplay, { params: { id: surveyId } }, { withToken: false });
  return reply.displayId;
}

/**
 * Counts the survey's display once, when it is first `shown` (the completion rate is responses per
 * display), and answers its id to send with the response, or null until then or when the count
 * failed: the respondent can answer all the same.
 */
export function useSurveyDisplay(surveyId: string, shown: boolean): string | null {
  const { mutate, data } = useMutation({ mutationFn: surveyDisplayPost, retry: false });
  // A ref outlives React's development double effects, so one showing is one display.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || counted.current === surveyId) return;
    counted.current = surveyId;
    mutate(surveyId);
  }, [shown, surveyId, mutate]);
  return data ?? null;
}
