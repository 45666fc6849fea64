import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { ApiError } from '../../../lib/api-client';

/**
 * The survey-tool pages' own empty and error states (the Voice of Customer module's look: a dashed
 * frame, a title, a line or two, the way out).
 */

export interface SurveyEmptyProps {
  title: string;
  children?: ReactNode;
}

/** Nothing to show: no survey yet, no responses in the period, nothing matching the filters. */
export function SurveyEmpty({ title, children }: SurveyEmptyProps) {
  return (
    <StateFrame title={title} data-testid="survey-empty">
      {children}
    </StateFrame>
  );
}

export interface SurveyLoadErrorProps {
  /** What failed, in a line ("Could not load the summary."). */
  what: string;
  /** The error the call failed with: the server's reason is shown when it gave one. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A call of the page failed: what, the server's reason, and Try again (announced). */
export function SurveyLoadError({ what, error, onRetry, retrying = false }: SurveyLoadErrorProps) {
  const reason = error instanceof ApiError ? error.message : null;
  return (
    <StateFrame title={what} role="alert" data-testid="survey-error">
      <StateFrameText>
        {reason ?? 'The server could not be reached or did not answer. Check the connection and try again.'}
      </StateFrameText>
      <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </StateFrame>
  );
}
