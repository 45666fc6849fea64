import { VOC_ROLES, type VocRole, type VocUser } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadingButton } from '../../../../components/ui/loading-button';
import styles from './settings.module.css';

export interface UserFormValue {
  authID: string;
  firstName: string;
  lastName: string;
  email: string;
  role: VocRole;
}

export interface UserFormProps {
  /** The user being edited (their auth ID stays); none to add one. */
  user?: VocUser;
  saving: boolean;
  /** The server's reason for refusing the last save (409 for an auth ID that exists). */
  serverError?: string | null;
  onSubmit: (value: UserFormValue) => void;
  onCancel: () => void;
}

/** The form's own checks, in the order the user meets them; null when it may be sent. */
export function userFormProblem(value: UserFormValue): string | null {
  if (!value.authID.trim()) return 'Auth ID is required.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.email.trim())) return 'Enter a valid email address.';
  return null;
}

/** Add a Voice of Customer user, or edit one's name, email and role. */
export function UserForm({ user, saving, serverError, onSubmit, onCancel }: UserFormProps) {
  const [value, setValue] = useState<UserFormValue>({
    authID: user?.authID ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'manager',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const ids = {
    authID: useId(),
    first: useId(),
    last: useId(),
    email: useId(),
    role: useId(),
    roleHint: useId(),
  };
  const set = (change: Partial<UserFormValue>) => setValue((was) => ({ ...was, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = userFormProblem(value);
    setProblem(found);
    if (found) return;
    onSubmit({
      ...value,
      authID: value.authID.trim(),
      firstName: value.firstName.trim(),
      lastName: value.lastName.trim(),
      email: value.email.trim(),
    });
  };

  const error = problem ?? serverError;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={user ? 'Edit user' : 'Add user'}>
      <div className={styles.field}>
        <label htmlFor={ids.authID}>Auth ID</label>
        <input
          id={ids.authID}
          className={styles.input}
          value={value.authID}
          disabled={Boolean(user)}
          maxLength={128}
          autoComplete="off"
          onChange={(event) => set({ authID: event.target.value })}
        />
      </div>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor={ids.first}>First name</label>
          <input
            id={ids.first}
            className={styles.input}
            value={value.firstName}
            maxLength={128}
            onChange={(event) => set({ firstName: event.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.last}>Last name</label>
          <input
            id={ids.last}
            className={styles.input}
            value={value.lastName}
            maxLength={128}
            onChange={(event) => set({ lastName: event.target.value })}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          type="email"
          className={styles.input}
          value={value.email}
          maxLength={320}
          onChange={(event) => set({ email: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.role}>Voice of Customer role</label>
        <select
          id={ids.role}
          className={styles.input}
          value={value.role}
          aria-describedby={ids.roleHint}
          onChange={(event) => set({ role: event.target.value as VocRole })}
        >
          {VOC_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        <span id={ids.roleHint} className={styles.hint}>
          An admin manages users and permissions and is admin of every application; a manager has what their
          permission records give.
        </span>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <LoadingButton type="submit" loading={saving}>
          {user ? 'Save user' : 'Add user'}
        </LoadingButton>
      </div>
    </form>
  );
}
