import { useMemo } from 'react';
import { FilterPills } from '../../../../components/ui/filter-pills';
import { useVocCategories, useVocCategoryGroups, useVocManualCategories } from '../../api/categories';
import { categoryLabels, manualCategoryOptions } from './category-options';
import type { FeedbackFilterProps } from './feedback-filter-button';
import { filtersWith } from './filter-values';
import { filterPillsOf, type PillLookups } from './filter-pills';

/** Names for the ids among the filters in force, loaded only when such a filter is set. */
function usePillLookups(appIds: string[], filters: FeedbackFilterProps['filters']): PillLookups {
  const wantsManual = filters.manualCategory !== undefined;
  const wantsCategories =
    wantsManual ||
    filters.category !== undefined ||
    filters.middleCategory !== undefined ||
    filters.subcategory !== undefined;
  const categories = useVocCategories(appIds, { enabled: wantsCategories });
  const manual = useVocManualCategories(appIds, { enabled: wantsManual });
  const groups = useVocCategoryGroups(appIds, { enabled: filters.categoryGroup !== undefined });
  return useMemo(
    () => ({
      categories: categories.data ? categoryLabels(categories.data) : undefined,
      manualCategories: manual.data
        ? new Map(
            manualCategoryOptions(manual.data, categories.data).map((option) => [option.value, option.label]),
          )
        : undefined,
      categoryGroups: groups.data
        ? new Map(groups.data.map((group) => [group._id, group.categoryGroupName]))
        : undefined,
    }),
    [categories.data, manual.data, groups.data],
  );
}

/**
 * The filters in force as pills beside the filter button, each with a button that removes it
 * (the change applies at once: a pill is what is in force, not a draft).
 */
export function FeedbackFilterPills({ appIds, filters, onApply }: FeedbackFilterProps) {
  const lookups = usePillLookups(appIds, filters);
  const pills = filterPillsOf(filters, lookups);
  if (pills.length === 0) return null;
  return (
    <FilterPills
      pills={pills.map((pill) => ({ key: pill.arg, name: pill.name, value: pill.value, full: pill.full }))}
      onRemove={(arg) => onApply(filtersWith(filters, arg, undefined))}
    />
  );
}
