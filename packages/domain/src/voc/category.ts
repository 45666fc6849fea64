import { z } from 'zod';
import { vocApplicationIdSchema, vocIdSchema, vocText } from './common';
import { VOC_MSG } from './messages';

/**
 * Categories of spec 001 section 3: a hierarchy of up to three levels per platform (top category,
 * mid-level, subcategory), manual categories hung under a category, and named groups of categories
 * for the filters.
 */

/** Longest description of a category or manual category (spec 001 sections 5 and 9). */
export const CATEGORY_DESCRIPTION_MAX = 256;

const descriptionSchema = z.string().max(CATEGORY_DESCRIPTION_MAX, VOC_MSG.descriptionExceeded);

/**
 * A category. `category` is the top-level name it belongs under; a node below the top carries its
 * own name in `subcategory` and its parent's `_id` in `parent` (the mid-level one when present).
 * `hasArchivedParent` is kept by the server so the active rule (spec 001 section 4) reads one
 * record.
 */
export const categorySchema = z
  .object({
    _id: vocIdSchema,
    applicationIDs: z.array(vocApplicationIdSchema).min(1),
    category: vocText().min(1),
    parent: vocIdSchema.nullable().default(null),
    subcategory: vocText().min(1).nullable().default(null),
    description: descriptionSchema.default(''),
    isArchived: z.boolean().default(false),
    hasArchivedParent: z.boolean().default(false),
    isMLTrained: z.boolean().default(false),
  })
  .strict()
  .superRefine((category, ctx) => {
    // Spec 001 section 5: subcategories need a parent; top categories have none.
    if (category.subcategory !== null && category.parent === null) {
      ctx.addIssue({ code: 'custom', path: ['parent'], message: VOC_MSG.subcategoryNeedsParent });
    }
    if (category.subcategory === null && category.parent !== null) {
      ctx.addIssue({ code: 'custom', path: ['parent'], message: VOC_MSG.topCategoryHasNoParent });
    }
  });
export type Category = z.output<typeof categorySchema>;

/** A manual category: a label applied by hand under the category whose `_id` is `category`. */
export const manualCategorySchema = z
  .object({
    _id: vocIdSchema,
    applicationIDs: z.array(vocApplicationIdSchema).min(1),
    category: vocIdSchema,
    manualCategory: vocText().min(1),
    description: descriptionSchema.default(''),
    isArchived: z.boolean().default(false),
  })
  .strict();
export type ManualCategory = z.output<typeof manualCategorySchema>;

/** A named set of categories; choosing the group in the filters selects all of them. */
export const categoryGroupSchema = z
  .object({
    _id: vocIdSchema,
    categoryGroupName: vocText().min(1),
    categoryIds: z.array(vocIdSchema).min(1),
    /** The categories as the filter offers them: label shown, value the category `_id`. */
    categoryOptions: z.array(z.object({ label: vocText(), value: vocIdSchema }).strict()),
  })
  .strict();
export type CategoryGroup = z.output<typeof categoryGroupSchema>;

/**
 * A platform: the applications one category model serves, and which feedback field it reads
 * (`mlAnalysisField`, e.g. `verbatim` or `altVerbatim`).
 */
export const platformSchema = z
  .object({
    _id: vocIdSchema,
    name: vocText().min(1),
    description: descriptionSchema.default(''),
    applicationIDs: z.array(vocApplicationIdSchema),
    mlAnalysisField: vocText(64).min(1),
    /** Probability at or above which the model in use applies a category (issue 16). */
    confidenceThreshold: z.number().min(0).max(1).default(0.5),
  })
  .strict();
export type Platform = z.output<typeof platformSchema>;
