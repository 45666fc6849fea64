import { VOC_MSG } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { DescriptionField, descriptionFits } from '../description-field';
import styles from './settings.module.css';

/** A category a new one may hang under: a top or mid-level category, labelled with its path. */
export interface ParentOption {
  id: string;
  label: string;
}

/** What the form gives: a new top category, a new subcategory under a parent, or new text for one. */
export type CategoryFormValue =
  | { level: 'top'; name: string; description: string }
  | { level: 'sub'; parentId: string; name: string; description: string };

export interface CategoryFormProps {
  /** Editing an existing category: its name and description (its place never changes). */
  editing?: { name: string; description: string };
  /** Creating: the parent chosen beforehand ('Add subcategory' on a row). */
  parentId?: string;
  parentOptions: readonly ParentOption[];
  saving: boolean;
  /** The server's reason for refusing the last save. */
  serverError?: string | null;
  onSubmit: (value: CategoryFormValue) => void;
  onCancel: () => void;
}

/** The form's own check (spec 001 section 5: a subcategory needs a parent); null when it may be sent. */
export function categoryFormProblem(value: {
  level: 'top' | 'sub';
  parentId: string;
  name: string;
}): string | null {
  if (value.level === 'sub' && !value.parentId) return VOC_MSG.subcategoryNeedsParent;
  if (!value.name.trim()) return 'Name is required.';
  return null;
}

/**
 * Create a category (a top category, or a subcategory under a parent) or edit one's name and
 * description. Save waits while the description is over its limit.
 */
export function CategoryForm({
  editing,
  parentId: initialParent,
  parentOptions,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: CategoryFormProps) {
  const [level, setLevel] = useState<'top' | 'sub'>(initialParent ? 'sub' : 'top');
  const [parentId, setParentId] = useState(initialParent ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { name: useId(), parent: useId(), level: useId(), levelHint: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = categoryFormProblem({ level: editing ? 'top' : level, parentId, name });
    setProblem(found);
    if (found) return;
    const text = { name: name.trim(), description: description.trim() };
    onSubmit(level === 'sub' && !editing ? { level, parentId, ...text } : { level: 'top', ...text });
  };

  const error = problem ?? serverError;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit category' : 'New category'}
    >
      {editing ? null : (
        <fieldset className={styles.fieldset} aria-describedby={ids.levelHint}>
          <legend>Level</legend>
          <label className={styles.check}>
            <input type="radio" name={ids.level} checked={level === 'top'} onChange={() => setLevel('top')} />
            Top category
          </label>
          <label className={styles.check}>
            <input type="radio" name={ids.level} checked={level === 'sub'} onChange={() => setLevel('sub')} />
            Subcategory
          </label>
          <p id={ids.levelHint} className={styles.hint}>
            {level === 'top' ? VOC_MSG.topCategoryHasNoParent : VOC_MSG.subcategoryNeedsParent}
          </p>
        </fieldset>
      )}
      {!editing && level === 'sub' ? (
        <div className={styles.field}>
          <label htmlFor={ids.parent}>Parent category</label>
          <select
            id={ids.parent}
            className={styles.input}
            value={parentId}
            aria-invalid={problem === VOC_MSG.subcategoryNeedsParent || undefined}
            onChange={(event) => setParentId(event.target.value)}
          >
            <option value="">Choose a parent</option>
            {parentOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={ids.name}>Name</label>
        <input
          id={ids.name}
          className={styles.input}
          value={name}
          maxLength={256}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <DescriptionField value={description} onChange={setDescription} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <LoadingButton type="submit" loading={saving} disabled={!descriptionFits(description)}>
          {editing ? 'Save category' : 'Create category'}
        </LoadingButton>
      </div>
    </form>
  );
}
