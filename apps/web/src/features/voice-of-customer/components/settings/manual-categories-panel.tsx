import { VOC_MSG, type Category, type ManualCategory } from '@prism/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useVocCategories, useVocManualCategories } from '../../api/categories';
import { useInsertManualCategory, useUpdateManualCategory } from '../../api/settings';
import { VocEmpty, VocError } from '../voc-states';
import {
  categoryActiveChoices,
  categoryById,
  categoryIsActive,
  categoryPathOf,
} from '../../lib/category-tree';
import { ManualCategoryForm, type ManualCategoryFormValue } from './manual-category-form';
import { SettingsAlert } from './settings-alert';
import { SettingsSkeleton } from './settings-skeleton';
import { SETTINGS_TEXT } from './settings-text';
import styles from './settings.module.css';

export interface ManualCategoriesPanelProps {
  appIds: string[];
  /** Admin of every application of the page: may create and change manual categories. */
  canEdit: boolean;
  onNotice: (message: string) => void;
}

/** Manual categories under their category, the categories in path order. */
interface ManualGroup {
  category: Category | undefined;
  categoryId: string;
  path: string;
  items: ManualCategory[];
}

function manualGroupsOf(
  manual: readonly ManualCategory[],
  byId: ReadonlyMap<string, Category>,
  showArchived: boolean,
): ManualGroup[] {
  const groups = new Map<string, ManualGroup>();
  for (const item of manual) {
    if (!showArchived && item.isArchived) continue;
    const category = byId.get(item.category);
    const group = groups.get(item.category) ?? {
      category,
      categoryId: item.category,
      path: category ? categoryPathOf(category, byId) : item.category,
      items: [],
    };
    group.items.push(item);
    groups.set(item.category, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      items: group.items.sort((a, b) => a.manualCategory.localeCompare(b.manualCategory)),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

type Editing = { kind: 'create' } | { kind: 'edit'; item: ManualCategory } | null;

/**
 * The Manual categories tab (spec 001 sections 3 and 5): each category's manual categories, and for
 * admins of the applications: create one under a category, rename, describe, archive and restore.
 * A name already used under the category is refused by the server (409), said in the form.
 */
export function ManualCategoriesPanel({ appIds, canEdit, onNotice }: ManualCategoriesPanelProps) {
  const manual = useVocManualCategories(appIds, { includeArchived: true });
  const categories = useVocCategories(appIds, { includeArchived: true });
  const [showArchived, setShowArchived] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const insert = useInsertManualCategory();
  const update = useUpdateManualCategory();

  const byId = useMemo(() => categoryById(categories.data ?? []), [categories.data]);
  const groups = useMemo(
    () => manualGroupsOf(manual.data ?? [], byId, showArchived),
    [manual.data, byId, showArchived],
  );

  if ((manual.isPending || categories.isPending) && appIds.length > 0)
    return <SettingsSkeleton label="Loading manual categories" />;
  const failed = manual.error ?? categories.error;
  if (failed)
    return (
      <VocError
        what={VOC_MSG.categoriesFetchError}
        reason={failed.message}
        onRetry={() => void Promise.all([manual.refetch(), categories.refetch()])}
      />
    );

  const open = (next: Editing) => {
    insert.reset();
    update.reset();
    setEditing(next);
  };
  const close = () => setEditing(null);
  const categoryOptions = categoryActiveChoices(categories.data ?? []);

  const create = (value: ManualCategoryFormValue) => {
    const category = byId.get(value.categoryId);
    const served = appIds.filter((appId) => category?.applicationIDs.includes(appId) ?? true);
    insert.mutate(
      {
        applicationIDs: served.length > 0 ? served : appIds,
        category: value.categoryId,
        manualCategory: value.name,
        description: value.description,
      },
      {
        onSuccess: () => {
          close();
          onNotice(`Created ${value.name}.`);
        },
      },
    );
  };

  const save = (item: ManualCategory, value: ManualCategoryFormValue) =>
    update.mutate(
      { _id: item._id, manualCategory: value.name, description: value.description },
      {
        onSuccess: () => {
          close();
          onNotice(`Saved ${value.name}.`);
        },
      },
    );

  const setArchived = (item: ManualCategory, isArchived: boolean) => {
    setActionError(null);
    update.mutate(
      { _id: item._id, isArchived },
      {
        onSuccess: () => onNotice(`${isArchived ? 'Archived' : 'Restored'} ${item.manualCategory}.`),
        onError: (error) =>
          setActionError(
            `Could not ${isArchived ? 'archive' : 'restore'} ${item.manualCategory}: ${error.message}`,
          ),
      },
    );
  };

  const total = manual.data?.length ?? 0;
  const archived = manual.data?.filter((item) => item.isArchived).length ?? 0;
  const busyId = update.isPending && editing === null ? update.variables?._id : undefined;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          {total} manual categories under {new Set(manual.data?.map((item) => item.category)).size}{' '}
          categories, {archived} archived
        </p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          Show archived
        </label>
        {canEdit ? (
          <div className={styles.toolbarEnd}>
            <Button size="small" onClick={() => open({ kind: 'create' })}>
              New manual category
            </Button>
          </div>
        ) : null}
      </div>
      {canEdit ? null : <p className={styles.readOnly}>{SETTINGS_TEXT.manualReadOnly}</p>}
      <SettingsAlert message={actionError} onDismiss={() => setActionError(null)} />
      {groups.length === 0 ? (
        <VocEmpty>
          <p className={styles.summary}>{SETTINGS_TEXT.noManualCategories}</p>
        </VocEmpty>
      ) : (
        <ul className={styles.groupList} aria-label="Manual categories by category">
          {groups.map((group) => (
            <li key={group.categoryId} className={styles.group}>
              <ManualGroupHeader group={group} byId={byId} />
              <ul className={styles.groupItems}>
                {group.items.map((item) => (
                  <li key={item._id}>
                    <ManualCategoryRow
                      item={item}
                      canEdit={canEdit}
                      busy={busyId === item._id}
                      onEdit={() => open({ kind: 'edit', item })}
                      onArchive={(isArchived) => setArchived(item, isArchived)}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {editing?.kind === 'create' ? (
        <Dialog title="New manual category" onClose={close}>
          <ManualCategoryForm
            categoryOptions={categoryOptions}
            saving={insert.isPending}
            serverError={insert.error?.message}
            onSubmit={create}
            onCancel={close}
          />
        </Dialog>
      ) : null}
      {editing?.kind === 'edit' ? (
        <Dialog title={`Edit ${editing.item.manualCategory}`} onClose={close}>
          <ManualCategoryForm
            editing={{ name: editing.item.manualCategory, description: editing.item.description }}
            categoryOptions={[]}
            saving={update.isPending}
            serverError={update.error?.message}
            onSubmit={(value) => save(editing.item, value)}
            onCancel={close}
          />
        </Dialog>
      ) : null}
    </div>
  );
}

function ManualGroupHeader({ group, byId }: { group: ManualGroup; byId: ReadonlyMap<string, Category> }) {
  const inactive = group.category ? !categoryIsActive(group.category, byId) : false;
  return (
    <div className={styles.groupHeader}>
      <h3 className={styles.groupTitle}>{group.path}</h3>
      {inactive ? <span className={`${styles.badge} ${styles.badgeInactive}`}>Category inactive</span> : null}
      <span className={styles.groupMeta}>{group.items.length}</span>
    </div>
  );
}

function ManualCategoryRow({
  item,
  canEdit,
  busy,
  onEdit,
  onArchive,
}: {
  item: ManualCategory;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
  onArchive: (isArchived: boolean) => void;
}) {
  return (
    <div className={item.isArchived ? `${styles.treeRow} ${styles.inactive}` : styles.treeRow}>
      <div className={styles.treeMain}>
        <div className={styles.treeTitle}>
          <span className={styles.treeName}>{item.manualCategory}</span>
          {item.isArchived ? (
            <span className={`${styles.badge} ${styles.badgeArchived}`}>Archived</span>
          ) : null}
        </div>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
      </div>
      {canEdit ? (
        <div className={styles.rowActions}>
          <Button
            variant="borderless"
            size="small"
            aria-label={`Edit ${item.manualCategory}`}
            onClick={onEdit}
          >
            Edit
          </Button>
          <Button
            variant="borderless"
            size="small"
            aria-label={`${item.isArchived ? 'Restore' : 'Archive'} ${item.manualCategory}`}
            disabled={busy}
            onClick={() => onArchive(!item.isArchived)}
          >
            {item.isArchived ? 'Restore' : 'Archive'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
