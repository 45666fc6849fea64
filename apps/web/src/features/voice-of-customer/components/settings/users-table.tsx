import type { VocPermission, VocUser } from '@prism/domain';
import { Button } from '../../../../components/ui/button';
import styles from './settings.module.css';

export interface UsersTableProps {
  users: readonly VocUser[];
  /** The page's entity and its applications: the permissions shown are those. */
  entityIds: readonly string[];
  /** A VoC admin: rows offer permissions, edit, archive and restore. */
  canManage: boolean;
  busyId?: string | null;
  onPermissions?: (user: VocUser) => void;
  onEdit?: (user: VocUser) => void;
  onArchive?: (user: VocUser, isArchived: boolean) => void;
}

/** What a record gives, in a few words: `admin · read · write`, `manager · read`. */
export function permissionSummary(permission: VocPermission): string {
  const rights = [permission.role, permission.read ? 'read' : null, permission.write ? 'write' : null];
  return rights.filter(Boolean).join(' · ');
}

function userName(user: VocUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.authID;
}

/** Voice of Customer users with their VoC role and their permissions on the page's entity; archived ones marked. */
export function UsersTable({
  users,
  entityIds,
  canManage,
  busyId,
  onPermissions,
  onEdit,
  onArchive,
}: UsersTableProps) {
  const several = entityIds.length > 1;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Permission here</th>
            {canManage ? (
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const records = user.permissions.filter((permission) => entityIds.includes(permission.entityID));
            return (
              <tr key={user._id} className={user.isArchived ? styles.archivedRow : undefined}>
                <th scope="row">
                  {userName(user)}{' '}
                  <span className={`${styles.badge} ${styles.badgeRole}`} title="Voice of Customer role">
                    {user.role}
                  </span>
                  {user.isArchived ? (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeArchived}`}>Archived</span>
                    </>
                  ) : null}
                  <div className={styles.mono}>{user.authID}</div>
                  <div className={styles.userEmail}>{user.email}</div>
                </th>
                <td>
                  {records.length === 0 ? (
                    <span className={styles.hint}>None</span>
                  ) : (
                    <ul className={`${styles.permissionList} ${styles.noWrap}`}>
                      {records.map((record) => (
                        <li key={record._id}>
                          {several ? <span className={styles.mono}>{record.entityID}: </span> : null}
                          {permissionSummary(record)}
                          {record.isArchived ? <span className={styles.hint}> (archived)</span> : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                {canManage ? (
                  <td>
                    <div className={styles.rowActions}>
                      <Button
                        variant="borderless"
                        size="small"
                        aria-label={`Permissions of ${user.authID}`}
                        onClick={() => onPermissions?.(user)}
                      >
                        Permissions
                      </Button>
                      <Button
                        variant="borderless"
                        size="small"
                        aria-label={`Edit ${user.authID}`}
                        onClick={() => onEdit?.(user)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="borderless"
                        size="small"
                        aria-label={`${user.isArchived ? 'Restore' : 'Archive'} ${user.authID}`}
                        disabled={busyId === user._id}
                        onClick={() => onArchive?.(user, !user.isArchived)}
                      >
                        {user.isArchived ? 'Restore' : 'Archive'}
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
