import { DASHBOARD_DESCRIPTION_MAX, DASHBOARD_NAME_MAX, descriptionCounterMessage } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { LoadingButton } from '../../../components/ui/loading-button';
import styles from './dashboard-forms.module.css';

export interface DashboardSettings {
  name: string;
  description: string;
  shared: boolean;
}

export interface DashboardSettingsFormProps {
  initial?: DashboardSettings;
  submitLabel: string;
  saving: boolean;
  /** The server's answer to the last save, when it failed. */
  serverError?: string | null;
  onSubmit: (settings: DashboardSettings) => void;
  /** Further actions beside the submit button (Cancel). */
  children?: React.ReactNode;
}

/** A dashboard's name, description (with the 256-character counter) and share flag. */
export function DashboardSettingsForm({
  initial,
  submitLabel,
  saving,
  serverError,
  onSubmit,
  children,
}: DashboardSettingsFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [shared, setShared] = useState(initial?.shared ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { name: useId(), description: useId(), counter: useId() };
  const over = description.length > DASHBOARD_DESCRIPTION_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Give the dashboard a name.');
    if (over) return setProblem(`The description is over ${DASHBOARD_DESCRIPTION_MAX} characters.`);
    setProblem(null);
    onSubmit({ name: name.trim(), description: description.trim(), shared });
  };

  const error = problem ?? serverError;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <label className={styles.field} htmlFor={ids.name}>
        <span>Name</span>
        <input
          id={ids.name}
          className={styles.input}
          value={name}
          maxLength={DASHBOARD_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <div className={styles.field}>
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          className={styles.textarea}
          value={description}
          aria-describedby={ids.counter}
          aria-invalid={over || undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.counter} className={over ? styles.error : styles.counter}>
          {descriptionCounterMessage(description.length, DASHBOARD_DESCRIPTION_MAX)}
        </p>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        Share with every Prism user (listed under Dashboards)
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {children}
        <LoadingButton type="submit" loading={saving}>
          {submitLabel}
        </LoadingButton>
      </div>
    </form>
  );
}
