import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@prism/server/src/app';
import { seedCatalogue } from '@prism/server/src/demo-data/seed-catalogue';
import { generateDemoFeedbackEntries } from '@prism/server/src/demo-data/feedback/feedback-generator';
import { sentimentWithRating } from '@prism/server/src/modules/voc/enrichment/rated-sentiment';
import { analyseText } from '@prism/server/src/modules/voc/enrichment/text-analysis';
import { loadConfig } from '@prism/server/src/plugins/config';
import { CATEGORIES, loadFeedbackCorpus, type CorpusExample } from './voc-corpus';
import { personaTokenIssue } from './server-process';
import { largeTrainingSet, referenceRun, scoresOf } from './voc-reference';

/**
 * The trained-category benchmark (issue 16 item 6), through the product's own calls: the training
 * part of a public labelled corpus of short customer messages (voc-corpus.ts) imported with
 * `insertTrainingData`, a model trained with `trainModel`, then the test messages sent as feedback
 * through the ingestion call; the categories Prism gives them are scored by macro-F1 beside
 * scikit-learn's TF-IDF (word 1–2, character 2–5) + LinearSVC on the same split, run in the same
 * run. Then: training on 10,000 examples, enrichment of 10,000 new items (sentiment, keywords and
 * categories, stored), and the model alone over them (`recategorizeFeedback`), in items per second.
 * The sentiment library is scored on the same sentences (each is labelled positive or negative).
 */

export interface ModelBenchOptions {
  /** Items sent for the enrichment rate (default 10,000). */
  enrichmentItems: number;
}

const APP = 'MSA@Web';
const GRAPHQL = '/api/voice-of-customer/graphql';

export async function benchModel(opts: ModelBenchOptions) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-model-'));
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', SEED_ON_START: 'false', DATA_DIR: dataDir }));
  try {
    await app.ready();
    await seedCatalogue(app);
    const admin = await personaTokenIssue(app, 'admin');
    const collector = await personaTokenIssue(app, 'collector');
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const res = await app.inject({
        method: 'POST',
        url: GRAPHQL,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: { query, variables },
      });
      const body = res.json() as { data: T | null; errors?: { message: string }[] };
      if (!body.data || body.errors?.length)
        throw new Error(`${query.slice(0, 60)}: ${res.body.slice(0, 500)}`);
      return body.data;
    };
    const ingest = async (examples: readonly CorpusExample[]) => {
      const ids: string[] = [];
      for (let start = 0; start < examples.length; start += 1_000) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/voice-of-customer/feedback',
          headers: { authorization: `Bearer ${collector}`, 'content-type': 'application/json' },
          payload: {
            feedback: examples.slice(start, start + 1_000).map((example) => ({
              source: 'cqe',
              timestamp: Date.now() - 60_000,
              appName: 'MSA',
              appType: 'Web',
              verbatim: example.text,
            })),
          },
        });
        if (res.statusCode !== 200) throw new Error(`ingestion refused: ${res.body.slice(0, 300)}`);
        ids.push(...(res.json() as { _ids: string[] })._ids);
      }
      app.jobs.wake();
      return ids;
    };
    const categorisedCount = async (ids: readonly string[]) => {
      const [row] = await app.db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM voc_feedback WHERE id = ANY($1::text[]) AND doc->>'modelVersion' IS NOT NULL`,
        [ids],
      );
      return Number(row?.n ?? 0);
    };
    const untilCategorised = async (ids: readonly string[], timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while ((await categorisedCount(ids)) < ids.length) {
        if (Date.now() > until) throw new Error(`items not categorised within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const train = async (versionName: string) => {
      const started = performance.now();
      await gql(
        `mutation ($v: String!) { trainModel(applicationIDs: ["${APP}"], versionName: $v) { status } }`,
        {
          v: versionName,
        },
      );
      for (;;) {
        const { getAllJobInfo } = await gql<{
          getAllJobInfo: {
            versionName: string;
            status: string;
            f1Score: number;
            errorMessage: string | null;
          }[];
        }>(`{ getAllJobInfo(applicationIDs: ["${APP}"]) { versionName status f1Score errorMessage } }`);
        const job = getAllJobInfo.find((candidate) => candidate.versionName === versionName)!;
        if (job.status === 'failed') throw new Error(`training failed: ${job.errorMessage}`);
        if (job.status === 'done')
          return { seconds: (performance.now() - started) / 1000, heldOutF1: job.f1Score };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // The platform and its six categories, as an admin sets them up.
    await app.db.query(
      `INSERT INTO voc_platforms (id, name, application_ids, ml_analysis_field) VALUES ('bench', 'Benchmark', $1, 'verbatim')`,
      [[APP]],
    );
    const idOf = new Map<string, string>();
    for (const category of CATEGORIES) {
      const { insertCategory } = await gql<{ insertCategory: { _id: string } }>(
        `mutation ($c: String!) { insertCategory(applicationIDs: ["${APP}"], category: $c) { _id } }`,
        { c: category },
      );
      idOf.set(category, insertCategory._id);
    }

    const corpus = loadFeedbackCorpus();
    const csv = (examples: readonly CorpusExample[]) =>
      [
        'value,category',
        ...examples.map((e) => `"${e.text.replace(/"/g, '""')}",${idOf.get(e.category)}`),
      ].join('\n');
    await gql(
      `mutation ($csv: String!) { insertTrainingData(applicationIDs: ["${APP}"], csvData: $csv) { inserted } }`,
      {
        csv: csv(corpus.train),
      },
    );
    const training = await train('corpus');

    // The test messages as feedback: the categories Prism gives them.
    const testIds = await ingest(corpus.test);
    await untilCategorised(testIds, 60_000);
    const rows = await app.db.query<{ id: string; doc: { awsCategories?: string[] } }>(
      'SELECT id, doc FROM voc_feedback WHERE id = ANY($1::text[])',
      [testIds],
    );
    const given = new Map(rows.map((row) => [row.id, row.doc.awsCategories?.[0] ?? '']));
    const truth = corpus.test.map((example) => example.category);
    const predicted = testIds.map((id) => given.get(id)!);
    const prism = scoresOf(truth, predicted);
    const reference = await referenceRun(corpus.train, corpus.test);

    // Training on 10,000 examples: a second platform's worth, imported and trained the same way.
    await app.db.query('DELETE FROM voc_training_data');
    const large = largeTrainingSet([...corpus.train, ...corpus.test], 10_000);
    await gql(
      `mutation ($csv: String!) { insertTrainingData(applicationIDs: ["${APP}"], csvData: $csv) { inserted } }`,
      {
        csv: csv(large),
      },
    );
    const trainingLarge = await train('large');
    const referenceLarge = await referenceRun(large, corpus.test);
    await gql(`mutation { useModel(applicationIDs: ["${APP}"], versionName: "corpus") { inUse } }`);

    // Enrichment of new items: sentiment, keywords and categories, stored.
    const fresh = largeTrainingSet(corpus.test, opts.enrichmentItems);
    const started = performance.now();
    const freshIds = await ingest(fresh);
    await untilCategorised(freshIds, 600_000);
    const enrichSeconds = (performance.now() - started) / 1000;

    // The model alone over the same items, read and written back (recategorizeFeedback).
    const recategorised = performance.now();
    const { recategorizeFeedback } = await gql<{ recategorizeFeedback: { _id: string } }>(
      `mutation { recategorizeFeedback(applicationIDs: ["${APP}"]) { _id } }`,
    );
    const job = await app.jobs.waitFor(recategorizeFeedback._id, 600_000);
    const recategoriseSeconds = (performance.now() - recategorised) / 1000;
    const { categorised } = job.result as { categorised: number };

    // The sentiment library on the same sentences (positive or negative each).
    const sentences = [...corpus.train, ...corpus.test];
    const sentimentStarted = performance.now();
    const verdicts = sentences.map((example) => analyseText(example.text).awsSentiment?.sentiment ?? null);
    const sentimentSeconds = (performance.now() - sentimentStarted) / 1000;
    const polarity = sentences.map((example) =>
      example.category.endsWith('praise') ? 'positive' : 'negative',
    );
    const right = verdicts.filter((verdict, i) => verdict === polarity[i]).length;
    const decided = verdicts.filter((verdict) => verdict === 'positive' || verdict === 'negative').length;

    // Text alone against text read with the item's rating, on generated feedback whose tone is
    // known: the generator draws ratings from the same satisfaction as the tone, so this shows the
    // rule working where ratings and tone agree, not the gain on real feedback.
    let textRight = 0;
    let ratedRight = 0;
    let generated = 0;
    for (const entry of generateDemoFeedbackEntries({
      nowMs: Date.UTC(2026, 10, 1),
      count: 20_000,
      seed: 99,
    })) {
      const analysis = entry.item.verbatim ? analyseText(entry.item.verbatim).awsSentiment : null;
      if (!analysis) continue;
      generated += 1;
      if (analysis.sentiment === entry.tone) textRight += 1;
      if (sentimentWithRating(analysis, entry.item).sentiment === entry.tone) ratedRight += 1;
    }

    return {
      benchmark: 'voc-model',
      corpus: corpus.name,
      train: corpus.train.length,
      test: corpus.test.length,
      categories: CATEGORIES.length,
      prism: {
        macroF1: round(prism.macroF1),
        accuracy: round(prism.accuracy),
        heldOutMacroF1: round(training.heldOutF1),
        trainSeconds: round(training.seconds, 2),
        train10kSeconds: round(trainingLarge.seconds, 2),
      },
      sklearn: {
        version: reference.sklearn,
        macroF1: round(reference.macroF1),
        accuracy: round(reference.accuracy),
        trainSeconds: round(reference.trainSeconds, 2),
        train10kSeconds: round(referenceLarge.trainSeconds, 2),
      },
      macroF1Ratio: round(prism.macroF1 / reference.macroF1),
      enrichment: {
        items: fresh.length,
        itemsPerSecond: Math.round(fresh.length / enrichSeconds),
        modelOnlyItemsPerSecond: Math.round(categorised / recategoriseSeconds),
      },
      sentiment: {
        sentences: sentences.length,
        // Neutral and mixed verdicts count as wrong here: every sentence is positive or negative.
        accuracy: round(right / sentences.length),
        accuracyWhereDecided: round(right / Math.max(1, decided)),
        decidedShare: round(decided / sentences.length),
        sentencesPerSecond: Math.round(sentences.length / sentimentSeconds),
        generatedItems: generated,
        generatedTextAccuracy: round(textRight / generated),
        generatedWithRatingAccuracy: round(ratedRight / generated),
      },
    };
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));
