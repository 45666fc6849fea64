import { TRAINING_MIN_EXAMPLES, VOC_MSG, type TrainingMetric } from '@prism/domain';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { countFormat } from '../../../../lib/format';
import { useVocCategories } from '../../api/categories';
import { useTrainingMetrics } from '../../api/training';
import { categoryIsActive } from '../../lib/category-tree';
import { VocEmpty, VocError } from '../voc-states';
import { examplesNeeded, trainingMetricsWithEmpty } from './training-format';
import styles from './training-metrics-card.module.css';
import shared from './training.module.css';

export interface TrainingMetricsCardProps {
  applicationIDs: readonly string[];
  /** The Training Data page, where examples are imported. */
  trainingDataHref: string;
}

/**
 * Examples per category (getTrainingDataMetrics) as bars against the 10-example threshold
 * (TRAINING_MIN_EXAMPLES): the categories the next model learns, and those that need N more,
 * including the bottom-level categories with none yet.
 */
export function TrainingMetricsCard({ applicationIDs, trainingDataHref }: TrainingMetricsCardProps) {
  const metrics = useTrainingMetrics(applicationIDs);
  const categories = useVocCategories(applicationIDs, { includeArchived: true });
  const failed = metrics.isError ? metrics : categories.isError ? categories : null;
  const rows = metrics.data && categories.data ? trainingMetricsWithEmpty(metrics.data, categories.data) : [];
  const trained = rows.filter((row) => row.isBeingTrained).length;
  const archived = new Set(
    (categories.data ?? []).filter((category) => !categoryIsActive(category)).map((category) => category._id),
  );

  return (
    <Card
      title="Training data per category"
      aside={<span>Marker: the {TRAINING_MIN_EXAMPLES} examples a category needs to be trained</span>}
    >
      {failed ? (
        <VocError
          what={VOC_MSG.categoriesFetchError}
          reason={failed.error?.message}
          onRetry={() => void Promise.all([metrics.refetch(), categories.refetch()])}
        />
      ) : metrics.isPending || categories.isPending ? (
        <div className={shared.skeletonRows} role="status" aria-label="Loading the training data metrics">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} height="1.25rem" />
          ))}
        </div>
      ) : metrics.data?.length === 0 ? (
        <VocEmpty>
          <p className={shared.muted}>
            This platform has no training data yet.{' '}
            <Link to={trainingDataHref}>Import some on Training Data</Link>.
          </p>
        </VocEmpty>
      ) : (
        <div className={shared.stack}>
          <p className={shared.muted}>
            {countFormat(trained)} of {countFormat(rows.length)} categories have the {TRAINING_MIN_EXAMPLES}{' '}
            examples the next model needs to learn them
            {rows.length > trained ? `; ${countFormat(rows.length - trained)} need more` : ''}.
          </p>
          <MetricBars rows={rows} archived={archived} />
        </div>
      )}
    </Card>
  );
}

/** The table with a bar per category, scaled to the largest, with the threshold marked on each. */
function MetricBars({ rows, archived }: { rows: readonly TrainingMetric[]; archived: ReadonlySet<string> }) {
  const max = Math.max(TRAINING_MIN_EXAMPLES, ...rows.map((row) => row.count));
  const threshold = { '--threshold': `${(TRAINING_MIN_EXAMPLES / max) * 100}%` } as CSSProperties;
  return (
    <table className={`${shared.table} ${styles.table}`} aria-label="Examples per category">
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col" className={styles.barHead}>
            Examples
          </th>
          <th scope="col">Next model</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const needed = examplesNeeded(row.count);
          return (
            <tr key={row.categoryID}>
              <th scope="row" className={styles.name}>
                {row.category}
              </th>
              <td>
                <div className={styles.barCell}>
                  <span className={styles.track} style={threshold} aria-hidden="true">
                    <span
                      className={`${styles.bar} ${row.isBeingTrained ? styles.barTrained : styles.barShort}`}
                      style={{ width: `${(row.count / max) * 100}%` }}
                    />
                  </span>
                  <span className={styles.count}>{countFormat(row.count)}</span>
                </div>
              </td>
              <td>
                {row.isBeingTrained ? (
                  <span className={`${shared.badge} ${shared.badgeGood}`}>Being trained</span>
                ) : archived.has(row.categoryID) || needed === 0 ? (
                  <span className={shared.badge}>Archived: not trained</span>
                ) : (
                  <span className={`${shared.badge} ${shared.badgeWarn}`}>
                    Needs {countFormat(needed)} more
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
