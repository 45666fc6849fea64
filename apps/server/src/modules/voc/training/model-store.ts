import { MODEL_CATEGORIES_KEPT, type AppliedCategory, type FeedbackItem } from '@prism/domain';
import type { Queryable } from '../../../plugins/stores';
import { classifierLoad, type TextClassifier } from '../model/classifier';
import type { PlatformRow } from './platforms';

/**
 * The model in use of each platform, loaded once per version and kept in memory (a model is a few
 * megabytes; loading it from the store took longer than categorising a thousand items).
 */

export interface LoadedModel {
  id: string;
  versionName: string;
  classifier: TextClassifier;
}

const loaded = new Map<string, Promise<TextClassifier>>();
const LOADED_MAX = 16;

/** A stored model version, loaded (and cached by its id). */
export async function modelLoad(db: Queryable, id: string): Promise<TextClassifier> {
  let model = loaded.get(id);
  if (!model) {
    model = (async () => {
      const [row] = await db.query<{ model: Uint8Array | null }>(
        'SELECT model FROM voc_models WHERE id = $1',
        [id],
      );
      if (!row?.model) throw new Error(`model ${id} has no trained model stored`);
      return classifierLoad(new Uint8Array(row.model));
    })();
    if (loaded.size >= LOADED_MAX) loaded.delete(loaded.keys().next().value!);
    loaded.set(id, model);
    model.catch(() => loaded.delete(id));
  }
  return model;
}

/** The model in use of a platform, or null while it has none. */
export async function modelInUse(db: Queryable, platformId: string): Promise<LoadedModel | null> {
  const [row] = await db.query<{ id: string; version_name: string }>(
    'SELECT id, version_name FROM voc_models WHERE platform_id = $1 AND in_use',
    [platformId],
  );
  if (!row) return null;
  return { id: row.id, versionName: row.version_name, classifier: await modelLoad(db, row.id) };
}

/** A category as the model's answers need it: its name and the applications it serves. */
export interface ModelCategory {
  name: string;
  applicationIds: readonly string[];
  isArchived: boolean;
}

export async function modelCategoriesOf(
  db: Queryable,
  platform: PlatformRow,
): Promise<Map<string, ModelCategory>> {
  const rows = await db.query<{ id: string; name: string; application_ids: string[]; is_archived: boolean }>(
    `SELECT id, coalesce(subcategory, category) AS name, application_ids, is_archived FROM voc_categories
      WHERE application_ids && $1::text[]`,
    [platform.application_ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, applicationIds: row.application_ids, isArchived: row.is_archived },
    ]),
  );
}

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * What the model in use gives one item (issue 16 item 4): its best categories with their calibrated
 * scores (`awsCategories`, `awsCategoriesScore`, best first, only categories of the item's
 * application), and, when no one has applied a category yet, those at or above the platform's
 * confidence threshold applied (not manual); with none that sure, the item needs review instead.
 */
export function modelVerdict(
  item: FeedbackItem,
  appId: string,
  text: string,
  model: LoadedModel,
  categories: ReadonlyMap<string, ModelCategory>,
  threshold: number,
): Pick<
  FeedbackItem,
  'awsCategories' | 'awsCategoriesScore' | 'modelVersion' | 'needsReview' | 'prismAppliedCategories'
> {
  const predictions = model.classifier.predict(text).filter((prediction) => {
    const category = categories.get(prediction.label);
    return category !== undefined && !category.isArchived && category.applicationIds.includes(appId);
  });
  const kept = predictions.slice(0, MODEL_CATEGORIES_KEPT);
  const sure = predictions.filter((prediction) => prediction.score >= threshold);
  const untouched = item.prismAppliedCategories.length === 0;
  const applied: AppliedCategory[] = untouched
    ? sure.map((prediction) => ({
        _id: prediction.label,
        category: categories.get(prediction.label)!.name,
        manualCategory: null,
      }))
    : item.prismAppliedCategories;
  return {
    awsCategories: kept.map((prediction) => categories.get(prediction.label)!.name),
    awsCategoriesScore: kept.map((prediction) => round4(prediction.score)),
    modelVersion: model.versionName,
    needsReview: untouched && sure.length === 0,
    prismAppliedCategories: applied,
  };
}
