import type { ModelJobInfo } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import {
  jobActive,
  useBackgroundJob,
  useRecategorizeFeedback,
  useUseModel,
  type BackgroundJob,
} from '../../api/training';
import { percentFormat } from './training-format';
import styles from './training.module.css';

export interface UseModelDialogProps {
  applicationIDs: readonly string[];
  job: ModelJobInfo;
  /** The version in use now, to name what it replaces. */
  current: ModelJobInfo | undefined;
  onClose: () => void;
  /** How often the recategorisation is asked about while it runs (tests shorten it). */
  pollMs?: number;
}

/**
 * Use this version (useModel, an admin): new items are categorised by it from now on; existing
 * ones keep their categories unless the admin also recategorises them (recategorizeFeedback),
 * whose job's progress is then followed here (getBackgroundJob).
 */
export function UseModelDialog({ applicationIDs, job, current, onClose, pollMs }: UseModelDialogProps) {
  const [recategorise, setRecategorise] = useState(false);
  // The version it replaces, as it was when the dialog opened (the list changes once it is in use).
  const [replaced] = useState(current);
  const promote = useUseModel();
  const recategorize = useRecategorizeFeedback();
  const background = useBackgroundJob(recategorize.data?._id ?? null, pollMs);
  const promoted = promote.isSuccess;
  const error = promote.error ?? recategorize.error;
  const working = promote.isPending || recategorize.isPending;

  const confirm = () =>
    promote.mutate(
      { applicationIDs, versionName: job.versionName },
      { onSuccess: () => (recategorise ? recategorize.mutate({ applicationIDs }) : undefined) },
    );

  return (
    <Dialog
      title={`Use ${job.versionName}`}
      onClose={onClose}
      footer={
        promoted ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <LoadingButton loading={working} onClick={confirm}>
              Use {job.versionName}
            </LoadingButton>
          </>
        )
      }
    >
      <div className={styles.stack}>
        <p>
          New items will be categorised by <strong>{job.versionName}</strong>
          {replaced ? ` instead of ${replaced.versionName}` : ''} from now on (macro-F1{' '}
          {percentFormat(job.f1Score)}
          {replaced ? ` against ${percentFormat(replaced.f1Score)}` : ''}). Items already categorised keep
          their categories unless you recategorise them; categories someone applied always stay.
        </p>
        <label className={styles.field}>
          <span>
            <input
              type="checkbox"
              checked={recategorise}
              disabled={promoted || working}
              onChange={(event) => setRecategorise(event.target.checked)}
            />{' '}
            Also recategorise the existing items with {job.versionName}
          </span>
        </label>
        {promoted ? (
          <p role="status" className={styles.success}>
            {job.versionName} is in use.
          </p>
        ) : null}
        {recategorize.data ? <RecategoriseProgress job={background.data ?? recategorize.data} /> : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The recategorisation's progress, then how many items it categorised (or why it failed). */
function RecategoriseProgress({ job }: { job: BackgroundJob }) {
  if (jobActive(job.status)) {
    return (
      <div className={styles.progress} role="status">
        <span>
          Recategorising the items:{' '}
          {job.status === 'queued' ? 'waiting to start' : percentFormat(job.progress)}
        </span>
        <progress aria-label="Recategorising" value={job.progress} max={1} />
      </div>
    );
  }
  if (job.status === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        Recategorising failed: {job.errorMessage ?? 'the job stopped'}
      </p>
    );
  }
  return (
    <p role="status" className={styles.success}>
      Recategorised {countFormat(categorisedOf(job.result))} items.
    </p>
  );
}

/** `{"categorised": n}` of a finished recategorisation; 0 when the result says otherwise. */
function categorisedOf(result: string | null): number {
  try {
    const parsed: unknown = JSON.parse(result ?? 'null');
    const count = (parsed as { categorised?: unknown } | null)?.categorised;
    return typeof count === 'number' ? count : 0;
  } catch {
    return 0;
  }
}
