import type { TrainingData, TrainingSource } from '@prism/domain';
import { Link } from 'react-router';
import { timestampFormat } from '../../../../lib/format';
import { trainingDateFormat } from './training-format';
import styles from './training.module.css';

/** How each source of an example reads. */
export const TRAINING_SOURCE_LABELS: Readonly<Record<TrainingSource, string>> = {
  import: 'Import',
  retrain: 'Retrain',
  reroute: 'Reroute',
};

export interface TrainingDataTableProps {
  rows: readonly TrainingData[];
  /** Rows can be chosen for deletion (write permission). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Chooses every row of the page, or none when all are chosen. */
  onToggleAll: () => void;
  /** Where the item an example came from is categorised (edit-reviews with its vocFeedbackID). */
  feedbackHref: (feedbackId: string) => string;
}

/** One page of training examples: text, categories, source, the item it came from, when it was added. */
export function TrainingDataTable({
  rows,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  feedbackHref,
}: TrainingDataTableProps) {
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label="Training data">
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={styles.checkCell}>
                <input
                  type="checkbox"
                  aria-label="Choose every example of this page"
                  checked={allChosen}
                  onChange={onToggleAll}
                />
              </th>
            ) : null}
            <th scope="col">Example</th>
            <th scope="col">Categories</th>
            <th scope="col">Source</th>
            <th scope="col">Linked item</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} className={selected.has(row._id) ? styles.selected : undefined}>
              {selectable ? (
                <td className={styles.checkCell}>
                  <input
                    type="checkbox"
                    aria-label={`Choose “${row.value.slice(0, 60)}”`}
                    checked={selected.has(row._id)}
                    onChange={() => onToggle(row._id)}
                  />
                </td>
              ) : null}
              <td className={styles.valueCell}>
                <p className={styles.value} title={row.value.length > 200 ? row.value : undefined}>
                  {row.value}
                </p>
              </td>
              <td>
                <ul className={styles.chips}>
                  {row.categories.map((category) => (
                    <li key={category._id} className={styles.chip}>
                      {category.category}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={styles.nowrap}>
                {TRAINING_SOURCE_LABELS[row.source]}
                {row.isMockTrainingData ? (
                  <>
                    {' '}
                    <span className={`${styles.badge} ${styles.badgeWarn}`}>Mock</span>
                  </>
                ) : null}
              </td>
              <td className={styles.nowrap}>
                {row.feedback ? (
                  <Link
                    to={feedbackHref(row.feedback._id)}
                    aria-label={`Item of ${trainingDateFormat(row.feedback.timestamp)}`}
                  >
                    {trainingDateFormat(row.feedback.timestamp)}
                  </Link>
                ) : (
                  <span className={styles.muted}>—</span>
                )}
              </td>
              <td className={styles.nowrap} title={timestampFormat(row.createdAt)}>
                {trainingDateFormat(row.createdAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
