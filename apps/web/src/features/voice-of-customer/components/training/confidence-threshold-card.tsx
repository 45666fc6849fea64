import { CONFIDENCE_THRESHOLD_MAX, CONFIDENCE_THRESHOLD_MIN, type Platform } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '../../../../components/ui/card';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { usePlatform, useUpdatePlatformSettings } from '../../api/training';
import { percentFormat, thresholdParse } from './training-format';
import styles from './training.module.css';

export interface ConfidenceThresholdCardProps {
  applicationIDs: readonly string[];
  /** Changing it needs a Voice of Customer admin. */
  canAdmin: boolean;
}

/**
 * The platform's confidence threshold (getPlatformByApplicationIDs): the model in use applies the
 * categories it gives at least this probability; below it the item needs review. An admin sets it
 * from 0.05 to 0.99 (updatePlatformSettings).
 */
export function ConfidenceThresholdCard({ applicationIDs, canAdmin }: ConfidenceThresholdCardProps) {
  const platform = usePlatform(applicationIDs);
  return (
    <Card title="Confidence threshold">
      {platform.isPending ? (
        <Skeleton height="4rem" />
      ) : platform.isError ? (
        <p role="alert" className={styles.error}>
          The platform&apos;s settings could not be read: {platform.error.message}
        </p>
      ) : !platform.data ? (
        <p className={styles.muted}>These applications belong to no platform.</p>
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>
            A new item gets the categories the model gives at least{' '}
            <strong>{percentFormat(platform.data.confidenceThreshold)}</strong> (threshold{' '}
            {platform.data.confidenceThreshold}); with none that sure it is marked Needs Review.
          </p>
          {canAdmin ? (
            <ThresholdForm applicationIDs={applicationIDs} platform={platform.data} />
          ) : (
            <p className={styles.note}>Only a Voice of Customer admin can change the threshold.</p>
          )}
        </div>
      )}
    </Card>
  );
}

function ThresholdForm({
  applicationIDs,
  platform,
}: {
  applicationIDs: readonly string[];
  platform: Platform;
}) {
  const [text, setText] = useState(String(platform.confidenceThreshold));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdatePlatformSettings();
  const inputId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = thresholdParse(text);
    setProblem(parsed.problem);
    if (parsed.value === null) return;
    save.mutate({ applicationIDs, confidenceThreshold: parsed.value });
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate aria-label="Confidence threshold">
      <label className={styles.field} htmlFor={inputId}>
        <span>
          New threshold ({CONFIDENCE_THRESHOLD_MIN}–{CONFIDENCE_THRESHOLD_MAX})
        </span>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={CONFIDENCE_THRESHOLD_MIN}
          max={CONFIDENCE_THRESHOLD_MAX}
          step={0.01}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            save.reset();
          }}
        />
      </label>
      <LoadingButton type="submit" size="small" loading={save.isPending}>
        Save threshold
      </LoadingButton>
      {problem ? (
        <p id={problemId} role="alert" className={`${styles.fieldError} ${styles.fullRow}`}>
          {problem}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className={`${styles.error} ${styles.fullRow}`}>
          {save.error.message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className={`${styles.success} ${styles.fullRow}`}>
          Saved: new items need {percentFormat(save.data.confidenceThreshold)}.
        </p>
      ) : null}
    </form>
  );
}
