import { VOC_ROLES, type VocPermission, type VocRole } from '@prism/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { SETTINGS_TEXT } from './settings-text';
import styles from './settings.module.css';

export interface PermissionFormValue {
  role: VocRole;
  read: boolean;
  write: boolean;
}

/** Spec 001 section 6: an admin has write, whatever the box said before the role changed. */
export function permissionValueOf(value: PermissionFormValue): PermissionFormValue {
  return value.role === 'admin' ? { ...value, write: true } : value;
}

export interface PermissionFormProps {
  /** The application or group the record is on. */
  entityID: string;
  /** The user's record there, if they have one (archived ones included). */
  record?: VocPermission;
  saving: boolean;
  /** The server's reason for refusing the last change (409 for a second record on the entity). */
  serverError?: string | null;
  onSubmit: (value: PermissionFormValue) => void;
  /** Archive or restore the record (only when there is one). */
  onArchive: (isArchived: boolean) => void;
}

/**
 * One permission record of a user on one application or group (spec 001 sections 3 and 6): role
 * admin or manager, read and write. Choosing admin ticks write and locks it, since an admin always
 * has write (the server refuses otherwise).
 */
export function PermissionForm({
  entityID,
  record,
  saving,
  serverError,
  onSubmit,
  onArchive,
}: PermissionFormProps) {
  const [value, setValue] = useState<PermissionFormValue>({
    role: record?.role ?? 'manager',
    read: record?.read ?? true,
    write: record?.write ?? false,
  });
  const roleId = useId();
  const hintId = useId();
  const shown = permissionValueOf(value);
  const isAdmin = shown.role === 'admin';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(shown);
  };

  return (
    <form className={styles.permissionForm} onSubmit={submit} aria-label={`Permission on ${entityID}`}>
      <div className={styles.permissionHead}>
        <span className={styles.mono}>{entityID}</span>
        {record?.isArchived ? (
          <span className={`${styles.badge} ${styles.badgeArchived}`}>Archived</span>
        ) : null}
        {record ? null : <span className={styles.hint}>No permission yet</span>}
      </div>
      <div className={styles.permissionFields}>
        <div className={styles.field}>
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            className={styles.input}
            value={shown.role}
            onChange={(event) => setValue({ ...value, role: event.target.value as VocRole })}
          >
            {VOC_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={shown.read}
            onChange={(event) => setValue({ ...value, read: event.target.checked })}
          />
          Read
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={shown.write}
            disabled={isAdmin}
            aria-describedby={isAdmin ? hintId : undefined}
            onChange={(event) => setValue({ ...value, write: event.target.checked })}
          />
          Write
        </label>
        {isAdmin ? (
          <span id={hintId} className={styles.hint}>
            {SETTINGS_TEXT.adminHasWrite}
          </span>
        ) : null}
        <div className={styles.toolbarEnd}>
          {record ? (
            <Button
              variant="secondary"
              size="small"
              disabled={saving}
              onClick={() => onArchive(!record.isArchived)}
            >
              {record.isArchived ? 'Restore' : 'Archive'}
            </Button>
          ) : null}
          <LoadingButton type="submit" size="small" loading={saving}>
            {record ? 'Save' : 'Add permission'}
          </LoadingButton>
        </div>
      </div>
      {serverError ? (
        <p role="alert" className={styles.error}>
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
