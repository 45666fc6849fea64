import { FEEDBACK_FILTER_ARGS, FEEDBACK_PAGE_ARGS, feedbackArgsSdl, feedbackItemSchema } from '@prism/domain';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { z } from 'zod';

/**
 * The Voice of Customer GraphQL schema (spec 001 section 7): the operations by their exact names
 * and argument names. The feedback type and the filter arguments are written from the domain's
 * declarations (the item schema and `FEEDBACK_FILTER_ARGS`), so a field or filter is added once.
 */

/** Nested objects of the item and the GraphQL types that show them. */
const NESTED_TYPES: Readonly<Record<string, string>> = {
  awsSentiment: 'FeedbackSentiment',
  prismAppliedCategories: 'AppliedCategory',
  prismAppliedManualCategories: 'AppliedManualCategory',
  visit: 'FeedbackVisit',
};

interface ZodDefLike {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
}

function defOf(schema: z.ZodType): ZodDefLike {
  return (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;
}

/** The GraphQL type of one item field; every field but `_id` may be absent (or withheld). */
function graphqlTypeOf(field: string, schema: z.ZodType): string {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return graphqlTypeOf(field, def.innerType!);
    case 'pipe':
      return graphqlTypeOf(field, def.in!);
    case 'string':
    case 'enum':
      return 'String';
    case 'number':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'array':
      return `[${graphqlTypeOf(field, def.element!)}!]`;
    case 'object': {
      const named = NESTED_TYPES[field];
      if (!named) throw new Error(`feedback field ${field}: no GraphQL type for its object`);
      return named;
    }
    default:
      throw new Error(`feedback field ${field}: no GraphQL type for ${def.type}`);
  }
}

export function feedbackTypeSdl(): string {
  const fields = Object.entries(feedbackItemSchema.shape).map(([field, schema]) => {
    const type = graphqlTypeOf(field, schema as z.ZodType);
    return `    ${field}: ${field === '_id' ? `${type}!` : type}`;
  });
  return `  "A feedback item (spec 001 section 3); personal fields are null without customer-feedback-access and showPII."\n  type Feedback {\n${fields.join('\n')}\n  }`;
}

/** `FilterCode`: a flag filter's code as a number, a string or a boolean (`3`, `'TRUE'`, `false`). */
export const filterCodeScalar = new GraphQLScalarType({
  name: 'FilterCode',
  description: "A status code of spec 001 section 4: 0–3, or 'true'/'false' in any case.",
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return String(value);
    throw new GraphQLError('FilterCode: must be a number, a string or a boolean');
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING || ast.kind === Kind.BOOLEAN)
      return String(ast.value);
    throw new GraphQLError('FilterCode: must be a number, a string or a boolean');
  },
});

const filters = (required: string[] = ['applicationIDs']) => feedbackArgsSdl(FEEDBACK_FILTER_ARGS, required);
const paging = feedbackArgsSdl(FEEDBACK_PAGE_ARGS);
const trainingFilters = `applicationIDs: [String!]!, isMockTrainingData: Boolean, categoryIDs: [String!],
      search: String`;
const triageFields = `entityID: String, prismAppliedCategories: [AppliedCategoryInput!],
      prismAppliedManualCategories: [String!], notes: String, isFlagged: Boolean, isReviewed: Boolean,
      isHidden: Boolean, useForRetrain: Boolean, reroutedCategories: [String!], rerouteSentCategories: [String!]`;

export const VOC_SDL = /* GraphQL */ `
  scalar FilterCode

  "An inclusive range in the score's own units (CSAT 0–100, NPS 0–10, SR 0–1, ratings 1–5, sentiment 0–1)."
  input ScoreRange {
    from: Float
    to: Float
  }

  input AppliedCategoryInput {
    _id: String!
    manualCategory: String
  }

  input ColumnInput {
    name: String!
    label: String!
    orderNumber: Int!
  }

  input ColumnGroupInput {
    _id: String
    userID: String
    name: String!
    columns: [ColumnInput!]!
  }

  type Query {
    getFeedback(${filters()}, ${paging}): [Feedback!]!
    getFeedbackByID(_id: String!, showPII: Boolean): Feedback
    getFeedbackCount(${filters()}, includeAppfiguresRatings: Boolean): Int!
    getFeedbackCSV(${filters()}, sortField: String, sortDirection: String, feedbackFields: [String!],
      totalCount: Int!, fileName: String!, entityName: String!): CSVExportRecord!
    getCSVExportRecord(_id: String!): CSVExportRecord
    getFeedbackTrends(${filters(['applicationIDs', 'period'])}, showAsRollup: Boolean,
      isSubcategoryDetailsPage: Boolean): [CategoryTrend!]!
    getBucketedFeedbackTrendsByTime(${filters(['applicationIDs', 'period'])}, step: String): [FeedbackTrend!]!
    getOverallTrends(period: String!, applicationIDs: [String!]): FeedbackTrend!
    getFeedbackOverviewCategories(${filters(['applicationIDs', 'period'])}): [CategoryOverview!]!
    getFeedbackOverviewSubcategories(${filters(['applicationIDs', 'period'])}): [CategoryOverview!]!
    getExperimentUUIDs(applicationIDs: [String!]!, period: String): ExperimentUUIDs!
    getCategories(applicationIDs: [String!]!, includeArchived: Boolean): [Category!]!
    getManualCategories(applicationIDs: [String!]!, includeArchived: Boolean): [ManualCategory!]!
    getCategoryGroups(applicationIDs: [String!]!): [CategoryGroup!]!
    getSurveyIDs(applicationIDs: [String!]!): [String!]!
    getVerbatimLanguages(applicationIDs: [String!]!): [String!]!
    getBillerTypes(applicationIDs: [String!]!): [String!]!
    getPageNames(applicationIDs: [String!]!): [String!]!
    getAppVersions(period: String, applicationIDs: [String!]!): [String!]!
    getUserSelectedCategories(applicationIDs: [String!]!): [String!]!
    getFieldValues(applicationIDs: [String!]!, field: String!, period: String, search: String, limit: Int): [FieldValue!]!
    getEnjoymentRatings(startDate: Float!, endDate: Float!, index: String!): [EnjoymentRating!]!
    getUser(entityID: String, authID: String!): VocUser
    getUsers(authID: String, email: String): [VocUser!]!
    getUserPermissionOne(authID: String, entityID: String!, email: String): Permission
    getColumnGroups(authID: String!): [ColumnGroup!]!
    getPlatformByApplicationIDs(applicationIDs: [String!]!): Platform
    getFileUploads(_ids: [String!]!): [FileUpload!]!
    getFileUpload(_id: String!): FileUpload
    getTrainingData(${trainingFilters}, limit: Int, page: Int): [TrainingData!]!
    getTrainingDataCount(${trainingFilters}): Int!
    getTrainingDataMetrics(applicationIDs: [String!]!): [TrainingMetric!]!
    getAllJobInfo(applicationIDs: [String!]!): [ModelJobInfo!]!
    getModelChanges(applicationIDs: [String!]!, versionName: String!, limit: Int, page: Int): [ModelChange!]!
    getBackgroundJob(_id: String!): BackgroundJob
  }

  type Mutation {
    updateFeedbackOne(_id: String!, showPII: Boolean, ${triageFields}): Feedback!
    updateFeedbackBatch(ids: [String!]!, keepExistingData: Boolean, ${triageFields}): BatchUpdate!
    insertCategory(applicationIDs: [String!]!, category: String!, parent: String, subcategory: String,
      description: String): Category!
    updateCategory(_id: String!, category: String, subcategory: String, description: String, isArchived: Boolean,
      isMLTrained: Boolean): Category!
    insertManualCategory(applicationIDs: [String!]!, category: String!, manualCategory: String!,
      description: String): ManualCategory!
    updateManualCategory(_id: String!, manualCategory: String, description: String, isArchived: Boolean): ManualCategory!
    insertUser(authID: String!, firstName: String, lastName: String, email: String!, role: String!): VocUser!
    updateUser(_id: String!, firstName: String, lastName: String, email: String, role: String, isArchived: Boolean): VocUser!
    insertUserPermission(authID: String!, entityID: String!, role: String, read: Boolean!, write: Boolean!): Permission!
    updateUserPermission(_id: String!, role: String, read: Boolean, write: Boolean, isArchived: Boolean): Permission!
    insertColumnGroup(authID: String!, columnGroup: ColumnGroupInput!): ColumnGroup!
    updateColumnGroup(authID: String!, columnGroup: ColumnGroupInput!): ColumnGroup!
    deleteColumnGroup(authID: String!, _id: String!): ColumnGroupDeletion!
    updateUserDefaultColumnGroup(_id: String!, columnGroupID: String): Permission!
    insertTrainingData(applicationIDs: [String!]!, categoryIDs: [String!], csvData: String!,
      entityID: String): TrainingImport!
    deleteManyTrainingData(applicationIDs: [String!]!, _ids: [String!]!): TrainingDeletion!
    trainModel(applicationIDs: [String!]!, versionName: String): ModelJobInfo!
    useModel(applicationIDs: [String!]!, versionName: String!): ModelJobInfo!
    updatePlatformSettings(applicationIDs: [String!]!, confidenceThreshold: Float!): Platform!
    recategorizeFeedback(applicationIDs: [String!]!, from: Float): BackgroundJob!
  }

${feedbackTypeSdl()}

  type FeedbackSentiment {
    sentiment: String!
    positive: Float!
    negative: Float!
    mixed: Float!
    neutral: Float!
  }

  type AppliedCategory {
    _id: String!
    category: String!
    manualCategory: String
  }

  type AppliedManualCategory {
    _id: String!
    manualCategory: String!
    isArchived: Boolean!
  }

  type FeedbackVisit {
    visitId: String!
    startTimestamp: Float
    endTimestamp: Float
    durationMs: Float
    pageViewCount: Float
    entryPageName: String
    exitPageName: String
    connectionType: String
  }

  type BatchUpdate {
    "How many of the items changed."
    updated: Int!
    ids: [String!]!
  }

  "A CSV export: status queued, running, done or failed; progress 0–1; url once done, for its owner only."
  type CSVExportRecord {
    _id: String!
    status: String!
    progress: Float!
    url: String
    fileName: String!
    errorMessage: String
  }

  "Trend aggregates (spec 001 section 3) of one bucket (timestamp) or of the whole period (timestamp null)."
  type FeedbackTrend {
    timestamp: Float
    feedbackCount: Int!
    internalFeedbackCount: Int!
    nullVerbatimsCount: Int!
    avgCSAT: Float
    sumCSAT: Float!
    countCSAT: Int!
    avgCES: Float
    sumCES: Float!
    countCES: Int!
    NPS: Float
    countNPS: Int!
    countPromoters: Int!
    countPassives: Int!
    countDetractors: Int!
    avgSR: Float
    sumSR: Float!
    countSR: Int!
    avgStarRating: Float
    sumStarRating: Float!
    countStarRating: Int!
    avgStarRatingExternal: Float
    sumStarRatingExternal: Float!
    countStarRatingExternal: Int!
    appStoreRatingCounts: [Int!]!
    avgSentimentPositive: Float
    avgSentimentNegative: Float
    avgSentimentMixed: Float
    avgSentimentNeutral: Float
    countPositive: Int!
    countNegative: Int!
    countMixed: Int!
    countNeutral: Int!
  }

  "One category's figures in a period (rolled up to top categories with showAsRollup)."
  type CategoryTrend {
    _id: String!
    category: String!
    parent: String
    subcategory: String
    trend: FeedbackTrend!
    previous: FeedbackTrend!
  }

  "A row of the category overview: its items in the period, their share, and the period before."
  type CategoryOverview {
    _id: String!
    category: String!
    subcategory: String
    count: Int!
    share: Float!
    previousCount: Int!
    "Change against the period before, in percent (null when it had none)."
    change: Float
    avgSentimentPositive: Float
    avgSentimentNegative: Float
    countNegative: Int!
  }

  type ExperimentUUIDs {
    experimentUuids: [String!]!
    activatedExperimentUuids: [String!]!
    variantUuids: [String!]!
  }

  type FieldValue {
    value: String!
    count: Int!
  }

  "Star ratings of one day: how many of each star (1–5) and their average."
  type EnjoymentRating {
    timestamp: Float!
    counts: [Int!]!
    average: Float
  }

  type Category {
    _id: String!
    applicationIDs: [String!]!
    category: String!
    parent: String
    subcategory: String
    description: String!
    isArchived: Boolean!
    hasArchivedParent: Boolean!
    isMLTrained: Boolean!
  }

  type ManualCategory {
    _id: String!
    applicationIDs: [String!]!
    category: String!
    manualCategory: String!
    description: String!
    isArchived: Boolean!
  }

  type CategoryOption {
    label: String!
    value: String!
  }

  type CategoryGroup {
    _id: String!
    categoryGroupName: String!
    categoryIds: [String!]!
    categoryOptions: [CategoryOption!]!
  }

  type Platform {
    _id: String!
    name: String!
    description: String!
    applicationIDs: [String!]!
    mlAnalysisField: String!
    confidenceThreshold: Float!
  }

  type TrainingCategory {
    _id: String!
    category: String!
  }

  type TrainingFeedbackLink {
    _id: String!
    timestamp: Float!
    appID: String!
  }

  type TrainingData {
    _id: String!
    createdAt: Float!
    updatedAt: Float!
    categories: [TrainingCategory!]!
    platform: String!
    value: String!
    isMockTrainingData: Boolean!
    source: String!
    feedback: TrainingFeedbackLink
  }

  type TrainingMetric {
    categoryID: String!
    category: String!
    count: Int!
    isBeingTrained: Boolean!
  }

  type TrainingImport {
    inserted: Int!
    platform: String!
  }

  type TrainingDeletion {
    deleted: Int!
  }

  type ModelCategoryMetric {
    categoryID: String!
    category: String!
    precision: Float!
    recall: Float!
    f1: Float!
    support: Int!
  }

  type ModelJobInfo {
    versionName: String!
    status: String!
    progress: Float!
    trainDate: Float
    accuracy: Float
    f1Score: Float
    platform: String!
    inUse: Boolean!
    numberOfLabels: Int
    trainCount: Int
    testCount: Int
    categoryMetrics: [ModelCategoryMetric!]!
    changedItems: Int
    checkedItems: Int
    errorMessage: String
  }

  type ModelChange {
    feedbackID: String!
    appID: String!
    timestamp: Float!
    text: String!
    fromCategory: String
    fromScore: Float
    toCategory: String!
    toScore: Float!
  }

  type BackgroundJob {
    _id: String!
    kind: String!
    status: String!
    progress: Float!
    errorMessage: String
    "What the job returned, as JSON text."
    result: String
  }

  type Permission {
    _id: String!
    authID: String!
    entityID: String!
    role: String!
    read: Boolean!
    write: Boolean!
    isArchived: Boolean!
    columnGroupID: String
  }

  type VocUser {
    _id: String!
    authID: String!
    firstName: String!
    lastName: String!
    email: String!
    role: String!
    isArchived: Boolean!
    permissions: [Permission!]!
  }

  type Column {
    name: String!
    label: String!
    orderNumber: Int!
  }

  "A saved column view; the four default views have fixed ids starting with default- and cannot change."
  type ColumnGroup {
    _id: String!
    userID: String!
    name: String!
    columns: [Column!]!
    isDefault: Boolean!
  }

  type ColumnGroupDeletion {
    _id: String!
    "The favourite view after the deletion (the default view when the favourite was deleted)."
    columnGroupID: String
  }

  type FileUpload {
    _id: String!
    files: [UploadedFile!]!
  }
  type UploadedFile {
    fileName: String!
    url: String!
  }
`;
