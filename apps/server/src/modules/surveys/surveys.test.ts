import fs from 'node:fs';
import path from 'node:path';
import type { Survey } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { demoPng } from '../../demo-data/seed-surveys';
import { gql } from '../voc/voc-test-kit';
import { SURVEY_APP, surveyCreate, surveyDefinition, surveyRespond, surveyUpload } from './surveys-test-kit';

/**
 * The survey builder's calls (issue 18 item 1): create only for a survey-tool application, read,
 * change without losing given answers, delete with everything the responses became; and the role
 * gate (prism-admin or mse-user) on every builder call and on the survey GraphQL fields.
 */

describe('survey builder', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: await t.as(username), ...(payload ? { payload } : {}) });

  it('creates a survey with an unguessable id, its public path and no responses', async () => {
    const survey = await surveyCreate(t);
    expect(survey._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(survey).toMatchObject({
      applicationId: SURVEY_APP,
      title: 'How did we do?',
      status: 'open',
      publicPath: `/survey/${survey._id}`,
      responseCount: 0,
      lastResponseAt: null,
      createdBy: 'surveyor',
    });
    expect(survey.questions.map((question) => question.id)).toEqual([
      'csat',
      'nps',
      'stars',
      'done',
      'channel',
      'topics',
      'why',
      'shot',
    ]);
    const read = await call('surveyor', 'GET', `/api/surveys/${survey._id}`);
    expect(read.json()).toEqual(survey);
  });

  it('creates only for a survey-tool application: 400 naming applicationId, 404 for an unknown one', async () => {
    const other = await call('surveyor', 'POST', '/api/surveys', {
      applicationId: 'MSA@Web',
      survey: surveyDefinition(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('applicationId: MSA@Web is not a survey-tool application');
    const unknown = await call('surveyor', 'POST', '/api/surveys', {
      applicationId: 'Nothing@Web',
      survey: surveyDefinition(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('applicationId');
  });

  it('refuses a bad definition with 400 naming the field', async () => {
    const res = await call('surveyor', 'POST', '/api/surveys', {
      applicationId: SURVEY_APP,
      survey: surveyDefinition({
        questions: [
          { id: 'a', type: 'nps', label: 'Recommend?' },
          { id: 'b', type: 'freeText', label: 'Why?', showIf: { questionId: 'zzz', operator: 'answered' } },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'survey.questions.1.showIf: must name an earlier question (zzz is not one)',
    );
  });

  it("lists an application's surveys newest first with their response counts", async () => {
    const first = await surveyCreate(t, surveyDefinition({ title: 'First' }));
    // Creation times are milliseconds: two surveys of the same millisecond have no order.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await surveyCreate(t, surveyDefinition({ title: 'Second' }));
    for (const csat of [4, 5]) {
      expect((await surveyRespond(t, second._id, { csat })).statusCode).toBe(201);
    }
    const res = await call('surveyor', 'GET', `/api/surveys?applicationId=${encodeURIComponent(SURVEY_APP)}`);
    expect(res.statusCode).toBe(200);
    const surveys = (res.json() as { surveys: Survey[] }).surveys;
    const ids = surveys.map((survey) => survey._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const listed = surveys.find((survey) => survey._id === second._id)!;
    expect(listed.responseCount).toBe(2);
    expect(listed.lastResponseAt).toBeGreaterThan(Date.now() - 60_000);
    expect(surveys.find((survey) => survey._id === first._id)!.responseCount).toBe(0);
  });

  it('changes a survey while given answers stay readable; a question with answers keeps its type', async () => {
    const survey = await surveyCreate(t);
    const answered = await surveyRespond(t, survey._id, { csat: 2, channel: 'phone', why: 'Long wait.' });
    expect(answered.statusCode).toBe(201);
    const retyped = await call('surveyor', 'PUT', `/api/surveys/${survey._id}`, {
      ...surveyDefinition(),
      questions: [{ id: 'csat', type: 'nps', label: 'Recommend?' }],
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().error.message).toMatch(/^questions\.0\.type: csat has answers as another type/);

    const changed = await call('surveyor', 'PUT', `/api/surveys/${survey._id}`, {
      ...surveyDefinition({ title: 'Shorter survey', status: 'closed' }),
      questions: [{ id: 'csat', type: 'csat', label: 'Satisfied overall?', required: true }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Shorter survey',
      status: 'closed',
      updatedBy: 'surveyor',
    });
    const [row] = await t.app.db.query<{ answers: { questionId: string; label: string; text: string }[] }>(
      'SELECT answers FROM survey_responses WHERE id = $1',
      [answered.json()._id],
    );
    // The removed questions' answers keep their labels; the reworded one keeps the old wording.
    expect(row!.answers).toEqual([
      expect.objectContaining({
        questionId: 'csat',
        label: 'How satisfied are you?',
        text: '2 Dissatisfied',
      }),
      expect.objectContaining({ questionId: 'channel', label: 'How did you reach us?', text: 'Phone' }),
      expect.objectContaining({ questionId: 'why', label: 'What went wrong?', text: 'Long wait.' }),
    ]);
  });

  it('answers 404 for an unknown survey on get, change and delete', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(
        'surveyor',
        method,
        '/api/surveys/no-such-survey',
        method === 'PUT' ? surveyDefinition() : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('deletes a survey with its responses, their feedback items, uploads and files', async () => {
    const survey = await surveyCreate(t);
    const kept = await surveyCreate(t);
    const response = (await surveyRespond(t, survey._id, { csat: 1, why: 'Nothing worked.' })).json();
    const other = (await surveyRespond(t, kept._id, { csat: 5 })).json();
    const uploaded = await surveyUpload(t, response._id, [
      { name: 'file', fileName: 'shot.png', type: 'image/png', content: demoPng(4, 4) },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.app.db.query<{ feedback_id: string; upload_id: string }>(
      'SELECT feedback_id, upload_id FROM survey_responses WHERE id = $1',
      [response._id],
    );
    const { feedback_id: feedbackId, upload_id: uploadId } = row!;
    const file = path.join(t.config.dataDir, 'survey-uploads', uploadId);
    expect(fs.existsSync(file)).toBe(true);

    const res = await call('surveyor', 'DELETE', `/api/surveys/${survey._id}`);
    expect(res.statusCode).toBe(204);
    const count = async (sql: string, param: string) =>
      Number((await t.app.db.query<{ n: number }>(sql, [param]))[0]!.n);
    expect(await count('SELECT count(*) AS n FROM surveys WHERE id = $1', survey._id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM survey_responses WHERE survey_id = $1', survey._id)).toBe(
      0,
    );
    expect(await count('SELECT count(*) AS n FROM survey_answers WHERE survey_id = $1', survey._id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM survey_displays WHERE survey_id = $1', survey._id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM voc_feedback WHERE id = $1', feedbackId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM voc_file_uploads WHERE id = $1', uploadId)).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    // The other survey and its response are untouched.
    expect(await count('SELECT count(*) AS n FROM survey_responses WHERE id = $1', other._id)).toBe(1);
    expect((await call('surveyor', 'GET', `/api/surveys/${survey._id}`)).statusCode).toBe(404);
  });

  describe('role gate', () => {
    const builderCalls = (id: string) =>
      [
        ['GET', `/api/surveys?applicationId=${encodeURIComponent(SURVEY_APP)}`],
        ['GET', `/api/surveys/${id}`],
        ['POST', '/api/surveys', { applicationId: SURVEY_APP, survey: surveyDefinition() }],
        ['PUT', `/api/surveys/${id}`, surveyDefinition()],
        ['DELETE', `/api/surveys/${id}`],
      ] as const;

    it('refuses every builder call to a user without prism-admin or mse-user (403) and without a token (401)', async () => {
      const survey = await surveyCreate(t);
      for (const [method, url, payload] of builderCalls(survey._id)) {
        for (const username of ['analyst', 'voc', 'guest']) {
          const res = await call(username, method, url, payload);
          expect(res.statusCode, `${username} ${method} ${url}`).toBe(403);
        }
        const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      }
      // Nothing was changed by the refused calls.
      expect((await call('surveyor', 'GET', `/api/surveys/${survey._id}`)).json().title).toBe(
        'How did we do?',
      );
    });

    it('lets the survey persona and admin make every builder call', async () => {
      for (const username of ['surveyor', 'admin']) {
        const survey = await surveyCreate(t, surveyDefinition(), username);
        const statuses = [];
        for (const [method, url, payload] of builderCalls(survey._id)) {
          statuses.push((await call(username, method, url, payload)).statusCode);
        }
        expect(statuses, username).toEqual([200, 200, 201, 200, 204]);
      }
    });

    it('refuses the survey GraphQL fields to analyst at the endpoint, and lets the surveyor reach it', async () => {
      const refused = await gql(t, 'analyst', '{ __typename }');
      expect(refused.status).toBe(403);
      const reached = await gql(t, 'surveyor', '{ __typename }');
      expect(reached.status).toBe(200);
    });

    it('lets anyone call the public calls without a token', async () => {
      const survey = await surveyCreate(t);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/surveys/${survey._id}` })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/public/surveys/${survey._id}/displays` }))
          .statusCode,
      ).toBe(201);
      expect((await surveyRespond(t, survey._id, { csat: 4 })).statusCode).toBe(201);
    });
  });
});
