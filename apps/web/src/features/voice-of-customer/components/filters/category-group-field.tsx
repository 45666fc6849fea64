import { filterLoadFailedMessage } from '@prism/domain';
import { LoadProblem, PanelNote } from '../../../../components/ui/load-problem';
import { Spinner } from '../../../../components/ui/spinner';
import { useVocCategoryGroups } from '../../api/categories';
import { CATEGORY_GROUPS_LABEL } from './filter-catalogue';
import { listValuesOf } from './filter-values';
import {
  CATEGORY_CHOICE_EMPTY,
  categoryGroupAdd,
  categoryGroupRemove,
  categoryToggle,
  groupPicksOf,
  type CategoryChoice,
} from './category-groups';
import type { FilterDraft } from './use-filter-draft';
import styles from './filters.module.css';

/**
 * The category choice of the draft with its group rules (spec 001 section 4), for the groups list
 * and the Category list: both change the same `category` filter.
 */
export function useCategoryChoice(appIds: string[], draft: FilterDraft) {
  const groups = useVocCategoryGroups(appIds);
  const category = listValuesOf(draft.draft, 'category');
  const known = groups.data;
  const choice: CategoryChoice = { category, picks: draft.picks ?? groupPicksOf(category, known ?? []) };
  return {
    groups,
    chosenGroups: choice.picks.groups,
    toggleGroup(groupId: string, on: boolean) {
      const group = known?.find((entry) => entry._id === groupId);
      if (!group || !known) return;
      draft.setCategoryChoice(
        on ? categoryGroupAdd(choice, group) : categoryGroupRemove(choice, groupId, known),
      );
    },
    toggleCategory(id: string, on: boolean) {
      // Until the groups are known there is nothing to remember about them.
      if (!known) draft.set('category', on ? [...category, id] : category.filter((entry) => entry !== id));
      else draft.setCategoryChoice(categoryToggle(choice, id, on, known));
    },
    /** Clearing empties the groups and the categories. */
    clear() {
      draft.setCategoryChoice(CATEGORY_CHOICE_EMPTY);
    },
  };
}

export type CategoryChoiceHandle = ReturnType<typeof useCategoryChoice>;

/** The category groups: choosing one selects its categories, removing it removes only its own. */
export function CategoryGroupField({ choice }: { choice: CategoryChoiceHandle }) {
  const { groups, chosenGroups } = choice;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>
        {CATEGORY_GROUPS_LABEL}
        {chosenGroups.length > 0 ? (
          <span className={styles.legendCount}>
            {chosenGroups.length} chosen
            <button type="button" className={styles.linkButton} onClick={choice.clear}>
              Clear <span className="visually-hidden">{CATEGORY_GROUPS_LABEL} and categories</span>
            </button>
          </span>
        ) : null}
      </legend>
      <p className={styles.hint}>Choosing a group selects all its categories below.</p>
      {groups.isPending ? <Spinner label="Loading options…" /> : null}
      {groups.isError ? (
        <LoadProblem
          message={filterLoadFailedMessage(CATEGORY_GROUPS_LABEL)}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : null}
      {groups.data?.length === 0 ? <PanelNote>No category groups for these applications.</PanelNote> : null}
      {groups.data && groups.data.length > 0 ? (
        <ul className={styles.options}>
          {groups.data.map((group) => (
            <li key={group._id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={chosenGroups.includes(group._id)}
                  onChange={(event) => choice.toggleGroup(group._id, event.target.checked)}
                />
                <span className={styles.optionLabel}>{group.categoryGroupName}</span>{' '}
                <span className={styles.optionCount}>
                  {group.categoryIds.length} {group.categoryIds.length === 1 ? 'category' : 'categories'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
