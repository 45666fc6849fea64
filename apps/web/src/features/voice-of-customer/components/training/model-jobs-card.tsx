import type { ModelJobInfo } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import { jobActive, useModelJobs } from '../../api/training';
import { VocEmpty, VocError } from '../voc-states';
import { ModelJobDetails } from './model-job-details';
import { TrainModelForm } from './train-model-form';
import { percentFormat, trainingDateTimeFormat } from './training-format';
import { UseModelDialog } from './use-model-dialog';
import styles from './model-jobs.module.css';
import shared from './training.module.css';

export interface ModelJobsCardProps {
  applicationIDs: readonly string[];
  /** Train a new version (an admin, or a manager with write). */
  canWrite: boolean;
  /** Put a version in use (a Voice of Customer admin). */
  canAdmin: boolean;
  /** How often the versions are asked again while one trains (tests shorten it). */
  pollMs?: number;
}

/**
 * The model versions of the platform (getAllJobInfo), asked again every few seconds while one is
 * queued or running: status and progress, figures on the held-out fifth, the version in use, and,
 * opened, the per-category figures and the promotion preview. Train and Use this version are
 * offered to those who may.
 */
export function ModelJobsCard({ applicationIDs, canWrite, canAdmin, pollMs }: ModelJobsCardProps) {
  const jobs = useModelJobs(applicationIDs, pollMs);
  const [opened, setOpened] = useState<string | null>(null);
  const [promoting, setPromoting] = useState<ModelJobInfo | null>(null);
  const list = jobs.data ?? [];
  // The newest trained version is open until the user chooses another ('' once they close all).
  const open = opened ?? list.find((job) => job.status === 'done')?.versionName ?? null;
  const inUse = list.find((job) => job.inUse);

  return (
    <Card
      title="Model versions"
      aside={inUse ? <span>In use: {inUse.versionName}</span> : <span>No version in use yet</span>}
    >
      <div className={shared.stack}>
        {canWrite ? (
          <TrainModelForm applicationIDs={applicationIDs} jobs={list} />
        ) : (
          <p className={shared.note}>
            Training a new version needs write permission on these applications (an admin, or a manager with
            write).
          </p>
        )}
        {canWrite && !canAdmin ? (
          <p className={shared.note}>Putting a version in use needs a Voice of Customer admin.</p>
        ) : null}
        {jobs.isPending ? (
          <Skeleton height="10rem" />
        ) : jobs.isError ? (
          <VocError
            what="Error fetching the model versions."
            reason={jobs.error.message}
            onRetry={() => void jobs.refetch()}
          />
        ) : list.length === 0 ? (
          <VocEmpty>
            <p className={shared.muted}>No version has been trained for this platform yet.</p>
          </VocEmpty>
        ) : (
          <ul className={styles.jobs} aria-label="Model versions">
            {list.map((job) => (
              <JobItem
                key={job.versionName}
                applicationIDs={applicationIDs}
                job={job}
                open={open === job.versionName}
                onToggle={() => setOpened(open === job.versionName ? '' : job.versionName)}
                onUse={canAdmin ? () => setPromoting(job) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
      {promoting ? (
        <UseModelDialog
          applicationIDs={applicationIDs}
          job={promoting}
          current={inUse}
          onClose={() => setPromoting(null)}
          pollMs={pollMs}
        />
      ) : null}
    </Card>
  );
}

const detailsId = (job: ModelJobInfo) => `model-${job.versionName.replace(/[^\w-]/g, '_')}-details`;

interface JobItemProps {
  applicationIDs: readonly string[];
  job: ModelJobInfo;
  open: boolean;
  onToggle: () => void;
  /** Offered to an admin for a trained version not in use. */
  onUse?: () => void;
}

/** One version: its name, state and figures; opened, its per-category figures and promotion preview. */
function JobItem({ applicationIDs, job, open, onToggle, onUse }: JobItemProps) {
  const done = job.status === 'done';
  return (
    <li className={`${styles.job} ${open ? styles.jobOpen : ''}`} aria-label={job.versionName}>
      <div className={styles.jobHead}>
        {done ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? detailsId(job) : undefined}
            aria-label={`${job.versionName}: ${open ? 'hide' : 'show'} its figures per category and promotion preview`}
            onClick={onToggle}
          >
            <span className={styles.chevron} aria-hidden="true" data-open={open} />
            {job.versionName}
          </button>
        ) : (
          <span className={styles.versionName}>{job.versionName}</span>
        )}
        {job.inUse ? <span className={`${shared.badge} ${shared.badgePrimary}`}>In use</span> : null}
        <JobStatus job={job} />
        <span className={shared.muted}>
          {job.trainDate ? `Trained ${trainingDateTimeFormat(job.trainDate)}` : 'Not trained yet'}
        </span>
        {onUse && done && !job.inUse ? (
          <Button variant="secondary" size="small" className={styles.use} onClick={onUse}>
            Use this version
          </Button>
        ) : null}
      </div>
      {done ? <JobFigures job={job} /> : null}
      {job.status === 'failed' ? (
        <p className={shared.error}>
          {job.versionName} failed: {job.errorMessage}
        </p>
      ) : null}
      {open && done ? (
        <div id={detailsId(job)} className={styles.detailsPanel}>
          <ModelJobDetails applicationIDs={applicationIDs} job={job} />
        </div>
      ) : null}
    </li>
  );
}

/** The version's headline figures, measured on the held-out fifth. */
function JobFigures({ job }: { job: ModelJobInfo }) {
  const figures: [string, string][] = [
    ['Accuracy', percentFormat(job.accuracy)],
    ['Macro-F1', percentFormat(job.f1Score)],
    ['Categories', job.numberOfLabels === null ? '—' : countFormat(job.numberOfLabels)],
    [
      'Train / test',
      job.trainCount === null || job.testCount === null
        ? '—'
        : `${countFormat(job.trainCount)} / ${countFormat(job.testCount)}`,
    ],
    [
      'Would change',
      job.changedItems === null || job.checkedItems === null
        ? '—'
        : `${countFormat(job.changedItems)} of ${countFormat(job.checkedItems)}`,
    ],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Done, failed, or at work with its progress. */
function JobStatus({ job }: { job: ModelJobInfo }) {
  if (job.status === 'done') return <span className={`${shared.badge} ${shared.badgeGood}`}>Done</span>;
  if (job.status === 'failed') return <span className={`${shared.badge} ${shared.badgeBad}`}>Failed</span>;
  return (
    <div className={styles.running}>
      <span className={`${shared.badge} ${shared.badgeWarn}`}>
        {job.status === 'queued' ? 'Queued' : `Training ${percentFormat(job.progress)}`}
      </span>
      {jobActive(job.status) ? (
        <progress aria-label={`${job.versionName} progress`} value={job.progress} max={1} />
      ) : null}
    </div>
  );
}
