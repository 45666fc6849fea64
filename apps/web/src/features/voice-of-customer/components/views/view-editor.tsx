import { feedbackColumnOf, type FeedbackField } from '@prism/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import type { ViewDraft } from '../../api/views';
import { ColumnChecklist } from './column-checklist';
import { viewDraftProblem } from './view-rules';
import styles from './views.module.css';

/** Only the ids the catalogue knows, as its fields. */
export const catalogueColumns = (ids: readonly string[]): FeedbackField[] =>
  ids.filter((id) => feedbackColumnOf(id) !== undefined) as FeedbackField[];

export interface ViewEditorProps {
  /** The form's id, for the dialog footer's Save button. */
  formId: string;
  /** The view as it starts: a view being changed, or the visible columns for a new one. */
  initial: ViewDraft;
  /** The table's visible columns, offered as a starting point. */
  visibleColumns: readonly string[];
  onSave: (draft: ViewDraft) => void;
}

/**
 * A view's name and columns (spec 001 section 5): the name is required, and at least one column;
 * the columns start from the visible ones or are ticked by section from the catalogue.
 */
export function ViewEditor({ formId, initial, visibleColumns, onSave }: ViewEditorProps) {
  const nameId = useId();
  const [name, setName] = useState(initial.name);
  const [columns, setColumns] = useState<FeedbackField[]>(initial.columns);
  const [problem, setProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // The editor replaces the list inside the open dialog: the name is where typing starts.
  useEffect(() => nameInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = viewDraftProblem(name, columns);
    setProblem(found);
    if (!found) onSave({ name: name.trim(), columns });
  };

  return (
    <form id={formId} className={styles.editor} aria-label="View" noValidate onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={nameId} className={styles.label}>
          View name
        </label>
        <input
          ref={nameInput}
          id={nameId}
          className={styles.input}
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={styles.columnsHead}>
        <span className={styles.label}>
          Columns <span className={styles.muted}>({columns.length} chosen)</span>
        </span>
        <Button
          variant="borderless"
          size="small"
          onClick={() => setColumns(catalogueColumns(visibleColumns))}
        >
          Use visible columns
        </Button>
        <Button variant="borderless" size="small" onClick={() => setColumns([])}>
          Clear
        </Button>
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <ColumnChecklist chosen={columns} onChange={setColumns} />
    </form>
  );
}
