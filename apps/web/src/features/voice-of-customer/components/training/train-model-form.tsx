import type { ModelJobInfo } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { apiErrorIs } from '../../../../lib/api-client';
import { jobActive, useTrainModel } from '../../api/training';
import { nextVersionName } from './training-format';
import styles from './model-jobs.module.css';
import shared from './training.module.css';

export interface TrainModelFormProps {
  applicationIDs: readonly string[];
  jobs: readonly ModelJobInfo[];
}

/**
 * Train a new version (trainModel), optionally named (`v` + the next number otherwise). One version
 * of a platform trains at a time: the server answers 409 then, or for a name in use, and that
 * answer is shown as it is.
 */
export function TrainModelForm({ applicationIDs, jobs }: TrainModelFormProps) {
  const [name, setName] = useState('');
  const train = useTrainModel();
  const inputId = useId();
  const busy = jobs.find((job) => jobActive(job.status));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    train.mutate({ applicationIDs, versionName: name.trim() || null }, { onSuccess: () => setName('') });
  };
  return (
    <form className={styles.trainForm} onSubmit={submit} aria-label="Train a new version">
      <label className={shared.field} htmlFor={inputId}>
        <span>Version name (optional)</span>
        <input
          id={inputId}
          className={shared.input}
          value={name}
          maxLength={64}
          placeholder={nextVersionName(jobs.map((job) => job.versionName))}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <LoadingButton type="submit" loading={train.isPending}>
        Train a new version
      </LoadingButton>
      {busy ? (
        <p className={shared.muted}>
          {busy.versionName} is {busy.status === 'queued' ? 'waiting to train' : 'training'}; one version
          trains at a time.
        </p>
      ) : null}
      {train.isError ? (
        <p role="alert" className={`${shared.error} ${styles.trainError}`}>
          {apiErrorIs(train.error, 409) ? 'Not started: ' : 'Could not start training: '}
          {train.error.message}
        </p>
      ) : null}
    </form>
  );
}
