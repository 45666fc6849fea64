import fs from 'node:fs';
import { getFeedbackExportFile, postFeedback, vocEndpoint } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '../../jobs/job-runner';
import { operationRoute } from '../../lib/operations';
import { graphqlEndpoint, type FieldResolver, type GraphqlContext } from '../../plugins/graphql';
import { kryptoCipherCreate, kryptoKeyLoad } from '../krypto/krypto.cipher';
import { surveyGraphql } from '../surveys/survey-graphql';
import { createCategoriesService } from './categories.service';
import { createCsvExportService } from './csv-export.service';
import { enrichmentJob } from './enrichment/enrich.job';
import { createFeedbackValuesService } from './feedback-values.service';
import { ENRICH_JOB, createFeedbackService, feedbackIngestParse } from './feedback.service';
import { createTrendsService } from './trends.service';
import { createTriageService } from './triage.service';
import { createModelsService } from './training/models.service';
import { createTrainingDataService } from './training/training-data.service';
import { createVocUsersService } from './voc-users.service';
import { VOC_SDL, filterCodeScalar } from './voc.sdl';

type Args = Record<string, unknown>;
/** A resolver from a service call that takes the caller and the arguments. */
const call =
  (fn: (auth: GraphqlContext['auth'], args: Args) => unknown): FieldResolver =>
  (args: never, { auth }) =>
    fn(auth, args as Args);

/**
 * The Voice of Customer server (issue 15): feedback ingestion, the GraphQL endpoint of spec 001
 * section 7, the enrichment and export jobs, and the export download.
 */
export async function vocRoutes(app: FastifyInstance) {
  const cipher = kryptoCipherCreate(await kryptoKeyLoad(app.config));
  const feedback = createFeedbackService({
    db: app.db,
    cipher,
    enqueueEnrichment: async (tx, ids) => {
      await enqueueJob(tx, { kind: ENRICH_JOB, payload: { ids } });
    },
  });
  const triage = createTriageService(app.db, feedback);
  const categories = createCategoriesService(app.db);
  const values = createFeedbackValuesService(app.db, feedback);
  const trends = createTrendsService(app.db, feedback);
  const users = createVocUsersService(app.db);
  const exports = createCsvExportService({
    db: app.db,
    jobs: app.jobs,
    feedback,
    dataDir: app.config.dataDir,
  });
  app.jobs.register(ENRICH_JOB, enrichmentJob(app.db, feedback), { concurrency: 1 });
  const training = createTrainingDataService(app.db);
  const models = createModelsService({ db: app.db, jobs: app.jobs, feedback });
  // The survey tool's reading calls share the endpoint (spec 001 section 7) and the export jobs.
  const surveys = surveyGraphql({ db: app.db, feedback, exports });

  operationRoute(
    app,
    postFeedback,
    async ({ auth, input }) => {
      const answer = await feedback.ingest(auth, input.body);
      app.jobs.wake();
      return answer;
    },
    { parseBody: feedbackIngestParse },
  );

  operationRoute(app, getFeedbackExportFile, async ({ auth, input, reply }) => {
    const file = await exports.file(auth, input.params.id);
    const name = file.fileName.replace(/[^\w.\- ]+/g, '_');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file.path));
  });

  await graphqlEndpoint(app, {
    declaration: vocEndpoint,
    sdl: VOC_SDL + surveys.sdl,
    scalars: [filterCodeScalar, ...surveys.scalars],
    resolvers: {
      Query: {
        getFeedback: call((auth, args) => feedback.page(auth, args)),
        getFeedbackByID: call((auth, args) =>
          feedback.byId(auth, String(args._id), args.showPII as boolean | null | undefined),
        ),
        getFeedbackCount: call((auth, args) => feedback.count(auth, args)),
        getFeedbackCSV: call((auth, args) => exports.start(auth, args)),
        getCSVExportRecord: call((auth, args) => exports.record(auth, String(args._id))),
        getFeedbackTrends: call((auth, args) => trends.perCategory(auth, args)),
        getBucketedFeedbackTrendsByTime: call((auth, args) => trends.bucketed(auth, args)),
        getOverallTrends: call((auth, args) =>
          trends.overall(auth, args as { period: string; applicationIDs?: string[] | null }),
        ),
        getFeedbackOverviewCategories: call((auth, args) => trends.overview(auth, args, 'top')),
        getFeedbackOverviewSubcategories: call((auth, args) => trends.overview(auth, args, 'children')),
        getExperimentUUIDs: call((auth, args) => values.experimentUuids(auth, args)),
        getCategories: call((auth, args) => categories.categories(auth, args)),
        getManualCategories: call((auth, args) => categories.manualCategories(auth, args)),
        getCategoryGroups: call((auth, args) => categories.categoryGroups(auth, args)),
        getSurveyIDs: call((auth, args) => values.surveyIds(auth, args)),
        getVerbatimLanguages: call((auth, args) => values.languages(auth, args)),
        getBillerTypes: call((auth, args) => values.billerTypes(auth, args)),
        getPageNames: call((auth, args) => values.pageNames(auth, args)),
        getAppVersions: call((auth, args) => values.appVersions(auth, args)),
        getUserSelectedCategories: call((auth, args) => values.userSelectedCategories(auth, args)),
        getFieldValues: call((auth, args) => values.fieldValues(auth, args)),
        getEnjoymentRatings: call((auth, args) => trends.enjoymentRatings(auth, args)),
        getUser: call((auth, args) =>
          users.getUser(auth, args as { authID: string; entityID?: string | null }),
        ),
        getUsers: call((auth, args) => users.getUsers(auth, args)),
        getUserPermissionOne: call((auth, args) =>
          users.getUserPermissionOne(auth, args as { authID?: string | null; entityID: string }),
        ),
        getColumnGroups: call((auth, args) => users.columnGroups(auth, args as { authID: string })),
        getPlatformByApplicationIDs: call((auth, args) => categories.platformOf(auth, args)),
        getFileUploads: call((auth, args) => feedback.fileUploads(auth, args._ids as string[])),
        getFileUpload: call(
          async (auth, args) => (await feedback.fileUploads(auth, [String(args._id)]))[0] ?? null,
        ),
        getTrainingData: call((auth, args) => training.list(auth, args)),
        getTrainingDataCount: call((auth, args) => training.count(auth, args)),
        getTrainingDataMetrics: call((auth, args) => training.metrics(auth, args)),
        getAllJobInfo: call((auth, args) => models.allJobInfo(auth, args)),
        getModelChanges: call((auth, args) => models.changes(auth, args)),
        getBackgroundJob: call((auth, args) => models.backgroundJob(auth, String(args._id))),
        ...surveys.Query,
      },
      Mutation: {
        updateFeedbackOne: call((auth, args) => triage.updateOne(auth, args)),
        updateFeedbackBatch: call((auth, args) => triage.updateBatch(auth, args)),
        insertCategory: call((auth, args) => categories.insertCategory(auth, args)),
        updateCategory: call((auth, args) => categories.updateCategory(auth, args)),
        insertManualCategory: call((auth, args) => categories.insertManualCategory(auth, args)),
        updateManualCategory: call((auth, args) => categories.updateManualCategory(auth, args)),
        insertUser: call((auth, args) => users.insertUser(auth, args)),
        updateUser: call((auth, args) => users.updateUser(auth, args)),
        insertUserPermission: call((auth, args) => users.insertUserPermission(auth, args)),
        updateUserPermission: call((auth, args) => users.updateUserPermission(auth, args)),
        insertColumnGroup: call((auth, args) => users.insertColumnGroup(auth, args)),
        updateColumnGroup: call((auth, args) => users.updateColumnGroup(auth, args)),
        deleteColumnGroup: call((auth, args) =>
          users.deleteColumnGroup(auth, args as { authID: string; _id: string }),
        ),
        updateUserDefaultColumnGroup: call((auth, args) =>
          users.updateUserDefaultColumnGroup(auth, args as { _id: string; columnGroupID?: string | null }),
        ),
        insertTrainingData: call((auth, args) => training.insert(auth, args)),
        deleteManyTrainingData: call((auth, args) => training.deleteMany(auth, args)),
        trainModel: call((auth, args) => models.trainModel(auth, args)),
        useModel: call((auth, args) => models.useModel(auth, args)),
        updatePlatformSettings: call(async (auth, args) => {
          const platform = await models.updateSettings(auth, args);
          return categories.platformOf(auth, { applicationIDs: platform.application_ids.slice(0, 200) });
        }),
        recategorizeFeedback: call((auth, args) => models.recategorise(auth, args)),
        ...surveys.Mutation,
      },
    },
  });
}
