import {
  FEEDBACK_COLUMNS,
  FEEDBACK_COLUMN_SECTIONS,
  type FeedbackColumnSection,
  type FeedbackField,
} from '@prism/domain';
import { useEffect, useRef } from 'react';
import styles from './views.module.css';

export interface ColumnChecklistProps {
  /** The chosen columns, in the view's order. */
  chosen: readonly FeedbackField[];
  onChange: (chosen: FeedbackField[]) => void;
}

const columnsOf = (section: FeedbackColumnSection) =>
  FEEDBACK_COLUMNS.filter((column) => column.section === section);

/**
 * Every column of the catalogue as a checkbox, grouped by its section (spec 001 section 2), each
 * section with a box that takes or leaves all of it. A column checked joins the end of the view.
 */
export function ColumnChecklist({ chosen, onChange }: ColumnChecklistProps) {
  const toggle = (id: FeedbackField, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((column) => column !== id));

  return (
    <div className={styles.sections}>
      {FEEDBACK_COLUMN_SECTIONS.map((section) => (
        <ColumnSection
          key={section}
          section={section}
          chosen={chosen}
          onChange={onChange}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}

interface ColumnSectionProps extends ColumnChecklistProps {
  section: FeedbackColumnSection;
  onToggle: (id: FeedbackField, on: boolean) => void;
}

function ColumnSection({ section, chosen, onChange, onToggle }: ColumnSectionProps) {
  const columns = columnsOf(section);
  const taken = columns.filter((column) => chosen.includes(column.id)).length;
  const all = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (all.current) all.current.indeterminate = taken > 0 && taken < columns.length;
  }, [taken, columns.length]);

  const toggleAll = (on: boolean) => {
    const ids = columns.map((column) => column.id);
    onChange(
      on
        ? [...chosen, ...ids.filter((id) => !chosen.includes(id))]
        : chosen.filter((id) => !ids.includes(id)),
    );
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionLegend}>
        <label className={styles.check}>
          <input
            ref={all}
            type="checkbox"
            checked={taken === columns.length}
            aria-label={`All ${section} columns`}
            onChange={(event) => toggleAll(event.target.checked)}
          />
          <span>{section}</span>
          <span className={styles.muted}>
            {taken}/{columns.length}
          </span>
        </label>
      </legend>
      <div className={styles.columnGrid}>
        {columns.map((column) => (
          <label key={column.id} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(column.id)}
              onChange={(event) => onToggle(column.id, event.target.checked)}
            />
            <span>{column.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
