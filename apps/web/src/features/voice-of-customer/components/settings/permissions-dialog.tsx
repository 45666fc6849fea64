import type { VocUser } from '@prism/domain';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadProblem, PanelNote } from '../../../../components/ui/load-problem';
import { useInsertPermission, useUpdatePermission, useVocUser } from '../../api/settings';
import { PermissionForm, type PermissionFormValue } from './permission-form';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings.module.css';

export interface PermissionsDialogProps {
  /** The user whose records these are; read afresh, so each save shows what the server holds. */
  authID: string;
  /** The page's entity and its applications: one record each may be given or changed. */
  entityIds: readonly string[];
  onNotice: (message: string) => void;
  onClose: () => void;
}

/** A user's permission records on the page's entity and its applications, each saved on its own. */
export function PermissionsDialog({ authID, entityIds, onNotice, onClose }: PermissionsDialogProps) {
  const query = useVocUser(authID);
  const user = query.data;
  return (
    <Dialog title={`Permissions of ${authID}`} onClose={onClose}>
      <div className={styles.panel}>
        <p className={styles.hint}>
          One record per application or group: role admin or manager, read and write. A VoC admin role on the
          user makes them admin everywhere, whatever the records say.
        </p>
        {query.isPending ? <SettingsSkeleton rows={2} label="Loading permissions" /> : null}
        {query.isError ? (
          <LoadProblem
            message={`Could not load the user: ${query.error.message}`}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {query.data === null ? <PanelNote>There is no Voice of Customer user {authID}.</PanelNote> : null}
        {user
          ? entityIds.map((entityID) => (
              <PermissionEditor key={entityID} user={user} entityID={entityID} onNotice={onNotice} />
            ))
          : null}
      </div>
    </Dialog>
  );
}

/** One entity's record: added with insertUserPermission, changed or archived with updateUserPermission. */
function PermissionEditor({
  user,
  entityID,
  onNotice,
}: {
  user: VocUser;
  entityID: string;
  onNotice: (message: string) => void;
}) {
  const record = user.permissions.find((permission) => permission.entityID === entityID);
  const insert = useInsertPermission();
  const update = useUpdatePermission();
  const saved = (what: string) => () => onNotice(`${what} ${user.authID}'s permission on ${entityID}.`);

  const submit = (value: PermissionFormValue) => {
    insert.reset();
    update.reset();
    if (record) update.mutate({ _id: record._id, ...value }, { onSuccess: saved('Saved') });
    else insert.mutate({ authID: user.authID, entityID, ...value }, { onSuccess: saved('Added') });
  };

  return (
    <PermissionForm
      // A new record (or its archive state) starts the form again from what the server holds.
      key={record ? `${record._id}-${record.isArchived}` : 'new'}
      entityID={entityID}
      record={record}
      saving={insert.isPending || update.isPending}
      serverError={insert.error?.message ?? update.error?.message}
      onSubmit={submit}
      onArchive={(isArchived) => {
        if (!record) return;
        insert.reset();
        update.mutate(
          { _id: record._id, isArchived },
          { onSuccess: saved(isArchived ? 'Archived' : 'Restored') },
        );
      }}
    />
  );
}
