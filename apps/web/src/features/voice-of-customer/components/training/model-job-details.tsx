import { TRAINING_MIN_EXAMPLES, type ModelJobInfo } from '@prism/domain';
import { useState } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import { MODEL_CHANGES_PAGE_SIZE, useModelChanges } from '../../api/training';
import { percentFormat, trainingDateFormat } from './training-format';
import { TrainingPager } from './training-pager';
import styles from './model-jobs.module.css';
import shared from './training.module.css';

/** Changes the server keeps to read (the count covers them all). */
export const MODEL_CHANGES_KEPT = 1_000;

export interface ModelJobDetailsProps {
  applicationIDs: readonly string[];
  /** A version whose training is done. */
  job: ModelJobInfo;
}

/** One trained version opened: its figures per category and what putting it in use would change. */
export function ModelJobDetails({ applicationIDs, job }: ModelJobDetailsProps) {
  return (
    <div className={styles.details}>
      <CategoryFigures job={job} />
      <PromotionPreview applicationIDs={applicationIDs} job={job} />
    </div>
  );
}

/** Precision, recall, F1 and support per category on the held-out fifth, weakest F1 first. */
function CategoryFigures({ job }: { job: ModelJobInfo }) {
  const rows = [...job.categoryMetrics].sort((a, b) => a.f1 - b.f1 || a.category.localeCompare(b.category));
  return (
    <section aria-label={`${job.versionName} per category`}>
      <h3 className={styles.detailsHeading}>Per category</h3>
      <p className={shared.muted}>
        Measured on the {countFormat(job.testCount ?? 0)} held-out examples; weakest first. A support under{' '}
        {TRAINING_MIN_EXAMPLES} makes a category&apos;s figures rough.
      </p>
      <div className={`${shared.tableScroll} ${styles.detailsScroll}`}>
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col" className={shared.numeric}>
                Precision
              </th>
              <th scope="col" className={shared.numeric}>
                Recall
              </th>
              <th scope="col" className={shared.numeric}>
                F1
              </th>
              <th scope="col" className={shared.numeric}>
                Support
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.categoryID}>
                <th scope="row" className={styles.categoryName}>
                  {row.category}
                </th>
                <td className={shared.numeric}>{percentFormat(row.precision)}</td>
                <td className={shared.numeric}>{percentFormat(row.recall)}</td>
                <td className={shared.numeric}>{percentFormat(row.f1)}</td>
                <td className={shared.numeric}>
                  {row.support < TRAINING_MIN_EXAMPLES ? (
                    <span
                      className={`${shared.badge} ${shared.badgeWarn}`}
                      title="Few held-out examples: rough figures"
                    >
                      {countFormat(row.support)} · rough
                    </span>
                  ) : (
                    countFormat(row.support)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The promotion preview: how many of the newest items would change, and the changes, paged. */
function PromotionPreview({ applicationIDs, job }: ModelJobDetailsProps) {
  const [page, setPage] = useState(0);
  const changes = useModelChanges(applicationIDs, job.versionName, page);
  const changed = job.changedItems ?? 0;
  const checked = job.checkedItems ?? 0;
  const listed = Math.min(changed, MODEL_CHANGES_KEPT);
  return (
    <section aria-label={`${job.versionName} promotion preview`}>
      <h3 className={styles.detailsHeading}>Promotion preview</h3>
      <p className={shared.muted}>
        {job.inUse ? 'When it was trained, ' : 'Put in use, '}
        {job.versionName} {job.inUse ? 'changed' : 'would change'} the best category of{' '}
        <strong>{countFormat(changed)}</strong> of the newest {countFormat(checked)} items
        {checked > 0 ? ` (${percentFormat(changed / checked)})` : ''}.
        {changed > MODEL_CHANGES_KEPT
          ? ` The first ${countFormat(MODEL_CHANGES_KEPT)} are kept to read.`
          : ''}
      </p>
      {changed === 0 ? null : changes.isPending ? (
        <Skeleton height="8rem" />
      ) : changes.isError ? (
        <p role="alert" className={shared.error}>
          The changed items could not be read: {changes.error.message}
        </p>
      ) : (
        <>
          <ul className={styles.changes}>
            {changes.data.map((change) => (
              <li key={change.feedbackID} className={styles.change}>
                <p className={shared.value}>{change.text}</p>
                <p className={styles.move}>
                  <span>
                    {change.fromCategory ?? 'no category'}
                    {change.fromScore !== null ? ` ${percentFormat(change.fromScore)}` : ''}
                  </span>
                  <span aria-label="becomes"> → </span>
                  <strong>
                    {change.toCategory} {percentFormat(change.toScore)}
                  </strong>
                  <span className={styles.changeDate}>{trainingDateFormat(change.timestamp)}</span>
                </p>
              </li>
            ))}
          </ul>
          <TrainingPager
            page={page}
            pageSize={MODEL_CHANGES_PAGE_SIZE}
            total={listed}
            noun="changed items"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
