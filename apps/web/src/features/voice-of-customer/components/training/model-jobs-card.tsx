import type { ModelJobInfo } from '@prism/domain';
import { Fragment, useState } from 'react';
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

const COLUMNS = 9;

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
          <div className={shared.tableScroll}>
            <table className={`${shared.table} ${styles.jobs}`} aria-label="Model versions">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Status</th>
                  <th scope="col">Trained</th>
                  <th scope="col" className={shared.numeric}>
                    Accuracy
                  </th>
                  <th scope="col" className={shared.numeric}>
                    Macro-F1
                  </th>
                  <th scope="col" className={shared.numeric}>
                    Categories
                  </th>
                  <th scope="col" className={shared.numeric}>
                    Train / test
                  </th>
                  <th scope="col" className={shared.numeric}>
                    Would change
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((job) => (
                  <Fragment key={job.versionName}>
                    <JobRow
                      job={job}
                      open={open === job.versionName}
                      onToggle={() => setOpened(open === job.versionName ? '' : job.versionName)}
                      onUse={canAdmin ? () => setPromoting(job) : undefined}
                    />
                    {job.status === 'failed' ? (
                      <tr>
                        <td colSpan={COLUMNS}>
                          <p className={shared.error}>
                            {job.versionName} failed: {job.errorMessage}
                          </p>
                        </td>
                      </tr>
                    ) : null}
                    {open === job.versionName && job.status === 'done' ? (
                      <tr id={detailsId(job)}>
                        <td colSpan={COLUMNS} className={styles.detailsCell}>
                          <ModelJobDetails applicationIDs={applicationIDs} job={job} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
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

interface JobRowProps {
  job: ModelJobInfo;
  open: boolean;
  onToggle: () => void;
  /** Offered to an admin for a trained version not in use. */
  onUse?: () => void;
}

function JobRow({ job, open, onToggle, onUse }: JobRowProps) {
  const done = job.status === 'done';
  return (
    <tr className={open ? styles.openRow : undefined}>
      <th scope="row" className={styles.version}>
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
      </th>
      <td>
        <JobStatus job={job} />
      </td>
      <td className={shared.nowrap}>{job.trainDate ? trainingDateTimeFormat(job.trainDate) : '—'}</td>
      <td className={shared.numeric}>{percentFormat(job.accuracy)}</td>
      <td className={shared.numeric}>
        <strong>{percentFormat(job.f1Score)}</strong>
      </td>
      <td className={shared.numeric}>
        {job.numberOfLabels === null ? '—' : countFormat(job.numberOfLabels)}
      </td>
      <td className={shared.numeric}>
        {job.trainCount === null || job.testCount === null
          ? '—'
          : `${countFormat(job.trainCount)} / ${countFormat(job.testCount)}`}
      </td>
      <td className={shared.numeric}>
        {job.changedItems === null || job.checkedItems === null
          ? '—'
          : `${countFormat(job.changedItems)} of ${countFormat(job.checkedItems)}`}
      </td>
      <td className={shared.nowrap}>
        {onUse && done && !job.inUse ? (
          <Button variant="secondary" size="small" onClick={onUse}>
            Use this version
          </Button>
        ) : null}
      </td>
    </tr>
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
