import type { Group, GroupInput } from '@prism/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { useDeleteGroup } from '../api/delete-group';
import { useSaveGroup } from '../api/save-group';
import { GroupForm, type GroupFormApp } from './group-form';
import styles from './group-modal.module.css';

type Step = { name: 'menu' } | { name: 'list' } | { name: 'edit'; group: Group } | { name: 'create' };

export interface GroupModalProps {
  groups: readonly Group[];
  applications: readonly GroupFormApp[];
  onClose: () => void;
}

const TITLES: Record<Step['name'], string> = {
  menu: 'Groups',
  list: 'Edit groups',
  edit: 'Edit group',
  create: 'Create group',
};

/** The group modal of spec 000 section 4: menu, then edit list, then edit group; or menu, then create. */
export function GroupModal({ groups, applications, onClose }: GroupModalProps) {
  const [step, setStep] = useState<Step>({ name: 'menu' });
  const [confirming, setConfirming] = useState<Group | null>(null);
  const save = useSaveGroup();
  const remove = useDeleteGroup();

  const go = (next: Step) => {
    save.reset();
    remove.reset();
    setConfirming(null);
    setStep(next);
  };
  const submit = (input: GroupInput) => {
    const id = step.name === 'edit' ? step.group._id : undefined;
    save.mutate({ id, input }, { onSuccess: () => go(id ? { name: 'list' } : { name: 'menu' }) });
  };

  return (
    <Dialog title={TITLES[step.name]} onClose={onClose}>
      {step.name === 'menu' ? (
        <div className={styles.menu}>
          <Button onClick={() => go({ name: 'create' })}>Create group</Button>
          <Button variant="secondary" onClick={() => go({ name: 'list' })} disabled={groups.length === 0}>
            Edit groups
          </Button>
        </div>
      ) : null}

      {step.name === 'list' ? (
        <div>
          <ul className={styles.groupList} aria-label="Groups">
            {groups.map((group) => (
              <li key={group._id} className={styles.groupRow}>
                <span className={styles.groupName}>{group.name}</span>
                <span className={styles.groupMeta}>{group.applicationIDs.length} applications</span>
                <Button
                  variant="borderless"
                  size="small"
                  onClick={() => go({ name: 'edit', group })}
                  aria-label={`Edit ${group.name}`}
                >
                  ✎ Edit
                </Button>
                {/* The last group cannot be deleted (spec 000 section 5). */}
                {groups.length > 1 ? (
                  <Button
                    variant="borderless"
                    size="small"
                    aria-label={`Delete ${group.name}`}
                    onClick={() => setConfirming(group)}
                  >
                    🗑 Delete
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {confirming ? (
            <div role="alertdialog" aria-label="Confirm delete" className={styles.confirm}>
              <p>
                Delete the group <strong>{confirming.name}</strong>? This cannot be undone.
              </p>
              {remove.isError ? (
                <p role="alert" className={styles.error}>
                  {remove.error.message}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  Cancel
                </Button>
                <LoadingButton
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(confirming._id, {
                      onSuccess: () => go(groups.length <= 1 ? { name: 'menu' } : { name: 'list' }),
                    })
                  }
                >
                  Delete
                </LoadingButton>
              </div>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => go({ name: 'menu' })}>
              Back
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === 'edit' || step.name === 'create' ? (
        <GroupForm
          key={step.name === 'edit' ? step.group._id : 'new'}
          group={step.name === 'edit' ? step.group : undefined}
          applications={applications}
          saving={save.isPending}
          serverError={save.isError ? save.error.message : null}
          onSubmit={submit}
          onCancel={() => go(step.name === 'edit' ? { name: 'list' } : { name: 'menu' })}
        />
      ) : null}
    </Dialog>
  );
}
