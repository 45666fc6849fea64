import { FEEDBACK_COLUMNS, FEEDBACK_PERSONAL_FIELDS } from '@prism/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { feedbackInput, gql } from './voc-test-kit';

/**
 * CSV exports of the feedback table (spec 001 sections 3, 4, 7 and 8): getFeedbackCSV queues an
 * export, getCSVExportRecord follows it until it has a url, and the file downloads for its owner
 * only, for 24 hours, with the columns asked for and personal data only where allowed.
 */

interface ExportRecord {
  _id: string;
  status: string;
  progress: number;
  url: string | null;
  fileName: string;
  errorMessage: string | null;
}

const RECORD_FIELDS = '_id status progress url fileName errorMessage';
const HOUR = 60 * 60 * 1000;

describe('Voice of Customer CSV export', () => {
  let t: TestApp;
  const now = Date.now();

  /** getFeedbackCSV as a persona with the filters and columns given. */
  const start = (persona: string, args: Record<string, unknown>) =>
    gql<{ getFeedbackCSV: ExportRecord }>(
      t,
      persona,
      `query ($applicationIDs: [String!]!, $feedbackFields: [String!], $showPII: Boolean, $CSAT: ScoreRange,
        $sortField: String, $sortDirection: String, $fileName: String!, $totalCount: Int!) {
        getFeedbackCSV(applicationIDs: $applicationIDs, feedbackFields: $feedbackFields, showPII: $showPII,
          CSAT: $CSAT, sortField: $sortField, sortDirection: $sortDirection, totalCount: $totalCount,
          fileName: $fileName, entityName: "MSA@Web") { ${RECORD_FIELDS} } }`,
      {
        applicationIDs: ['MSA@Web'],
        sortField: 'CSAT',
        sortDirection: 'asc',
        fileName: 'feedback export',
        totalCount: 3,
        ...args,
      },
    );

  const record = async (persona: string, id: string) =>
    gql<{ getCSVExportRecord: ExportRecord | null }>(
      t,
      persona,
      `query ($id: String!) { getCSVExportRecord(_id: $id) { ${RECORD_FIELDS} } }`,
      { id },
    );

  /** Polls the record, as the portal does, until the export has finished (or the deadline passes). */
  async function finished(persona: string, id: string): Promise<ExportRecord> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const current = (await record(persona, id)).data?.getCSVExportRecord;
      if (!current) throw new Error(`no export ${id}`);
      if (current.status === 'done' || current.status === 'failed' || Date.now() > deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const download = async (persona: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.as(persona) });

  /** Exports, waits, downloads and parses: the header and the rows. */
  async function exported(persona: string, args: Record<string, unknown>) {
    const started = await start(persona, args);
    expect(started.errors).toEqual([]);
    const done = await finished(persona, started.data!.getFeedbackCSV._id);
    expect(done).toMatchObject({ status: 'done', progress: 1, errorMessage: null });
    const res = await download(persona, done.url!);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(res.body, { skipEmptyLines: true }).data;
    return { header: header!, rows, res, record: done };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/voice-of-customer/feedback',
      headers: { ...(await t.as('collector')), 'content-type': 'application/json' },
      payload: {
        feedback: [
          feedbackInput({
            timestamp: now - 3 * HOUR,
            verbatim: '=HYPERLINK("x")',
            CSAT: 10,
            email: 'pat@example.com',
            accountNumber: '8260123456789012',
          }),
          feedbackInput({ timestamp: now - 2 * HOUR, verbatim: '  +1', CSAT: 20 }),
          feedbackInput({ timestamp: now - HOUR, verbatim: 'Plain, with "quotes"', CSAT: 30 }),
          feedbackInput({ appName: 'OneApp', appType: 'Roku', verbatim: 'Another application', CSAT: 40 }),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('queues a record that reaches done with progress 1 and a url', async () => {
    const started = await start('voc', { feedbackFields: ['timestamp', 'verbatim', 'CSAT'] });
    expect(started.errors).toEqual([]);
    const queued = started.data!.getFeedbackCSV;
    expect(['queued', 'running']).toContain(queued.status);
    expect(queued).toMatchObject({ url: null, fileName: 'feedback export.csv', errorMessage: null });
    const done = await finished('voc', queued._id);
    expect(done).toEqual({
      _id: queued._id,
      status: 'done',
      progress: 1,
      url: `/api/voice-of-customer/exports/${queued._id}/file`,
      fileName: 'feedback export.csv',
      errorMessage: null,
    });
  });

  it('writes the visible columns, one row per matching item, formula cells neutralised', async () => {
    const { header, rows, res } = await exported('voc', {
      feedbackFields: ['timestamp', 'verbatim', 'CSAT', 'email'],
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="feedback export.csv"');
    // Email is personal: not without showPII.
    expect(header).toEqual(['Date', 'Review', 'CSAT']);
    expect(rows).toEqual([
      [new Date(now - 3 * HOUR).toISOString(), `'=HYPERLINK("x")`, '10'],
      [new Date(now - 2 * HOUR).toISOString(), `'  +1`, '20'],
      [new Date(now - HOUR).toISOString(), 'Plain, with "quotes"', '30'],
    ]);
    const filtered = await exported('voc', { feedbackFields: ['verbatim', 'CSAT'], CSAT: { from: 15 } });
    expect(filtered.header).toEqual(['Review', 'CSAT']);
    expect(filtered.rows.map((row) => row[1])).toEqual(['20', '30']);
  });

  it('writes personal columns only with customer-feedback-access and showPII', async () => {
    const fields = ['verbatim', 'email'];
    const voc = await exported('voc', { feedbackFields: fields, showPII: true });
    expect(voc.header).toEqual(['Review', 'Email']);
    expect(voc.rows[0]).toEqual([`'=HYPERLINK("x")`, 'pat@example.com']);
    const reader = await exported('voc-reader', { feedbackFields: fields, showPII: true });
    expect(reader.header).toEqual(['Review']);
    expect(reader.res.body).not.toContain('pat@example.com');
  });

  it('writes every column when none is chosen, personal ones only where allowed', async () => {
    const personal = new Set<string>(FEEDBACK_PERSONAL_FIELDS);
    const reader = await exported('voc-reader', { showPII: true });
    expect(reader.header).toEqual(
      FEEDBACK_COLUMNS.filter((column) => !personal.has(column.id)).map((column) => column.label),
    );
    expect(reader.rows).toHaveLength(3);
    expect(reader.res.body).not.toContain('pat@example.com');

    const voc = await exported('voc', { showPII: true });
    // Every column but the plain account number, which is never stored.
    expect(voc.header).toEqual(
      FEEDBACK_COLUMNS.filter((column) => column.id !== 'accountNumber').map((column) => column.label),
    );
    const row = Object.fromEntries(voc.header.map((label, index) => [label, voc.rows[0]![index]]));
    expect(row).toMatchObject({ Review: `'=HYPERLINK("x")`, CSAT: '10', Email: 'pat@example.com' });
    expect(row['Account Number (Encrypted)']).toMatch(/^k1\./);
    expect(voc.res.body).not.toContain('8260123456789012');
  });

  it("keeps an export its owner's: another persona gets no record and a 404 for the file", async () => {
    const { record: done } = await exported('voc', { feedbackFields: ['verbatim'] });
    for (const persona of ['admin', 'voc-reader']) {
      const other = await record(persona, done._id);
      expect(other.errors, persona).toEqual([]);
      expect(other.data?.getCSVExportRecord, persona).toBeNull();
      expect((await download(persona, done.url!)).statusCode, persona).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: done.url! });
    expect(anonymous.statusCode).toBe(401);
    expect((await download('voc', '/api/voice-of-customer/exports/no-such-export/file')).statusCode).toBe(
      404,
    );
    expect((await download('voc', done.url!)).statusCode).toBe(200);
  });

  it('answers 410 for an export finished more than 24 hours ago', async () => {
    const { record: done } = await exported('voc', { feedbackFields: ['verbatim'] });
    await t.app.db.query(`UPDATE jobs SET finished_at = now() - interval '25 hours' WHERE id = $1`, [
      done._id,
    ]);
    const expired = await download('voc', done.url!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toContain('expired');
  });

  it('refuses a fileName holding / or \\ and a bad column', async () => {
    for (const fileName of ['reports/feedback', '..\\feedback', '']) {
      const answer = await start('voc', { fileName });
      expect(answer.data, fileName).toBeNull();
      expect(answer.errors[0]?.extensions?.status, fileName).toBe(400);
      expect(answer.errors[0]?.message, fileName).toContain('fileName');
    }
    const badField = await start('voc', { feedbackFields: ['verbatim', 'nope'] });
    expect(badField.errors[0]?.extensions?.status).toBe(400);
  });
});
