import type { Survey } from '@prism/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import { surveyResponsesCountQuery } from '../../api/survey-graphql';
import styles from './survey-settings.module.css';

export interface SurveyDeleteDialogProps {
  survey: Survey;
  deleting: boolean;
  /** The server's reason for refusing the delete. */
  serverError?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const plural = (count: number, one: string, many: string) =>
  `${countFormat(count)} ${count === 1 ? one : many}`;

/**
 * Asks before a survey is deleted, saying what goes with it: its responses, the feedback items they
 * became and the files respondents uploaded (counted with GetSurveyResponsesCount over all time).
 * Nothing is sent until the red button is pressed.
 */
export function SurveyDeleteDialog({
  survey,
  deleting,
  serverError,
  onConfirm,
  onCancel,
}: SurveyDeleteDialogProps) {
  const responses = survey.responseCount;
  // All time: from the epoch to a minute ahead (a response given while the dialog is open counts too).
  const [to] = useState(() => Date.now() + 60_000);
  const files = useQuery({
    ...surveyResponsesCountQuery({ surveyId: survey._id, from: 0, to, filters: { hasFile: true } }),
    enabled: responses > 0,
  });
  const filesLine = files.isPending
    ? 'The files uploaded with them (counting…)'
    : files.isError
      ? 'Every file uploaded with them'
      : plural(files.data, 'uploaded file', 'uploaded files');

  return (
    <Dialog
      title={`Delete “${survey.title}”?`}
      onClose={onCancel}
      footer={
        <div className={styles.footerActions}>
          {serverError ? (
            <p className={styles.error} role="alert">
              {serverError}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton variant="danger" loading={deleting} onClick={onConfirm}>
            Delete survey
          </LoadingButton>
        </div>
      }
    >
      <div className={styles.dialogText}>
        {responses > 0 ? (
          <>
            <p>These go with it:</p>
            <ul>
              <li>{plural(responses, 'response', 'responses')}</li>
              <li>
                {plural(responses, 'feedback item', 'feedback items')} they became in Voice of Customer, with
                their categories
              </li>
              <li aria-live="polite">{filesLine}</li>
            </ul>
          </>
        ) : (
          <p>It has no responses yet.</p>
        )}
        <p>Its public link stops working. This cannot be undone.</p>
      </div>
    </Dialog>
  );
}
