import { FEEDBACK_COLUMN_IDS, type FeedbackField } from '@prism/domain';
import { Dropdown, DropdownSection } from '../../../../components/ui/dropdown';
import {
  REVIEWS_COLUMN_SECTIONS,
  reviewsColumnsToggle,
  reviewsColumnsToggleSection,
} from '../../lib/reviews-columns';
import styles from './reviews.module.css';

export interface ColumnPickerProps {
  /** The columns shown, in order. */
  visible: readonly FeedbackField[];
  onChange: (visible: FeedbackField[]) => void;
}

/**
 * Which columns the table shows: a checkbox per column of the catalogue under its section
 * (spec 001 section 2), a whole section at once, or all and none.
 */
export function ColumnPicker({ visible, onChange }: ColumnPickerProps) {
  const shown = new Set(visible);
  return (
    <Dropdown className={styles.menu} trigger={`Columns (${visible.length}/${FEEDBACK_COLUMN_IDS.length})`}>
      {() => (
        <div className={styles.picker}>
          <div className={styles.pickerActions}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onChange([...FEEDBACK_COLUMN_IDS])}
            >
              Show all
            </button>
            <button type="button" className={styles.linkButton} onClick={() => onChange([])}>
              Show none
            </button>
          </div>
          {REVIEWS_COLUMN_SECTIONS.map(({ section, columns }) => {
            const all = columns.every((column) => shown.has(column.id));
            return (
              <DropdownSection
                key={section}
                title={section}
                action={
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`${all ? 'Hide' : 'Show'} every ${section} column`}
                    onClick={() => onChange(reviewsColumnsToggleSection(visible, section, !all))}
                  >
                    {all ? 'Hide all' : 'Show all'}
                  </button>
                }
              >
                <ul className={styles.pickerList}>
                  {columns.map((column) => (
                    <li key={column.id}>
                      <label className={styles.pickerItem}>
                        <input
                          type="checkbox"
                          checked={shown.has(column.id)}
                          onChange={(event) =>
                            onChange(reviewsColumnsToggle(visible, column.id, event.target.checked))
                          }
                        />
                        {column.label}
                      </label>
                    </li>
                  ))}
                </ul>
              </DropdownSection>
            );
          })}
        </div>
      )}
    </Dropdown>
  );
}
