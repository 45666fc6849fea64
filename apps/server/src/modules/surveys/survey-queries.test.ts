import {
  DAY_MS,
  HOUR_MS,
  SURVEY_NO_CATEGORY,
  surveyAggregatesSchema,
  surveyCategoryOverviewSchema,
  surveyResponseSchema,
  type Survey,
  type SurveyAggregates,
  type SurveyQuestionAggregate,
  type SurveyResponse,
  type SurveySubmission,
} from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { splitStatements } from '../../plugins/db';
import { SURVEY_ROLLUP_BACKFILL } from '../../plugins/db/migration-survey-rollup';
import { demoPng } from '../../demo-data/seed-surveys';
import { kryptoCipherCreate, kryptoKeyLoad } from '../krypto/krypto.cipher';
import { createFeedbackService, enrichmentEnqueue } from '../voc/feedback.service';
import { gql } from '../voc/voc-test-kit';
import { SURVEY_APP, surveyCreate, surveyDefinition } from './surveys-test-kit';
import { surveyRollupPlan } from './survey-queries-summary';
import { createSurveysService } from './surveys.service';

/**
 * The survey tool's reading calls (issue 18 item 3) on a small known dataset: six responses over
 * three days of one survey, one with a file, two with free text (enriched by the real job), eight
 * displays. Each call's figures are checked exactly: the page and its sorts, filters, search and
 * paging; the count; the summary (over time, completion, every question's distribution with
 * zeros, NPS, CSAT, success, text sentiment and answers, uploads) and a question removed since;
 * the category overview, the categories offered and applying them; the role gate.
 */

const SCOPE_VARS =
  '$surveyId: String!, $from: Float!, $to: Float!, $filters: SurveyResponseFilters, $searchText: String';
const SCOPE_ARGS = 'surveyId: $surveyId, from: $from, to: $to, filters: $filters, searchText: $searchText';
const RESPONSE_FIELDS = `_id surveyId createdAt createdBy updatedAt updatedBy
  responses { questionId type label value text } respondent { device language }
  comprehendResults { sentiment sentimentScores { positive negative mixed neutral } keywords
    suggestedCategories { _id category score } }
  appliedCategories { _id category trail } feedbackId fileUploads { fileName url } awaitingUpload`;
const AGGREGATE_FIELDS = `surveyId responseCount displayCount completionRate step overTime { t count }
  questions { questionId type label answered distribution { value label count } average
    nps { promoters passives detractors score } csat { satisfied share } successRate
    sentiment { positive negative mixed neutral pending } textAnswers { responseId createdAt text sentiment }
    uploads }`;
const OVERVIEW_FIELDS = `total uncategorised categories { _id category trail count share
  sentiment { positive negative mixed neutral } }`;
const EXPORT_FIELDS = '_id fileName status url errorMessage progress';

const TEXT_OUTAGE = 'The outage lasted all weekend and nobody called me back. Terrible service.';
const TEXT_BILLING = 'The billing page keeps timing out when I try to pay.';

describe('survey reading calls', () => {
  let t: TestApp;
  let survey: Survey;
  let surveys: ReturnType<typeof createSurveysService>;
  /** A local midnight of the VoC zone (07:00 UTC) five days ago: the dataset's first day. */
  const day0 = Math.floor((Date.now() - 5 * DAY_MS - 7 * HOUR_MS) / DAY_MS) * DAY_MS + 7 * HOUR_MS;
  const hourly = { from: day0, to: day0 + 3 * DAY_MS };
  const ids: Record<'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'r6', string> = {} as never;
  let categories: Record<string, string>;

  /** A survey call as a persona: its data and errors. */
  async function call<T>(
    persona: string,
    field: string,
    vars: string,
    args: string,
    select: string,
    variables: Record<string, unknown>,
  ) {
    return gql<Record<string, T>>(t, persona, `query (${vars}) { ${field}(${args}) ${select} }`, variables);
  }
  const scope = (extra: Record<string, unknown> = {}) => ({ surveyId: survey._id, ...hourly, ...extra });

  async function responses(extra: Record<string, unknown> = {}, persona = 'surveyor') {
    const answer = await call<SurveyResponse[]>(
      persona,
      'GetSurveyResponses',
      `${SCOPE_VARS}, $limit: Int, $offset: Int, $sortField: String, $sortDirection: String`,
      `${SCOPE_ARGS}, limit: $limit, offset: $offset, sortField: $sortField, sortDirection: $sortDirection`,
      `{ ${RESPONSE_FIELDS} }`,
      scope(extra),
    );
    expect(answer.errors).toEqual([]);
    return answer.data!.GetSurveyResponses!;
  }
  const idsOf = (list: SurveyResponse[]) => list.map((response) => response._id);

  async function count(extra: Record<string, unknown> = {}) {
    const answer = await call<number>(
      'surveyor',
      'GetSurveyResponsesCount',
      SCOPE_VARS,
      SCOPE_ARGS,
      '',
      scope(extra),
    );
    expect(answer.errors).toEqual([]);
    return answer.data!.GetSurveyResponsesCount!;
  }

  async function aggregates(extra: Record<string, unknown> = {}): Promise<SurveyAggregates> {
    const answer = await call<SurveyAggregates>(
      'surveyor',
      'GetSurveyResponseQuestionAggregates',
      SCOPE_VARS,
      SCOPE_ARGS,
      `{ ${AGGREGATE_FIELDS} }`,
      scope(extra),
    );
    expect(answer.errors).toEqual([]);
    return surveyAggregatesSchema.parse(answer.data!.GetSurveyResponseQuestionAggregates);
  }
  const question = (summary: SurveyAggregates, id: string): SurveyQuestionAggregate =>
    summary.questions.find((entry) => entry.questionId === id)!;
  const bars = (aggregate: SurveyQuestionAggregate) =>
    Object.fromEntries(aggregate.distribution.map((bar) => [bar.value, bar.count]));

  async function setCategories(responseId: string, categoryIds: string[], persona = 'surveyor') {
    return gql<{ UpdateSurveyResponseCategories: SurveyResponse }>(
      t,
      persona,
      `mutation ($id: String!, $categoryIds: [String!]!) {
        UpdateSurveyResponseCategories(_id: $id, categoryIds: $categoryIds) { ${RESPONSE_FIELDS} } }`,
      { id: responseId, categoryIds },
    );
  }

  /** The sentiment the enrichment gave each response's feedback item. */
  async function sentiments(): Promise<Map<string, string | null>> {
    const rows = await t.app.db.query<{ id: string; sentiment: string | null }>(
      `SELECT r.id, f.sentiment FROM survey_responses r JOIN voc_feedback f ON f.id = r.feedback_id
        WHERE r.survey_id = $1`,
      [survey._id],
    );
    return new Map(rows.map((row) => [row.id, row.sentiment]));
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const feedback = createFeedbackService({
      db: t.app.db,
      cipher: kryptoCipherCreate(await kryptoKeyLoad(t.config)),
      enqueueEnrichment: enrichmentEnqueue,
    });
    surveys = createSurveysService({ db: t.app.db, feedback, dataDir: t.config.dataDir });
    survey = await surveyCreate(t);
    const submit = async (at: number, answers: SurveySubmission['answers']) =>
      (
        await surveys.submit(
          survey._id,
          { answers },
          { now: at, userAgent: 'Mozilla/5.0 (iPhone) Mobile', acceptLanguage: 'en-US' },
        )
      )._id;
    ids.r1 = await submit(day0 + HOUR_MS, {
      csat: 5,
      nps: 10,
      stars: 5,
      done: true,
      channel: 'web',
      topics: ['bill'],
    });
    ids.r2 = await submit(day0 + 2 * HOUR_MS, {
      csat: 4,
      nps: 9,
      stars: 4,
      done: true,
      channel: 'app',
      topics: ['bill', 'outage'],
    });
    ids.r3 = await submit(day0 + 27 * HOUR_MS, {
      csat: 1,
      nps: 2,
      stars: 1,
      done: false,
      channel: 'phone',
      topics: ['outage'],
      why: TEXT_OUTAGE,
    });
    ids.r4 = await submit(day0 + 28 * HOUR_MS, {
      csat: 2,
      nps: 6,
      done: false,
      channel: 'web',
      why: TEXT_BILLING,
    });
    ids.r5 = await submit(day0 + 48 * HOUR_MS, { csat: 3, nps: 7, stars: 3 });
    ids.r6 = await submit(day0 + 49 * HOUR_MS, { csat: 5 });
    await surveys.upload(
      ids.r3,
      { fileName: 'screen shot.png', bytes: demoPng(4, 4) },
      day0 + 27 * HOUR_MS + 60_000,
    );
    // Two showings without an answer beside the six with one: 6 of 8 completed.
    await surveys.display(survey._id, day0 + 3 * HOUR_MS);
    await surveys.display(survey._id, day0 + 50 * HOUR_MS);
    // One after the three-day period: counted only in a longer one.
    await surveys.display(survey._id, day0 + 3 * DAY_MS + 12 * HOUR_MS);
    t.app.jobs.wake();
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await t.app.db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM voc_feedback WHERE NOT enriched AND survey_id = $1`,
        [survey._id],
      );
      if (Number(row!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Categories of the survey's application: Service › Wait times; Billing › Payments › Autopay;
    // Praise (a top category without subcategories); an archived leaf; another application's.
    const insert = async (
      applicationIDs: string[],
      category: string,
      parent?: string,
      subcategory?: string,
    ) => {
      const answer = await gql<{ insertCategory: { _id: string } }>(
        t,
        'admin',
        `mutation ($applicationIDs: [String!]!, $category: String!, $parent: String, $subcategory: String) {
          insertCategory(applicationIDs: $applicationIDs, category: $category, parent: $parent, subcategory: $subcategory) { _id } }`,
        { applicationIDs, category, parent, subcategory },
      );
      if (!answer.data) throw new Error(answer.errors.map((error) => error.message).join('; '));
      return answer.data.insertCategory._id;
    };
    const service = await insert([SURVEY_APP], 'Service');
    const waits = await insert([SURVEY_APP], 'Service', service, 'Wait times');
    const old = await insert([SURVEY_APP], 'Service', service, 'Old queue');
    await gql(t, 'admin', 'mutation ($id: String!) { updateCategory(_id: $id, isArchived: true) { _id } }', {
      id: old,
    });
    const billing = await insert([SURVEY_APP], 'Billing');
    const payments = await insert([SURVEY_APP], 'Billing', billing, 'Payments');
    const autopay = await insert([SURVEY_APP], 'Billing', payments, 'Autopay');
    const praise = await insert([SURVEY_APP], 'Praise');
    const foreign = await insert(['MSA@Web'], 'Elsewhere');
    categories = { service, waits, old, billing, payments, autopay, praise, foreign };
  });
  afterAll(() => t.close());

  it('answers a page of responses newest first, shaped as the pages read them', async () => {
    const list = await responses();
    expect(idsOf(list)).toEqual([ids.r6, ids.r5, ids.r4, ids.r3, ids.r2, ids.r1]);
    for (const response of list) surveyResponseSchema.parse(response);
    const r3 = list.find((response) => response._id === ids.r3)!;
    expect(r3).toMatchObject({
      surveyId: survey._id,
      createdAt: day0 + 27 * HOUR_MS,
      createdBy: null,
      respondent: { device: 'mobile', language: 'en-US' },
      appliedCategories: [],
      fileUploads: [
        { fileName: expect.stringMatching(/\.png$/), url: expect.stringMatching(/^\/api\/survey-uploads\//) },
      ],
      awaitingUpload: false,
    });
    expect(r3.responses.find((answer) => answer.questionId === 'why')).toMatchObject({
      type: 'freeText',
      label: 'What went wrong?',
      text: TEXT_OUTAGE,
    });
    expect(r3.responses.find((answer) => answer.questionId === 'topics')).toMatchObject({
      value: ['outage'],
      text: 'Outage',
    });
    // Enriched: the feedback item's sentiment and keywords.
    const stored = await sentiments();
    expect(r3.comprehendResults?.sentiment).toBe(stored.get(ids.r3));
    expect(r3.comprehendResults?.keywords.length).toBeGreaterThan(0);
    // A response without text is never enriched; its scores are its answers.
    expect(list.find((response) => response._id === ids.r6)!.comprehendResults).toBeNull();
    // Four days old: its upload link has expired, so no file is awaited any more.
    expect(list.find((response) => response._id === ids.r4)!.awaitingUpload).toBe(false);
  });

  it('awaits the file of a response whose upload link is still open', async () => {
    const fresh = await surveys.submit(survey._id, { answers: { csat: 1, why: 'It broke again.' } });
    const list = await responses({ from: Date.now() - HOUR_MS, to: Date.now() + HOUR_MS });
    expect(list.map((response) => [response._id, response.awaitingUpload])).toEqual([[fresh._id, true]]);
  });

  it('sorts by each score with the responses lacking it last, and pages', async () => {
    expect(idsOf(await responses({ sortField: 'CSAT', sortDirection: 'asc' }))).toEqual([
      ids.r3,
      ids.r4,
      ids.r5,
      ids.r2,
      ids.r6,
      ids.r1,
    ]);
    expect(idsOf(await responses({ sortField: 'NPS', sortDirection: 'desc' }))).toEqual([
      ids.r1,
      ids.r2,
      ids.r5,
      ids.r4,
      ids.r3,
      ids.r6,
    ]);
    expect(idsOf(await responses({ sortField: 'starRating', sortDirection: 'asc' }))).toEqual([
      ids.r3,
      ids.r5,
      ids.r2,
      ids.r1,
      ids.r6,
      ids.r4,
    ]);
    expect(idsOf(await responses({ sortField: 'SR', sortDirection: 'desc' })).slice(0, 2)).toEqual([
      ids.r2,
      ids.r1,
    ]);
    expect(idsOf(await responses({ sortField: 'createdAt', sortDirection: 'asc' }))).toEqual([
      ids.r1,
      ids.r2,
      ids.r3,
      ids.r4,
      ids.r5,
      ids.r6,
    ]);
    // Sentiment: the enriched ones first (most negative first ascending), the rest after.
    const bySentiment = idsOf(await responses({ sortField: 'sentiment', sortDirection: 'asc' }));
    expect(new Set(bySentiment.slice(0, 2))).toEqual(new Set([ids.r3, ids.r4]));
    expect(idsOf(await responses({ limit: 2, offset: 2 }))).toEqual([ids.r4, ids.r3]);
    expect(idsOf(await responses({ limit: 2, offset: 6 }))).toEqual([]);
  });

  it('filters by CSAT, NPS, SR, star rating, sentiment and file, and counts the same', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ CSAT: { min: 4, max: 5 } }, [ids.r6, ids.r2, ids.r1]],
      [{ NPS: { min: 0, max: 6 } }, [ids.r4, ids.r3]],
      [{ NPS: { min: 9, max: 10 } }, [ids.r2, ids.r1]],
      [{ SR: false }, [ids.r4, ids.r3]],
      [{ SR: true }, [ids.r2, ids.r1]],
      [{ starRating: { min: 1, max: 3 } }, [ids.r5, ids.r3]],
      [{ hasFile: true }, [ids.r3]],
      [{ hasFile: false }, [ids.r6, ids.r5, ids.r4, ids.r2, ids.r1]],
      [{ CSAT: { min: 1, max: 2 }, hasFile: false }, [ids.r4]],
    ];
    for (const [filters, expected] of cases) {
      expect(idsOf(await responses({ filters })), JSON.stringify(filters)).toEqual(expected);
      expect(await count({ filters })).toBe(expected.length);
    }
    const stored = await sentiments();
    const sentiment = stored.get(ids.r3)!;
    const expected = [ids.r4, ids.r3].filter((id) => stored.get(id) === sentiment);
    expect(idsOf(await responses({ filters: { sentiment: [sentiment] } }))).toEqual(expected);
    expect(await count()).toBe(6);
  });

  it('searches the free-text answers by their words, and a response by its id', async () => {
    expect(idsOf(await responses({ searchText: 'weekend outage' }))).toEqual([ids.r3]);
    // Stemmed: "timed" finds "timing".
    expect(idsOf(await responses({ searchText: 'timed' }))).toEqual([ids.r4]);
    expect(idsOf(await responses({ searchText: ids.r5 }))).toEqual([ids.r5]);
    expect(idsOf(await responses({ searchText: 'refund' }))).toEqual([]);
    expect(await count({ searchText: 'outage' })).toBe(1);
  });

  it('summarises every question exactly, zeros included', async () => {
    const summary = await aggregates();
    expect(summary).toMatchObject({
      surveyId: survey._id,
      responseCount: 6,
      displayCount: 8,
      completionRate: 0.75,
      step: 'hour',
    });
    // Seventy-two hours, each counted.
    expect(summary.overTime).toHaveLength(72);
    expect(summary.overTime[0]!.t).toBe(day0);
    const busy = summary.overTime
      .filter((bucket) => bucket.count > 0)
      .map((bucket) => [bucket.t - day0, bucket.count]);
    expect(busy).toEqual([
      [HOUR_MS, 1],
      [2 * HOUR_MS, 1],
      [27 * HOUR_MS, 1],
      [28 * HOUR_MS, 1],
      [48 * HOUR_MS, 1],
      [49 * HOUR_MS, 1],
    ]);
    expect(summary.questions.map((entry) => entry.questionId)).toEqual([
      'csat',
      'nps',
      'stars',
      'done',
      'channel',
      'topics',
      'why',
      'shot',
    ]);

    const csat = question(summary, 'csat');
    expect(csat).toMatchObject({
      answered: 6,
      csat: { satisfied: 3, share: 0.5 },
      nps: null,
      successRate: null,
    });
    expect(csat.average).toBeCloseTo(20 / 6, 10);
    expect(csat.distribution).toEqual([
      { value: '1', label: 'Very dissatisfied', count: 1 },
      { value: '2', label: 'Dissatisfied', count: 1 },
      { value: '3', label: 'Neutral', count: 1 },
      { value: '4', label: 'Satisfied', count: 1 },
      { value: '5', label: 'Very satisfied', count: 2 },
    ]);

    const nps = question(summary, 'nps');
    expect(nps).toMatchObject({
      answered: 5,
      average: 34 / 5,
      nps: { promoters: 2, passives: 1, detractors: 2, score: 0 },
    });
    expect(bars(nps)).toEqual({ 0: 0, 1: 0, 2: 1, 3: 0, 4: 0, 5: 0, 6: 1, 7: 1, 8: 0, 9: 1, 10: 1 });
    expect(nps.distribution.map((bar) => bar.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);

    const stars = question(summary, 'stars');
    expect(stars).toMatchObject({ answered: 4, average: 13 / 4 });
    expect(stars.distribution.map((bar) => [bar.label, bar.count])).toEqual([
      ['1 star', 1],
      ['2 stars', 0],
      ['3 stars', 1],
      ['4 stars', 1],
      ['5 stars', 1],
    ]);

    expect(question(summary, 'done')).toMatchObject({
      answered: 4,
      successRate: 0.5,
      distribution: [
        { value: 'yes', label: 'Yes', count: 2 },
        { value: 'no', label: 'No', count: 2 },
      ],
    });
    expect(question(summary, 'channel')).toMatchObject({
      answered: 4,
      distribution: [
        { value: 'web', label: 'Website', count: 2 },
        { value: 'app', label: 'Mobile app', count: 1 },
        { value: 'phone', label: 'Phone', count: 1 },
      ],
    });
    // Multiple choice: three responses ticked four options.
    expect(question(summary, 'topics')).toMatchObject({
      answered: 3,
      distribution: [
        { value: 'bill', label: 'Billing', count: 2 },
        { value: 'outage', label: 'Outage', count: 2 },
        { value: 'move', label: 'Moving', count: 0 },
      ],
    });

    const why = question(summary, 'why');
    const stored = await sentiments();
    const split = { positive: 0, negative: 0, mixed: 0, neutral: 0, pending: 0 };
    for (const id of [ids.r3, ids.r4]) split[(stored.get(id) ?? 'pending') as keyof typeof split] += 1;
    expect(why).toMatchObject({ answered: 2, distribution: [], sentiment: split });
    expect(why.textAnswers).toEqual([
      {
        responseId: ids.r4,
        createdAt: day0 + 28 * HOUR_MS,
        text: TEXT_BILLING,
        sentiment: stored.get(ids.r4),
      },
      {
        responseId: ids.r3,
        createdAt: day0 + 27 * HOUR_MS,
        text: TEXT_OUTAGE,
        sentiment: stored.get(ids.r3),
      },
    ]);
    expect(question(summary, 'shot')).toMatchObject({ answered: 1, uploads: 1, distribution: [] });
  });

  it('counts days in the VoC zone beyond three days, and narrows the summary by filters', async () => {
    const daily = await aggregates({ from: day0 - DAY_MS, to: day0 + 4 * DAY_MS });
    expect(daily.step).toBe('day');
    expect(daily.overTime).toEqual([
      { t: day0 - DAY_MS, count: 0 },
      { t: day0, count: 2 },
      { t: day0 + DAY_MS, count: 2 },
      { t: day0 + 2 * DAY_MS, count: 2 },
      { t: day0 + 3 * DAY_MS, count: 0 },
    ]);
    // Nine displays in these five days (one outside the three-day period).
    expect(daily.displayCount).toBe(9);

    const happy = await aggregates({ filters: { CSAT: { min: 4, max: 5 } } });
    expect(happy.responseCount).toBe(3);
    // Displays are not filtered: completion stays the period's.
    expect(happy.completionRate).toBe(0.75);
    expect(bars(question(happy, 'csat'))).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
    expect(question(happy, 'topics').answered).toBe(2);
    expect(question(happy, 'why')).toMatchObject({ answered: 0, textAnswers: [] });

    const searched = await aggregates({ searchText: 'outage' });
    expect(searched.responseCount).toBe(1);
    expect(bars(question(searched, 'channel'))).toEqual({ web: 0, app: 0, phone: 1 });

    const empty = await aggregates({ from: day0 + 10 * DAY_MS, to: day0 + 11 * DAY_MS });
    expect(empty).toMatchObject({ responseCount: 0, displayCount: 0, completionRate: null });
    expect(question(empty, 'csat')).toMatchObject({
      answered: 0,
      average: null,
      csat: { satisfied: 0, share: null },
    });
    expect(question(empty, 'nps').nps).toEqual({ promoters: 0, passives: 0, detractors: 0, score: null });
  });

  it('counts a free-text answer not yet enriched as pending', async () => {
    const [r4] = await t.app.db.query<{ feedback_id: string }>(
      'SELECT feedback_id FROM survey_responses WHERE id = $1',
      [ids.r4],
    );
    const [before] = await t.app.db.query<{ sentiment: string; doc: unknown }>(
      'SELECT sentiment, doc FROM voc_feedback WHERE id = $1',
      [r4!.feedback_id],
    );
    await t.app.db.query(
      `UPDATE voc_feedback SET sentiment = NULL, doc = doc - 'awsSentiment' WHERE id = $1`,
      [r4!.feedback_id],
    );
    try {
      const why = question(await aggregates(), 'why');
      expect(why.sentiment!.pending).toBe(1);
      expect(why.textAnswers[0]).toMatchObject({ responseId: ids.r4, sentiment: null });
      const [r4Read] = await responses({ searchText: ids.r4 });
      expect(r4Read!.comprehendResults).toBeNull();
    } finally {
      await t.app.db.query('UPDATE voc_feedback SET sentiment = $2, doc = $3 WHERE id = $1', [
        r4!.feedback_id,
        before!.sentiment,
        JSON.stringify(before!.doc),
      ]);
    }
  });

  it('offers the active leaf categories of the survey application with their trails', async () => {
    const answer = await gql<{ GetSurveyCategories: { _id: string; category: string; trail: string }[] }>(
      t,
      'surveyor',
      'query ($surveyId: String!) { GetSurveyCategories(surveyId: $surveyId) { _id category trail } }',
      { surveyId: survey._id },
    );
    expect(answer.errors).toEqual([]);
    expect(answer.data!.GetSurveyCategories).toEqual([
      { _id: categories.autopay, category: 'Autopay', trail: 'Billing › Payments' },
      { _id: categories.praise, category: 'Praise', trail: '' },
      { _id: categories.waits, category: 'Wait times', trail: 'Service' },
    ]);
  });

  it('applies categories to a response through its feedback item, and the overview counts them', async () => {
    const applied = await setCategories(ids.r3, [categories.waits!, categories.autopay!]);
    expect(applied.errors).toEqual([]);
    expect(applied.data!.UpdateSurveyResponseCategories).toMatchObject({
      _id: ids.r3,
      updatedBy: 'surveyor',
      appliedCategories: [
        { _id: categories.waits, category: 'Wait times', trail: 'Service' },
        { _id: categories.autopay, category: 'Autopay', trail: 'Billing › Payments' },
      ],
    });
    expect((await setCategories(ids.r1, [categories.waits!])).errors).toEqual([]);
    // The feedback item carries them (with their ancestors, for the category filters).
    const [item] = await t.app.db.query<{
      category_ids: string[];
      doc: { prismAppliedCategories: { _id: string }[] };
    }>(
      `SELECT f.category_ids, f.doc FROM voc_feedback f JOIN survey_responses r ON r.feedback_id = f.id WHERE r.id = $1`,
      [ids.r3],
    );
    expect(item!.doc.prismAppliedCategories.map((category) => category._id)).toEqual([
      categories.waits,
      categories.autopay,
    ]);
    expect(new Set(item!.category_ids)).toEqual(
      new Set([
        categories.waits,
        categories.service,
        categories.autopay,
        categories.payments,
        categories.billing,
      ]),
    );

    expect(idsOf(await responses({ filters: { categoryIds: [categories.waits] } }))).toEqual([
      ids.r3,
      ids.r1,
    ]);
    // A top category finds the responses filed under its subcategories.
    expect(idsOf(await responses({ filters: { categoryIds: [categories.billing] } }))).toEqual([ids.r3]);
    expect(idsOf(await responses({ filters: { categoryIds: [SURVEY_NO_CATEGORY] } }))).toEqual([
      ids.r6,
      ids.r5,
      ids.r4,
      ids.r2,
    ]);

    const overview = await call<unknown>(
      'surveyor',
      'GetSurveyResponseCategoryOverview',
      SCOPE_VARS,
      SCOPE_ARGS,
      `{ ${OVERVIEW_FIELDS} }`,
      scope(),
    );
    expect(overview.errors).toEqual([]);
    const parsed = surveyCategoryOverviewSchema.parse(overview.data!.GetSurveyResponseCategoryOverview);
    const r3Sentiment = (await sentiments()).get(ids.r3)!;
    const split = (sentiment: string | null) => ({
      positive: 0,
      negative: 0,
      mixed: 0,
      neutral: 0,
      ...(sentiment ? { [sentiment]: 1 } : {}),
    });
    expect(parsed).toEqual({
      total: 6,
      uncategorised: 4,
      categories: [
        {
          _id: categories.waits,
          category: 'Wait times',
          trail: 'Service',
          count: 2,
          share: 2 / 6,
          sentiment: split(r3Sentiment),
        },
        {
          _id: categories.autopay,
          category: 'Autopay',
          trail: 'Billing › Payments',
          count: 1,
          share: 1 / 6,
          sentiment: split(r3Sentiment),
        },
      ],
    });

    // Removing one keeps the other; an empty list removes all.
    const removed = await setCategories(ids.r3, [categories.autopay!]);
    expect(
      removed.data!.UpdateSurveyResponseCategories.appliedCategories.map((category) => category._id),
    ).toEqual([categories.autopay]);
    expect((await setCategories(ids.r3, [])).data!.UpdateSurveyResponseCategories.appliedCategories).toEqual(
      [],
    );
  });

  it('refuses a category that is not an active leaf of the survey application, naming it', async () => {
    const refusals: [string, RegExp][] = [
      [categories.payments!, /has subcategories/],
      [categories.old!, /archived/],
      [categories.foreign!, /is not a category of CareSurvey@Web@cst_survey/],
      ['no-such-category', /is not a category of/],
    ];
    for (const [id, reason] of refusals) {
      const answer = await setCategories(ids.r2, [id]);
      expect(answer.errors[0]?.extensions?.status, id).toBe(400);
      expect(answer.errors[0]?.message).toMatch(new RegExp(`^categoryIds: ${id}`));
      expect(answer.errors[0]?.message).toMatch(reason);
    }
    const unknown = await setCategories('no-such-response', [categories.waits!]);
    expect(unknown.errors[0]?.extensions?.status).toBe(404);
    expect(idsOf(await responses({ filters: { categoryIds: [SURVEY_NO_CATEGORY] } }))).toContain(ids.r2);
  });

  it('refuses bad arguments with a 400 naming the field, and an unknown survey with a 404', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ limit: 5_000 }, /^limit: /],
      [{ sortField: 'email' }, /^sortField: /],
      [{ sortDirection: 'up' }, /^sortDirection: /],
      [{ filters: { CSAT: { min: 0, max: 9 } } }, /^filters\.CSAT\.min: /],
      [{ filters: { NPS: { min: 8, max: 3 } } }, /^filters\.NPS: min must not be above max/],
      [{ filters: { sentiment: ['angry'] } }, /^filters\.sentiment\.0: /],
      [{ from: day0 + DAY_MS, to: day0 }, /^to: must be after from/],
      [{ searchText: 'x'.repeat(300) }, /^searchText: /],
    ];
    for (const [extra, message] of bad) {
      const answer = await call<unknown>(
        'surveyor',
        'GetSurveyResponses',
        `${SCOPE_VARS}, $limit: Int, $sortField: String, $sortDirection: String`,
        `${SCOPE_ARGS}, limit: $limit, sortField: $sortField, sortDirection: $sortDirection`,
        '{ _id }',
        scope(extra),
      );
      expect(answer.errors[0]?.extensions?.status, JSON.stringify(extra)).toBe(400);
      expect(answer.errors[0]?.message).toMatch(message);
    }
    const unknown = await call<unknown>(
      'surveyor',
      'GetSurveyResponsesCount',
      SCOPE_VARS,
      SCOPE_ARGS,
      '',
      scope({ surveyId: 'nope' }),
    );
    expect(unknown.errors[0]?.extensions?.status).toBe(404);
  });

  it('lists a question removed since, and options removed since, from the stored answers', async () => {
    const definition = surveyDefinition();
    const changed = {
      ...definition,
      questions: definition.questions
        .filter((entry) => entry.id !== 'stars')
        .map((entry) =>
          entry.id === 'topics' && 'options' in entry
            ? { ...entry, options: entry.options.filter((option) => option.id !== 'outage') }
            : entry,
        ),
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/surveys/${survey._id}`,
      headers: await t.as('surveyor'),
      payload: changed,
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = await aggregates();
    expect(summary.questions.map((entry) => entry.questionId)).toEqual([
      'csat',
      'nps',
      'done',
      'channel',
      'topics',
      'why',
      'shot',
      'stars',
    ]);
    expect(question(summary, 'stars')).toMatchObject({
      type: 'starRating',
      label: 'Rate the page',
      answered: 4,
      average: 13 / 4,
    });
    expect(question(summary, 'topics').distribution).toEqual([
      { value: 'bill', label: 'Billing', count: 2 },
      { value: 'move', label: 'Moving', count: 0 },
      { value: 'outage', label: 'Outage', count: 2 },
    ]);
    // The answers themselves read as they were given.
    const [r1] = await responses({ searchText: ids.r1 });
    expect(r1!.responses.find((answer) => answer.questionId === 'stars')).toMatchObject({
      label: 'Rate the page',
      value: 5,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/surveys/${survey._id}`,
      headers: await t.as('surveyor'),
      payload: definition,
    });
  });

  it('reads whole days and hours from the kept counts and partial hours from the rows, to the same figures', async () => {
    const minute = 60_000;
    const periods = [
      { from: day0 + 30 * minute, to: day0 + 2 * DAY_MS + 90 * minute },
      { from: day0 - DAY_MS + 5 * HOUR_MS + 7 * minute, to: day0 + 3 * DAY_MS + 3 * HOUR_MS + 20 * minute },
      { from: day0 + HOUR_MS + 10 * minute, to: day0 + HOUR_MS + 50 * minute },
      { from: day0 + 27 * HOUR_MS, to: day0 + 27 * HOUR_MS + 1 },
    ];
    for (const period of periods) {
      const counted = await aggregates(period);
      // Every response answers the required CSAT: this filter keeps them all, and reads the rows.
      const fromRows = await aggregates({ ...period, filters: { CSAT: { min: 1, max: 5 } } });
      expect(counted, JSON.stringify(period)).toEqual(fromRows);
      expect(counted.responseCount).toBe(await count(period));
    }
    expect((await aggregates(periods[1])).responseCount).toBe(6);
    expect((await aggregates(periods[3])).responseCount).toBe(1);
  });

  it('keeps the same counts as migration 9 adds up from the stored rows', async () => {
    const snapshot = () =>
      t.app.db.query(
        'SELECT survey_id, step, t, kind, question_id, value, n FROM survey_rollup WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5, 6',
      );
    // The enrichment moves sentiments in the rollup as it finishes: compare once it is idle.
    await expect
      .poll(
        async () =>
          Number(
            (
              await t.app.db.query<{ n: string }>(
                "SELECT count(*) AS n FROM jobs WHERE state IN ('queued', 'running')",
              )
            )[0]!.n,
          ),
        { timeout: 20_000 },
      )
      .toBe(0);
    const kept = await snapshot();
    // Sentiments moved by the enrichment, a file, displays: all of them are in the kept counts.
    expect(kept.some((row) => row.kind === 's' && row.value !== '')).toBe(true);
    expect(kept.some((row) => row.kind === 'u')).toBe(true);
    await t.app.db.transaction(async (tx) => {
      await tx.query('DELETE FROM survey_rollup');
      for (const statement of splitStatements(SURVEY_ROLLUP_BACKFILL)) await tx.query(statement);
    });
    expect(await snapshot()).toEqual(kept);
  });

  it('lets only the survey tool read: analyst and Voice of Customer personas are refused every survey field', async () => {
    const documents = [
      `query { GetSurveyResponses(surveyId: "${survey._id}", from: 0, to: 1) { _id } }`,
      `query { GetSurveyResponsesCount(surveyId: "${survey._id}", from: 0, to: 1) }`,
      `query { GetSurveyResponseQuestionAggregates(surveyId: "${survey._id}", from: 0, to: 1) { responseCount } }`,
      `query { GetSurveyResponseCategoryOverview(surveyId: "${survey._id}", from: 0, to: 1) { total } }`,
      `query { GetSurveyCategories(surveyId: "${survey._id}") { _id } }`,
      `query { GetSurveyResponsesCSV(surveyId: "${survey._id}", from: 0, to: 1, fileName: "x") { _id } }`,
      `query { GetCsvExport(_id: "x") { _id } }`,
      `mutation { UpdateSurveyResponseCategories(_id: "${ids.r1}", categoryIds: []) { _id } }`,
    ];
    for (const document of documents) {
      for (const persona of ['analyst', 'voc', 'voc-reader']) {
        const answer = await gql(t, persona, document);
        expect(answer.status, `${persona}: ${document}`).toBe(403);
        expect(answer.data).toBeNull();
      }
      const allowed = await gql(t, 'admin', document);
      expect(allowed.status).toBe(200);
      expect(allowed.errors.filter((error) => error.extensions?.status === 403)).toEqual([]);
    }
  });

  it('exports the responses as CSV through the shared export jobs, cells neutralised, for its starter only', async () => {
    // A second survey whose answer would run as a formula in a spreadsheet.
    const other = await surveyCreate(t);
    const at = day0 + 5 * HOUR_MS;
    const formula = await surveys.submit(
      other._id,
      { answers: { csat: 1, why: '=HYPERLINK("http://evil.example","click")' } },
      { now: at },
    );
    const plain = await surveys.submit(
      other._id,
      { answers: { csat: 4, channel: 'app', topics: ['bill', 'move'] } },
      { now: at + 1 },
    );
    const started = await gql<{ GetSurveyResponsesCSV: { _id: string; status: string; fileName: string } }>(
      t,
      'surveyor',
      `query ($surveyId: String!, $from: Float!, $to: Float!) {
        GetSurveyResponsesCSV(surveyId: $surveyId, from: $from, to: $to, fileName: "care survey") { ${EXPORT_FIELDS} } }`,
      { surveyId: other._id, from: day0, to: day0 + DAY_MS },
    );
    expect(started.errors).toEqual([]);
    expect(started.data!.GetSurveyResponsesCSV).toMatchObject({
      fileName: 'care survey.csv',
      status: 'queued',
    });
    const id = started.data!.GetSurveyResponsesCSV._id;
    interface ExportRecord {
      status: string;
      url: string | null;
      progress: number;
      errorMessage: string | null;
    }
    let record: ExportRecord | null = null;
    for (let tries = 0; tries < 150 && record?.status !== 'done' && record?.status !== 'failed'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await gql<{ GetCsvExport: ExportRecord | null }>(
        t,
        'surveyor',
        `query ($id: String!) { GetCsvExport(_id: $id) { ${EXPORT_FIELDS} } }`,
        { id },
      );
      record = read.data!.GetCsvExport;
    }
    expect(record).toMatchObject({
      status: 'done',
      progress: 1,
      errorMessage: null,
      url: `/api/voice-of-customer/exports/${id}/file`,
    });
    // The feedback export's record call reads it too (the same export jobs) for its owner.
    const asFeedback = await gql<{ getCSVExportRecord: { _id: string } | null }>(
      t,
      'admin',
      'query ($id: String!) { getCSVExportRecord(_id: $id) { _id } }',
      { id },
    );
    expect(asFeedback.data!.getCSVExportRecord).toBeNull();

    // The surveyor holds mse-user, not voc-read: the download is theirs all the same.
    const file = await t.app.inject({ method: 'GET', url: record!.url!, headers: await t.as('surveyor') });
    expect(file.statusCode).toBe(200);
    // Records end in CRLF, the last one too.
    expect(file.body.endsWith('\r\n')).toBe(true);
    const lines = file.body.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Response ID,Created at,How satisfied are you?,How likely are you to recommend us?,Rate the page,' +
        'Did you do what you came for?,How did you reach us?,What was it about?,What went wrong?,' +
        'A screenshot of the problem,Sentiment,Categories,File URL',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${plain._id},${new Date(at + 1).toISOString()},4 Satisfied,,,,Mobile app,"Billing, Moving",,,,,`,
    );
    expect(lines[2]).toContain(`${formula._id},${new Date(at).toISOString()},1 Very dissatisfied,`);
    // The formula is written as text: a quote before the =, so no spreadsheet runs it.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    // Another person's export does not exist for them.
    const theirs = await gql<{ GetCsvExport: unknown }>(
      t,
      'admin',
      `query ($id: String!) { GetCsvExport(_id: $id) { _id } }`,
      { id },
    );
    expect(theirs.data!.GetCsvExport).toBeNull();
    const stolen = await t.app.inject({ method: 'GET', url: record!.url!, headers: await t.as('admin') });
    expect(stolen.statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'GET', url: record!.url!, headers: await t.as('analyst') });
    expect(refused.statusCode).toBe(403);
  });
});

describe('surveyRollupPlan', () => {
  const day = Date.UTC(2026, 2, 10, 7); // a VoC midnight (07:00 UTC)
  const minute = 60_000;

  it('reads whole hours from the counts and the partial hours at the ends from the rows', () => {
    expect(surveyRollupPlan(day + 10 * minute, day + 5 * HOUR_MS + 5 * minute, 'hour')).toEqual({
      parts: [{ step: 'h', from: day + HOUR_MS, to: day + 5 * HOUR_MS }],
      raw: [
        [day + 10 * minute, day + HOUR_MS],
        [day + 5 * HOUR_MS, day + 5 * HOUR_MS + 5 * minute],
      ],
    });
    expect(surveyRollupPlan(day, day + 3 * HOUR_MS, 'hour')).toEqual({
      parts: [{ step: 'h', from: day, to: day + 3 * HOUR_MS }],
      raw: [],
    });
    expect(surveyRollupPlan(day + minute, day + 59 * minute, 'hour')).toEqual({
      parts: [],
      raw: [[day + minute, day + 59 * minute]],
    });
  });

  it('reads whole VoC days, then whole hours, then the rows for a daily summary', () => {
    expect(surveyRollupPlan(day - 2 * HOUR_MS - minute, day + 10 * DAY_MS + HOUR_MS + minute, 'day')).toEqual(
      {
        parts: [
          { step: 'h', from: day - 2 * HOUR_MS, to: day },
          { step: 'd', from: day, to: day + 10 * DAY_MS },
          { step: 'h', from: day + 10 * DAY_MS, to: day + 10 * DAY_MS + HOUR_MS },
        ],
        raw: [
          [day - 2 * HOUR_MS - minute, day - 2 * HOUR_MS],
          [day + 10 * DAY_MS + HOUR_MS, day + 10 * DAY_MS + HOUR_MS + minute],
        ],
      },
    );
    // A period holding no whole VoC day reads hours.
    expect(surveyRollupPlan(day + HOUR_MS, day + DAY_MS - HOUR_MS, 'day').parts).toEqual([
      { step: 'h', from: day + HOUR_MS, to: day + DAY_MS - HOUR_MS },
    ]);
  });
});
