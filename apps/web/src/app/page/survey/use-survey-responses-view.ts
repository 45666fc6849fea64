import { useCallback, useMemo } from 'react';
import {
  surveyResponsesViewRead,
  surveyResponsesViewWrite,
  type SurveyResponsesView,
} from '../../../features/survey-tool/components/responses/responses-url';
import type { UrlStateHandle } from '../../../features/time/hooks/use-url-state';
import { useFirstPageOn } from '../../../lib/use-first-page-on';

/**
 * The paged responses' view in the address (page, page size, sort, search) for the responses and
 * categorize pages, and its setter; another period starts the list again at its first page.
 */
export function useSurveyResponsesView({ state, update }: UrlStateHandle) {
  const view = useMemo(() => surveyResponsesViewRead(state), [state]);
  const onViewChange = useCallback(
    (change: Partial<SurveyResponsesView>) => update((current) => surveyResponsesViewWrite(current, change)),
    [update],
  );
  const toFirstPage = useCallback(() => {
    if (view.page > 0) onViewChange({ page: 0 });
  }, [view.page, onViewChange]);
  useFirstPageOn(`${state.period}|${state.periodOffset}`, toFirstPage);
  return { view, onViewChange };
}
