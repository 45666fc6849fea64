import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { seedDemoSurveys } from './seed-surveys';

/**
 * The survey tool's demo data (issue 18 item 5): two surveys with responses over 60 days that go
 * through the survey service (responses, answer rows, feedback items, files), the show-if branches
 * taken, displays beyond the responses, and categories with a model queued for suggestions.
 */

describe('seedDemoSurveys', () => {
  let t: TestApp;
  let seeded: number;
  const now = Date.now();

  beforeAll(async () => {
    // 6% of 5,000 feedback items: 300 responses.
    t = await buildTestApp({ SEED_FEEDBACK: '5000' });
    seeded = await seedDemoSurveys(t.app, now);
  });
  afterAll(() => t.close());

  const query = <R>(sql: string, params: unknown[] = []) => t.app.db.query<R>(sql, params);

  it('stores two surveys, each response with its feedback item, over the last 60 days', async () => {
    expect(seeded).toBeGreaterThan(250);
    expect(seeded).toBeLessThan(350);
    const surveys = await query<{ app_id: string; title: string; created_by: string }>(
      `SELECT app_id, doc->>'title' AS title, created_by FROM surveys ORDER BY app_id`,
    );
    expect(surveys).toEqual([
      { app_id: 'CareSurvey@Web@cst_survey', title: 'Care visit satisfaction', created_by: 'surveyor' },
      {
        app_id: 'SupportChatSurvey@WebSurvey@cst_survey',
        title: 'Chat support feedback',
        created_by: 'surveyor',
      },
    ]);
    const [span] = await query<{ n: number; oldest: string; newest: string; items: number }>(
      `SELECT count(*)::int AS n, min(r.ts) AS oldest, max(r.ts) AS newest,
              count(f.id)::int AS items
         FROM survey_responses r LEFT JOIN voc_feedback f ON f.id = r.feedback_id AND f.source = 'surveyTool'`,
    );
    expect(span).toMatchObject({ n: seeded, items: seeded });
    expect(Number(span!.oldest)).toBeGreaterThanOrEqual(now - 61 * 24 * 3_600_000);
    expect(Number(span!.newest)).toBeLessThanOrEqual(now);
  });

  it('follows a weekday rhythm', async () => {
    const rows = await query<{ dow: number; n: number }>(
      `SELECT extract(dow FROM to_timestamp(ts / 1000.0) AT TIME ZONE 'UTC')::int AS dow, count(*)::int AS n
         FROM survey_responses GROUP BY 1`,
    );
    const byDay = new Map(rows.map((row) => [row.dow, row.n]));
    const weekend = ((byDay.get(0) ?? 0) + (byDay.get(6) ?? 0)) / 2;
    const weekday = [1, 2, 3, 4, 5].reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0) / 5;
    expect(weekday).toBeGreaterThan(weekend * 1.4);
  });

  it('takes both branches of the show-if logic', async () => {
    const care = await query<{ resolved: string; obstacles: boolean; n: number }>(
      `SELECT a.value AS resolved,
              EXISTS (SELECT 1 FROM survey_answers o WHERE o.response_id = a.response_id AND o.question_id = 'obstacles') AS obstacles,
              count(*)::int AS n
         FROM survey_answers a WHERE a.question_id = 'resolved' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    // "What got in the way?" only, and always, after a "no".
    expect(care.map((row) => [row.resolved, row.obstacles])).toEqual([
      ['no', true],
      ['yes', false],
    ]);
    const chat = await query<{ question_id: string; low: number; high: number }>(
      `SELECT t.question_id,
              count(*) FILTER (WHERE r.star_rating <= 3)::int AS low,
              count(*) FILTER (WHERE r.star_rating >= 4)::int AS high
         FROM survey_answers t JOIN survey_responses r ON r.id = t.response_id
        WHERE t.question_id IN ('improve', 'liked') GROUP BY 1 ORDER BY 1`,
    );
    expect(chat).toEqual([
      { question_id: 'improve', low: expect.any(Number), high: 0 },
      { question_id: 'liked', low: 0, high: expect.any(Number) },
    ]);
    expect(chat.every((row) => row.low + row.high > 0)).toBe(true);
  });

  it('gives scores that follow what people wrote, with free text for about half', async () => {
    const [scores] = await query<{ low: number; high: number; texts: number; n: number }>(
      `SELECT count(*) FILTER (WHERE csat <= 2)::int AS low, count(*) FILTER (WHERE csat >= 4)::int AS high,
              count(*) FILTER (WHERE search_text <> '')::int AS texts, count(*)::int AS n
         FROM survey_responses WHERE csat IS NOT NULL`,
    );
    expect(scores!.high).toBeGreaterThan(scores!.low);
    expect(scores!.low).toBeGreaterThan(scores!.n * 0.1);
    expect(scores!.texts / scores!.n).toBeGreaterThan(0.4);
    expect(scores!.texts / scores!.n).toBeLessThan(0.75);
  });

  it('has a few uploaded files, kept on disk and linked to their feedback items', async () => {
    const uploads = await query<{ upload_id: string; file_upload_id: string }>(
      `SELECT r.upload_id, f.doc->>'fileUploadID' AS file_upload_id
         FROM survey_responses r JOIN voc_feedback f ON f.id = r.feedback_id WHERE r.upload_id IS NOT NULL`,
    );
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    expect(uploads.length).toBeLessThanOrEqual(10);
    for (const upload of uploads) {
      expect(upload.file_upload_id).toBe(upload.upload_id);
      expect(fs.existsSync(path.join(t.config.dataDir, 'survey-uploads', upload.upload_id))).toBe(true);
    }
  });

  it('counts more displays than responses', async () => {
    const rows = await query<{ survey_id: string; displays: number; responses: number }>(
      `SELECT s.id AS survey_id,
              (SELECT count(*)::int FROM survey_displays d WHERE d.survey_id = s.id) AS displays,
              (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS responses
         FROM surveys s`,
    );
    for (const row of rows) {
      expect(row.displays).toBeGreaterThan(row.responses * 1.15);
      expect(row.displays).toBeLessThan(row.responses * 1.4);
    }
  });

  it('gives the survey applications categories and queues their first model', async () => {
    const [categories] = await query<{ tops: number; leaves: number }>(
      `SELECT count(*) FILTER (WHERE parent IS NULL)::int AS tops, count(*) FILTER (WHERE parent IS NOT NULL)::int AS leaves
         FROM voc_categories WHERE 'SupportChatSurvey@WebSurvey@cst_survey' = ANY(application_ids)`,
    );
    expect(categories).toEqual({ tops: 5, leaves: 13 });
    const [platform] = await query<{ examples: number; models: number }>(
      `SELECT (SELECT count(*)::int FROM voc_training_data WHERE platform_id = 'plat-survey-tool') AS examples,
              (SELECT count(*)::int FROM voc_models WHERE platform_id = 'plat-survey-tool') AS models`,
    );
    expect(platform!.examples).toBeGreaterThan(13 * 20);
    expect(platform!.models).toBe(1);
  });

  it('leaves a store that has surveys alone', async () => {
    expect(await seedDemoSurveys(t.app, now)).toBe(0);
  });
});
