import { z } from 'zod';
import { ACTIVATION_METHOD_PATH_MAX } from './activation-method';
import {
  vocCount,
  vocIdSchema,
  vocOptBoolean,
  vocOptText,
  vocOptTextList,
  vocText,
  vocTimestampSchema,
} from './common';
import {
  cesSchema,
  csatSchema,
  npsSchema,
  ratingSchema,
  SENTIMENTS,
  sentimentScoreSchema,
  srSchema,
} from './scores';

/**
 * The feedback item of spec 001 section 3: one customer comment with its scores, the application
 * and device it came from, the account behind it, survey answers, and what triage and enrichment
 * added (categories, sentiment, keywords, flags, notes). Field names are the spec's; every field
 * but the identity ones may be absent, as the sources fill different subsets.
 */

/** Longest verbatim (and alternative verbatim) kept, in characters. */
export const FEEDBACK_VERBATIM_MAX = 10_000;
/** Longest note on an item, in characters. */
export const FEEDBACK_NOTES_MAX = 2_000;
/** Most uploaded files an item links to. */
export const FEEDBACK_FILE_UPLOADS_MAX = 10;

/** Sources the spec displays under another name: Quantum's own feedback (spec 001 section 3). */
export const FEEDBACK_SOURCE_LABELS: Readonly<Record<string, string>> = {
  cqe: 'Quantum',
  cqeInternal: 'Quantum',
};

/** How a source reads in the table: `cqe` and `cqeInternal` as Quantum, others as they are. */
export function feedbackSourceLabel(source: string): string {
  return FEEDBACK_SOURCE_LABELS[source] ?? source;
}

const appNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);
const appTypeSchema = z.string().regex(/^[A-Za-z0-9_.-]+$/);
const optRating = ratingSchema.nullable().optional();
const optTimestamp = vocTimestampSchema.nullable().optional();

/**
 * `awsSentiment`: the label and its four scores, each 0 to 1 (spec 001 section 3 and issue 15
 * item 3). The filters `awsSentimentPositive` and `awsSentimentNegative` read the scores.
 */
export const feedbackSentimentSchema = z
  .object({
    sentiment: z.enum(SENTIMENTS),
    positive: sentimentScoreSchema,
    negative: sentimentScoreSchema,
    mixed: sentimentScoreSchema,
    neutral: sentimentScoreSchema,
  })
  .strict();
export type FeedbackSentiment = z.infer<typeof feedbackSentimentSchema>;

/**
 * A category applied to an item: the category's `_id` and name, and the manual category chosen
 * under it, if any.
 */
export const appliedCategorySchema = z
  .object({
    _id: vocIdSchema,
    category: vocText(),
    manualCategory: vocOptText(),
  })
  .strict();
export type AppliedCategory = z.infer<typeof appliedCategorySchema>;

/** A manual category applied to an item, archived or not. */
export const appliedManualCategorySchema = z
  .object({
    _id: vocIdSchema,
    manualCategory: vocText(),
    isArchived: z.boolean().default(false),
  })
  .strict();
export type AppliedManualCategory = z.infer<typeof appliedManualCategorySchema>;

/**
 * The nested visit object: the visit the feedback was given in, as the visit sequence page
 * (`/tools/sequence/{visitId}`) summarises it. The spec names the object but not its fields.
 */
export const feedbackVisitSchema = z
  .object({
    visitId: vocText(128).min(1),
    startTimestamp: optTimestamp,
    endTimestamp: optTimestamp,
    durationMs: vocCount.nullable().optional(),
    pageViewCount: vocCount.nullable().optional(),
    entryPageName: vocOptText(),
    exitPageName: vocOptText(),
    connectionType: vocOptText(32),
  })
  .strict();
export type FeedbackVisit = z.infer<typeof feedbackVisitSchema>;

const feedbackItemShape = {
  _id: vocIdSchema,
  /** Where the item came from; `cqe` and `cqeInternal` display as Quantum. */
  source: vocText(64).min(1),
  visitId: vocOptText(128),
  timestamp: vocTimestampSchema,
  appName: appNameSchema,
  appType: appTypeSchema,
  verbatim: vocText(FEEDBACK_VERBATIM_MAX).nullable().optional(),
  altVerbatim: vocText(FEEDBACK_VERBATIM_MAX).nullable().optional(),
  /** The text the category model reads for this item (the platform's `mlAnalysisField` chooses it). */
  mlAnalysisField: vocText(FEEDBACK_VERBATIM_MAX).nullable().optional(),
  // Scores (spec 001 section 9).
  CSAT: csatSchema.nullable().optional(),
  NPS: npsSchema.nullable().optional(),
  CES: cesSchema.nullable().optional(),
  SR: srSchema.nullable().optional(),
  starRating: optRating,
  starRatingExternal: optRating,
  userSelectedCategory: vocOptText(),
  surveyID: vocOptText(128),
  // Application and device.
  appVersion: vocOptText(64),
  footprint: vocOptText(64),
  browser: vocOptText(64),
  os: vocOptText(64),
  deviceManufacturer: vocOptText(64),
  deviceType: vocOptText(64),
  deviceModel: vocOptText(64),
  deviceFormFactor: vocOptText(32),
  language: vocOptText(32),
  loggedInStatus: vocOptText(32),
  // Enrichment: model categories (names with a 0–1 score each, same order), sentiment, keywords.
  awsCategories: vocOptTextList(),
  awsCategoriesScore: z.array(sentimentScoreSchema).max(50).optional(),
  awsSentiment: feedbackSentimentSchema.nullable().optional(),
  awsKeywords: vocOptTextList(128, 100),
  /** The category model version that gave `awsCategories` (issue 16). */
  modelVersion: vocOptText(64),
  /** The model in use found no category above the platform's confidence threshold. */
  needsReview: z.boolean().optional(),
  // Triage.
  prismAppliedCategories: z.array(appliedCategorySchema).max(50).default([]),
  prismAppliedManualCategories: z.array(appliedManualCategorySchema).max(50).default([]),
  /** Ids of the categories the item was rerouted to, awaiting sending. */
  reroutedCategories: z.array(vocIdSchema).max(50).default([]),
  /** Ids of the categories the reroute was sent to. */
  rerouteSentCategories: z.array(vocIdSchema).max(50).default([]),
  /** Marked as training data for the next model (older records call it `shouldRetrain`). */
  useForRetrain: z.boolean().default(false),
  isFlagged: z.boolean().default(false),
  isReviewed: z.boolean().default(false),
  isHidden: z.boolean().default(false),
  isNullVerbatim: z.boolean().default(false),
  isMobileUser: vocOptBoolean,
  isRerouteSent: z.boolean().default(false),
  notes: vocText(FEEDBACK_NOTES_MAX).nullable().optional(),
  pageName: vocOptText(),
  // Account.
  SCP: vocOptText(64),
  accountType: vocOptText(64),
  billerType: vocOptText(64),
  billingServices: vocOptTextList(64, 20),
  deliveryMethod: vocOptText(64),
  userRole: vocOptText(64),
  autoPayStatus: vocOptText(64),
  expirationDate: optTimestamp,
  accountExpired: vocOptBoolean,
  userType: vocOptText(64),
  internetService: vocOptBoolean,
  secureConnectService: vocOptBoolean,
  tvService: vocOptBoolean,
  voiceService: vocOptBoolean,
  wifiService: vocOptBoolean,
  mobileService: vocOptBoolean,
  /** Account number encrypted with the Krypto key; revealed only through the transformer call. */
  encAccountNumber: vocOptText(512),
  encMobileAccountNumber: vocOptText(512),
  // Installation drivers.
  activationProcessScale: optRating,
  clarityScale: optRating,
  easeOfEquipmentConnectionScale: optRating,
  journeyType: vocOptText(64),
  surveyType: vocOptText(64),
  closedLoop: vocOptBoolean,
  /** An activation method path id, 0 to 18 (see `ACTIVATION_METHOD_PATHS`). */
  activationMethod: z.number().int().min(0).max(ACTIVATION_METHOD_PATH_MAX).nullable().optional(),
  // Employee experience and personal data.
  businessUnit: vocOptText(),
  department: vocOptText(),
  phoneNumber: vocOptText(32),
  email: vocOptText(320),
  firstName: vocOptText(128),
  lastName: vocOptText(128),
  pid: vocOptText(64),
  title: vocOptText(),
  xumoLogin: vocOptText(),
  accountNumber: vocOptText(512),
  username: vocOptText(128),
  // Experiments.
  experiment: vocOptText(),
  experimentUuids: vocOptTextList(64),
  activatedExperimentUuids: vocOptTextList(64),
  variantUuids: vocOptTextList(64),
  // Uploads.
  fileUploadID: vocIdSchema.nullable().optional(),
  /** Urls of the uploaded files. */
  fileUploads: z.array(z.string().max(2000)).max(FEEDBACK_FILE_UPLOADS_MAX).optional(),
  visit: feedbackVisitSchema.nullable().optional(),
  // Survey answers (journey surveys).
  recentIssues: vocOptTextList(),
  connectivityIssueRecurrence: vocOptText(),
  wifiServiceIssues: vocOptTextList(),
  problemDeviceTypes: vocOptTextList(),
  resolutionActions: vocOptTextList(),
  speedExpectations: vocOptText(),
  rebootFrequency: vocOptText(),
  wifiPodsExperience: vocOptText(),
  wifiPodsSpeedExpectation: vocOptText(),
  installationActivationExperience: vocOptText(),
  customerSupportActions: vocOptTextList(),
  employeeSupportActions: vocOptTextList(),
};

function scoresMatchCategories(
  item: { awsCategories?: unknown[] | undefined; awsCategoriesScore?: unknown[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((item.awsCategoriesScore?.length ?? 0) !== (item.awsCategories?.length ?? 0)) {
    ctx.addIssue({
      code: 'custom',
      path: ['awsCategoriesScore'],
      message: 'needs one score per entry of awsCategories',
    });
  }
}

export const feedbackItemSchema = z.object(feedbackItemShape).strict().superRefine(scoresMatchCategories);

/** Most items one ingestion call takes (issue 15 item 3). */
export const FEEDBACK_INGEST_MAX = 1_000;

/**
 * An item as an application sends it to `POST /api/voice-of-customer/feedback`: no `_id` (the
 * server gives one). A plain `accountNumber` is encrypted into `encAccountNumber` and never stored.
 */
const { _id: _ignored, ...ingestShape } = feedbackItemShape;
export const feedbackIngestItemSchema = z.object(ingestShape).strict().superRefine(scoresMatchCategories);
export type FeedbackIngestItem = z.output<typeof feedbackIngestItemSchema>;

export const feedbackIngestSchema = z
  .object({
    feedback: z
      .array(feedbackIngestItemSchema)
      .min(1, 'send at least one item')
      .max(FEEDBACK_INGEST_MAX, `at most ${FEEDBACK_INGEST_MAX} items per call`),
  })
  .strict();

/** A feedback item as stored and answered (defaults filled in). */
export type FeedbackItem = z.output<typeof feedbackItemSchema>;
/** A feedback item as sent (flags and lists may be left out). */
export type FeedbackItemInput = z.input<typeof feedbackItemSchema>;
/** A field of the feedback item: what a column, a search or a personal-data rule names. */
export type FeedbackField = keyof FeedbackItem;

/** Every field of the feedback item, in the schema's order. */
export const FEEDBACK_FIELDS = Object.keys(feedbackItemSchema.shape) as FeedbackField[];

/** The application id of an item, `appName@appType` (issue 15 item 3). */
export function feedbackAppId(item: Pick<FeedbackItem, 'appName' | 'appType'>): string {
  return `${item.appName}@${item.appType}`;
}

/**
 * Personal data (spec 001 section 6, issue 15 item 5): names, email, phone, pid, username, account
 * numbers (plain and encrypted) and title. These leave the server only with
 * `customer-feedback-access` and `showPII`.
 */
export const FEEDBACK_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'pid',
  'username',
  'accountNumber',
  'encAccountNumber',
  'encMobileAccountNumber',
  'title',
] as const satisfies readonly FeedbackField[];
export type FeedbackPersonalField = (typeof FEEDBACK_PERSONAL_FIELDS)[number];

/** Fields the table's search looks in (spec 001 section 9), the encrypted account numbers included. */
export const FEEDBACK_SEARCHABLE_FIELDS = [
  'verbatim',
  'altVerbatim',
  'notes',
  'visitId',
  'encAccountNumber',
  'encMobileAccountNumber',
  'email',
  'pid',
] as const satisfies readonly FeedbackField[];
export type FeedbackSearchableField = (typeof FEEDBACK_SEARCHABLE_FIELDS)[number];
