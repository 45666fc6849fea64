import { z } from 'zod';
import { vocIdSchema, vocText } from './common';

/**
 * A CSV export record (spec 001 section 3): what `getCSVExportRecord` answers while the export job
 * runs. The spec does not show its statuses; these are the job runner's (issue 15 item 7).
 */
export const CSV_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CsvExportStatus = (typeof CSV_EXPORT_STATUSES)[number];

/** Polling of an export (spec 001 section 9). */
export const CSV_EXPORT_POLL_MS = 6_000;
export const CSV_EXPORT_POLL_RETRIES = 5;
/** The download link's text (the file name) is cut at this many characters (spec 001 section 9). */
export const CSV_EXPORT_LINK_TEXT_MAX = 100;

export const csvExportRecordSchema = z
  .object({
    _id: vocIdSchema,
    status: z.enum(CSV_EXPORT_STATUSES),
    /** Share of rows written, 0 to 1. */
    progress: z.number().min(0).max(1).default(0),
    /** Set once the file is ready. */
    url: z.string().max(2000).nullable().default(null),
    fileName: vocText().min(1),
    errorMessage: vocText(2000).nullable().default(null),
  })
  .strict()
  .superRefine((record, ctx) => {
    if (record.status === 'done' && record.url === null) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'a finished export has a url' });
    }
    if (record.status === 'failed' && record.errorMessage === null) {
      ctx.addIssue({ code: 'custom', path: ['errorMessage'], message: 'a failed export says why' });
    }
  });
export type CsvExportRecord = z.output<typeof csvExportRecordSchema>;
