import { FEEDBACK_MODAL_PARAM } from '@prism/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The feedback dialog's open state, kept in the address (spec 000 section 2: `/` accepts
 * `openFeedbackModal`): open while the parameter is there (any value but `false`); closing removes
 * it and keeps every other parameter.
 */
export function useFeedbackModal(): { open: boolean; close: () => void } {
  const [params, setParams] = useSearchParams();
  const value = params.get(FEEDBACK_MODAL_PARAM);
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(FEEDBACK_MODAL_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { open: value !== null && value !== 'false', close };
}
