import { z } from 'zod';
import { vocApplicationIdSchema, vocIdSchema, vocText } from './common';

/**
 * Trained categories (spec 001 sections 3 and 7, issue 16): training data, its metrics, and the
 * model jobs of a platform (the applications that share one model). Times are epoch milliseconds,
 * as the other Voice of Customer records keep them.
 */

/** Largest CSV `insertTrainingData` takes: real training sets are large. */
export const TRAINING_CSV_MAX_BYTES = 20 * 1024 * 1024;
/** The CSV's header, in this order. */
export const TRAINING_CSV_HEADER = ['value', 'category'] as const;
/** Several categories of one example in the `category` cell are separated by this. */
export const TRAINING_CATEGORY_SEPARATOR = '|';
/** Longest example text, as long as a verbatim. */
export const TRAINING_VALUE_MAX = 10_000;
/**
 * Examples a category needs before a model learns it: fewer cannot be split into a part to learn
 * from and a part to measure on (a fifth of 10 is 2). A category below it is left out of training
 * and its examples wait (`isBeingTrained` false in the metrics).
 */
export const TRAINING_MIN_EXAMPLES = 10;
/** Categories a model needs: one category is not a choice. */
export const TRAINING_MIN_CATEGORIES = 2;
/** Probability at or above which the model in use applies a category; below it, "needs review". */
export const CONFIDENCE_THRESHOLD_DEFAULT = 0.5;
/** The range an admin may set the confidence threshold in (`updatePlatformSettings`). */
export const CONFIDENCE_THRESHOLD_MIN = 0.05;
export const CONFIDENCE_THRESHOLD_MAX = 0.99;
/** How many of the model's best categories an item keeps in `awsCategories`. */
export const MODEL_CATEGORIES_KEPT = 3;
/** Items a finished training job re-reads to show what promotion would change (newest first). */
export const MODEL_PREVIEW_ITEMS = 20_000;

export const TRAINING_SOURCES = ['import', 'retrain', 'reroute'] as const;
export type TrainingSource = (typeof TRAINING_SOURCES)[number];

const epochMs = z.number().int().nonnegative();

export const trainingDataSchema = z
  .object({
    _id: vocIdSchema,
    createdAt: epochMs,
    updatedAt: epochMs,
    /** The categories the example teaches, with their names. */
    categories: z.array(z.object({ _id: vocIdSchema, category: vocText() }).strict()).min(1),
    /** The platform's name. */
    platform: vocText(),
    value: vocText(TRAINING_VALUE_MAX).min(1),
    isMockTrainingData: z.boolean(),
    /** Imported, or from an item marked for retraining, or from a reroute. */
    source: z.enum(TRAINING_SOURCES),
    /** The item an example came from (retraining and reroutes). */
    feedback: z
      .object({ _id: vocIdSchema, timestamp: epochMs, appID: vocApplicationIdSchema })
      .strict()
      .nullable(),
  })
  .strict();
export type TrainingData = z.output<typeof trainingDataSchema>;

export const trainingMetricSchema = z
  .object({
    categoryID: vocIdSchema,
    category: vocText(),
    count: z.number().int().nonnegative(),
    /** Enough examples to be learnt by the next model ({@link TRAINING_MIN_EXAMPLES}). */
    isBeingTrained: z.boolean(),
  })
  .strict();
export type TrainingMetric = z.output<typeof trainingMetricSchema>;

export const MODEL_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ModelJobStatus = (typeof MODEL_JOB_STATUSES)[number];

const share = z.number().min(0).max(1);

export const modelCategoryMetricSchema = z
  .object({
    categoryID: vocIdSchema,
    category: vocText(),
    precision: share,
    recall: share,
    f1: share,
    /** Examples of the category in the held-out part. */
    support: z.number().int().nonnegative(),
  })
  .strict();
export type ModelCategoryMetric = z.output<typeof modelCategoryMetricSchema>;

export const modelJobInfoSchema = z
  .object({
    versionName: vocText(64),
    status: z.enum(MODEL_JOB_STATUSES),
    progress: share,
    /** When training finished; null before. */
    trainDate: epochMs.nullable(),
    /** Measured on the stratified held-out fifth the model did not learn from. */
    accuracy: share.nullable(),
    /** Macro-F1 over the categories of the held-out fifth. */
    f1Score: share.nullable(),
    platform: vocText(),
    inUse: z.boolean(),
    numberOfLabels: z.number().int().nonnegative().nullable(),
    trainCount: z.number().int().nonnegative().nullable(),
    testCount: z.number().int().nonnegative().nullable(),
    categoryMetrics: z.array(modelCategoryMetricSchema),
    /** Items whose best category would change if this version were put in use. */
    changedItems: z.number().int().nonnegative().nullable(),
    /** Items that comparison read (the newest {@link MODEL_PREVIEW_ITEMS}). */
    checkedItems: z.number().int().nonnegative().nullable(),
    errorMessage: vocText(2000).nullable(),
  })
  .strict();
export type ModelJobInfo = z.output<typeof modelJobInfoSchema>;
