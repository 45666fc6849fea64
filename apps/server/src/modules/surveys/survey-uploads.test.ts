import fs from 'node:fs';
import path from 'node:path';
import { SURVEY_MSG, SURVEY_UPLOAD_WINDOW_MS } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { demoPdf, demoPng } from '../../demo-data/seed-surveys';
import { gql } from '../voc/voc-test-kit';
import { seedVocPersonas } from '../../demo-data/seed-voc';
import { SURVEY_APP, surveyCreate, surveyDefinition, surveyRespond, surveyUpload } from './surveys-test-kit';

/**
 * The upload page's calls (issue 18 item 2): one file per response, its size limited by the
 * survey, its kind told by its content, kept under DATA_DIR, linked to the response's feedback
 * item and readable only by signed-in users with access, as getFileUploads returns it.
 */

describe('survey uploads', () => {
  let t: TestApp;
  let surveyId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    surveyId = (await surveyCreate(t))._id;
  });
  afterAll(() => t.close());

  /** A response that was asked for a file (a low CSAT with a reason shows the file question). */
  const askedResponse = async () =>
    (await surveyRespond(t, surveyId, { csat: 1, why: 'The payment page froze.' })).json()._id as string;
  const png = demoPng(8, 8);

  it('tells the upload page what to send', async () => {
    const responseId = await askedResponse();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/uploads/${responseId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      responseId,
      surveyTitle: 'How did we do?',
      label: 'A screenshot of the problem',
      help: '',
      required: false,
      maxBytes: 10 * 1024,
      accept: ['png', 'pdf'],
      uploaded: null,
    });
  });

  it('keeps one file under DATA_DIR, links it to the feedback item, and serves it to users with access', async () => {
    const responseId = await askedResponse();
    const res = await surveyUpload(t, responseId, [
      { name: 'file', fileName: '../../etc/My screenshot.png', type: 'image/png', content: png },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ fileName: 'My screenshot.png', size: png.length });

    const [row] = await t.app.db.query<{ upload_id: string; feedback_id: string }>(
      'SELECT upload_id, feedback_id FROM survey_responses WHERE id = $1',
      [responseId],
    );
    const uploadId = row!.upload_id;
    const url = `/api/survey-uploads/${uploadId}/file`;
    const stored = path.join(t.config.dataDir, 'survey-uploads', uploadId);
    expect(fs.readFileSync(stored).equals(png)).toBe(true);
    const [item] = await t.app.db.query<{ doc: { fileUploadID: string; fileUploads: string[] } }>(
      'SELECT doc FROM voc_feedback WHERE id = $1',
      [row!.feedback_id],
    );
    expect(item!.doc).toMatchObject({ fileUploadID: uploadId, fileUploads: [url] });

    // A Voice of Customer reader of the survey's application (voc-reader has no permission on it).
    await seedVocPersonas(t.app.db);
    const granted = await gql(
      t,
      'admin',
      `mutation ($entityID: String!) { insertUserPermission(authID: "voc", entityID: $entityID, role: "manager", read: true, write: false) { _id } }`,
      { entityID: SURVEY_APP },
    );
    expect(granted.errors).toEqual([]);

    // The Voice of Customer calls return it.
    const uploads = await gql<{ getFileUpload: { _id: string; files: { fileName: string; url: string }[] } }>(
      t,
      'voc',
      'query ($id: String!) { getFileUpload(_id: $id) { _id files { fileName url } } }',
      { id: uploadId },
    );
    expect(uploads.data?.getFileUpload).toEqual({
      _id: uploadId,
      files: [{ fileName: 'My screenshot.png', url }],
    });
    const many = await gql<{ getFileUploads: { _id: string }[] }>(
      t,
      'admin',
      'query ($ids: [String!]!) { getFileUploads(_ids: $ids) { _id } }',
      { ids: [uploadId] },
    );
    expect(many.data?.getFileUploads).toEqual([{ _id: uploadId }]);

    // The upload page now names the file it has.
    const target = await t.app.inject({ method: 'GET', url: `/api/public/uploads/${responseId}` });
    expect(target.json().uploaded).toBe('My screenshot.png');

    for (const username of ['surveyor', 'admin', 'voc']) {
      const file = await t.app.inject({ method: 'GET', url, headers: await t.as(username) });
      expect(file.statusCode, username).toBe(200);
      expect(file.rawPayload.equals(png)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="My screenshot.png"; filename*=UTF-8''My%20screenshot.png`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    }
    // Signed in without the survey tool or Voice of Customer read on the application: 403.
    for (const username of ['analyst', 'voc-reader', 'guest']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: await t.as(username) });
      expect(refused.statusCode, username).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/survey-uploads/6f1c1f4e-0000-4000-8000-000000000000/file',
      headers: await t.as('surveyor'),
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: `/api/survey-uploads/${encodeURIComponent('../pglite')}/file`,
      headers: await t.as('admin'),
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('takes a PDF when the question accepts it', async () => {
    const responseId = await askedResponse();
    const pdf = demoPdf('Bill for March');
    const res = await surveyUpload(t, responseId, [{ name: 'file', fileName: 'bill.pdf', content: pdf }]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.query<{ upload_id: string }>(
      'SELECT upload_id FROM survey_responses WHERE id = $1',
      [responseId],
    );
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/survey-uploads/${row!.upload_id}/file`,
      headers: await t.as('surveyor'),
    });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a second file for the same response with 409', async () => {
    const responseId = await askedResponse();
    expect(
      (await surveyUpload(t, responseId, [{ name: 'file', fileName: 'a.png', content: png }])).statusCode,
    ).toBe(201);
    const again = await surveyUpload(t, responseId, [{ name: 'file', fileName: 'b.png', content: png }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SURVEY_MSG.uploadDone);
    const files = fs.readdirSync(path.join(t.config.dataDir, 'survey-uploads'));
    const [row] = await t.app.db.query<{ upload_id: string }>(
      'SELECT upload_id FROM survey_responses WHERE id = $1',
      [responseId],
    );
    expect(files).toContain(row!.upload_id);
  });

  it('keeps one of two files sent at once and refuses the other', async () => {
    const responseId = await askedResponse();
    const before = fs.readdirSync(path.join(t.config.dataDir, 'survey-uploads')).length;
    const answers = await Promise.all([
      surveyUpload(t, responseId, [{ name: 'file', fileName: 'a.png', content: png }]),
      surveyUpload(t, responseId, [{ name: 'file', fileName: 'b.png', content: png }]),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'survey-uploads')).length).toBe(before + 1);
  });

  it('refuses two files, another part, or no file in one body with 400', async () => {
    const responseId = await askedResponse();
    const bodies = [
      [
        { name: 'file', fileName: 'a.png', content: png },
        { name: 'file', fileName: 'b.png', content: png },
      ],
      [
        { name: 'file', fileName: 'a.png', content: png },
        { name: 'comment', content: 'hello' },
      ],
      [{ name: 'picture', fileName: 'a.png', content: png }],
      [{ name: 'comment', content: 'no file' }],
    ];
    for (const parts of bodies) {
      const res = await surveyUpload(t, responseId, parts);
      expect(res.statusCode, JSON.stringify(parts.map((part) => part.name))).toBe(400);
      expect(res.json().error.message).toBe(SURVEY_MSG.uploadOne);
    }
    // The response still takes its file.
    expect(
      (await surveyUpload(t, responseId, [{ name: 'file', fileName: 'a.png', content: png }])).statusCode,
    ).toBe(201);
  });

  it("refuses a file above the survey's limit with 413 and an empty one with 400", async () => {
    const responseId = await askedResponse();
    // A real PNG larger than the question's 10 kB.
    const large = demoPng(200, 200, [1, 2, 3]);
    const big = Buffer.concat([large, Buffer.alloc(12 * 1024 - large.length + 1, 7)]);
    const res = await surveyUpload(t, responseId, [{ name: 'file', fileName: 'big.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(SURVEY_MSG.uploadTooLarge(10 * 1024));
    const empty = await surveyUpload(t, responseId, [
      { name: 'file', fileName: 'empty.png', content: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(SURVEY_MSG.uploadEmpty);
  });

  it('tells the kind by content: text named .png, and a kind the question does not accept, are 415', async () => {
    const responseId = await askedResponse();
    const text = await surveyUpload(t, responseId, [
      { name: 'file', fileName: 'shot.png', type: 'image/png', content: 'just some text, not an image' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(SURVEY_MSG.uploadType(['PNG image', 'PDF document']));
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const refused = await surveyUpload(t, responseId, [{ name: 'file', fileName: 'shot.png', content: gif }]);
    expect(refused.statusCode).toBe(415);
    expect(await uploadCount()).toBe(await uploadRows());
  });

  /** Files on disk and upload rows always match: a refused file leaves nothing behind. */
  const uploadCount = async () => {
    const folder = path.join(t.config.dataDir, 'survey-uploads');
    return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  };
  const uploadRows = async () =>
    (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voc_file_uploads'))[0]!.n;

  it('answers 404 for an unknown response, 409 when no file was asked, 410 once the window passed', async () => {
    const unknown = await surveyUpload(t, 'no-such-response', [
      { name: 'file', fileName: 'a.png', content: png },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SURVEY_MSG.uploadUnknown);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/uploads/no-such-response' })).statusCode,
    ).toBe(404);

    // The file question stayed hidden (a high CSAT): no file was asked of this respondent.
    const hidden = (await surveyRespond(t, surveyId, { csat: 5 })).json()._id;
    const notAsked = await surveyUpload(t, hidden, [{ name: 'file', fileName: 'a.png', content: png }]);
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().error.message).toBe(SURVEY_MSG.uploadNotAsked);
    // A survey without a file question.
    const plain = await surveyCreate(
      t,
      surveyDefinition({ questions: [{ id: 'q', type: 'nps', label: 'Recommend?' }] }),
    );
    const plainResponse = (await surveyRespond(t, plain._id, { q: 9 })).json()._id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/uploads/${plainResponse}` })).json().error
        .message,
    ).toBe(SURVEY_MSG.uploadNotAsked);

    const old = await askedResponse();
    await t.app.db.query('UPDATE survey_responses SET ts = $2 WHERE id = $1', [
      old,
      Date.now() - SURVEY_UPLOAD_WINDOW_MS - 1_000,
    ]);
    const expired = await surveyUpload(t, old, [{ name: 'file', fileName: 'a.png', content: png }]);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(SURVEY_MSG.uploadExpired);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/uploads/${old}` })).statusCode).toBe(410);
    expect(await uploadCount()).toBe(await uploadRows());
  });

  it('refuses a body that is not multipart with 415', async () => {
    const responseId = await askedResponse();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/uploads/${responseId}`,
      payload: { file: 'not multipart' },
    });
    expect(res.statusCode).toBe(415);
  });
});
