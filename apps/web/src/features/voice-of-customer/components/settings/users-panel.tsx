import type { VocUser } from '@prism/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadProblem } from '../../../../components/ui/load-problem';
import { useInsertUser, useUpdateUser, useUsers, useVocUser, type UserSearch } from '../../api/settings';
import { VocError } from '../voc-states';
import { PermissionsDialog } from './permissions-dialog';
import { SettingsAlert } from './settings-alert';
import { SettingsSkeleton } from './settings-skeleton';
import { SETTINGS_TEXT } from './settings-text';
import { UserForm, type UserFormValue } from './user-form';
import { UsersTable } from './users-table';
import styles from './settings.module.css';

/** How long the search waits after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface UsersPanelProps {
  /** The signed-in user's auth ID. */
  authID: string;
  /** Holds `prism-admin`, which makes a VoC admin without a user record. */
  hasAdminRole: boolean;
  /** The page's entity and its applications: the permissions shown and given are on these. */
  entityIds: readonly string[];
  onNotice: (message: string) => void;
}

/**
 * The Users and permissions tab (spec 001 sections 3, 6 and 7). A VoC admin (the admin role on
 * their user record, or `prism-admin`) searches, adds, edits, archives and restores users and gives
 * their permissions here; anyone else sees their own record, with a line saying who manages users.
 */
export function UsersPanel({ authID, hasAdminRole, entityIds, onNotice }: UsersPanelProps) {
  const self = useVocUser(authID);
  if (self.isPending) return <SettingsSkeleton rows={3} label="Loading users" />;
  if (self.isError)
    return (
      <LoadProblem
        message={`Could not load your user record: ${self.error.message}`}
        onRetry={() => void self.refetch()}
      />
    );
  const isVocAdmin = hasAdminRole || (self.data?.role === 'admin' && !self.data.isArchived);
  if (!isVocAdmin) return <OwnRecord user={self.data} entityIds={entityIds} />;
  return <UsersAdmin entityIds={entityIds} onNotice={onNotice} />;
}

function OwnRecord({ user, entityIds }: { user: VocUser | null; entityIds: readonly string[] }) {
  return (
    <div className={styles.panel}>
      <p className={styles.readOnly}>{SETTINGS_TEXT.usersAdminOnly}</p>
      {user ? (
        <UsersTable users={[user]} entityIds={entityIds} canManage={false} />
      ) : (
        <p className={styles.summary}>{SETTINGS_TEXT.noOwnRecord}</p>
      )}
    </div>
  );
}

type Editing =
  { kind: 'add' } | { kind: 'edit'; user: VocUser } | { kind: 'permissions'; authID: string } | null;

function UsersAdmin({
  entityIds,
  onNotice,
}: {
  entityIds: readonly string[];
  onNotice: (message: string) => void;
}) {
  const [search, setSearch] = useState<UserSearch>({ authID: '', email: '' });
  const users = useUsers(search, true);
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const insert = useInsertUser();
  const update = useUpdateUser();

  const open = (next: Editing) => {
    insert.reset();
    update.reset();
    setEditing(next);
  };
  const close = () => setEditing(null);

  const add = (value: UserFormValue) =>
    insert.mutate(value, {
      onSuccess: (user) => {
        onNotice(`Added ${user.authID}. Give them a permission here.`);
        // The next step of adding someone: their permission on this page's entity.
        setEditing({ kind: 'permissions', authID: user.authID });
      },
    });

  const save = (user: VocUser, value: UserFormValue) =>
    update.mutate(
      {
        _id: user._id,
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        role: value.role,
      },
      {
        onSuccess: () => {
          close();
          onNotice(`Saved ${user.authID}.`);
        },
      },
    );

  const setArchived = (user: VocUser, isArchived: boolean) => {
    setActionError(null);
    update.mutate(
      { _id: user._id, isArchived },
      {
        onSuccess: () => onNotice(`${isArchived ? 'Archived' : 'Restored'} ${user.authID}.`),
        onError: (error) =>
          setActionError(`Could not ${isArchived ? 'archive' : 'restore'} ${user.authID}: ${error.message}`),
      },
    );
  };

  return (
    <div className={styles.panel}>
      <div className={`${styles.toolbar} ${styles.toolbarBottom}`}>
        <UserSearchFields onSearch={setSearch} />
        <div className={styles.toolbarEnd}>
          <Button size="small" onClick={() => open({ kind: 'add' })}>
            Add user
          </Button>
        </div>
      </div>
      <SettingsAlert message={actionError} onDismiss={() => setActionError(null)} />
      {users.isPending ? <SettingsSkeleton rows={4} label="Loading users" /> : null}
      {users.isError ? (
        <VocError
          what="Error fetching Voice of Customer users."
          reason={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {users.data ? (
        users.data.length === 0 ? (
          <p className={styles.summary}>{SETTINGS_TEXT.noUsers}</p>
        ) : (
          <>
            <p className={styles.summary} aria-live="polite">
              {users.data.length} {users.data.length === 1 ? 'user' : 'users'}
            </p>
            <UsersTable
              users={users.data}
              entityIds={entityIds}
              canManage
              busyId={update.isPending && editing === null ? update.variables?._id : null}
              onPermissions={(user) => open({ kind: 'permissions', authID: user.authID })}
              onEdit={(user) => open({ kind: 'edit', user })}
              onArchive={setArchived}
            />
          </>
        )
      ) : null}
      {editing?.kind === 'add' ? (
        <Dialog title="Add user" onClose={close}>
          <UserForm
            saving={insert.isPending}
            serverError={insert.error?.message}
            onSubmit={add}
            onCancel={close}
          />
        </Dialog>
      ) : null}
      {editing?.kind === 'edit' ? (
        <Dialog title={`Edit ${editing.user.authID}`} onClose={close}>
          <UserForm
            user={editing.user}
            saving={update.isPending}
            serverError={update.error?.message}
            onSubmit={(value) => save(editing.user, value)}
            onCancel={close}
          />
        </Dialog>
      ) : null}
      {editing?.kind === 'permissions' ? (
        <PermissionsDialog
          authID={editing.authID}
          entityIds={entityIds}
          onNotice={onNotice}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** The search by parts of the auth ID and of the email, sent once typing pauses. */
function UserSearchFields({ onSearch }: { onSearch: (search: UserSearch) => void }) {
  const [authID, setAuthID] = useState('');
  const [email, setEmail] = useState('');
  const ids = { authID: useId(), email: useId() };
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch({ authID, email }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [authID, email, onSearch]);
  return (
    <div className={styles.searchFields} role="search" aria-label="Search users">
      <div className={styles.field}>
        <label htmlFor={ids.authID}>Auth ID</label>
        <input
          id={ids.authID}
          type="search"
          className={styles.input}
          value={authID}
          placeholder="Part of the auth ID"
          onChange={(event) => setAuthID(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          type="search"
          className={styles.input}
          value={email}
          placeholder="Part of the email"
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
    </div>
  );
}
