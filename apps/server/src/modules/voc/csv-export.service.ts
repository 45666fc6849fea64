import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  FEEDBACK_COLUMNS,
  FEEDBACK_PERSONAL_FIELDS,
  feedbackQuerySchema,
  type CsvExportRecord,
  type FeedbackColumn,
  type FeedbackItem,
} from '@prism/domain';
import { csvStringifyOptions } from '@prism/domain/csv';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { AppError, notFound, parseInput } from '../../lib/errors';
import type { Job, JobContext, JobRunner } from '../../jobs/job-runner';
import { feedbackOrderBy } from './feedback-sql';
import { refusePersonalSort, type FeedbackService } from './feedback.service';
import { personalDataShown } from './voc-access';

/**
 * CSV exports of the feedback table (spec 001 sections 4, 7 and 8; issue 15 item 8). getFeedbackCSV
 * checks the call like getFeedback and queues a job; the job streams the matching rows in pages to
 * a file under `DATA_DIR/exports` through csv-stringify (cells neutralised as every Prism CSV), with
 * progress; getCSVExportRecord reads the job; the file downloads only for its owner until it
 * expires.
 */

export const CSV_EXPORT_JOB = 'voc-csv-export';
/** How long a finished export stays downloadable. */
export const CSV_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** Rows read per page while writing. */
const PAGE_ROWS = 5_000;
/** Most rows one export writes. */
export const CSV_EXPORT_MAX_ROWS = 1_000_000;

/** The name an export is downloaded as (the survey tool's exports take the same). */
export const csvExportFileNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200)
  .refine((name) => !/[/\\\0]/.test(name), { message: 'must not hold / or \\' });

const exportArgs = z.object({
  totalCount: z.number().int().min(0),
  fileName: csvExportFileNameSchema,
  entityName: z.string().trim().min(1, 'is required').max(256),
});

interface ExportPayload {
  auth: Pick<AuthUser, 'id' | 'roles' | 'pid' | 'email' | 'name'>;
  args: Record<string, unknown>;
  fileName: string;
  entityName: string;
  totalCount: number;
}

interface ExportResult {
  rows: number;
  bytes: number;
}

/** One row of an export's CSV, header first: text, numbers or empty cells. */
export type CsvExportRow = readonly (string | number | null)[];

/**
 * An export job of another kind (the survey tool's): it reads its own payload and answers its rows;
 * the file, the records, the download and the expiry are this service's, as for feedback exports.
 */
export type CsvExportRows = (payload: unknown, ctx: JobContext) => AsyncIterable<CsvExportRow>;

/** One cell of an item's column. */
function cellOf(item: FeedbackItem, column: FeedbackColumn): string | number | null {
  const value = (item as Record<string, unknown>)[column.id];
  if (value === null || value === undefined) return null;
  if (column.id === 'timestamp' || column.id === 'expirationDate')
    return new Date(value as number).toISOString();
  if (column.id === 'awsSentiment') return (value as NonNullable<FeedbackItem['awsSentiment']>).sentiment;
  if (column.id === 'prismAppliedCategories') {
    return (value as FeedbackItem['prismAppliedCategories'])
      .map((applied) =>
        applied.manualCategory ? `${applied.category} (${applied.manualCategory})` : applied.category,
      )
      .join('; ');
  }
  if (column.id === 'prismAppliedManualCategories') {
    return (value as FeedbackItem['prismAppliedManualCategories'])
      .map((applied) => applied.manualCategory)
      .join('; ');
  }
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The caller as an export job keeps it, to check access again as the job runs. */
export const exportAuth = (auth: AuthUser): ExportPayload['auth'] => ({
  id: auth.id,
  roles: auth.roles,
  pid: auth.pid,
  email: auth.email,
  name: auth.name,
});

/** An export's file name as downloaded: the name asked for, ending in `.csv`. */
export const csvExportFileName = (name: string): string =>
  name.toLowerCase().endsWith('.csv') ? name : `${name}.csv`;

function recordOf(
  job: Job,
  payload: Pick<ExportPayload, 'fileName'> | null,
): CsvExportRecord & { progress: number } {
  const fileName = payload?.fileName ?? 'export.csv';
  return {
    _id: job.id,
    status: job.state,
    progress: job.progress,
    url: job.state === 'done' ? `/api/voice-of-customer/exports/${job.id}/file` : null,
    fileName,
    errorMessage:
      job.state === 'failed'
        ? `An error has occurred processing the CSV: ${job.error ?? 'unknown error'}`
        : null,
  };
}

export function createCsvExportService(deps: {
  db: Db;
  jobs: JobRunner;
  feedback: FeedbackService;
  dataDir: string;
}) {
  const { db, jobs, feedback } = deps;
  const directory = path.join(deps.dataDir, 'exports');
  const fileOf = (jobId: string) => path.join(directory, `${jobId}.csv`);

  /** Removes exports past their time (run before each new one). */
  async function sweep(now = Date.now()): Promise<void> {
    const names = await fsp.readdir(directory).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (name) => {
        const file = path.join(directory, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat && now - stat.mtimeMs > CSV_EXPORT_TTL_MS) await fsp.rm(file, { force: true });
      }),
    );
  }

  /** The job: pages of rows in the table's order, written as they come. */
  async function run(raw: unknown, ctx: JobContext): Promise<ExportResult> {
    const payload = raw as ExportPayload;
    const auth: AuthUser = { ...payload.auth };
    const query = parseInput(feedbackQuerySchema, { ...payload.args, limit: 1 });
    // Access is checked again as the job runs: a permission removed meanwhile stops the export.
    const { sql, access } = await feedback.compiled(auth, query);
    refusePersonalSort(query, access);
    const personal = personalDataShown(access, query.showPII);
    const wanted = query.feedbackFields ? new Set<string>(query.feedbackFields) : null;
    const columns = FEEDBACK_COLUMNS.filter(
      (column) =>
        (wanted === null || wanted.has(column.id)) &&
        column.id !== 'accountNumber' &&
        (personal || !(FEEDBACK_PERSONAL_FIELDS as readonly string[]).includes(column.id)),
    );
    const total = Math.min(
      payload.totalCount > 0 ? payload.totalCount : CSV_EXPORT_MAX_ROWS,
      CSV_EXPORT_MAX_ROWS,
    );
    const byTime = query.sortField === 'timestamp';
    const order = feedbackOrderBy(query);
    const descending = query.sortDirection === 'desc';
    let written = 0;

    async function* rows(): AsyncGenerator<(string | number | null)[]> {
      yield columns.map((column) => column.label);
      let after: { ts: number; id: string } | null = null;
      let offset = 0;
      while (written < total) {
        ctx.signal.throwIfAborted();
        const params = sql.params.clone();
        let where = sql.where;
        // Time order pages by key (the index walks on); other orders by offset.
        if (byTime && after) {
          where += ` AND (f.ts, f.id) ${descending ? '<' : '>'} (${params.add(after.ts)}, ${params.add(after.id)})`;
        }
        const limit = params.add(Math.min(PAGE_ROWS, total - written));
        const page = await db.query<{ doc: FeedbackItem; ts: string | number; id: string }>(
          `SELECT f.doc, f.ts, f.id FROM voc_feedback f WHERE ${where} ORDER BY ${order} LIMIT ${limit}
           ${byTime ? '' : `OFFSET ${params.add(offset)}`}`,
          params.values,
        );
        if (page.length === 0) return;
        for (const row of page) {
          yield columns.map((column) => cellOf(row.doc, column));
          written += 1;
        }
        const last = page[page.length - 1]!;
        after = { ts: Number(last.ts), id: last.id };
        offset += page.length;
        await ctx.reportProgress(Math.min(0.99, written / Math.max(total, 1)));
        if (page.length < PAGE_ROWS) return;
      }
    }

    return { rows: written, bytes: await writeFile(ctx.jobId, rows()) };
  }

  /** Writes an export's rows to its file (cells neutralised as every Prism CSV); answers its size. */
  async function writeFile(jobId: string, rows: AsyncIterable<CsvExportRow>): Promise<number> {
    await fsp.mkdir(directory, { recursive: true, mode: 0o700 });
    const target = fileOf(jobId);
    const partial = `${target}.part`;
    await pipeline(
      Readable.from(rows),
      stringify(csvStringifyOptions()),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    await fsp.rename(partial, target);
    return (await fsp.stat(target)).size;
  }

  /** The export job kinds whose records and files this service serves. */
  const kinds = new Set<string>([CSV_EXPORT_JOB]);
  const EXPORT_JOB_OPTIONS = { concurrency: 1, leaseMs: 120_000 };
  jobs.register(CSV_EXPORT_JOB, run, EXPORT_JOB_OPTIONS);

  const isExport = (job: Job | null, auth: AuthUser): job is Job =>
    job !== null && kinds.has(job.kind) && job.ownerId === auth.id;

  async function ownJob(auth: AuthUser, id: string): Promise<Job> {
    const job = await jobs.get(id);
    // Another person's export does not exist for the caller.
    if (!isExport(job, auth)) throw notFound(`No export ${id}`);
    return job;
  }

  /** Queues an export of a kind for its owner; answers its record. */
  async function enqueue(kind: string, auth: AuthUser, payload: { fileName: string }) {
    await sweep();
    const { id } = await jobs.enqueue({ kind, payload, ownerId: auth.id, maxAttempts: 2 });
    jobs.wake();
    return recordOf((await jobs.get(id))!, payload as ExportPayload);
  }

  return {
    /** getFeedbackCSV: checks the call as getFeedback would and queues the export. */
    async start(auth: AuthUser, args: Record<string, unknown>): Promise<CsvExportRecord> {
      const { totalCount, fileName, entityName, ...rest } = args;
      const meta = parseInput(exportArgs, { totalCount, fileName, entityName });
      const query = parseInput(feedbackQuerySchema, { ...rest, limit: 1 });
      refusePersonalSort(query, (await feedback.compiled(auth, query)).access);
      const payload: ExportPayload = {
        auth: exportAuth(auth),
        args: rest,
        fileName: csvExportFileName(meta.fileName),
        entityName: meta.entityName,
        totalCount: meta.totalCount,
      };
      return enqueue(CSV_EXPORT_JOB, auth, payload);
    },

    /**
     * Adds an export kind (the survey tool's): its jobs write `rows` (which report their own
     * progress) to a file, and its records and files are read like those of feedback exports.
     * Answers the function that queues one.
     */
    addKind(kind: string, rows: CsvExportRows) {
      kinds.add(kind);
      jobs.register(
        kind,
        async (payload, ctx): Promise<ExportResult> => {
          let written = -1; // the header is not a row
          async function* counted() {
            for await (const row of rows(payload, ctx)) {
              written += 1;
              yield row;
            }
          }
          const bytes = await writeFile(ctx.jobId, counted());
          return { rows: Math.max(written, 0), bytes };
        },
        EXPORT_JOB_OPTIONS,
      );
      return (auth: AuthUser, payload: { fileName: string }) => enqueue(kind, auth, payload);
    },

    /** getCSVExportRecord (and the survey tool's GetCsvExport): the caller's own export, or null. */
    async record(auth: AuthUser, id: string): Promise<CsvExportRecord | null> {
      const job = await jobs.get(id);
      if (!isExport(job, auth)) return null;
      const [row] = await db.query<{ payload: ExportPayload }>('SELECT payload FROM jobs WHERE id = $1', [
        id,
      ]);
      return recordOf(job, row?.payload ?? null);
    },

    /** The finished file of the caller's own export, while it has not expired. */
    async file(auth: AuthUser, id: string): Promise<{ path: string; fileName: string }> {
      const job = await ownJob(auth, id);
      if (job.state !== 'done') throw new AppError(409, 'conflict', 'The export is not ready yet');
      if (job.finishedAt !== null && Date.now() - job.finishedAt > CSV_EXPORT_TTL_MS) {
        throw new AppError(410, 'gone', 'This export has expired: export again');
      }
      const file = fileOf(id);
      if (!fs.existsSync(file)) throw new AppError(410, 'gone', 'This export has expired: export again');
      const [row] = await db.query<{ payload: ExportPayload }>('SELECT payload FROM jobs WHERE id = $1', [
        id,
      ]);
      return { path: file, fileName: row?.payload.fileName ?? `${id}.csv` };
    },
  };
}
export type CsvExportService = ReturnType<typeof createCsvExportService>;
