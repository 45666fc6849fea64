import {
  CSV_EXPORT_POLL_MS,
  CSV_EXPORT_POLL_RETRIES,
  csvExportRecordSchema,
  getFeedbackExportFile,
  operationPath,
  type CsvExportRecord,
} from '@prism/domain';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDownload } from '../../../lib/api-client';
import { FEEDBACK_FILTER_NAMES, feedbackArgsGraphql, feedbackArgsOf } from './feedback-args';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * CSV exports of the feedback table (spec 001 sections 4, 7 and 9): getFeedbackCSV queues a job for
 * the filtered, sorted items; getCSVExportRecord tells how far it got, polled every 6 s; the file is
 * then downloaded with the bearer token.
 */

/** What an export is asked for: the table's filters and order, and the columns to write. */
export interface CsvExportInput {
  /** The filtered feedback call's variables (applicationIDs, period, periodOffset, filters, showPII). */
  variables: Record<string, unknown>;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  /** The columns to write, in order; null for every column. */
  feedbackFields: string[] | null;
  totalCount: number;
  fileName: string;
  entityName: string;
}

/** Every filter is declared, so the one document serves whatever filters are set. */
const FILTERS = feedbackArgsGraphql(FEEDBACK_FILTER_NAMES);

const RECORD_FIELDS = '_id status progress url fileName errorMessage';

const START_EXPORT = `query StartCsvExport(${FILTERS.declared}, $sortField: String, $sortDirection: String,
  $feedbackFields: [String!], $totalCount: Int!, $fileName: String!, $entityName: String!) {
  getFeedbackCSV(${FILTERS.passed}, sortField: $sortField, sortDirection: $sortDirection,
    feedbackFields: $feedbackFields, totalCount: $totalCount, fileName: $fileName, entityName: $entityName) {
    ${RECORD_FIELDS}
  }
}`;

const EXPORT_RECORD = `query CsvExportRecord($_id: String!) {
  getCSVExportRecord(_id: $_id) { ${RECORD_FIELDS} }
}`;

/** Queues an export; the answer is its record (status `queued`). */
export async function startCsvExport(input: CsvExportInput): Promise<CsvExportRecord> {
  const { variables, feedbackFields, ...rest } = input;
  const data = await vocRequest(
    START_EXPORT,
    // Only the filter arguments of the page's variables: the document declares no others.
    { ...feedbackArgsOf(variables), ...rest, feedbackFields },
    z.object({ getFeedbackCSV: csvExportRecordSchema }),
  );
  return data.getFeedbackCSV;
}

/** The mutation behind the dialog's Export button. */
export const useStartCsvExport = () => useMutation({ mutationFn: startCsvExport });

/** Thrown when the server no longer knows the export (it answers null for anyone else's). */
export class CsvExportMissingError extends Error {
  constructor(id: string) {
    super(`No export ${id}`);
    this.name = 'CsvExportMissingError';
  }
}

export async function getCsvExportRecord(id: string, signal?: AbortSignal): Promise<CsvExportRecord> {
  const data = await vocRequest(
    EXPORT_RECORD,
    { _id: id },
    z.object({ getCSVExportRecord: csvExportRecordSchema.nullable() }),
    signal,
  );
  if (!data.getCSVExportRecord) throw new CsvExportMissingError(id);
  return data.getCSVExportRecord;
}

/** A record the job is done with: the file is ready or the job failed. */
export const csvExportIsSettled = (record: CsvExportRecord | undefined): boolean =>
  record !== undefined && (record.url !== null || record.status === 'failed');

export const csvExportKeys = {
  all: [VOC_QUERY_KEY, 'csv-export'] as const,
  record: (id: string) => [...csvExportKeys.all, id] as const,
};

/**
 * The record of the export `started` (none before one is started), starting from the one
 * getFeedbackCSV answered and asked again every 6 s until the url appears or the job fails (spec 001
 * section 4). A failed fetch is retried up to 5 times, 6 s apart, before the poll stops with the
 * error. It polls in a background tab too, so the link is there when the user comes back.
 */
export function useCsvExportRecord(started: CsvExportRecord | null) {
  return useQuery({
    queryKey: csvExportKeys.record(started?._id ?? 'none'),
    queryFn: started ? ({ signal }) => getCsvExportRecord(started._id, signal) : skipToken,
    initialData: started ?? undefined,
    // The started record is fresh: the first poll waits its 6 s.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' || csvExportIsSettled(query.state.data) ? false : CSV_EXPORT_POLL_MS,
    refetchIntervalInBackground: true,
    retry: CSV_EXPORT_POLL_RETRIES,
    retryDelay: CSV_EXPORT_POLL_MS,
    // Closing the dialog forgets the export; nothing else reads it.
    gcTime: 0,
  });
}

/** The finished file of an export, fetched with the bearer token. */
export function getCsvExportFile(id: string): Promise<Blob> {
  return apiDownload(operationPath(getFeedbackExportFile.path, { id }));
}
