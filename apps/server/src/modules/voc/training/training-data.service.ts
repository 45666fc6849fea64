import { Readable } from 'node:stream';
import {
  TRAINING_CATEGORY_SEPARATOR,
  TRAINING_CSV_HEADER,
  TRAINING_CSV_MAX_BYTES,
  TRAINING_MIN_EXAMPLES,
  TRAINING_VALUE_MAX,
  vocApplicationIdSchema,
  vocIdSchema,
  type TrainingData,
  type TrainingMetric,
} from '@prism/domain';
import { parse } from 'csv-parse';
import { z } from 'zod';
import type { AuthUser } from '../../../plugins/auth';
import type { Db } from '../../../plugins/stores';
import { AppError, badRequest, parseInput } from '../../../lib/errors';
import { requireRead, requireWrite, vocAccessOf } from '../voc-access';
import { modelCategoriesOf, type ModelCategory } from './model-store';
import { platformOfApps, type PlatformRow } from './platforms';
import { trainingRowsInsert, type NewTrainingRow, type TrainingRow } from './training-data.repository';

/**
 * Training data (spec 001 sections 3 and 7, issue 16 item 1): examples of a platform's categories,
 * imported as CSV, or linked to items marked for retraining or rerouted (kept in step by the feedback
 * store). Reading needs read on the applications; editing needs write (an admin, or a manager with
 * write, spec 001 section 6).
 */

const appIds = z.array(vocApplicationIdSchema).min(1, 'name at least one application').max(200);
const PAGE_MAX = 1_000;

const insertArgs = z
  .object({
    applicationIDs: appIds,
    categoryIDs: z.array(vocIdSchema).max(1_000).nullish(),
    csvData: z
      .string()
      .min(1, 'is empty')
      .refine(
        (text) => Buffer.byteLength(text) <= TRAINING_CSV_MAX_BYTES,
        `is larger than ${TRAINING_CSV_MAX_BYTES / 1024 / 1024} MB`,
      ),
    entityID: z.string().max(256).nullish(),
  })
  .strict();

const listArgs = z
  .object({
    applicationIDs: appIds,
    isMockTrainingData: z.boolean().nullish(),
    categoryIDs: z.array(vocIdSchema).max(1_000).nullish(),
    limit: z.number().int().min(1).max(PAGE_MAX).nullish(),
    page: z.number().int().min(0).max(1_000_000).nullish(),
    search: z.string().max(256).nullish(),
  })
  .strict();
type ListArgs = z.infer<typeof listArgs>;

const metricsArgs = z.object({ applicationIDs: appIds }).strict();
const deleteArgs = z
  .object({
    applicationIDs: appIds,
    _ids: z.array(vocIdSchema).min(1, 'choose at least one example').max(10_000),
  })
  .strict();

const ms = (value: Date | string | number): number => new Date(value).getTime();

function answerOf(
  row: TrainingRow,
  platform: PlatformRow,
  names: ReadonlyMap<string, ModelCategory>,
): TrainingData {
  return {
    _id: row.id,
    createdAt: ms(row.created_at),
    updatedAt: ms(row.updated_at),
    categories: row.category_ids.map((id) => ({ _id: id, category: names.get(id)?.name ?? id })),
    platform: platform.name,
    value: row.value,
    isMockTrainingData: row.is_mock,
    source: row.source,
    feedback:
      row.feedback_id && row.feedback_app_id
        ? { _id: row.feedback_id, timestamp: Number(row.feedback_ts ?? 0), appID: row.feedback_app_id }
        : null,
  };
}

/** Characters of the CSV the parser takes at a time: between two, the server answers others. */
const CSV_CHUNK = 64 * 1024;

function* csvChunks(csv: string): Generator<string> {
  for (let start = 0; start < csv.length; start += CSV_CHUNK) yield csv.slice(start, start + CSV_CHUNK);
}

/**
 * Reads a training CSV whole before anything is stored: the header `value,category`, then one
 * example per record, its categories by `_id` or name (several joined by `|`), each a category of
 * the platform (and of `categoryIDs` when given). The first bad record stops the import with its
 * line and why. Records with the same text are one example with every category they name. The
 * text is parsed in slices (20 MB parsed at once held the server for 1.7 s).
 */
export async function trainingCsvRead(
  csv: string,
  categories: ReadonlyMap<string, ModelCategory>,
  allowed: ReadonlySet<string> | null,
): Promise<{ value: string; categoryIds: string[] }[]> {
  // Names resolve case-insensitively; a name two categories share must be given by `_id`.
  const byName = new Map<string, string[]>();
  for (const [id, category] of categories) {
    const key = category.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), id]);
  }
  const fail = (line: number, why: string) =>
    badRequest(`csvData: line ${line}: ${why}`, { line, reason: why });
  const resolve = (given: string, line: number): string => {
    const ids = categories.has(given) ? [given] : (byName.get(given.toLowerCase()) ?? []);
    if (ids.length === 0) throw fail(line, `"${given}" is not a category of these applications`);
    if (ids.length > 1)
      throw fail(line, `"${given}" names ${ids.length} categories; give its _id (${ids.join(', ')})`);
    const id = ids[0]!;
    if (categories.get(id)!.isArchived) throw fail(line, `category "${given}" is archived`);
    if (allowed && !allowed.has(id)) throw fail(line, `category "${given}" is not among categoryIDs`);
    return id;
  };
  const expected = TRAINING_CSV_HEADER.join(',');

  const examples = new Map<string, Set<string>>();
  let headerSeen = false;
  const parser = Readable.from(csvChunks(csv)).pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  ) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
  try {
    for await (const { record, info } of parser) {
      const line = info.lines;
      if (!headerSeen) {
        if (record.map((cell) => cell.trim().toLowerCase()).join(',') !== expected) {
          throw fail(1, `the header must be "${expected}"`);
        }
        headerSeen = true;
        continue;
      }
      if (record.length !== 2) throw fail(line, `has ${record.length} fields; a record is "value,category"`);
      const value = record[0]!.trim();
      const named = record[1]!
        .split(TRAINING_CATEGORY_SEPARATOR)
        .map((part) => part.trim())
        .filter(Boolean);
      if (!value) throw fail(line, 'value is empty');
      if (value.length > TRAINING_VALUE_MAX)
        throw fail(line, `value is longer than ${TRAINING_VALUE_MAX} characters`);
      if (named.length === 0) throw fail(line, 'category is empty');
      const ids = examples.get(value) ?? new Set<string>();
      for (const given of named) ids.add(resolve(given, line));
      examples.set(value, ids);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const where = (error as { lines?: number }).lines;
    const why = (error as Error).message.replace(/^Invalid [^:]*:\s*/, '').replace(/\s+at line \d+\.?$/, '');
    throw badRequest(`csvData: ${where ? `line ${where}: ` : ''}not valid CSV (${why})`);
  }
  if (!headerSeen) throw fail(1, `the header must be "${expected}"`);
  if (examples.size === 0) throw badRequest('csvData: has a header but no examples');
  return [...examples].map(([value, ids]) => ({ value, categoryIds: [...ids] }));
}

export function createTrainingDataService(db: Db) {
  async function readable(auth: AuthUser, applicationIDs: readonly string[]) {
    const access = await vocAccessOf(db, auth);
    requireRead(access, applicationIDs);
    return platformOfApps(db, applicationIDs);
  }

  function listWhere(args: ListArgs, platform: PlatformRow): { where: string; params: unknown[] } {
    const params: unknown[] = [platform.id];
    const parts = ['t.platform_id = $1'];
    if (args.isMockTrainingData != null) {
      params.push(args.isMockTrainingData);
      parts.push(`t.is_mock = $${params.length}`);
    }
    if (args.categoryIDs?.length) {
      params.push(args.categoryIDs);
      parts.push(`t.category_ids && $${params.length}::text[]`);
    }
    const search = args.search?.trim();
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      parts.push(`t.value ILIKE $${params.length}`);
    }
    return { where: parts.join(' AND '), params };
  }

  return {
    /** insertTrainingData: how many examples were stored (all of the file, or none). */
    async insert(auth: AuthUser, args: unknown): Promise<{ inserted: number; platform: string }> {
      const input = parseInput(insertArgs, args);
      const access = await vocAccessOf(db, auth);
      requireWrite(access, input.applicationIDs);
      const platform = await platformOfApps(db, input.applicationIDs);
      const categories = await modelCategoriesOf(db, platform);
      const allowed = input.categoryIDs?.length ? new Set(input.categoryIDs) : null;
      const examples = await trainingCsvRead(input.csvData, categories, allowed);
      const rows: NewTrainingRow[] = examples.map((example) => ({
        platform_id: platform.id,
        value: example.value,
        category_ids: example.categoryIds,
        is_mock: false,
        source: 'import',
      }));
      await db.transaction((tx) => trainingRowsInsert(tx, rows));
      return { inserted: rows.length, platform: platform.name };
    },

    /** getTrainingData: a page of examples, newest first. */
    async list(auth: AuthUser, args: unknown): Promise<TrainingData[]> {
      const input = parseInput(listArgs, args);
      const platform = await readable(auth, input.applicationIDs);
      const { where, params } = listWhere(input, platform);
      const limit = input.limit ?? 25;
      params.push(limit, (input.page ?? 0) * limit);
      const [rows, names] = await Promise.all([
        db.query<TrainingRow>(
          `SELECT t.* FROM voc_training_data t WHERE ${where}
            ORDER BY t.created_at DESC, t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
          params,
        ),
        modelCategoriesOf(db, platform),
      ]);
      return rows.map((row) => answerOf(row, platform, names));
    },

    /** getTrainingDataCount. */
    async count(auth: AuthUser, args: unknown): Promise<number> {
      const input = parseInput(listArgs, args);
      const platform = await readable(auth, input.applicationIDs);
      const { where, params } = listWhere(input, platform);
      const [row] = await db.query<{ count: string | number }>(
        `SELECT count(*) AS count FROM voc_training_data t WHERE ${where}`,
        params,
      );
      return Number(row?.count ?? 0);
    },

    /** getTrainingDataMetrics: examples per category, and whether the next model learns it. */
    async metrics(auth: AuthUser, args: unknown): Promise<TrainingMetric[]> {
      const input = parseInput(metricsArgs, args);
      const platform = await readable(auth, input.applicationIDs);
      const [counts, names] = await Promise.all([
        db.query<{ category_id: string; count: string | number }>(
          `SELECT c AS category_id, count(*) AS count
             FROM voc_training_data t, unnest(t.category_ids) AS c
            WHERE t.platform_id = $1 GROUP BY c`,
          [platform.id],
        ),
        modelCategoriesOf(db, platform),
      ]);
      return counts
        .map((row) => {
          const category = names.get(row.category_id);
          const count = Number(row.count);
          return {
            categoryID: row.category_id,
            category: category?.name ?? row.category_id,
            count,
            isBeingTrained: count >= TRAINING_MIN_EXAMPLES && category !== undefined && !category.isArchived,
          };
        })
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
    },

    /**
     * deleteManyTrainingData: removes examples of the platform; an example linked to an item also
     * takes the item's retraining mark off, so it does not come back with the next change.
     */
    async deleteMany(auth: AuthUser, args: unknown): Promise<{ deleted: number }> {
      const input = parseInput(deleteArgs, args);
      const access = await vocAccessOf(db, auth);
      requireWrite(access, input.applicationIDs);
      const platform = await platformOfApps(db, input.applicationIDs);
      const deleted = await db.transaction(async (tx) => {
        // Feedback writes (enrichment, triage) lock the item and then its example; taking the
        // linked items' locks first, in one order, keeps this from deadlocking against them.
        await tx.query(
          `SELECT f.id FROM voc_feedback f
            WHERE f.id IN (SELECT t.feedback_id FROM voc_training_data t
                            WHERE t.platform_id = $1 AND t.id = ANY($2::text[]) AND t.feedback_id IS NOT NULL)
            ORDER BY f.id FOR UPDATE`,
          [platform.id, input._ids],
        );
        const rows = await tx.query<{ id: string; feedback_id: string | null }>(
          `DELETE FROM voc_training_data WHERE platform_id = $1 AND id = ANY($2::text[])
           RETURNING id, feedback_id`,
          [platform.id, input._ids],
        );
        const linked = rows.flatMap((row) => (row.feedback_id ? [row.feedback_id] : []));
        if (linked.length > 0) {
          await tx.query(
            `UPDATE voc_feedback SET use_for_retrain = false,
                    doc = jsonb_set(doc, '{useForRetrain}', 'false'::jsonb), updated_at = now()
              WHERE id = ANY($1::text[])`,
            [linked],
          );
        }
        return rows.length;
      });
      return { deleted };
    },
  };
}
export type TrainingDataService = ReturnType<typeof createTrainingDataService>;
