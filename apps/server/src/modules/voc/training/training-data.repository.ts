import { randomUUID } from 'node:crypto';
import type { FeedbackItem, TrainingSource } from '@prism/domain';
import type { Queryable } from '../../../plugins/stores';
import { modelTextOf, platformsAll } from './platforms';

/** One training example as stored. */
export interface TrainingRow {
  id: string;
  platform_id: string;
  value: string;
  category_ids: string[];
  is_mock: boolean;
  source: TrainingSource;
  feedback_id: string | null;
  feedback_ts: string | number | null;
  feedback_app_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export type NewTrainingRow = Pick<
  TrainingRow,
  'platform_id' | 'value' | 'category_ids' | 'is_mock' | 'source'
> &
  Partial<Pick<TrainingRow, 'feedback_id' | 'feedback_ts' | 'feedback_app_id'>>;

const BATCH = 2_000;

/** Stores examples in multi-row statements (one JSON parameter each); a linked item's row is replaced. */
export async function trainingRowsInsert(db: Queryable, rows: readonly NewTrainingRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({
      id: randomUUID(),
      feedback_id: null,
      feedback_ts: null,
      feedback_app_id: null,
      ...row,
    }));
    await db.query(
      `INSERT INTO voc_training_data
         (id, platform_id, value, category_ids, is_mock, source, feedback_id, feedback_ts, feedback_app_id)
       SELECT id, platform_id, value, category_ids, is_mock, source, feedback_id, feedback_ts, feedback_app_id
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, platform_id text, value text, category_ids text[],
           is_mock boolean, source text, feedback_id text, feedback_ts bigint, feedback_app_id text)
       ON CONFLICT (feedback_id) DO UPDATE SET value = excluded.value, category_ids = excluded.category_ids,
         source = excluded.source, platform_id = excluded.platform_id, updated_at = now()`,
      [JSON.stringify(batch)],
    );
  }
}

/**
 * What an item teaches, if anything: the categories it was rerouted to (a person chose them), or,
 * when it is marked for retraining, the categories applied to it. Null when it teaches nothing.
 */
export function feedbackLesson(item: FeedbackItem): { source: TrainingSource; categoryIds: string[] } | null {
  const rerouted = [...new Set([...item.reroutedCategories, ...item.rerouteSentCategories])];
  if (rerouted.length > 0) return { source: 'reroute', categoryIds: rerouted };
  if (item.useForRetrain && item.prismAppliedCategories.length > 0) {
    return { source: 'retrain', categoryIds: item.prismAppliedCategories.map((applied) => applied._id) };
  }
  return null;
}

/**
 * Keeps the training data in step with stored items (issue 16 item 1): an item marked for
 * retraining, or rerouted, is an example linked to it, with its current categories and text; an
 * item that no longer teaches anything loses its example. Runs inside the write that stored them.
 */
export async function trainingDataSync(
  db: Queryable,
  rows: readonly { appId: string; item: FeedbackItem }[],
  options: { fresh?: boolean } = {},
): Promise<void> {
  const lessons = rows.map((row) => ({ ...row, lesson: feedbackLesson(row.item) }));
  const teaching = lessons.filter((row) => row.lesson !== null);
  // New items have no example to remove.
  const silent = options.fresh ? [] : lessons.filter((row) => row.lesson === null).map((row) => row.item._id);
  if (silent.length > 0) {
    await db.query(`DELETE FROM voc_training_data WHERE feedback_id = ANY($1::text[])`, [silent]);
  }
  if (teaching.length === 0) return;
  const platforms = await platformsAll(db);
  const examples: NewTrainingRow[] = [];
  const orphans: string[] = [];
  for (const { appId, item, lesson } of teaching) {
    const platform = platforms.find((candidate) => candidate.application_ids.includes(appId));
    const text = platform ? modelTextOf(item, platform.ml_analysis_field) : null;
    if (!platform || !text) {
      orphans.push(item._id);
      continue;
    }
    examples.push({
      platform_id: platform.id,
      value: text,
      category_ids: lesson!.categoryIds,
      is_mock: false,
      source: lesson!.source,
      feedback_id: item._id,
      feedback_ts: item.timestamp,
      feedback_app_id: appId,
    });
  }
  if (orphans.length > 0 && !options.fresh) {
    await db.query(`DELETE FROM voc_training_data WHERE feedback_id = ANY($1::text[])`, [orphans]);
  }
  await trainingRowsInsert(db, examples);
}
