import { randomUUID } from 'node:crypto';
import {
  CATEGORY_DESCRIPTION_MAX,
  VOC_MSG,
  vocApplicationIdSchema,
  vocIdSchema,
  type Category,
  type CategoryGroup,
  type ManualCategory,
  type Platform,
} from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { badRequest, conflict, notFound, parseInput } from '../../lib/errors';
import { requireAdminOf, requireRead, vocAccessOf } from './voc-access';

/**
 * Categories, manual categories, category groups and platforms (spec 001 sections 3 to 5). Reading
 * needs read on the applications; creating and changing needs admin on every application the
 * category serves. A category keeps its place in the hierarchy: it can be renamed, described,
 * archived or restored, never moved (the feedback store keeps each applied category's ancestors).
 */

interface CategoryRow {
  id: string;
  application_ids: string[];
  category: string;
  parent: string | null;
  subcategory: string | null;
  description: string;
  is_archived: boolean;
  is_ml_trained: boolean;
  has_archived_parent: boolean;
}

const CATEGORY_SELECT = `
  SELECT c.*, (coalesce(p.is_archived, false) OR coalesce(g.is_archived, false)) AS has_archived_parent
    FROM voc_categories c
    LEFT JOIN voc_categories p ON p.id = c.parent
    LEFT JOIN voc_categories g ON g.id = p.parent`;

const categoryOf = (row: CategoryRow): Category => ({
  _id: row.id,
  applicationIDs: row.application_ids,
  category: row.category,
  parent: row.parent,
  subcategory: row.subcategory,
  description: row.description,
  isArchived: row.is_archived,
  hasArchivedParent: row.has_archived_parent,
  isMLTrained: row.is_ml_trained,
});

interface ManualRow {
  id: string;
  application_ids: string[];
  category: string;
  manual_category: string;
  description: string;
  is_archived: boolean;
}

const manualOf = (row: ManualRow): ManualCategory => ({
  _id: row.id,
  applicationIDs: row.application_ids,
  category: row.category,
  manualCategory: row.manual_category,
  description: row.description,
  isArchived: row.is_archived,
});

const appIdsSchema = z.array(vocApplicationIdSchema).min(1, 'name at least one application').max(200);
const description = z.string().max(CATEGORY_DESCRIPTION_MAX, VOC_MSG.descriptionExceeded);
const name = z.string().trim().min(1, 'is required').max(256);

const listArgs = z.object({ applicationIDs: appIdsSchema, includeArchived: z.boolean().nullish() }).strict();
const insertCategoryArgs = z
  .object({
    applicationIDs: appIdsSchema,
    category: name,
    parent: vocIdSchema.nullish(),
    subcategory: name.nullish(),
    description: description.nullish(),
  })
  .strict();
const updateCategoryArgs = z
  .object({
    _id: vocIdSchema,
    category: name.nullish(),
    subcategory: name.nullish(),
    description: description.nullish(),
    isArchived: z.boolean().nullish(),
    isMLTrained: z.boolean().nullish(),
  })
  .strict();
const insertManualArgs = z
  .object({
    applicationIDs: appIdsSchema,
    category: vocIdSchema,
    manualCategory: name,
    description: description.nullish(),
  })
  .strict();
const updateManualArgs = z
  .object({
    _id: vocIdSchema,
    manualCategory: name.nullish(),
    description: description.nullish(),
    isArchived: z.boolean().nullish(),
  })
  .strict();

export function createCategoriesService(db: Db) {
  async function readable(auth: AuthUser, applicationIDs: readonly string[]) {
    const access = await vocAccessOf(db, auth);
    requireRead(access, applicationIDs);
    return access;
  }

  async function categoryById(id: string): Promise<Category> {
    const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1`, [id]);
    if (!row) throw notFound(`No category ${id}`);
    return categoryOf(row);
  }

  return {
    categoryById,

    async categories(auth: AuthUser, args: unknown): Promise<Category[]> {
      const { applicationIDs, includeArchived } = parseInput(listArgs, args);
      await readable(auth, applicationIDs);
      const rows = await db.query<CategoryRow>(
        `${CATEGORY_SELECT} WHERE c.application_ids && $1::text[] ${includeArchived ? '' : 'AND NOT c.is_archived'}
          ORDER BY c.category, c.subcategory NULLS FIRST`,
        [applicationIDs],
      );
      return rows.map(categoryOf).filter((category) => includeArchived || !category.hasArchivedParent);
    },

    async manualCategories(auth: AuthUser, args: unknown): Promise<ManualCategory[]> {
      const { applicationIDs, includeArchived } = parseInput(listArgs, args);
      await readable(auth, applicationIDs);
      const rows = await db.query<ManualRow>(
        `SELECT * FROM voc_manual_categories WHERE application_ids && $1::text[]
           ${includeArchived ? '' : 'AND NOT is_archived'} ORDER BY manual_category`,
        [applicationIDs],
      );
      return rows.map(manualOf);
    },

    async categoryGroups(auth: AuthUser, args: unknown): Promise<CategoryGroup[]> {
      const { applicationIDs } = parseInput(listArgs, args);
      await readable(auth, applicationIDs);
      const groups = await db.query<{ id: string; name: string; category_ids: string[] }>(
        'SELECT id, name, category_ids FROM voc_category_groups WHERE application_ids && $1::text[] ORDER BY name',
        [applicationIDs],
      );
      const ids = [...new Set(groups.flatMap((group) => group.category_ids))];
      const labels = new Map(
        (
          await db.query<{ id: string; category: string; subcategory: string | null }>(
            'SELECT id, category, subcategory FROM voc_categories WHERE id = ANY($1::text[])',
            [ids],
          )
        ).map((row) => [row.id, row.subcategory ?? row.category]),
      );
      return groups.map((group) => ({
        _id: group.id,
        categoryGroupName: group.name,
        categoryIds: group.category_ids,
        categoryOptions: group.category_ids.map((id) => ({ label: labels.get(id) ?? id, value: id })),
      }));
    },

    async platformOf(auth: AuthUser, args: unknown): Promise<Platform | null> {
      const { applicationIDs } = parseInput(listArgs, args);
      await readable(auth, applicationIDs);
      const [row] = await db.query<{
        id: string;
        name: string;
        description: string;
        application_ids: string[];
        ml_analysis_field: string;
        confidence_threshold: number;
      }>('SELECT * FROM voc_platforms WHERE application_ids @> $1::text[] ORDER BY name LIMIT 1', [
        applicationIDs,
      ]);
      return row
        ? {
            _id: row.id,
            name: row.name,
            description: row.description,
            applicationIDs: row.application_ids,
            mlAnalysisField: row.ml_analysis_field,
            confidenceThreshold: Number(row.confidence_threshold),
          }
        : null;
    },

    async insertCategory(auth: AuthUser, args: unknown): Promise<Category> {
      const input = parseInput(insertCategoryArgs, args);
      requireAdminOf(await vocAccessOf(db, auth), input.applicationIDs);
      // Subcategories need a parent; top categories have none (spec 001 section 5).
      if ((input.parent == null) !== (input.subcategory == null)) {
        throw badRequest(
          input.parent == null
            ? `parent: ${VOC_MSG.subcategoryNeedsParent}`
            : `subcategory: is required under a parent`,
        );
      }
      if (input.parent) {
        const parent = await categoryById(input.parent);
        if (parent.parent) {
          const grandparent = await categoryById(parent.parent);
          if (grandparent.parent) throw badRequest('parent: categories have at most three levels');
        }
        if (!input.applicationIDs.every((appId) => parent.applicationIDs.includes(appId))) {
          throw badRequest('applicationIDs: a subcategory serves only applications of its parent');
        }
        if (parent.category !== input.category) {
          throw badRequest(`category: a subcategory belongs under its top category, ${parent.category}`);
        }
      }
      const id = randomUUID();
      await db.query(
        `INSERT INTO voc_categories (id, application_ids, category, parent, subcategory, description)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          input.applicationIDs,
          input.category,
          input.parent ?? null,
          input.subcategory ?? null,
          input.description ?? '',
        ],
      );
      return categoryById(id);
    },

    async updateCategory(auth: AuthUser, args: unknown): Promise<Category> {
      const input = parseInput(updateCategoryArgs, args);
      const current = await categoryById(input._id);
      requireAdminOf(await vocAccessOf(db, auth), current.applicationIDs);
      if (input.subcategory != null && current.parent === null) {
        throw badRequest(`subcategory: ${VOC_MSG.topCategoryHasNoParent}`);
      }
      const rename = input.category != null && input.category !== current.category;
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE voc_categories SET
             subcategory = coalesce($2, subcategory), description = coalesce($3, description),
             is_archived = coalesce($4, is_archived), is_ml_trained = coalesce($5, is_ml_trained),
             updated_at = now()
           WHERE id = $1`,
          [
            input._id,
            input.subcategory ?? null,
            input.description ?? null,
            input.isArchived ?? null,
            input.isMLTrained ?? null,
          ],
        );
        // A top category's name is carried by its whole subtree.
        if (rename) {
          if (current.parent !== null) throw badRequest('category: rename the top category instead');
          await tx.query(
            `UPDATE voc_categories SET category = $2, updated_at = now()
              WHERE id = $1 OR parent = $1 OR parent IN (SELECT id FROM voc_categories WHERE parent = $1)`,
            [input._id, input.category],
          );
        }
        // The name an applied category shows (a subcategory's own, or the top's) is kept on the
        // items it was applied to: a new one is written there too.
        const shown = current.parent === null ? input.category : input.subcategory;
        if (shown != null && shown !== (current.subcategory ?? current.category)) {
          await tx.query(
            `UPDATE voc_feedback SET updated_at = now(), doc = jsonb_set(doc, '{prismAppliedCategories}',
               (SELECT jsonb_agg(CASE WHEN a->>'_id' = $1 THEN jsonb_set(a, '{category}', to_jsonb($2::text)) ELSE a END)
                  FROM jsonb_array_elements(doc->'prismAppliedCategories') a))
             WHERE category_ids @> ARRAY[$1]::text[] AND doc->'prismAppliedCategories' @> jsonb_build_array(jsonb_build_object('_id', $1::text))`,
            [input._id, shown],
          );
        }
      });
      return categoryById(input._id);
    },

    async insertManualCategory(auth: AuthUser, args: unknown): Promise<ManualCategory> {
      const input = parseInput(insertManualArgs, args);
      requireAdminOf(await vocAccessOf(db, auth), input.applicationIDs);
      await categoryById(input.category);
      const [duplicate] = await db.query(
        `SELECT 1 FROM voc_manual_categories WHERE category = $1 AND lower(manual_category) = lower($2)
           AND application_ids && $3::text[]`,
        [input.category, input.manualCategory, input.applicationIDs],
      );
      if (duplicate)
        throw conflict(`A manual category ${input.manualCategory} already exists under that category`);
      const id = randomUUID();
      const [row] = await db.query<ManualRow>(
        `INSERT INTO voc_manual_categories (id, application_ids, category, manual_category, description)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [id, input.applicationIDs, input.category, input.manualCategory, input.description ?? ''],
      );
      return manualOf(row!);
    },

    async updateManualCategory(auth: AuthUser, args: unknown): Promise<ManualCategory> {
      const input = parseInput(updateManualArgs, args);
      const [current] = await db.query<ManualRow>('SELECT * FROM voc_manual_categories WHERE id = $1', [
        input._id,
      ]);
      if (!current) throw notFound(`No manual category ${input._id}`);
      requireAdminOf(await vocAccessOf(db, auth), current.application_ids);
      if (input.manualCategory != null) {
        const [duplicate] = await db.query(
          `SELECT 1 FROM voc_manual_categories WHERE category = $1 AND lower(manual_category) = lower($2)
             AND application_ids && $3::text[] AND id <> $4`,
          [current.category, input.manualCategory, current.application_ids, input._id],
        );
        if (duplicate)
          throw conflict(`A manual category ${input.manualCategory} already exists under that category`);
      }
      const [row] = await db.query<ManualRow>(
        `UPDATE voc_manual_categories SET manual_category = coalesce($2, manual_category),
           description = coalesce($3, description), is_archived = coalesce($4, is_archived), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [input._id, input.manualCategory ?? null, input.description ?? null, input.isArchived ?? null],
      );
      return manualOf(row!);
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
