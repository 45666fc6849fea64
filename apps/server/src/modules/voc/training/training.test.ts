import { TRAINING_CSV_MAX_BYTES, TRAINING_MIN_EXAMPLES } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers';
import { feedbackInput, gql, ingest } from '../voc-test-kit';
import {
  TRAINING_APPS,
  importCsv,
  modelJobsSettled,
  topCategory,
  topicSentences,
  trainModel,
  trainingCsv,
  trainingPlatform,
} from './voc-training-kit';

/**
 * Trained categories end to end (issue 16): training data imported as CSV (errors by line, nothing
 * stored from a bad file), examples from retraining marks and reroutes, model jobs with held-out
 * metrics, the first model in use by itself, promotion, the confidence threshold and the
 * needs-review filter, and enrichment by the model in use.
 */

interface Example {
  _id: string;
  value: string;
  source: string;
  isMockTrainingData: boolean;
  categories: { _id: string; category: string }[];
  feedback: { _id: string; appID: string; timestamp: number } | null;
}

const EXAMPLE_FIELDS =
  '_id value source isMockTrainingData categories { _id category } feedback { _id appID timestamp }';

describe('Voice of Customer trained categories', () => {
  let t: TestApp;
  let billing: string;
  let outage: string;
  let streaming: string;
  let archived: string;

  const examples = async (args: Record<string, unknown> = {}, persona = 'voc-reader') => {
    const answer = await gql<{ getTrainingData: Example[]; getTrainingDataCount: number }>(
      t,
      persona,
      `query ($applicationIDs: [String!]!, $categoryIDs: [String!], $search: String, $limit: Int, $page: Int) {
        getTrainingData(applicationIDs: $applicationIDs, categoryIDs: $categoryIDs, search: $search, limit: $limit,
          page: $page) { ${EXAMPLE_FIELDS} }
        getTrainingDataCount(applicationIDs: $applicationIDs, categoryIDs: $categoryIDs, search: $search) }`,
      { applicationIDs: TRAINING_APPS, ...args },
    );
    expect(answer.errors).toEqual([]);
    return answer.data!;
  };

  const itemOf = async (id: string) => {
    const answer = await gql<{
      getFeedbackByID: {
        awsCategories: string[] | null;
        awsCategoriesScore: number[] | null;
        modelVersion: string | null;
        needsReview: boolean | null;
        prismAppliedCategories: { _id: string; category: string; manualCategory: string | null }[];
      } | null;
    }>(
      t,
      'voc',
      `query ($id: String!) { getFeedbackByID(_id: $id) { awsCategories awsCategoriesScore modelVersion needsReview
        prismAppliedCategories { _id category manualCategory } } }`,
      { id },
    );
    return answer.data!.getFeedbackByID!;
  };

  const categorised = async (id: string) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const item = await itemOf(id);
      if (item.modelVersion || Date.now() > deadline) return item;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await trainingPlatform(t);
    billing = await topCategory(t, 'Billing');
    outage = await topCategory(t, 'Outage');
    streaming = await topCategory(t, 'Streaming');
    archived = await topCategory(t, 'Retired');
    await gql(t, 'admin', 'mutation ($id: String!) { updateCategory(_id: $id, isArchived: true) { _id } }', {
      id: archived,
    });
  });
  afterAll(() => t.close());

  describe('importing a CSV', () => {
    const refusal = async (csv: string, categoryIDs?: string[]) => {
      const answer = await importCsv(t, 'voc', csv, categoryIDs);
      expect(answer.data).toBeNull();
      return answer.errors[0]!.message;
    };

    it('names the line and why, and stores nothing of a bad file', async () => {
      expect(await refusal('text,label\n"Bill too high",Billing')).toBe(
        'csvData: line 1: the header must be "value,category"',
      );
      expect(await refusal('value,category\n"Bill too high",Billing\n"Wifi down",Weather\n')).toBe(
        'csvData: line 3: "Weather" is not a category of these applications',
      );
      expect(await refusal('value,category\n"Bill too high",Billing\n,Outage')).toMatch(/^csvData: line 3: /);
      expect(await refusal('value,category\n"Bill too high",Billing,extra')).toBe(
        'csvData: line 2: has 3 fields; a record is "value,category"',
      );
      expect(await refusal('value,category\n"Bill too high",\n')).toMatch(/^csvData: line 2: /);
      expect(await refusal('value,category\n"Old thing",Retired')).toBe(
        'csvData: line 2: category "Retired" is archived',
      );
      expect(await refusal('value,category\n"Bill",Billing\n"Wifi",Outage', [billing])).toBe(
        'csvData: line 3: category "Outage" is not among categoryIDs',
      );
      expect(await refusal('value,category\n"unterminated,Billing')).toMatch(
        /^csvData: line \d+: not valid CSV/,
      );
      expect(await refusal('value,category\n')).toBe('csvData: has a header but no examples');
      expect((await examples()).getTrainingDataCount).toBe(0);
    });

    it('takes a file of up to 20 MB and refuses a larger one, saying so', async () => {
      const line = '"The bill went up again this month and nobody told me why",Retired\n';
      const big = `value,category\n${line.repeat(Math.ceil((TRAINING_CSV_MAX_BYTES + 1) / line.length))}`;
      expect(await refusal(big)).toBe('csvData: is larger than 20 MB');
      // Within the limit it is read to the end: here the first record names an archived category.
      expect(await refusal(big.slice(0, TRAINING_CSV_MAX_BYTES - 10))).toBe(
        'csvData: line 2: category "Retired" is archived',
      );
    });

    it('refuses a reader (editing needs write), and takes names, ids and several categories', async () => {
      const csv = `value,category\n"The bill and the wifi are both broken",Billing|${outage}\n`;
      const reader = await importCsv(t, 'voc-reader', csv);
      expect(reader.errors[0]!.message).toBe('You have no write permission on MSA@Web');
      const answer = await importCsv(t, 'voc', csv);
      expect(answer.errors).toEqual([]);
      expect(answer.data!.insertTrainingData).toEqual({ inserted: 1, platform: 'My Spectrum' });
      const { getTrainingData } = await examples();
      expect(getTrainingData[0]!.categories.map((category) => category.category).sort()).toEqual([
        'Billing',
        'Outage',
      ]);
      expect(getTrainingData[0]).toMatchObject({
        source: 'import',
        isMockTrainingData: false,
        feedback: null,
      });
    });

    it('imports a large file whole, then lists, searches, counts and measures it', async () => {
      const answer = await importCsv(
        t,
        'admin',
        trainingCsv({ Billing: billing, Outage: outage, Streaming: streaming }, 60),
      );
      expect(answer.errors).toEqual([]);
      expect(answer.data!.insertTrainingData.inserted).toBe(180);
      const page = await examples({ limit: 10, page: 1 });
      expect(page.getTrainingData).toHaveLength(10);
      expect(page.getTrainingDataCount).toBe(181);
      const searched = await examples({ search: 'BUFFERING' });
      expect(searched.getTrainingDataCount).toBe(18);
      expect(searched.getTrainingData.every((example) => /buffering/i.test(example.value))).toBe(true);
      expect((await examples({ categoryIDs: [outage] })).getTrainingDataCount).toBe(61);

      const metrics = await gql<{
        getTrainingDataMetrics: { categoryID: string; count: number; isBeingTrained: boolean }[];
      }>(
        t,
        'voc-reader',
        `{ getTrainingDataMetrics(applicationIDs: ["MSA@Web", "MSA@iOS"]) {
        categoryID count isBeingTrained } }`,
      );
      expect(metrics.data!.getTrainingDataMetrics).toEqual(
        expect.arrayContaining([
          { categoryID: billing, count: 61, isBeingTrained: true },
          { categoryID: streaming, count: 60, isBeingTrained: true },
        ]),
      );
    });
  });

  describe('model jobs', () => {
    it('trains on the platform, measures on the held-out fifth, and puts the first model in use by itself', async () => {
      const queued = await trainModel(t, 'voc');
      expect(queued.errors).toEqual([]);
      expect(queued.data!.trainModel).toMatchObject({ versionName: 'v1', inUse: false });
      expect(['queued', 'running']).toContain(queued.data!.trainModel.status);
      const busy = await trainModel(t, 'voc');
      expect(busy.errors[0]?.message).toMatch(/is already training v1/);

      const [v1] = await modelJobsSettled(t);
      expect(v1).toMatchObject({
        versionName: 'v1',
        status: 'done',
        inUse: true,
        numberOfLabels: 3,
        progress: 1,
      });
      // 181 texts: a fifth of each category held out.
      expect(v1!.testCount).toBeGreaterThanOrEqual(33);
      expect(v1!.testCount).toBeLessThanOrEqual(39);
      expect(v1!.trainCount! + v1!.testCount!).toBe(181);
      expect(v1!.categoryMetrics.map((metric) => metric.category).sort()).toEqual([
        'Billing',
        'Outage',
        'Streaming',
      ]);
      expect(v1!.categoryMetrics.reduce((sum, metric) => sum + metric.support, 0)).toBeGreaterThanOrEqual(
        v1!.testCount!,
      );
      expect(v1!.f1Score).toBeGreaterThan(0.9);

      const categories = await gql<{ getCategories: { _id: string; isMLTrained: boolean }[] }>(
        t,
        'voc',
        '{ getCategories(applicationIDs: ["MSA@Web"]) { _id isMLTrained } }',
      );
      const trained = categories
        .data!.getCategories.filter((category) => category.isMLTrained)
        .map((c) => c._id);
      expect(trained.sort()).toEqual([billing, outage, streaming].sort());
    });

    it('categorises new items with the model in use, applying only what is above the threshold', async () => {
      const [sure] = await ingest(t, [
        feedbackInput({ verbatim: 'My wifi keeps dropping every night again.' }),
      ]);
      const item = await categorised(sure!);
      expect(item.modelVersion).toBe('v1');
      expect(item.awsCategories![0]).toBe('Outage');
      expect(item.awsCategoriesScore![0]).toBeGreaterThan(0.5);
      expect(item.awsCategoriesScore).toEqual([...item.awsCategoriesScore!].sort((a, b) => b - a));
      expect(item.prismAppliedCategories).toEqual([
        { _id: outage, category: 'Outage', manualCategory: null },
      ]);
      expect(item.needsReview).toBe(false);

      const threshold = await gql(
        t,
        'voc',
        `mutation { updatePlatformSettings(applicationIDs: ["MSA@Web"], confidenceThreshold: 0.99) { confidenceThreshold } }`,
      );
      expect(threshold.errors[0]?.message).toBe('You are not a Voice of Customer admin of MSA@Web');
      const set = await gql<{ updatePlatformSettings: { confidenceThreshold: number } }>(
        t,
        'admin',
        `mutation { updatePlatformSettings(applicationIDs: ["MSA@Web"], confidenceThreshold: 0.99) { confidenceThreshold } }`,
      );
      expect(set.data!.updatePlatformSettings.confidenceThreshold).toBeCloseTo(0.99);

      const [unsure] = await ingest(t, [
        feedbackInput({ verbatim: 'Something about my account, not sure what.' }),
      ]);
      const doubtful = await categorised(unsure!);
      expect(doubtful.prismAppliedCategories).toEqual([]);
      expect(doubtful.needsReview).toBe(true);
      const review = async () =>
        (
          await gql<{ getFeedback: { _id: string }[]; getFeedbackCount: number }>(
            t,
            'voc',
            `{ getFeedback(applicationIDs: ["MSA@Web"], needsReview: true) { _id }
               getFeedbackCount(applicationIDs: ["MSA@Web"], needsReview: true) }`,
          )
        ).data!;
      expect(await review()).toEqual({ getFeedback: [{ _id: unsure }], getFeedbackCount: 1 });

      // Once someone applies a category, the item no longer needs review.
      const applied = await gql(
        t,
        'voc',
        `mutation ($id: String!, $category: String!) { updateFeedbackOne(_id: $id,
          prismAppliedCategories: [{ _id: $category }]) { _id } }`,
        { id: unsure, category: billing },
      );
      expect(applied.errors).toEqual([]);
      expect(await review()).toEqual({ getFeedback: [], getFeedbackCount: 0 });
      await gql(
        t,
        'admin',
        `mutation { updatePlatformSettings(applicationIDs: ["MSA@Web"], confidenceThreshold: 0.5) { _id } }`,
      );
    });

    it('turns retraining marks and reroutes into linked examples, and drops them when unmarked', async () => {
      const [id] = await ingest(t, [
        feedbackInput({ verbatim: 'Autopay took the payment twice this month.' }),
      ]);
      await categorised(id!);
      const mark = (fields: string) =>
        gql(t, 'voc', `mutation ($id: String!) { updateFeedbackOne(_id: $id, ${fields}) { _id } }`, { id });
      expect(
        (await mark(`useForRetrain: true, prismAppliedCategories: [{ _id: "${billing}" }]`)).errors,
      ).toEqual([]);
      let linked = (await examples({ search: 'Autopay took' })).getTrainingData;
      expect(linked).toHaveLength(1);
      expect(linked[0]).toMatchObject({
        source: 'retrain',
        value: 'Autopay took the payment twice this month.',
        categories: [{ _id: billing, category: 'Billing' }],
        feedback: { _id: id, appID: 'MSA@Web' },
      });

      expect((await mark(`reroutedCategories: ["${billing}"], isFlagged: true`)).errors).toEqual([]);
      linked = (await examples({ search: 'Autopay took' })).getTrainingData;
      expect(linked).toHaveLength(1);
      expect(linked[0]!.source).toBe('reroute');

      expect((await mark('useForRetrain: false, reroutedCategories: []')).errors).toEqual([]);
      expect((await examples({ search: 'Autopay took' })).getTrainingDataCount).toBe(0);
    });

    it('shows what a new version would change before an admin puts it in use', async () => {
      // More streaming examples teach the words of the next items.
      const more = topicSentences('Streaming', 30).map(
        (sentence) => `"${sentence.replace('.', ' on my phone.')}",Streaming`,
      );
      expect((await importCsv(t, 'voc', ['value,category', ...more].join('\n'))).errors).toEqual([]);
      expect((await trainModel(t, 'voc', 'Spring')).errors).toEqual([]);
      const jobs = await modelJobsSettled(t);
      const spring = jobs.find((job) => job.versionName === 'Spring')!;
      expect(spring).toMatchObject({ status: 'done', inUse: false });
      expect(spring.checkedItems).toBeGreaterThanOrEqual(3);
      expect(jobs.filter((job) => job.inUse).map((job) => job.versionName)).toEqual(['v1']);

      const changes = await gql<{ getModelChanges: { feedbackID: string; toCategory: string }[] }>(
        t,
        'voc-reader',
        `{ getModelChanges(applicationIDs: ["MSA@Web"], versionName: "Spring", limit: 50) { feedbackID toCategory } }`,
      );
      expect(changes.errors).toEqual([]);
      expect(changes.data!.getModelChanges).toHaveLength(spring.changedItems!);

      const byManager = await gql(
        t,
        'voc',
        `mutation { useModel(applicationIDs: ["MSA@Web"], versionName: "Spring") { inUse } }`,
      );
      expect(byManager.errors[0]?.message).toBe('You are not a Voice of Customer admin of MSA@Web');
      const promoted = await gql<{ useModel: { inUse: boolean } }>(
        t,
        'admin',
        `mutation { useModel(applicationIDs: ["MSA@Web"], versionName: "spring") { versionName inUse } }`,
      );
      expect(promoted.errors).toEqual([]);
      const after = await modelJobsSettled(t);
      expect(after.filter((job) => job.inUse).map((job) => job.versionName)).toEqual(['Spring']);

      const [id] = await ingest(t, [feedbackInput({ verbatim: 'The movie keeps buffering on my tv.' })]);
      expect((await categorised(id!)).modelVersion).toBe('Spring');
    });

    it('recategorises existing items as a job with progress', async () => {
      const started = await gql<{ recategorizeFeedback: { _id: string; status: string } }>(
        t,
        'admin',
        `mutation { recategorizeFeedback(applicationIDs: ["MSA@Web", "MSA@iOS"]) { _id status progress } }`,
      );
      expect(started.errors).toEqual([]);
      const id = started.data!.recategorizeFeedback._id;
      await t.app.jobs.waitFor(id, 20_000);
      const job = await gql<{ getBackgroundJob: { status: string; progress: number; result: string } }>(
        t,
        'admin',
        `query ($id: String!) { getBackgroundJob(_id: $id) { status progress result } }`,
        { id },
      );
      expect(job.data!.getBackgroundJob).toMatchObject({ status: 'done', progress: 1 });
      expect(JSON.parse(job.data!.getBackgroundJob.result)).toEqual({ categorised: 4 });
      const items = await gql<{ getFeedback: { modelVersion: string }[] }>(
        t,
        'voc',
        '{ getFeedback(applicationIDs: ["MSA@Web"], limit: 100) { modelVersion } }',
      );
      expect(new Set(items.data!.getFeedback.map((item) => item.modelVersion))).toEqual(new Set(['Spring']));
      // Someone else's job does not exist for them.
      const other = await gql(t, 'voc', `query ($id: String!) { getBackgroundJob(_id: $id) { status } }`, {
        id,
      });
      expect(other.data).toEqual({ getBackgroundJob: null });
    });

    it('refuses to train without two categories of enough examples, saying why', async () => {
      await t.app.db.query(
        `INSERT INTO voc_platforms (id, name, application_ids, ml_analysis_field) VALUES ('p-roku', 'Roku', '{OneApp@Roku}', 'verbatim')`,
      );
      const answer = await gql<{ trainModel: { versionName: string } }>(
        t,
        'admin',
        `mutation { trainModel(applicationIDs: ["OneApp@Roku"]) { versionName } }`,
      );
      expect(answer.errors).toEqual([]);
      const deadline = Date.now() + 10_000;
      let jobs: { status: string; errorMessage: string | null }[] = [];
      while (Date.now() < deadline) {
        jobs = (
          await gql<{ getAllJobInfo: typeof jobs }>(
            t,
            'admin',
            `{ getAllJobInfo(applicationIDs: ["OneApp@Roku"]) { status errorMessage } }`,
          )
        ).data!.getAllJobInfo;
        if (jobs[0]?.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(jobs[0]).toEqual({
        status: 'failed',
        errorMessage: `Roku has 0 categories with at least ${TRAINING_MIN_EXAMPLES} examples; a model needs 2`,
      });
    });
  });

  it('queues one training at a time per platform, even for calls at the same moment', async () => {
    const answers = await Promise.all([trainModel(t, 'voc'), trainModel(t, 'admin'), trainModel(t, 'voc')]);
    const queued = answers.filter((answer) => answer.errors.length === 0);
    expect(queued).toHaveLength(1);
    // v1 and Spring exist: the next free number.
    expect(queued[0]!.data!.trainModel.versionName).toBe('v3');
    for (const answer of answers.filter((candidate) => candidate.errors.length > 0)) {
      expect(answer.errors[0]!.message).toBe('My Spectrum is already training v3; wait for it to finish');
    }
    const named = await trainModel(t, 'voc', 'SPRING');
    expect(named.errors[0]!.message).toMatch(/already (training v3|has a version SPRING)/);
    expect((await modelJobsSettled(t)).find((job) => job.versionName === 'v3')).toMatchObject({
      status: 'done',
      inUse: false,
    });
    expect((await trainModel(t, 'voc', 'spring')).errors[0]!.message).toBe(
      'My Spectrum already has a version spring',
    );
  });

  it('deletes examples, taking the retraining mark off a linked item', async () => {
    const [id] = await ingest(t, [
      feedbackInput({
        verbatim: 'The late fee was charged twice.',
        useForRetrain: true,
        prismAppliedCategories: [{ _id: billing, category: 'Billing' }],
      }),
    ]);
    const [example] = (await examples({ search: 'late fee was charged twice' })).getTrainingData;
    expect(example!.feedback?._id).toBe(id);
    // Let the item's enrichment finish first: on PostgreSQL a deletion racing the enrichment job's
    // write of the same item failed now and then (an internal error; see the issue 18 note).
    await expect
      .poll(
        async () =>
          (
            await gql<{ getFeedbackByID: { awsSentiment: { sentiment: string } | null } }>(
              t,
              'voc',
              `query ($id: String!) { getFeedbackByID(_id: $id) { awsSentiment { sentiment } } }`,
              { id },
            )
          ).data?.getFeedbackByID.awsSentiment?.sentiment ?? null,
        { timeout: 15_000 },
      )
      .not.toBeNull();
    const refused = await gql(
      t,
      'voc-reader',
      `mutation ($ids: [String!]!) { deleteManyTrainingData(applicationIDs: ["MSA@Web"], _ids: $ids) { deleted } }`,
      { ids: [example!._id] },
    );
    expect(refused.errors[0]?.message).toBe('You have no write permission on MSA@Web');
    const deleted = await gql<{ deleteManyTrainingData: { deleted: number } }>(
      t,
      'voc',
      `mutation ($ids: [String!]!) { deleteManyTrainingData(applicationIDs: ["MSA@Web"], _ids: $ids) { deleted } }`,
      { ids: [example!._id, 'not-an-example'] },
    );
    expect(deleted.errors).toEqual([]);
    expect(deleted.data!.deleteManyTrainingData.deleted).toBe(1);
    const item = await gql<{ getFeedbackByID: { useForRetrain: boolean } }>(
      t,
      'voc',
      `query ($id: String!) { getFeedbackByID(_id: $id) { useForRetrain } }`,
      { id },
    );
    expect(item.data!.getFeedbackByID.useForRetrain).toBe(false);
  });
});
