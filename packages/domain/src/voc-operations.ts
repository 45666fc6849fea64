import { z } from 'zod';
import { restOperation, type GraphqlEndpointDeclaration, type GraphqlOperation } from './operation';
import { FEEDBACK_INGEST_MAX, feedbackIngestSchema } from './voc/feedback';
import { TRAINING_CSV_MAX_BYTES } from './voc/training';

/**
 * The Voice of Customer calls (spec 001 section 7, issue 15): the GraphQL endpoint and each of its
 * operations by the spec's names, feedback ingestion and the export download. Every operation needs
 * `prism-full` or `voc-read`; the per-application permission records and the personal-data rule
 * are enforced in the services (docs/api.md lists who may do what).
 */

export const vocEndpoint: GraphqlEndpointDeclaration = {
  id: 'voice-of-customer',
  paths: ['/api/voice-of-customer/graphql'],
  summary: 'Voice of Customer (GraphQL): feedback, triage, categories, trends, users, views and exports.',
  tag: 'Voice of Customer',
  // Each field has its own access: the feedback fields voiceOfCustomer, the survey fields surveyTool.
  access: 'vocOrSurveyTool',
  // A training CSV of 20 MB, escaped inside a JSON string.
  bodyLimit: TRAINING_CSV_MAX_BYTES * 2,
};

const query = (field: string, summary: string): GraphqlOperation => ({
  endpoint: vocEndpoint.id,
  type: 'query',
  field,
  summary,
  access: 'voiceOfCustomer',
});
const mutation = (field: string, summary: string): GraphqlOperation => ({
  ...query(field, summary),
  type: 'mutation',
});

export const VOC_GRAPHQL_OPERATIONS: readonly GraphqlOperation[] = [
  query(
    'getFeedback',
    'A page of feedback: filters, search, sort, limit up to 1,000 (read on the applications).',
  ),
  query(
    'getFeedbackByID',
    'One item by `_id`, or null when it does not exist for the caller (the feedback-id check).',
  ),
  query(
    'getFeedbackCount',
    'How many items the filters match (`includeAppfiguresRatings` false leaves app-store ratings out).',
  ),
  query('getFeedbackCSV', 'Starts a CSV export of the filtered items; answers the export record to poll.'),
  query('getCSVExportRecord', "The caller's export: status, progress, url once done, error message."),
  query(
    'getFeedbackTrends',
    'Trend aggregates per category, this period and the one before (rollup, subcategory details).',
  ),
  query(
    'getBucketedFeedbackTrendsByTime',
    'Trend aggregates per hour, day or week of the period (the overview charts).',
  ),
  query(
    'getOverallTrends',
    "The period's trend aggregates over the named applications, or every one the caller reads.",
  ),
  query(
    'getFeedbackOverviewCategories',
    'The category overview table: top categories with count, share and change.',
  ),
  query('getFeedbackOverviewSubcategories', 'The subcategory table of one category.'),
  query('getExperimentUUIDs', 'Experiment, activated-experiment and variant UUIDs seen in the feedback.'),
  query('getCategories', 'Active categories of the applications (archived ones with `includeArchived`).'),
  query('getManualCategories', 'Manual categories of the applications.'),
  query('getCategoryGroups', 'Category groups of the applications, with their options.'),
  query('getSurveyIDs', 'Survey ids seen in the feedback, most items first.'),
  query('getVerbatimLanguages', 'Languages of the feedback, most items first.'),
  query('getBillerTypes', 'Biller types seen in the feedback.'),
  query('getPageNames', 'Page names seen in the feedback.'),
  query('getAppVersions', 'App versions seen in the period.'),
  query('getUserSelectedCategories', 'Categories customers chose themselves.'),
  query('getFieldValues', 'Values of one filterable, non-personal field with their item counts.'),
  query(
    'getEnjoymentRatings',
    'Star ratings of one application per day: counts of each star and the average.',
  ),
  query('getUser', 'A Voice of Customer user with their permissions (yourself, or anyone for a VoC admin).'),
  query('getUsers', 'Voice of Customer users, by auth id or email (VoC admin).'),
  query('getUserPermissionOne', 'Your effective permission on an entity (polled by the portal).'),
  query('getColumnGroups', 'Your saved column views after the four default views.'),
  query('getPlatformByApplicationIDs', 'The platform (one category model) serving the applications.'),
  query('getFileUploads', 'Uploaded files of feedback items, by upload ids.'),
  query('getFileUpload', 'One upload by id.'),
  query(
    'getTrainingData',
    "A page of the platform's training examples, newest first (mock or not, categories, search).",
  ),
  query('getTrainingDataCount', 'How many training examples the same filters match.'),
  query('getTrainingDataMetrics', 'Examples per category, and whether the next model learns the category.'),
  query(
    'getAllJobInfo',
    "The platform's model versions: status, progress, held-out accuracy and macro-F1, per-category figures.",
  ),
  query('getModelChanges', 'Items whose best category a version would change if put in use.'),
  query('getBackgroundJob', 'A model job you started (recategorisation): status, progress, result.'),
  mutation(
    'updateFeedbackOne',
    'Triage of one item: categories, manual categories, notes, flags, reroutes (write).',
  ),
  mutation('updateFeedbackBatch', 'The same on a selection; `keepExistingData` adds instead of replacing.'),
  mutation('insertCategory', 'A category, mid-level or subcategory (admin of its applications).'),
  mutation('updateCategory', 'Renames, describes, archives or restores a category (admin).'),
  mutation('insertManualCategory', 'A manual category under a category (admin).'),
  mutation('updateManualCategory', 'Renames, describes or archives a manual category (admin).'),
  mutation('insertUser', 'A Voice of Customer user (VoC admin).'),
  mutation('updateUser', 'Changes or archives a user (VoC admin).'),
  mutation('insertUserPermission', "A user's permission on an application or group (VoC admin)."),
  mutation('updateUserPermission', 'Changes or archives a permission (VoC admin).'),
  mutation('insertColumnGroup', 'Saves a column view.'),
  mutation('updateColumnGroup', 'Changes one of your views (the default views cannot change).'),
  mutation(
    'deleteColumnGroup',
    'Deletes one of your views; a deleted favourite falls back to the default view.',
  ),
  mutation(
    'insertTrainingData',
    'Imports a `value,category` CSV of up to 20 MB: every example, or none and the bad line (write).',
  ),
  mutation('deleteManyTrainingData', "Deletes training examples of the applications' platform (write)."),
  mutation('trainModel', "Queues training of a new model version for the applications' platform (write)."),
  mutation('useModel', 'Puts a trained version in use for new items (admin of the applications).'),
  mutation(
    'updatePlatformSettings',
    'The confidence at or above which the model applies a category; below it, needs review (admin).',
  ),
  mutation(
    'recategorizeFeedback',
    "Runs the model in use over the platform's existing items as a job (admin).",
  ),
  mutation(
    'updateUserDefaultColumnGroup',
    'Chooses (or clears, with null) the favourite view on a permission.',
  ),
];

/** Largest ingestion body: 1,000 items of up to two 10,000-character texts each, and the rest. */
export const FEEDBACK_INGEST_MAX_BYTES = 32 * 1024 * 1024;

export const postFeedback = restOperation({
  id: 'postFeedback',
  method: 'POST',
  path: '/api/voice-of-customer/feedback',
  summary:
    `Stores up to ${FEEDBACK_INGEST_MAX} feedback items whole, or refuses the call naming the bad item, ` +
    "and queues their enrichment. Needs the collector role, or write on every item's application.",
  tag: 'Voice of Customer',
  access: 'signedIn',
  body: feedbackIngestSchema,
  reply: z.object({ _ids: z.array(z.string()) }),
  bodyLimit: FEEDBACK_INGEST_MAX_BYTES,
  rateLimit: 'collector',
});

export const getFeedbackExportFile = restOperation({
  id: 'getFeedbackExportFile',
  method: 'GET',
  path: '/api/voice-of-customer/exports/:id/file',
  summary:
    'The CSV of a finished export (of the feedback table or of survey responses), for the person who ' +
    'started it, for 24 hours (410 after).',
  tag: 'Voice of Customer',
  // Survey-tool users download their survey exports here too; a file is its starter's alone.
  access: 'vocOrSurveyTool',
  params: z.object({ id: z.string().min(1).max(64) }).strict(),
  reply: z.string(),
  replyKind: 'raw',
});
