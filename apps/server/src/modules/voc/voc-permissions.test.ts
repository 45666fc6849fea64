import { VOC_GRAPHQL_OPERATIONS } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { categoryTree, feedbackInput, gql, ingest } from './voc-test-kit';
import {
  importCsv,
  modelJobsSettled,
  topCategory,
  trainModel,
  trainingCsv,
  trainingPlatform,
} from './training/voc-training-kit';

/**
 * The permission matrix of issue 15: every Voice of Customer operation, called with the spec's
 * argument names, as every demo persona. Personas without `prism-full` or `voc-read` are refused at
 * the endpoint; `voc-reader` reads; `voc` (manager with write) also triages and keeps its own views;
 * `admin` (VoC admin) also manages categories, users and permissions.
 */

const VOC_PERSONAS = ['admin', 'voc', 'voc-reader'] as const;
const OTHER_PERSONAS = ['analyst', 'krypto', 'docs', 'collector', 'guest'] as const;
type Persona = (typeof VOC_PERSONAS)[number];

const READERS: readonly Persona[] = ['admin', 'voc', 'voc-reader'];
const WRITERS: readonly Persona[] = ['admin', 'voc'];
const ADMINS: readonly Persona[] = ['admin'];

interface Case {
  /** The document, using the spec's argument names. */
  document: string;
  variables?: (persona: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  allowed: readonly Persona[];
}

describe('Voice of Customer permission matrix', () => {
  let t: TestApp;
  let ids: string[];
  let tree: Awaited<ReturnType<typeof categoryTree>>;
  let manualId: string;
  let counter = 0;
  const unique = (persona: string) => `${persona}-${(counter += 1)}`;
  const apps = ['MSA@Web'];
  const now = Date.now();

  /** A column view of the persona's own, made as that persona. */
  async function ownView(persona: string): Promise<string> {
    const answer = await gql<{ insertColumnGroup: { _id: string } }>(
      t,
      persona,
      `mutation ($authID: String!, $columnGroup: ColumnGroupInput!) {
        insertColumnGroup(authID: $authID, columnGroup: $columnGroup) { _id } }`,
      {
        authID: persona,
        columnGroup: {
          name: unique('view'),
          columns: [{ name: 'verbatim', label: 'Review', orderNumber: 0 }],
        },
      },
    );
    if (!answer.data) throw new Error(`ownView: ${JSON.stringify(answer.errors)}`);
    return answer.data.insertColumnGroup._id;
  }

  async function ownPermission(persona: string): Promise<string> {
    const answer = await gql<{ getUser: { permissions: { _id: string }[] } | null }>(
      t,
      'admin',
      `query ($authID: String!) { getUser(authID: $authID, entityID: "MSA@Web") { permissions { _id } } }`,
      { authID: persona },
    );
    return answer.data?.getUser?.permissions[0]?._id ?? 'none';
  }

  const cases: Record<string, Case> = {
    getFeedback: {
      document: `query ($applicationIDs: [String!]!) { getFeedback(applicationIDs: $applicationIDs, period: "30d",
        limit: 5, page: 0, sortField: "CSAT", sortDirection: "asc", searchText: "bill", searchBy: "verbatim",
        isFlagged: 0, isReviewed: "false", includeHidden: true, minVerbatimLength: 1, showPII: true) { _id } }`,
      variables: () => ({ applicationIDs: apps }),
      allowed: READERS,
    },
    getFeedbackByID: {
      document: `query ($id: String!) { getFeedbackByID(_id: $id, showPII: true) { _id } }`,
      variables: () => ({ id: ids[0] }),
      allowed: READERS,
    },
    getFeedbackCount: {
      document: `{ getFeedbackCount(applicationIDs: ["MSA@Web"], includeAppfiguresRatings: false, CSAT: { from: 0, to: 100 }) }`,
      allowed: READERS,
    },
    getFeedbackCSV: {
      document: `{ getFeedbackCSV(applicationIDs: ["MSA@Web"], totalCount: 3, fileName: "feedback", entityName: "MSA@Web") { _id status } }`,
      allowed: READERS,
    },
    getCSVExportRecord: {
      document: `{ getCSVExportRecord(_id: "00000000-0000-0000-0000-000000000000") { _id } }`,
      allowed: READERS,
    },
    getFeedbackTrends: {
      document: `{ getFeedbackTrends(applicationIDs: ["MSA@Web"], period: "30d", showAsRollup: true) { _id } }`,
      allowed: READERS,
    },
    getBucketedFeedbackTrendsByTime: {
      document: `{ getBucketedFeedbackTrendsByTime(applicationIDs: ["MSA@Web"], period: "10d") { timestamp } }`,
      allowed: READERS,
    },
    getOverallTrends: {
      document: `{ getOverallTrends(period: "30d", applicationIDs: ["MSA@Web"]) { feedbackCount } }`,
      allowed: READERS,
    },
    getFeedbackOverviewCategories: {
      document: `{ getFeedbackOverviewCategories(applicationIDs: ["MSA@Web"], period: "30d") { _id } }`,
      allowed: READERS,
    },
    getFeedbackOverviewSubcategories: {
      document: `query ($category: [String!]) { getFeedbackOverviewSubcategories(applicationIDs: ["MSA@Web"], period: "30d", category: $category) { _id } }`,
      variables: () => ({ category: [tree.billing] }),
      allowed: READERS,
    },
    getExperimentUUIDs: {
      document: `{ getExperimentUUIDs(applicationIDs: ["MSA@Web"], period: "30d") { experimentUuids } }`,
      allowed: READERS,
    },
    getCategories: { document: `{ getCategories(applicationIDs: ["MSA@Web"]) { _id } }`, allowed: READERS },
    getManualCategories: {
      document: `{ getManualCategories(applicationIDs: ["MSA@Web"]) { _id } }`,
      allowed: READERS,
    },
    getCategoryGroups: {
      document: `{ getCategoryGroups(applicationIDs: ["MSA@Web"]) { _id } }`,
      allowed: READERS,
    },
    getSurveyIDs: { document: `{ getSurveyIDs(applicationIDs: ["MSA@Web"]) }`, allowed: READERS },
    getVerbatimLanguages: {
      document: `{ getVerbatimLanguages(applicationIDs: ["MSA@Web"]) }`,
      allowed: READERS,
    },
    getBillerTypes: { document: `{ getBillerTypes(applicationIDs: ["MSA@Web"]) }`, allowed: READERS },
    getPageNames: { document: `{ getPageNames(applicationIDs: ["MSA@Web"]) }`, allowed: READERS },
    getAppVersions: {
      document: `{ getAppVersions(period: "30d", applicationIDs: ["MSA@Web"]) }`,
      allowed: READERS,
    },
    getUserSelectedCategories: {
      document: `{ getUserSelectedCategories(applicationIDs: ["MSA@Web"]) }`,
      allowed: READERS,
    },
    getFieldValues: {
      document: `{ getFieldValues(applicationIDs: ["MSA@Web"], field: "os") { value count } }`,
      allowed: READERS,
    },
    getEnjoymentRatings: {
      document: `query ($startDate: Float!, $endDate: Float!) { getEnjoymentRatings(startDate: $startDate, endDate: $endDate, index: "MSA@Web") { timestamp } }`,
      variables: () => ({ startDate: now - 10 * 86_400_000, endDate: now }),
      allowed: READERS,
    },
    getUser: {
      document: `query ($authID: String!) { getUser(entityID: "MSA@Web", authID: $authID) { _id } }`,
      variables: (persona) => ({ authID: persona }),
      allowed: READERS,
    },
    getUsers: { document: `{ getUsers(authID: "voc", email: "prism.example") { _id } }`, allowed: ADMINS },
    getUserPermissionOne: {
      document: `query ($authID: String!) { getUserPermissionOne(authID: $authID, entityID: "MSA@Web", email: "") { read write } }`,
      variables: (persona) => ({ authID: persona }),
      allowed: READERS,
    },
    getColumnGroups: {
      document: `query ($authID: String!) { getColumnGroups(authID: $authID) { _id } }`,
      variables: (persona) => ({ authID: persona }),
      allowed: READERS,
    },
    getPlatformByApplicationIDs: {
      document: `{ getPlatformByApplicationIDs(applicationIDs: ["MSA@Web"]) { _id } }`,
      allowed: READERS,
    },
    getFileUploads: { document: `{ getFileUploads(_ids: ["none"]) { _id } }`, allowed: READERS },
    getFileUpload: { document: `{ getFileUpload(_id: "none") { _id } }`, allowed: READERS },
    updateFeedbackOne: {
      document: `mutation ($id: String!, $notes: String) { updateFeedbackOne(_id: $id, entityID: "MSA@Web", notes: $notes) { _id notes } }`,
      variables: (persona) => ({ id: ids[0], notes: unique(`note by ${persona}`) }),
      allowed: WRITERS,
    },
    updateFeedbackBatch: {
      document: `mutation ($ids: [String!]!) { updateFeedbackBatch(ids: $ids, keepExistingData: true, isReviewed: true,
        reroutedCategories: []) { updated } }`,
      variables: () => ({ ids }),
      allowed: WRITERS,
    },
    insertCategory: {
      document: `mutation ($category: String!) { insertCategory(applicationIDs: ["MSA@Web"], category: $category, description: "d") { _id } }`,
      variables: (persona) => ({ category: unique(`Topic ${persona}`) }),
      allowed: ADMINS,
    },
    updateCategory: {
      document: `mutation ($id: String!) { updateCategory(_id: $id, description: "changed") { _id } }`,
      variables: () => ({ id: tree.payments }),
      allowed: ADMINS,
    },
    insertManualCategory: {
      document: `mutation ($category: String!, $name: String!) { insertManualCategory(applicationIDs: ["MSA@Web"], category: $category, manualCategory: $name, description: "") { _id } }`,
      variables: (persona) => ({ category: tree.billing, name: unique(`Manual ${persona}`) }),
      allowed: ADMINS,
    },
    updateManualCategory: {
      document: `mutation ($id: String!) { updateManualCategory(_id: $id, description: "changed") { _id } }`,
      variables: () => ({ id: manualId }),
      allowed: ADMINS,
    },
    insertUser: {
      document: `mutation ($authID: String!) { insertUser(authID: $authID, firstName: "New", lastName: "Person", email: "new@prism.example", role: "manager") { _id } }`,
      variables: (persona) => ({ authID: unique(`new-${persona}`) }),
      allowed: ADMINS,
    },
    updateUser: {
      document: `mutation ($id: String!) { updateUser(_id: $id, firstName: "Changed") { _id } }`,
      variables: async () => {
        const answer = await gql<{ getUser: { _id: string } }>(
          t,
          'admin',
          `{ getUser(authID: "voc-reader") { _id } }`,
        );
        return { id: answer.data?.getUser._id };
      },
      allowed: ADMINS,
    },
    insertUserPermission: {
      document: `mutation ($authID: String!) { insertUserPermission(authID: $authID, entityID: "MSA@Web", role: "manager", read: true, write: false) { _id } }`,
      variables: (persona) => ({ authID: unique(`granted-${persona}`) }),
      allowed: ADMINS,
    },
    updateUserPermission: {
      document: `mutation ($id: String!) { updateUserPermission(_id: $id, read: true) { _id } }`,
      variables: () => ownPermission('voc-reader').then((id) => ({ id })),
      allowed: ADMINS,
    },
    insertColumnGroup: {
      document: `mutation ($authID: String!, $columnGroup: ColumnGroupInput!) { insertColumnGroup(authID: $authID, columnGroup: $columnGroup) { _id } }`,
      variables: (persona) => ({
        authID: persona,
        columnGroup: { name: unique('Mine'), columns: [{ name: 'CSAT', label: 'CSAT', orderNumber: 0 }] },
      }),
      allowed: READERS,
    },
    updateColumnGroup: {
      document: `mutation ($authID: String!, $columnGroup: ColumnGroupInput!) { updateColumnGroup(authID: $authID, columnGroup: $columnGroup) { _id } }`,
      variables: async (persona) => ({
        authID: persona,
        columnGroup: {
          _id: VOC_PERSONAS.includes(persona as Persona) ? await ownView(persona) : 'none',
          name: unique('Renamed'),
          columns: [{ name: 'NPS', label: 'NPS', orderNumber: 0 }],
        },
      }),
      allowed: READERS,
    },
    deleteColumnGroup: {
      document: `mutation ($authID: String!, $id: String!) { deleteColumnGroup(authID: $authID, _id: $id) { _id columnGroupID } }`,
      variables: async (persona) => ({
        authID: persona,
        id: VOC_PERSONAS.includes(persona as Persona) ? await ownView(persona) : 'none',
      }),
      allowed: READERS,
    },
    getTrainingData: {
      document: `{ getTrainingData(applicationIDs: ["MSA@Web"], isMockTrainingData: false, categoryIDs: [],
        limit: 5, page: 0, search: "bill") { _id } }`,
      allowed: READERS,
    },
    getTrainingDataCount: {
      document: `{ getTrainingDataCount(applicationIDs: ["MSA@Web"], isMockTrainingData: false, search: "bill") }`,
      allowed: READERS,
    },
    getTrainingDataMetrics: {
      document: `{ getTrainingDataMetrics(applicationIDs: ["MSA@Web"]) { categoryID count isBeingTrained } }`,
      allowed: READERS,
    },
    getAllJobInfo: {
      document: `{ getAllJobInfo(applicationIDs: ["MSA@Web"]) { versionName status f1Score } }`,
      allowed: READERS,
    },
    getModelChanges: {
      document: `{ getModelChanges(applicationIDs: ["MSA@Web"], versionName: "v1", limit: 5) { feedbackID } }`,
      allowed: READERS,
    },
    getBackgroundJob: { document: `{ getBackgroundJob(_id: "none") { _id } }`, allowed: READERS },
    insertTrainingData: {
      document: `mutation ($csvData: String!) { insertTrainingData(applicationIDs: ["MSA@Web"], csvData: $csvData,
        entityID: "MSA@Web") { inserted } }`,
      variables: (persona) => ({ csvData: `value,category\n"Charged twice by ${unique(persona)}",Billing` }),
      allowed: WRITERS,
    },
    deleteManyTrainingData: {
      document: `mutation { deleteManyTrainingData(applicationIDs: ["MSA@Web"], _ids: ["none"]) { deleted } }`,
      allowed: WRITERS,
    },
    trainModel: {
      document: `mutation ($versionName: String) { trainModel(applicationIDs: ["MSA@Web"], versionName: $versionName) {
        versionName } }`,
      // One training at a time per platform: each call waits for the one before to finish.
      variables: async (persona) => {
        await modelJobsSettled(t);
        return { versionName: unique(persona) };
      },
      allowed: WRITERS,
    },
    useModel: {
      document: `mutation { useModel(applicationIDs: ["MSA@Web"], versionName: "v1") { inUse } }`,
      allowed: ADMINS,
    },
    updatePlatformSettings: {
      document: `mutation { updatePlatformSettings(applicationIDs: ["MSA@Web"], confidenceThreshold: 0.5) {
        confidenceThreshold } }`,
      allowed: ADMINS,
    },
    recategorizeFeedback: {
      document: `mutation { recategorizeFeedback(applicationIDs: ["MSA@Web"], from: 0) { _id status } }`,
      allowed: ADMINS,
    },
    updateUserDefaultColumnGroup: {
      document: `mutation ($id: String!) { updateUserDefaultColumnGroup(_id: $id, columnGroupID: "default-reviews") { columnGroupID } }`,
      variables: async (persona) => ({ id: await ownPermission(persona) }),
      allowed: READERS,
    },
  };

  beforeAll(async () => {
    t = await buildTestApp();
    tree = await categoryTree(t);
    ids = await ingest(t, [
      feedbackInput({
        verbatim: 'My bill doubled',
        prismAppliedCategories: [{ _id: tree.autopay, category: 'x' }],
      }),
      feedbackInput({ verbatim: 'Great bill page' }),
    ]);
    const manual = await gql<{ insertManualCategory: { _id: string } }>(
      t,
      'admin',
      `mutation ($category: String!) { insertManualCategory(applicationIDs: ["MSA@Web"], category: $category, manualCategory: "Escalated") { _id } }`,
      { category: tree.autopay },
    );
    manualId = manual.data!.insertManualCategory._id;
    // A platform with a first model, for the trained-category operations.
    await trainingPlatform(t);
    const outage = await topCategory(t, 'Outage');
    const imported = await importCsv(t, 'admin', trainingCsv({ Billing: tree.billing, Outage: outage }, 20));
    if (!imported.data) throw new Error(JSON.stringify(imported.errors));
    await trainModel(t, 'admin', 'v1');
    const [first] = await modelJobsSettled(t);
    if (first?.status !== 'done') throw new Error(`the first model did not train: ${JSON.stringify(first)}`);
  });
  afterAll(() => t.close());

  it('covers every declared operation of the endpoint', () => {
    expect(Object.keys(cases).sort()).toEqual(
      VOC_GRAPHQL_OPERATIONS.map((operation) => operation.field).sort(),
    );
  });

  for (const [field, testCase] of Object.entries(cases)) {
    it(`${field}: allowed for ${testCase.allowed.join(', ')} only`, async () => {
      for (const persona of [...VOC_PERSONAS, ...OTHER_PERSONAS]) {
        const variables = testCase.variables ? await testCase.variables(persona) : {};
        const answer = await gql(t, persona, testCase.document, variables);
        const refused =
          answer.status === 403 || answer.errors.some((error) => error.extensions?.status === 403);
        const expected = (testCase.allowed as readonly string[]).includes(persona);
        if (expected) {
          expect(answer.errors, `${field} as ${persona}`).toEqual([]);
          expect(answer.status, `${field} as ${persona}`).toBe(200);
        } else {
          expect(refused, `${field} as ${persona} should be refused: ${JSON.stringify(answer)}`).toBe(true);
        }
      }
    });
  }
});
