import { VOC_MSG, type Category, type CategoryGroup } from '@prism/domain';
import { useMemo } from 'react';
import { useVocCategories, useVocCategoryGroups } from '../../api/categories';
import { VocEmpty, VocError } from '../voc-states';
import {
  CATEGORY_PATH_SEPARATOR,
  categoryById,
  categoryIsActive,
  categoryPathOf,
} from '../../lib/category-tree';
import { SettingsSkeleton } from './settings-skeleton';
import { SETTINGS_TEXT } from './settings-text';
import styles from './settings.module.css';

/**
 * The Category groups tab: each group with its categories (their path, and whether they are still
 * active). Read-only: the server has no call that creates or changes a group.
 */
export function CategoryGroupsPanel({ appIds }: { appIds: string[] }) {
  const groups = useVocCategoryGroups(appIds);
  const categories = useVocCategories(appIds, { includeArchived: true });
  const byId = useMemo(() => categoryById(categories.data ?? []), [categories.data]);

  if ((groups.isPending || categories.isPending) && appIds.length > 0)
    return <SettingsSkeleton rows={4} label="Loading category groups" />;
  const failed = groups.error ?? categories.error;
  if (failed)
    return (
      <VocError
        what={VOC_MSG.categoriesFetchError}
        reason={failed.message}
        onRetry={() => void Promise.all([groups.refetch(), categories.refetch()])}
      />
    );

  const list = groups.data ?? [];
  return (
    <div className={styles.panel}>
      <p className={styles.readOnly}>{SETTINGS_TEXT.groupsReadOnly}</p>
      {list.length === 0 ? (
        <VocEmpty>
          <p className={styles.summary}>{SETTINGS_TEXT.noGroups}</p>
        </VocEmpty>
      ) : (
        <ul className={styles.groupList} aria-label="Category groups">
          {list.map((group) => (
            <li key={group._id} className={styles.group}>
              <div className={styles.groupHeader}>
                <h3 className={styles.groupTitle}>{group.categoryGroupName}</h3>
                <span className={styles.groupMeta}>
                  {group.categoryIds.length} {group.categoryIds.length === 1 ? 'category' : 'categories'}
                </span>
              </div>
              <GroupCategories group={group} byId={byId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GroupCategories({ group, byId }: { group: CategoryGroup; byId: ReadonlyMap<string, Category> }) {
  return (
    <ul className={styles.pills} aria-label={`Categories of ${group.categoryGroupName}`}>
      {group.categoryOptions.map((option) => {
        const category = byId.get(option.value);
        const parent = category?.parent ? byId.get(category.parent) : undefined;
        const parents = parent ? `${categoryPathOf(parent, byId)}${CATEGORY_PATH_SEPARATOR}` : null;
        const inactive = category ? !categoryIsActive(category, byId) : false;
        return (
          <li key={option.value} className={styles.pill}>
            {parents ? <span className={styles.pillPath}>{parents}</span> : null}
            {option.label}
            {inactive ? (
              <>
                {' '}
                <span className={`${styles.badge} ${styles.badgeInactive}`}>Inactive</span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
