import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { feedbackInput, gql, ingest } from './voc-test-kit';

/**
 * Details of `POST /api/voice-of-customer/feedback` (issue 15 item 3) beyond feedback.test.ts: how a
 * plain account number is kept, how an application given by name and type is found in the
 * catalogue, and who besides the ingestion account may send.
 */

const post = async (t: TestApp, username: string, feedback: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/voice-of-customer/feedback',
    headers: { ...(await t.as(username)), 'content-type': 'application/json' },
    payload: { feedback },
  });

describe('Voice of Customer ingestion details', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores a score too small for a single-precision column as 0 beside the exact value kept whole', async () => {
    // Found by the fuzz test on PostgreSQL: a `real` column refuses 5e-324 ("underflow").
    const [id] = await ingest(t, [
      feedbackInput({ appName: 'OneApp', appType: 'Roku', CSAT: 5e-324, SR: 1e-40, verbatim: 'Tiny scores' }),
    ]);
    const [row] = await t.app.db.query<{ csat: number; sr: number; doc: { CSAT: number } }>(
      'SELECT csat, sr, doc FROM voc_feedback WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ csat: 0, sr: 0, doc: { CSAT: 5e-324 } });
  });

  it('stores a plain accountNumber only encrypted, and never answers it plain', async () => {
    const [id] = await ingest(t, [
      feedbackInput({ accountNumber: '8260123456789012', verbatim: 'Account issue' }),
    ]);
    const [row] = await t.app.db.query<{ doc: Record<string, unknown>; enc_account_number: string }>(
      'SELECT doc, enc_account_number FROM voc_feedback WHERE id = $1',
      [id],
    );
    expect(row!.doc).not.toHaveProperty('accountNumber');
    expect(JSON.stringify(row!.doc)).not.toContain('8260123456789012');
    expect(row!.enc_account_number).toMatch(/^k1\./);
    expect(row!.doc.encAccountNumber).toBe(row!.enc_account_number);

    const listed = await gql<{
      getFeedback: { accountNumber: string | null; encAccountNumber: string | null }[];
    }>(
      t,
      'voc',
      `{ getFeedback(applicationIDs: ["MSA@Web"], showPII: true) { accountNumber encAccountNumber } }`,
    );
    expect(listed.data?.getFeedback).toEqual([
      { accountNumber: null, encAccountNumber: row!.enc_account_number },
    ]);
    // The same number encrypts the same way, so the search finds it without storing it plain.
    const found = await gql<{ getFeedback: { _id: string }[] }>(
      t,
      'voc',
      `{ getFeedback(applicationIDs: ["MSA@Web"], showPII: true, searchText: "8260123456789012",
          searchBy: "encAccountNumber") { _id } }`,
    );
    expect(found.data?.getFeedback).toEqual([{ _id: id }]);
  });

  it("resolves an application given as name and type to the catalogue's three-part id", async () => {
    const [id] = await ingest(t, [
      feedbackInput({ appName: 'DigitalSurvey', appType: 'Web', verbatim: 'Survey about the new site' }),
    ]);
    const [row] = await t.app.db.query<{ app_id: string }>('SELECT app_id FROM voc_feedback WHERE id = $1', [
      id,
    ]);
    expect(row!.app_id).toBe('DigitalSurvey@Web@portals');
    const listed = await gql<{ getFeedback: { _id: string; appName: string; appType: string }[] }>(
      t,
      'voc',
      `{ getFeedback(applicationIDs: ["DigitalSurvey@Web@portals"]) { _id appName appType } }`,
    );
    expect(listed.data?.getFeedback).toEqual([{ _id: id, appName: 'DigitalSurvey', appType: 'Web' }]);
    // A two-part id that exists is taken as it is, case aside for name and type.
    const [msa] = await ingest(t, [
      feedbackInput({ appName: 'msa', appType: 'ios', verbatim: 'lower case' }),
    ]);
    const [msaRow] = await t.app.db.query<{ app_id: string }>(
      'SELECT app_id FROM voc_feedback WHERE id = $1',
      [msa],
    );
    expect(msaRow!.app_id).toBe('MSA@iOS');
  });

  it('lets a person with write send for their applications, and refuses voc-reader with 403', async () => {
    const sent = await post(t, 'voc', [feedbackInput({ appType: 'iOS', verbatim: 'Sent by a manager' })]);
    expect(sent.statusCode).toBe(200);
    const [id] = (sent.json() as { _ids: string[] })._ids;
    const stored = await gql<{ getFeedbackByID: { verbatim: string } | null }>(
      t,
      'voc',
      `query ($id: String!) { getFeedbackByID(_id: $id) { verbatim } }`,
      { id },
    );
    expect(stored.data?.getFeedbackByID?.verbatim).toBe('Sent by a manager');

    const before = await t.app.db.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM voc_feedback',
    );
    const reader = await post(t, 'voc-reader', [feedbackInput({ verbatim: 'Sent by a reader' })]);
    expect(reader.statusCode).toBe(403);
    // voc has no permission on an application outside the feedback domains.
    const elsewhere = await post(t, 'voc', [
      feedbackInput({ verbatim: 'fine' }),
      feedbackInput({ appName: 'LegacyWidget', appType: 'Web', verbatim: 'not mine' }),
    ]);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toContain('LegacyWidget@Web');
    const after = await t.app.db.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM voc_feedback',
    );
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
    // People without the VoC roles are refused whatever the application.
    expect((await post(t, 'analyst', [feedbackInput()])).statusCode).toBe(403);
  });
});
