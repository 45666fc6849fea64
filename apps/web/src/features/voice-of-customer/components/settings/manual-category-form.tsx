import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { DescriptionField, descriptionFits } from '../description-field';
import type { ParentOption } from './category-form';
import styles from './settings.module.css';

export interface ManualCategoryFormValue {
  categoryId: string;
  name: string;
  description: string;
}

export interface ManualCategoryFormProps {
  /** Editing: its name and description (it stays under its category). */
  editing?: { name: string; description: string };
  /** Creating: the categories it may hang under. */
  categoryOptions: readonly ParentOption[];
  saving: boolean;
  /** The server's reason for refusing the last save (409 for a name in use under the category). */
  serverError?: string | null;
  onSubmit: (value: ManualCategoryFormValue) => void;
  onCancel: () => void;
}

/** Create a manual category under a category, or edit one's name and description. */
export function ManualCategoryForm({
  editing,
  categoryOptions,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: ManualCategoryFormProps) {
  const [categoryId, setCategoryId] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { category: useId(), name: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      !editing && !categoryId
        ? 'Choose the category it belongs under.'
        : !name.trim()
          ? 'Name is required.'
          : null;
    setProblem(found);
    if (!found) onSubmit({ categoryId, name: name.trim(), description: description.trim() });
  };

  const error = problem ?? serverError;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit manual category' : 'New manual category'}
    >
      {editing ? null : (
        <div className={styles.field}>
          <label htmlFor={ids.category}>Category</label>
          <select
            id={ids.category}
            className={styles.input}
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">Choose a category</option>
            {categoryOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
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
          {editing ? 'Save manual category' : 'Create manual category'}
        </LoadingButton>
      </div>
    </form>
  );
}
