import {
  FEEDBACK_LIMIT_MAX,
  FEEDBACK_NOTES_MAX,
  vocIdSchema,
  type AppliedCategory,
  type AppliedManualCategory,
  type FeedbackItem,
} from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
import { badRequest, parseInput } from '../../lib/errors';
import { feedbackAnswer, type FeedbackService } from './feedback.service';
import { personalDataShown } from './voc-access';

/**
 * Triage (spec 001 sections 4 and 7): categorising, notes, flags, hiding, reviewing, marking for
 * retraining and rerouting one item (`updateFeedbackOne`) or a selection (`updateFeedbackBatch`).
 * Every change needs write on the item's application; a note is saved only when its text changed.
 */

const ids = z.array(vocIdSchema).max(50);

/** The fields a triage call may change; absent ones stay as they are. */
const changeShape = {
  entityID: z.string().max(256).nullish(),
  prismAppliedCategories: z
    .array(z.object({ _id: vocIdSchema, manualCategory: z.string().max(256).nullish() }).strict())
    .max(50)
    .nullish(),
  prismAppliedManualCategories: ids.nullish(),
  notes: z.string().max(FEEDBACK_NOTES_MAX).nullish(),
  isFlagged: z.boolean().nullish(),
  isReviewed: z.boolean().nullish(),
  isHidden: z.boolean().nullish(),
  useForRetrain: z.boolean().nullish(),
  reroutedCategories: ids.nullish(),
  rerouteSentCategories: ids.nullish(),
};

export const updateFeedbackOneSchema = z
  .object({ _id: vocIdSchema, showPII: z.boolean().nullish(), ...changeShape })
  .strict();
export const updateFeedbackBatchSchema = z
  .object({
    ids: z.array(vocIdSchema).min(1, 'choose at least one item').max(FEEDBACK_LIMIT_MAX),
    /** Add the categories and reroutes to each item's own instead of replacing them. */
    keepExistingData: z.boolean().nullish(),
    ...changeShape,
  })
  .strict();
type Change = z.infer<typeof updateFeedbackOneSchema> | z.infer<typeof updateFeedbackBatchSchema>;

interface Names {
  categories: Map<string, string>;
  manual: Map<string, { manualCategory: string; isArchived: boolean }>;
}

async function namesOf(db: Queryable, change: Change): Promise<Names> {
  const categoryIds = [
    ...(change.prismAppliedCategories ?? []).map((applied) => applied._id),
    ...(change.reroutedCategories ?? []),
    ...(change.rerouteSentCategories ?? []),
  ];
  const [categories, manual] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db.query<{ id: string; category: string; subcategory: string | null }>(
          'SELECT id, category, subcategory FROM voc_categories WHERE id = ANY($1::text[])',
          [categoryIds],
        ),
    (change.prismAppliedManualCategories ?? []).length === 0
      ? []
      : db.query<{ id: string; manual_category: string; is_archived: boolean }>(
          'SELECT id, manual_category, is_archived FROM voc_manual_categories WHERE id = ANY($1::text[])',
          [change.prismAppliedManualCategories],
        ),
  ]);
  const known = new Map(categories.map((row) => [row.id, row.subcategory ?? row.category]));
  const unknown = categoryIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`No category ${unknown}`);
  const manualNames = new Map(
    manual.map((row) => [row.id, { manualCategory: row.manual_category, isArchived: row.is_archived }]),
  );
  const unknownManual = (change.prismAppliedManualCategories ?? []).find((id) => !manualNames.has(id));
  if (unknownManual !== undefined) throw badRequest(`No manual category ${unknownManual}`);
  return { categories: known, manual: manualNames };
}

const union = <T>(first: readonly T[], second: readonly T[], key: (value: T) => string): T[] => {
  const seen = new Map(first.map((value) => [key(value), value]));
  for (const value of second) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
};

/** The item after a change, or null when nothing would change (a note equal to the one stored). */
function changed(item: FeedbackItem, change: Change, names: Names, keep: boolean): FeedbackItem | null {
  const next: FeedbackItem = { ...item };
  if (change.prismAppliedCategories != null) {
    const applied: AppliedCategory[] = change.prismAppliedCategories.map((entry) => ({
      _id: entry._id,
      category: names.categories.get(entry._id)!,
      manualCategory: entry.manualCategory ?? null,
    }));
    next.prismAppliedCategories = keep
      ? union(item.prismAppliedCategories, applied, (value) => value._id)
      : applied;
  }
  if (change.prismAppliedManualCategories != null) {
    const applied: AppliedManualCategory[] = change.prismAppliedManualCategories.map((id) => ({
      _id: id,
      ...names.manual.get(id)!,
    }));
    next.prismAppliedManualCategories = keep
      ? union(item.prismAppliedManualCategories, applied, (value) => value._id)
      : applied;
  }
  for (const field of ['reroutedCategories', 'rerouteSentCategories'] as const) {
    const given = change[field];
    if (given != null) next[field] = keep ? union(item[field], given, (id) => id) : [...given];
  }
  // A reroute once sent leaves the list awaiting sending.
  if (change.rerouteSentCategories != null) {
    next.reroutedCategories = next.reroutedCategories.filter(
      (id) => !next.rerouteSentCategories.includes(id),
    );
  }
  next.isRerouteSent = next.rerouteSentCategories.length > 0;
  for (const flag of ['isFlagged', 'isReviewed', 'isHidden', 'useForRetrain'] as const) {
    const given = change[flag];
    if (given != null) next[flag] = given;
  }
  // A note is saved only if its text differs from the current one (spec 001 section 5).
  if (change.notes !== undefined && (change.notes ?? '') !== (item.notes ?? '')) {
    next.notes = change.notes === null || change.notes === '' ? null : change.notes;
  }
  return JSON.stringify(next) === JSON.stringify(item) ? null : next;
}

export function createTriageService(db: Queryable, feedback: FeedbackService) {
  async function apply(auth: AuthUser, itemIds: readonly string[], change: Change, keep: boolean) {
    const { access } = await feedback.writable(auth, itemIds);
    const names = await namesOf(db, change);
    let updated = 0;
    const after = await feedback.update(itemIds, (stored) => {
      const next = changed(stored.item, change, names, keep);
      if (next) updated += 1;
      return next;
    });
    return { access, after, updated };
  }

  return {
    /** updateFeedbackOne: the item as it is after the change. */
    async updateOne(auth: AuthUser, args: unknown) {
      const change = parseInput(updateFeedbackOneSchema, args);
      const { access, after } = await apply(auth, [change._id], change, false);
      return feedbackAnswer(after.get(change._id)!, { personal: personalDataShown(access, change.showPII) });
    },

    /** updateFeedbackBatch: how many items changed, and their ids. */
    async updateBatch(auth: AuthUser, args: unknown) {
      const change = parseInput(updateFeedbackBatchSchema, args);
      const unique = [...new Set(change.ids)];
      const { updated } = await apply(auth, unique, change, change.keepExistingData ?? false);
      return { updated, ids: unique };
    },
  };
}
