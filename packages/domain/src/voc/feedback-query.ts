import { z } from 'zod';
import { periodIsValid } from '../period';
import { ACTIVATION_METHOD_PATH_MAX } from './activation-method';
import { vocApplicationIdSchema, vocIdSchema } from './common';
import { FEEDBACK_COLUMN_IDS } from './columns';
import { FEEDBACK_SEARCHABLE_FIELDS, type FeedbackField } from './feedback';

/**
 * The feedback filters of spec 001 sections 2, 4 and 7, declared once: the GraphQL arguments of
 * getFeedback, getFeedbackCount, getFeedbackCSV and the trend queries are written from this table,
 * and the server parses every call's arguments with {@link feedbackQuerySchema}.
 */

/** Most items one call answers (issue 15 item 4). */
export const FEEDBACK_LIMIT_MAX = 1_000;
/** Rows of the table by default and the page sizes offered (spec 001 section 9). */
export const FEEDBACK_PAGE_SIZES = [10, 25, 100] as const;
export const FEEDBACK_PAGE_SIZE_DEFAULT = 10;
/** Most values one list filter takes. */
export const FEEDBACK_FILTER_VALUES_MAX = 200;
/** Longest search text. */
export const FEEDBACK_SEARCH_MAX = 256;

/**
 * The choice offered beside the categories on voice-of-customer paths (spec 001 section 2): items
 * with no category applied.
 */
export const NO_CATEGORY = 'No Category';

/** How a filter argument is typed in GraphQL and checked. */
export type FeedbackArgKind =
  | 'ids'
  | 'strings'
  | 'ints'
  | 'boolean'
  | 'int'
  | 'string'
  | 'range'
  /** A status code of spec 001 section 4: a number, or `true`/`false` in any case. */
  | 'code';

/** The GraphQL type of each kind (`ScoreRange` and `FilterCode` are declared by the endpoint). */
export const FEEDBACK_ARG_GRAPHQL: Readonly<Record<FeedbackArgKind, string>> = {
  ids: '[String!]',
  strings: '[String!]',
  ints: '[Int!]',
  boolean: 'Boolean',
  int: 'Int',
  string: 'String',
  range: 'ScoreRange',
  code: 'FilterCode',
};

/**
 * The filters, by their argument names. Lists match any of their values; ranges are inclusive and
 * in the stored units (CSAT 0–100, NPS 0–10, SR 0–1, ratings 1–5, sentiment scores 0–1).
 */
export const FEEDBACK_FILTER_ARGS = {
  applicationIDs: 'ids',
  /** Category `_id`s at any level (top, mid-level, subcategory), or {@link NO_CATEGORY}. */
  category: 'ids',
  subcategory: 'ids',
  middleCategory: 'ids',
  manualCategory: 'ids',
  /** Category group `_id`s: every category of the groups. */
  categoryGroup: 'ids',
  includeNullVerbatims: 'boolean',
  includeHidden: 'boolean',
  isFlagged: 'code',
  isReviewed: 'code',
  isRerouteSent: 'code',
  /** The reroute page: items rerouted to another category (sent or not). */
  reroutePage: 'boolean',
  isTrainingDataOnly: 'boolean',
  /** Items the model in use could not categorise with confidence, none applied since (issue 16). */
  needsReview: 'boolean',
  isMobileUser: 'boolean',
  period: 'string',
  /** The shell's period offset: 1 is the period before. */
  periodOffset: 'int',
  searchBy: 'string',
  searchText: 'string',
  minVerbatimLength: 'int',
  maxVerbatimLength: 'int',
  showPII: 'boolean',
  /** One item by its `_id` (the feedback-id filter, checked first by getFeedbackByID). */
  feedbackID: 'string',
  appVersion: 'strings',
  surveyID: 'strings',
  source: 'strings',
  CSAT: 'range',
  NPS: 'range',
  CES: 'range',
  SR: 'range',
  starRating: 'range',
  starRatingExternal: 'range',
  awsSentimentPositive: 'range',
  awsSentimentNegative: 'range',
  sentiment: 'strings',
  billerType: 'strings',
  billingServices: 'strings',
  userRole: 'strings',
  accountExpired: 'boolean',
  autoPayStatus: 'strings',
  loggedInStatus: 'strings',
  footprint: 'strings',
  SCP: 'strings',
  /** Services the account has: internet, tv, voice, wifi, mobile, secureConnect. */
  subscribedServices: 'strings',
  userSelectedCategories: 'strings',
  accountType: 'strings',
  userType: 'strings',
  journeyType: 'strings',
  activationMethod: 'ints',
  pageName: 'strings',
  deviceType: 'strings',
  os: 'strings',
  browser: 'strings',
  verbatimLanguage: 'strings',
  experimentUuids: 'strings',
  activatedExperimentUuids: 'strings',
  variantUuids: 'strings',
} as const satisfies Record<string, FeedbackArgKind>;
export type FeedbackFilterArg = keyof typeof FEEDBACK_FILTER_ARGS;

/** Paging and sorting arguments of getFeedback (and the export's column choice). */
export const FEEDBACK_PAGE_ARGS = {
  limit: 'int',
  offset: 'int',
  page: 'int',
  sortField: 'string',
  sortDirection: 'string',
  feedbackFields: 'strings',
} as const satisfies Record<string, FeedbackArgKind>;

/** The services behind `subscribedServices`, each a boolean field of the item. */
export const SUBSCRIBED_SERVICES = {
  internet: 'internetService',
  tv: 'tvService',
  voice: 'voiceService',
  wifi: 'wifiService',
  mobile: 'mobileService',
  secureConnect: 'secureConnectService',
} as const satisfies Record<string, FeedbackField>;

/** `searchBy`: every searchable field (`all`, the default) or one of them. */
export const FEEDBACK_SEARCH_BY = ['all', ...FEEDBACK_SEARCHABLE_FIELDS] as const;

/** The arguments of one list of GraphQL arguments, written from a table above. */
export function feedbackArgsSdl(
  args: Readonly<Record<string, FeedbackArgKind>>,
  required: string[] = [],
): string {
  return Object.entries(args)
    .map(([name, kind]) => {
      const type = FEEDBACK_ARG_GRAPHQL[kind];
      return `${name}: ${required.includes(name) ? `${type.replace(/!?$/, '')}!` : type}`;
    })
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// Parsing

const text = (max = 256) => z.string().max(max);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(FEEDBACK_FILTER_VALUES_MAX).nullish();

export const scoreRangeSchema = z
  .object({ from: z.number().min(0).nullish(), to: z.number().min(0).nullish() })
  .strict()
  .refine((range) => range.from == null || range.to == null || range.from <= range.to, {
    message: 'from must not be above to',
  });
export type ScoreRange = z.infer<typeof scoreRangeSchema>;

/** The status codes a flag filter accepts (spec 001 section 4). */
export type FilterCode = string;

/** Review filter: 3 or `true` in any case is reviewed, 0 or `false` not reviewed. */
const reviewedCode = z
  .string()
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.enum(['3', 'true', '0', 'false'], { message: "must be 3 or 'true' (reviewed), 0 or 'false'" }))
  .transform((code) => code === '3' || code === 'true');
/** Flag filter: 0 not flagged, 1 flagged awaiting reroute, 2 flagged with the reroute sent; true any flagged. */
const flaggedCode = z
  .string()
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.enum(['0', '1', '2', 'true', 'false'], { message: "must be 0, 1, 2, 'true' or 'false'" }))
  .transform((code) => ({ '0': 'none', false: 'none', '1': 'awaiting', '2': 'sent', true: 'any' })[code]);
/** Reroute filter: 2 or `true` reroute sent; 0 or `false` not sent. */
const rerouteCode = z
  .string()
  .transform((code) => code.trim().toLowerCase())
  .pipe(z.enum(['2', 'true', '0', 'false'], { message: "must be 2 or 'true' (sent), 0 or 'false'" }))
  .transform((code) => code === '2' || code === 'true');

const sortFieldSchema = z.string().refine((field) => FEEDBACK_COLUMN_IDS.includes(field as FeedbackField), {
  message: 'is not a feedback column',
});

const feedbackFieldsSchema = z
  .array(sortFieldSchema)
  .max(FEEDBACK_COLUMN_IDS.length)
  .nullish()
  .transform((fields) => (fields && fields.length > 0 ? (fields as FeedbackField[]) : null));

/** The filters, checked: what the repository compiles to SQL. */
export const feedbackFilterSchema = z.object({
  applicationIDs: z.array(vocApplicationIdSchema).min(1, 'name at least one application').max(200),
  category: list(vocIdSchema),
  subcategory: list(vocIdSchema),
  middleCategory: list(vocIdSchema),
  manualCategory: list(vocIdSchema),
  categoryGroup: list(vocIdSchema),
  includeNullVerbatims: z.boolean().nullish(),
  includeHidden: z.boolean().nullish(),
  isFlagged: flaggedCode.nullish(),
  isReviewed: reviewedCode.nullish(),
  isRerouteSent: rerouteCode.nullish(),
  reroutePage: z.boolean().nullish(),
  isTrainingDataOnly: z.boolean().nullish(),
  needsReview: z.boolean().nullish(),
  isMobileUser: z.boolean().nullish(),
  period: z.string().max(64).refine(periodIsValid, 'Invalid period supplied').nullish(),
  periodOffset: z.number().int().min(-1000).max(1000).nullish(),
  searchBy: z.enum(FEEDBACK_SEARCH_BY).nullish(),
  searchText: text(FEEDBACK_SEARCH_MAX).nullish(),
  minVerbatimLength: z.number().int().min(0).nullish(),
  maxVerbatimLength: z.number().int().min(0).nullish(),
  showPII: z.boolean().nullish(),
  feedbackID: vocIdSchema.nullish(),
  appVersion: list(text(64)),
  surveyID: list(text(128)),
  source: list(text(64)),
  CSAT: scoreRangeSchema.nullish(),
  NPS: scoreRangeSchema.nullish(),
  CES: scoreRangeSchema.nullish(),
  SR: scoreRangeSchema.nullish(),
  starRating: scoreRangeSchema.nullish(),
  starRatingExternal: scoreRangeSchema.nullish(),
  awsSentimentPositive: scoreRangeSchema.nullish(),
  awsSentimentNegative: scoreRangeSchema.nullish(),
  sentiment: list(z.enum(['positive', 'negative', 'mixed', 'neutral'])),
  billerType: list(text(64)),
  billingServices: list(text(64)),
  userRole: list(text(64)),
  accountExpired: z.boolean().nullish(),
  autoPayStatus: list(text(64)),
  loggedInStatus: list(text(32)),
  footprint: list(text(64)),
  SCP: list(text(64)),
  subscribedServices: list(z.enum(Object.keys(SUBSCRIBED_SERVICES) as [keyof typeof SUBSCRIBED_SERVICES])),
  userSelectedCategories: list(text()),
  accountType: list(text(64)),
  userType: list(text(64)),
  journeyType: list(text(64)),
  activationMethod: list(z.number().int().min(0).max(ACTIVATION_METHOD_PATH_MAX)),
  pageName: list(text()),
  deviceType: list(text(64)),
  os: list(text(64)),
  browser: list(text(64)),
  verbatimLanguage: list(text(32)),
  experimentUuids: list(text(64)),
  activatedExperimentUuids: list(text(64)),
  variantUuids: list(text(64)),
});
export type FeedbackFilter = z.output<typeof feedbackFilterSchema>;

/** Filters plus paging and sorting: the arguments of getFeedback. */
export const feedbackQuerySchema = feedbackFilterSchema
  .extend({
    limit: z
      .number()
      .int()
      .min(1)
      .max(FEEDBACK_LIMIT_MAX, `limit must be at most ${FEEDBACK_LIMIT_MAX}`)
      .nullish()
      .transform((limit) => limit ?? FEEDBACK_PAGE_SIZE_DEFAULT),
    offset: z.number().int().min(0).max(10_000_000).nullish(),
    page: z.number().int().min(0).max(1_000_000).nullish(),
    sortField: sortFieldSchema.nullish().transform((field) => (field ?? 'timestamp') as FeedbackField),
    sortDirection: z
      .string()
      .transform((direction) => direction.trim().toLowerCase())
      .pipe(z.enum(['asc', 'desc', '1', '-1'], { message: "must be 'asc' or 'desc'" }))
      .nullish()
      .transform((direction) => (direction === 'asc' || direction === '1' ? 'asc' : 'desc')),
    feedbackFields: feedbackFieldsSchema,
  })
  .transform((query) => ({
    ...query,
    offset: query.offset ?? (query.page ?? 0) * query.limit,
  }));
export type FeedbackQuery = z.output<typeof feedbackQuerySchema>;
