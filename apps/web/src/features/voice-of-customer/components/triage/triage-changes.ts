import type { Category, ManualCategory } from '@prism/domain';
import type { TriageChange, TriageItem } from '../../api/triage';
import { categoryNameOf } from '../../lib/category-tree';

/**
 * The triage changes of one item, as pure functions: what `updateFeedbackOne` is sent, and what
 * the page shows until it answers. Categories are sent whole (the call replaces the list), with
 * the manual category chosen under each kept.
 */
export interface ItemChange {
  change: TriageChange;
  optimistic: Partial<TriageItem>;
}

type Applied = TriageItem['prismAppliedCategories'];

function appliedChange(applied: Applied, manual: TriageItem['prismAppliedManualCategories']): ItemChange {
  return {
    change: {
      prismAppliedCategories: applied.map((entry) => ({
        _id: entry._id,
        manualCategory: entry.manualCategory ?? null,
      })),
      prismAppliedManualCategories: manual.map((entry) => entry._id),
    },
    optimistic: { prismAppliedCategories: applied, prismAppliedManualCategories: manual },
  };
}

/** Applies a category (a leaf) the item does not have yet, keeping the others. */
export function categoryApply(item: TriageItem, category: Category): ItemChange {
  if (item.prismAppliedCategories.some((entry) => entry._id === category._id))
    return appliedChange(item.prismAppliedCategories, item.prismAppliedManualCategories);
  return appliedChange(
    [
      ...item.prismAppliedCategories,
      { _id: category._id, category: categoryNameOf(category), manualCategory: null },
    ],
    item.prismAppliedManualCategories,
  );
}

/** Takes a category off the item, with the manual category chosen under it. */
export function categoryRemove(item: TriageItem, categoryId: string): ItemChange {
  const removed = item.prismAppliedCategories.find((entry) => entry._id === categoryId);
  const manual = removed?.manualCategory
    ? dropManualNamed(item, removed.manualCategory, categoryId)
    : item.prismAppliedManualCategories;
  return appliedChange(
    item.prismAppliedCategories.filter((entry) => entry._id !== categoryId),
    manual,
  );
}

/** 'No Category' (spec 001 section 2): the item keeps no category and no manual category. */
export function categoriesClear(): ItemChange {
  return appliedChange([], []);
}

/** The item's manual categories without the one of that name, unless another category still uses it. */
function dropManualNamed(item: TriageItem, name: string, fromCategoryId: string) {
  const stillUsed = item.prismAppliedCategories.some(
    (entry) => entry._id !== fromCategoryId && entry.manualCategory === name,
  );
  return stillUsed
    ? item.prismAppliedManualCategories
    : item.prismAppliedManualCategories.filter((entry) => entry.manualCategory !== name);
}

/**
 * Chooses the manual category under an applied category (or none): the applied category carries
 * its name, and the item's manual categories hold it.
 */
export function manualCategorySet(
  item: TriageItem,
  categoryId: string,
  chosen: ManualCategory | null,
): ItemChange {
  const current = item.prismAppliedCategories.find((entry) => entry._id === categoryId);
  let manual = current?.manualCategory
    ? dropManualNamed(item, current.manualCategory, categoryId)
    : item.prismAppliedManualCategories;
  if (chosen && !manual.some((entry) => entry._id === chosen._id))
    manual = [...manual, { _id: chosen._id, manualCategory: chosen.manualCategory, isArchived: false }];
  const applied = item.prismAppliedCategories.map((entry) =>
    entry._id === categoryId ? { ...entry, manualCategory: chosen?.manualCategory ?? null } : entry,
  );
  return appliedChange(applied, manual);
}

/** Reroutes the item to a category: it waits in `reroutedCategories` until the reroute is sent. */
export function rerouteAdd(item: TriageItem, categoryId: string): ItemChange {
  if (item.reroutedCategories.includes(categoryId) || item.rerouteSentCategories.includes(categoryId))
    return { change: {}, optimistic: {} };
  const rerouted = [...item.reroutedCategories, categoryId];
  return { change: { reroutedCategories: rerouted }, optimistic: { reroutedCategories: rerouted } };
}

/** Withdraws a reroute not sent yet. */
export function rerouteRemove(item: TriageItem, categoryId: string): ItemChange {
  const rerouted = item.reroutedCategories.filter((id) => id !== categoryId);
  return { change: { reroutedCategories: rerouted }, optimistic: { reroutedCategories: rerouted } };
}

/** 'Reroute sent': the category moves to `rerouteSentCategories` (the server takes it off the pending list). */
export function rerouteMarkSent(item: TriageItem, categoryId: string): ItemChange {
  const sent = [...item.rerouteSentCategories, categoryId];
  return {
    change: { rerouteSentCategories: sent },
    optimistic: {
      rerouteSentCategories: sent,
      reroutedCategories: item.reroutedCategories.filter((id) => id !== categoryId),
      isRerouteSent: true,
    },
  };
}
