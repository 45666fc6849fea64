import { SURVEY_MSG } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { gql } from '../voc/voc-test-kit';
import { surveyCreate, surveyDefinition, surveyRespond } from './surveys-test-kit';

/**
 * The public page's calls (issue 18 item 2): the survey a respondent reads, displays, and responses
 * checked on the server, stored as a survey response with its answer rows and a feedback item of
 * the survey's application that the enrichment job reads; closed and unknown surveys; the rate
 * limit per respondent address.
 */

interface ResponseRow {
  id: string;
  feedback_id: string;
  ts: string | number;
  answers: { questionId: string; type: string; value: unknown; text: string }[];
  respondent: { device: string; language: string | null };
  csat: number | null;
  nps: number | null;
  sr: boolean | null;
  star_rating: number | null;
  wants_file: boolean;
  upload_id: string | null;
  search_text: string;
}

describe('survey public calls', () => {
  let t: TestApp;
  let surveyId: string;

  beforeAll(async () => {
    // The respondent rate limit has its own tests below; here every call comes from one address.
    t = await buildTestApp({ RATE_LIMIT_SURVEY_PER_MINUTE: '0' });
    surveyId = (await surveyCreate(t))._id;
  });
  afterAll(() => t.close());

  const responseRow = async (id: string) =>
    (await t.app.db.query<ResponseRow>('SELECT * FROM survey_responses WHERE id = $1', [id]))[0]!;

  it('answers the survey to a respondent without its bookkeeping', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/surveys/${surveyId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      '_id',
      'description',
      'questions',
      'status',
      'thankYouText',
      'title',
    ]);
    expect(body.questions).toHaveLength(8);
  });

  it('stores a response, its answer rows and a feedback item with the scores of spec 001', async () => {
    const res = await surveyRespond(
      t,
      surveyId,
      {
        csat: 2,
        nps: 3,
        stars: 2,
        done: false,
        channel: 'app',
        topics: ['bill', 'outage'],
        why: '  The outage lasted all weekend and nobody called me back.  ',
      },
      {
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
          'accept-language': 'fr-ca;q=0.4, en-us, en;q=0.8',
        },
      },
    );
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      thankYouText: 'Thanks, we read every answer.',
      uploadPath: `/upload?id=${answer._id}`,
    });

    const row = await responseRow(answer._id);
    expect(row).toMatchObject({
      csat: 2,
      nps: 3,
      sr: false,
      star_rating: 2,
      wants_file: true,
      upload_id: null,
      search_text: 'The outage lasted all weekend and nobody called me back.',
      respondent: { device: 'mobile', language: 'en-US' },
    });
    expect(row.answers.map((stored) => [stored.questionId, stored.text])).toEqual([
      ['csat', '2 Dissatisfied'],
      ['nps', '3'],
      ['stars', '2 of 5 stars'],
      ['done', 'No'],
      ['channel', 'Mobile app'],
      ['topics', 'Billing, Outage'],
      ['why', 'The outage lasted all weekend and nobody called me back.'],
    ]);
    // One answer row per answer, one per option ticked, numbers for scores and yes/no; a free-text
    // row keeps no text (its value is indexed; the text is the response's).
    const rows = await t.app.db.query<{ question_id: string; value: string; num_value: number | null }>(
      'SELECT question_id, value, num_value FROM survey_answers WHERE response_id = $1 ORDER BY question_id, value',
      [answer._id],
    );
    expect(rows).toEqual([
      { question_id: 'channel', value: 'app', num_value: null },
      { question_id: 'csat', value: '2', num_value: 2 },
      { question_id: 'done', value: 'no', num_value: 0 },
      { question_id: 'nps', value: '3', num_value: 3 },
      { question_id: 'stars', value: '2', num_value: 2 },
      { question_id: 'topics', value: 'bill', num_value: null },
      { question_id: 'topics', value: 'outage', num_value: null },
      { question_id: 'why', value: '', num_value: null },
    ]);

    const [item] = await t.app.db.query<{ app_id: string; doc: Record<string, unknown> }>(
      'SELECT app_id, doc FROM voc_feedback WHERE id = $1',
      [row.feedback_id],
    );
    expect(item!.app_id).toBe('CareSurvey@Web@cst_survey');
    expect(item!.doc).toMatchObject({
      source: 'surveyTool',
      appName: 'CareSurvey',
      appType: 'Web',
      surveyID: surveyId,
      timestamp: Number(row.ts),
      CSAT: 25,
      NPS: 3,
      starRating: 2,
      SR: 0,
      verbatim: 'The outage lasted all weekend and nobody called me back.',
      isNullVerbatim: false,
      language: 'en-US',
      isMobileUser: true,
    });
  });

  it('stores a free-text answer of the longest length a survey allows', async () => {
    // Words that do not repeat: PostgreSQL's index rows hold at most 8 kB even compressed.
    const words = Array.from({ length: 2_000 }, (_unused, i) => (i * 7_919).toString(36));
    const why = words.join(' ').slice(0, 9_990);
    const long = await surveyCreate(
      t,
      surveyDefinition({ questions: [{ id: 'why', type: 'freeText', label: 'Why?', maxLength: 10_000 }] }),
    );
    const res = await surveyRespond(t, long._id, { why });
    expect(res.statusCode).toBe(201);
    expect((await responseRow(res.json()._id)).search_text).toBe(why);
  });

  it('gives the response sentiment and keywords through the enrichment job within seconds', async () => {
    const res = await surveyRespond(t, surveyId, {
      csat: 1,
      why: 'Terrible service, the technician never came and I was charged anyway.',
    });
    const { feedback_id: feedbackId } = await responseRow(res.json()._id);
    let enriched: { sentiment: string | null; doc: { awsKeywords?: string[] } } | undefined;
    for (let tries = 0; tries < 100 && !enriched?.sentiment; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [enriched] = await t.app.db.query('SELECT sentiment, doc FROM voc_feedback WHERE id = $1', [
        feedbackId,
      ]);
    }
    expect(enriched?.sentiment).toBe('negative');
    expect(enriched?.doc.awsKeywords?.length).toBeGreaterThan(0);
    // And the feedback item reads through the Voice of Customer endpoint like any other.
    const read = await gql<{ getFeedbackByID: { surveyID: string; awsSentiment: { sentiment: string } } }>(
      t,
      'admin',
      'query ($id: String!) { getFeedbackByID(_id: $id) { surveyID awsSentiment { sentiment } } }',
      { id: feedbackId },
    );
    expect(read.data?.getFeedbackByID).toEqual({
      surveyID: surveyId,
      awsSentiment: { sentiment: 'negative' },
    });
  });

  it('keeps a response without text out of the enrichment queue and marks its item isNullVerbatim', async () => {
    const res = await surveyRespond(t, surveyId, { csat: 5, done: true });
    expect(res.json().uploadPath).toBeNull();
    const row = await responseRow(res.json()._id);
    expect(row).toMatchObject({ wants_file: false, sr: true, search_text: '' });
    const [item] = await t.app.db.query<{ doc: Record<string, unknown>; enriched: boolean }>(
      'SELECT doc, enriched FROM voc_feedback WHERE id = $1',
      [row.feedback_id],
    );
    expect(item!.doc).toMatchObject({ CSAT: 100, SR: 1, verbatim: null, isNullVerbatim: true });
    expect(item!.enriched).toBe(true);
  });

  it('refuses bad answers with 400 naming the first problem and listing every one', async () => {
    const res = await surveyRespond(t, surveyId, {
      nps: 11,
      topics: ['bill', 'outage', 'move'],
      channel: 'fax',
      why: 'Shown only for a low CSAT',
      ghost: 'x',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe(`answers.why: ${SURVEY_MSG.notShown}`);
    expect(error.details).toEqual(
      expect.arrayContaining([
        { questionId: 'why', message: SURVEY_MSG.notShown },
        { questionId: 'ghost', message: SURVEY_MSG.unknownQuestion },
        { questionId: 'csat', message: SURVEY_MSG.required },
        { questionId: 'nps', message: SURVEY_MSG.scale(0, 10) },
        { questionId: 'channel', message: SURVEY_MSG.choice },
        { questionId: 'topics', message: SURVEY_MSG.tooManyChoices(2) },
      ]),
    );
    expect(error.details).toHaveLength(6);
    // Nothing was stored.
    const [count] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM voc_feedback WHERE doc->>'verbatim' = 'Shown only for a low CSAT'`,
    );
    expect(count!.n).toBe(0);
  });

  it('refuses a body that does not fit the submission schema with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/surveys/${surveyId}/responses`,
      payload: { answers: { csat: { nested: true } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^answers\.csat: /);
  });

  it('counts displays: a response with its display adds none, one without adds its own', async () => {
    const survey = await surveyCreate(t);
    const display = await t.app.inject({ method: 'POST', url: `/api/public/surveys/${survey._id}/displays` });
    expect(display.statusCode).toBe(201);
    const { displayId } = display.json();
    await t.app.inject({ method: 'POST', url: `/api/public/surveys/${survey._id}/displays` });
    expect((await surveyRespond(t, survey._id, { csat: 4 }, { displayId })).statusCode).toBe(201);
    const displays = async () =>
      Number(
        (
          await t.app.db.query<{ n: number }>(
            'SELECT count(*) AS n FROM survey_displays WHERE survey_id = $1',
            [survey._id],
          )
        )[0]!.n,
      );
    expect(await displays()).toBe(2);
    expect((await surveyRespond(t, survey._id, { csat: 4 })).statusCode).toBe(201);
    expect((await surveyRespond(t, survey._id, { csat: 4 }, { displayId: 'made-up' })).statusCode).toBe(201);
    expect(await displays()).toBe(4);
  });

  it('answers a closed survey with its status and no questions, and refuses its answers with 409', async () => {
    const survey = await surveyCreate(t, surveyDefinition({ status: 'closed' }));
    const read = await t.app.inject({ method: 'GET', url: `/api/public/surveys/${survey._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'closed', questions: [] });
    const res = await surveyRespond(t, survey._id, { csat: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'survey_closed', message: SURVEY_MSG.closed });
    const display = await t.app.inject({ method: 'POST', url: `/api/public/surveys/${survey._id}/displays` });
    expect(display.statusCode).toBe(409);
  });

  it('stores every one of many responses sent at once, written in groups', async () => {
    const survey = await surveyCreate(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_unused, i) =>
        surveyRespond(t, survey._id, {
          csat: 1 + (i % 5),
          why: i % 5 < 2 ? `Problem number ${i}` : undefined,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(60).fill(201));
    const ids = answers.map((res) => res.json()._id as string);
    expect(new Set(ids).size).toBe(60);
    const [stored] = await t.app.db.query<{ responses: number; items: number; displays: number }>(
      `SELECT count(*)::int AS responses, count(f.id)::int AS items,
              (SELECT count(*)::int FROM survey_displays d WHERE d.survey_id = $1) AS displays
         FROM survey_responses r LEFT JOIN voc_feedback f ON f.id = r.feedback_id WHERE r.survey_id = $1`,
      [survey._id],
    );
    expect(stored).toEqual({ responses: 60, items: 60, displays: 60 });
    // The 24 with text are queued for enrichment in fewer jobs than responses: they went in groups.
    const [jobs] = await t.app.db.query<{ jobs: number; ids: number }>(
      `SELECT count(DISTINCT j.id)::int AS jobs, count(*)::int AS ids
         FROM jobs j CROSS JOIN LATERAL jsonb_array_elements_text(j.payload->'ids') AS id(value)
        WHERE j.kind = 'voc-enrich' AND id.value IN (SELECT feedback_id FROM survey_responses WHERE survey_id = $1)`,
      [survey._id],
    );
    expect(jobs!.ids).toBe(24);
    expect(jobs!.jobs).toBeLessThan(24);
  });

  it('refuses a response to a survey closed elsewhere after its answers were checked (409)', async () => {
    const survey = await surveyCreate(t);
    // The public calls read the survey while it is open…
    expect((await surveyRespond(t, survey._id, { csat: 4 })).statusCode).toBe(201);
    // …then another server closes it: the write reads it again and refuses.
    await t.app.db.query(`UPDATE surveys SET status = 'closed' WHERE id = $1`, [survey._id]);
    const res = await surveyRespond(t, survey._id, { csat: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('survey_closed');
    const [count] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = $1',
      [survey._id],
    );
    expect(count!.n).toBe(1);
  });

  it('answers 404 with its message for an unknown survey', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/public/surveys/no-such-survey' }),
      await t.app.inject({ method: 'POST', url: '/api/public/surveys/no-such-survey/displays' }),
      await surveyRespond(t, 'no-such-survey', { csat: 4 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(SURVEY_MSG.unknown);
    }
  });
});

describe('survey rate limit per respondent address', () => {
  let t: TestApp;
  const LIMIT = 5;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_SURVEY_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, and other addresses keep their own budget', async () => {
    const survey = await surveyCreate(t);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push(
        (await surveyRespond(t, survey._id, { csat: 4 }, { remoteAddress: '203.0.113.7' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(201), 429]);
    const limited = await surveyRespond(t, survey._id, { csat: 4 }, { remoteAddress: '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    // Only the answers inside the limit were stored.
    const [stored] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = $1',
      [survey._id],
    );
    expect(stored!.n).toBe(LIMIT);

    const other = await surveyRespond(t, survey._id, { csat: 4 }, { remoteAddress: '198.51.100.20' });
    expect(other.statusCode).toBe(201);
    // Each public call counts on its own: the limited address still reads the survey.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/public/surveys/${survey._id}`,
      remoteAddress: '203.0.113.7',
    });
    expect(read.statusCode).toBe(200);
  });
});
