import { VOC_MSG, type Category } from '@prism/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { useVocCategories } from '../../api/categories';
import { useInsertCategory, useUpdateCategory } from '../../api/settings';
import { VocEmpty, VocError } from '../voc-states';
import { CategoryForm, type CategoryFormValue, type ParentOption } from './category-form';
import { CATEGORY_LEVELS, categoryById, categoryPathOf } from '../../lib/category-tree';
import {
  categoryTreeActive,
  categoryTreeBuild,
  categoryTreeFlatten,
  type CategoryNode,
} from './category-hierarchy';
import { CategoryTree } from './category-tree';
import { SettingsAlert } from './settings-alert';
import { SETTINGS_TEXT } from './settings-text';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './settings.module.css';

export interface CategoriesPanelProps {
  appIds: string[];
  /** Admin of every application of the page: may create and change categories. */
  canEdit: boolean;
  /** Says a change was saved (the page's toast). */
  onNotice: (message: string) => void;
}

type Editing =
  | { kind: 'create'; parentId?: string }
  | { kind: 'edit'; node: CategoryNode }
  | { kind: 'archive'; node: CategoryNode }
  | null;

/** The applications a subcategory of `parent` serves: the page's, within its parent's. */
function childAppIds(parent: Category, appIds: readonly string[]): string[] {
  const shared = appIds.filter((appId) => parent.applicationIDs.includes(appId));
  return shared.length > 0 ? shared : parent.applicationIDs;
}

/** Active top and mid-level categories, which a new subcategory may hang under. */
function parentOptionsOf(
  nodes: readonly CategoryNode[],
  byId: ReadonlyMap<string, Category>,
): ParentOption[] {
  return categoryTreeFlatten(nodes)
    .filter((node) => node.level < CATEGORY_LEVELS && node.status.active)
    .map((node) => ({ id: node.category._id, label: categoryPathOf(node.category, byId) }));
}

/**
 * The Categories tab (spec 001 sections 3 to 5): the three levels as a tree with the active rule
 * shown, archived ones on request, and for admins of the applications the changes: create, rename
 * and describe, archive and restore.
 */
export function CategoriesPanel({ appIds, canEdit, onNotice }: CategoriesPanelProps) {
  const query = useVocCategories(appIds, { includeArchived: true });
  const [showArchived, setShowArchived] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const insert = useInsertCategory();
  const update = useUpdateCategory();

  const categories = useMemo(() => query.data ?? [], [query.data]);
  const byId = useMemo(() => categoryById(categories), [categories]);
  const tree = useMemo(() => categoryTreeBuild(categories), [categories]);
  const shown = useMemo(() => (showArchived ? tree : categoryTreeActive(tree)), [tree, showArchived]);

  if (query.isPending && appIds.length > 0) return <SettingsSkeleton label="Loading categories" />;
  if (query.isError)
    return (
      <VocError
        what={VOC_MSG.categoriesFetchError}
        reason={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );

  const open = (next: Editing) => {
    insert.reset();
    update.reset();
    setEditing(next);
  };
  const close = () => setEditing(null);

  const create = (value: CategoryFormValue) => {
    const parent = value.level === 'sub' ? byId.get(value.parentId) : undefined;
    insert.mutate(
      parent
        ? {
            applicationIDs: childAppIds(parent, appIds),
            category: parent.category,
            parent: parent._id,
            subcategory: value.name,
            description: value.description,
          }
        : { applicationIDs: appIds, category: value.name, description: value.description },
      {
        onSuccess: () => {
          close();
          onNotice(`Created ${value.name}.`);
        },
      },
    );
  };

  const save = (node: CategoryNode, value: CategoryFormValue) =>
    update.mutate(
      {
        _id: node.category._id,
        ...(node.category.parent ? { subcategory: value.name } : { category: value.name }),
        description: value.description,
      },
      {
        onSuccess: () => {
          close();
          onNotice(`Saved ${value.name}.`);
        },
      },
    );

  const setArchived = (node: CategoryNode, isArchived: boolean) => {
    setRestoreError(null);
    update.mutate(
      { _id: node.category._id, isArchived },
      {
        onSuccess: () => {
          close();
          onNotice(`${isArchived ? 'Archived' : 'Restored'} ${node.name}.`);
        },
        onError: (error) => {
          if (!isArchived) setRestoreError(`Could not restore ${node.name}: ${error.message}`);
        },
      },
    );
  };

  const all = categoryTreeFlatten(tree);
  const archived = all.filter((node) => node.status.archived).length;
  const underArchived = all.filter((node) => !node.status.archived && !node.status.active).length;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          {all.length} categories: {all.length - archived - underArchived} active, {archived} archived,{' '}
          {underArchived} inactive under an archived parent
        </p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          Show archived and inactive
        </label>
        {canEdit ? (
          <div className={styles.toolbarEnd}>
            <Button size="small" onClick={() => open({ kind: 'create' })}>
              New category
            </Button>
          </div>
        ) : null}
      </div>
      <p className={styles.note}>{VOC_MSG.categoryActiveRule}</p>
      {canEdit ? null : <p className={styles.readOnly}>{SETTINGS_TEXT.categoriesReadOnly}</p>}
      <SettingsAlert message={restoreError} onDismiss={() => setRestoreError(null)} />
      {shown.length === 0 ? (
        <VocEmpty>
          <p className={styles.summary}>{SETTINGS_TEXT.noCategories}</p>
        </VocEmpty>
      ) : (
        <CategoryTree
          nodes={shown}
          canEdit={canEdit}
          busyId={update.isPending ? (update.variables?._id ?? null) : null}
          onEdit={(node) => open({ kind: 'edit', node })}
          onAddChild={(node) => open({ kind: 'create', parentId: node.category._id })}
          onArchive={(node) => open({ kind: 'archive', node })}
          onRestore={(node) => setArchived(node, false)}
        />
      )}
      {editing?.kind === 'create' ? (
        <Dialog title="New category" onClose={close}>
          <CategoryForm
            parentId={editing.parentId}
            parentOptions={parentOptionsOf(tree, byId)}
            saving={insert.isPending}
            serverError={insert.error?.message}
            onSubmit={create}
            onCancel={close}
          />
        </Dialog>
      ) : null}
      {editing?.kind === 'edit' ? (
        <Dialog title={`Edit ${editing.node.name}`} onClose={close}>
          <CategoryForm
            editing={{ name: editing.node.name, description: editing.node.category.description }}
            parentOptions={[]}
            saving={update.isPending}
            serverError={update.error?.message}
            onSubmit={(value) => save(editing.node, value)}
            onCancel={close}
          />
        </Dialog>
      ) : null}
      {editing?.kind === 'archive' ? (
        <ArchiveCategoryDialog
          node={editing.node}
          saving={update.isPending}
          serverError={update.error?.message}
          onConfirm={() => setArchived(editing.node, true)}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}

/** Asks before archiving: the categories below it become inactive with it (spec 001 section 4). */
function ArchiveCategoryDialog({
  node,
  saving,
  serverError,
  onConfirm,
  onCancel,
}: {
  node: CategoryNode;
  saving: boolean;
  serverError?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const below = categoryTreeFlatten(node.children).filter((child) => child.status.active);
  return (
    <Dialog
      title={`Archive ${node.name}?`}
      onClose={onCancel}
      footer={
        <div className={styles.footerActions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <LoadingButton loading={saving} onClick={onConfirm}>
            Archive
          </LoadingButton>
        </div>
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>It can no longer be applied to feedback; you can restore it later.</p>
        {below.length > 0 ? (
          <p>
            {below.length === 1
              ? 'The category below it becomes'
              : `The ${below.length} categories below it become`}{' '}
            inactive too: {below.map((child) => child.name).join(', ')}.
          </p>
        ) : null}
        {serverError ? (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
