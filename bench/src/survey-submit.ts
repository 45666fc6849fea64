import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { surveyInputSchema, type SurveyDefinition } from '@prism/domain';
import { buildApp } from '@prism/server/src/app';
import { seedCatalogue } from '@prism/server/src/demo-data/seed-catalogue';
import { Rand } from '@prism/server/src/demo-data/generator-random';
import { kryptoCipherCreate, kryptoKeyLoad } from '@prism/server/src/modules/krypto/krypto.cipher';
import { feedbackUpsert } from '@prism/server/src/modules/voc/feedback.repository';
import { responseInsert, surveyInsert } from '@prism/server/src/modules/surveys/surveys.repository';
import { loadConfig } from '@prism/server/src/plugins/config';
import { getJson, postJsonAnswer } from './http-client';
import { startServer } from './server-process';
import {
  SURVEY_BENCH_APP,
  surveyBenchDone,
  surveyBenchNps,
  surveyBenchResponse,
  surveyBenchText,
  type SurveyBenchAnswers,
} from './survey-kit';

/**
 * The public survey page's submit (issue 18, "Done when": 200 responses a second through the API
 * with nothing lost): BENCH_SURVEY_SUBMITS responses (default 6,000) of varied answers posted to
 * `POST /api/public/surveys/{id}/responses` of a real server process (embedded store, the
 * respondent rate limit off) by BENCH_SURVEY_SUBMIT_CONCURRENCY clients at once (default 32, as
 * many respondents answering together), then the stored responses and feedback items counted
 * against the acknowledged ones. The reference writes the same rows (response, answer rows,
 * feedback item) straight into PGlite through the same repository functions, one transaction per
 * response, with no HTTP, validation or enrichment queue, in this process.
 */

export interface SurveySubmitBenchOptions {
  submits: number;
  concurrency: number;
}

const APP_ID = SURVEY_BENCH_APP.id;
const TARGET_PER_SECOND = 200;
const WARM_UP = 200;

const DEFINITION: SurveyDefinition = surveyInputSchema.parse({
  title: 'How did we do?',
  questions: [
    { id: 'csat', type: 'csat', label: 'How satisfied are you?', required: true },
    { id: 'nps', type: 'nps', label: 'How likely are you to recommend us?' },
    { id: 'done', type: 'success', label: 'Did we solve your problem?' },
    {
      id: 'channel',
      type: 'singleChoice',
      label: 'How did you contact us?',
      options: [
        { id: 'phone', label: 'Phone' },
        { id: 'chat', label: 'Chat' },
        { id: 'store', label: 'Store' },
      ],
    },
    {
      id: 'topics',
      type: 'multipleChoice',
      label: 'What was it about?',
      options: [
        { id: 'bill', label: 'Billing' },
        { id: 'outage', label: 'Outage' },
        { id: 'move', label: 'Moving' },
        { id: 'tv', label: 'TV' },
      ],
    },
    { id: 'why', type: 'freeText', label: 'What is the main reason for your score?' },
    {
      id: 'shot',
      type: 'fileUpload',
      label: 'A screenshot, if it helps',
      showIf: { questionId: 'done', operator: 'anyOf', values: ['no'] },
    },
  ],
});

/** A respondent's answers: scores that agree with each other, text from about half. */
function answersOf(rand: Rand): SurveyBenchAnswers {
  const csat = rand.between(1, 5);
  const answers: SurveyBenchAnswers = { csat };
  if (rand.chance(0.85)) answers.nps = surveyBenchNps(rand, csat);
  if (rand.chance(0.9)) answers.done = surveyBenchDone(rand, csat);
  if (rand.chance(0.8)) answers.channel = rand.pick(['phone', 'chat', 'store']);
  const topics = ['bill', 'outage', 'move', 'tv'].filter(() => rand.chance(0.3));
  if (topics.length > 0) answers.topics = topics;
  if (rand.chance(0.5)) {
    const text = surveyBenchText(rand, csat <= 2 ? 'negative' : csat === 3 ? 'mixed' : 'positive');
    if (text) answers.why = text;
  }
  return answers;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Posts every submission with `concurrency` in flight; answers the acknowledged count and latencies. */
async function submitAll(
  url: string,
  submissions: readonly SurveyBenchAnswers[],
  concurrency: number,
  agent: http.Agent,
): Promise<{ acknowledged: number; refused: Record<string, number>; latencies: number[]; ms: number }> {
  let next = 0;
  let acknowledged = 0;
  const refused: Record<string, number> = {};
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < submissions.length) {
        const answers = submissions[next++]!;
        const sent = performance.now();
        const res = await postJsonAnswer(url, {}, { answers }, agent);
        latencies.push(performance.now() - sent);
        if (res.status === 201) acknowledged += 1;
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      }
    }),
  );
  return {
    acknowledged,
    refused,
    latencies: latencies.sort((a, b) => a - b),
    ms: performance.now() - started,
  };
}

/** The reference: the same rows written straight into PGlite, one transaction per response. */
async function referencePerSecond(submissions: readonly SurveyBenchAnswers[]): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-survey-ref-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'warn' }));
  try {
    await app.ready();
    await seedCatalogue(app);
    const surveyId = 'bench-survey-submit-reference';
    await surveyInsert(app.db, { id: surveyId, appId: APP_ID, doc: DEFINITION, by: 'bench', at: Date.now() });
    const cipher = kryptoCipherCreate(await kryptoKeyLoad(app.config));
    const started = performance.now();
    for (const [i, raw] of submissions.entries()) {
      const { feedback, response } = surveyBenchResponse(
        DEFINITION,
        raw,
        {
          id: `reference-${i}`,
          surveyId,
          ts: Date.now(),
          respondent: { device: 'desktop', language: 'en-US' },
        },
        cipher,
      );
      await app.db.transaction(async (tx) => {
        await feedbackUpsert(tx, [feedback], new Map(), { fresh: true });
        await responseInsert(tx, response);
      });
    }
    return (submissions.length / (performance.now() - started)) * 1000;
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchSurveySubmit(opts: SurveySubmitBenchOptions, port: number) {
  const rand = Rand.fromKey(18_441);
  const warmUp = Array.from({ length: WARM_UP }, () => answersOf(rand));
  const submissions = Array.from({ length: opts.submits }, () => answersOf(rand));
  // The demo catalogue only (no events, no feedback): the survey needs its survey-tool application.
  const server = await startServer(
    { RATE_LIMIT_SURVEY_PER_MINUTE: '0', SEED_ON_START: 'true', SEED_EVENTS: '0', SEED_FEEDBACK: '0' },
    port,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  try {
    for (let tries = 0; tries < 240; tries += 1) {
      const ready = await fetch(`${server.url}/api/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const signIn = await postJsonAnswer(`${server.url}/auth/token`, {}, { username: 'surveyor' }, agent);
    const token = (signIn.body as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const created = await postJsonAnswer(
      `${server.url}/api/surveys`,
      auth,
      { applicationId: APP_ID, survey: DEFINITION },
      agent,
    );
    if (created.status !== 201) throw new Error(`the survey was refused: ${JSON.stringify(created.body)}`);
    const surveyId = (created.body as { _id: string })._id;
    const url = `${server.url}/api/public/surveys/${surveyId}/responses`;

    const warm = await submitAll(url, warmUp, opts.concurrency, agent);
    const run = await submitAll(url, submissions, opts.concurrency, agent);

    // What the store holds: the responses (the survey's count) and the feedback items they became.
    const listed = (await getJson(
      `${server.url}/api/surveys?applicationId=${encodeURIComponent(APP_ID)}`,
      auth,
      agent,
    )) as { surveys: { _id: string; responseCount: number }[] };
    const stored = listed.surveys.find((survey) => survey._id === surveyId)?.responseCount ?? 0;
    const adminSignIn = await postJsonAnswer(`${server.url}/auth/token`, {}, { username: 'admin' }, agent);
    const counted = await postJsonAnswer(
      `${server.url}/api/voice-of-customer/graphql`,
      { authorization: `Bearer ${(adminSignIn.body as { accessToken: string }).accessToken}` },
      {
        query:
          'query ($app: String!, $survey: String!) { getFeedbackCount(applicationIDs: [$app], surveyID: [$survey], includeNullVerbatims: true) }',
        variables: { app: APP_ID, survey: surveyId },
      },
      agent,
    );
    const feedbackItems =
      (counted.body as { data?: { getFeedbackCount?: number } }).data?.getFeedbackCount ?? 0;
    const acknowledged = warm.acknowledged + run.acknowledged;
    const perSecond = (run.acknowledged / run.ms) * 1000;
    const reference = await referencePerSecond(submissions.slice(0, Math.min(2_000, submissions.length)));
    return {
      benchmark: 'survey-submit',
      store: 'pglite',
      submits: opts.submits,
      concurrency: opts.concurrency,
      acknowledged: run.acknowledged,
      refused: run.refused,
      responsesPerSecond: round(perSecond),
      latencyMs: { p50: round(percentile(run.latencies, 0.5)), p95: round(percentile(run.latencies, 0.95)) },
      acknowledgedWithWarmUp: acknowledged,
      storedResponses: stored,
      storedFeedbackItems: feedbackItems,
      lost: acknowledged - Math.min(stored, feedbackItems),
      reference: {
        what: 'the same rows straight into PGlite, one transaction each',
        responsesPerSecond: round(reference),
      },
      target: {
        responsesPerSecond: TARGET_PER_SECOND,
        met: perSecond >= TARGET_PER_SECOND && stored === acknowledged && feedbackItems === acknowledged,
      },
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}
