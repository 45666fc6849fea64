import { CSV_EXPORT_POLL_MS, CSV_EXPORT_POLL_RETRIES, type SurveyCsvExport } from '@prism/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { getCsvExport, surveyReadKeys } from './survey-graphql';

/**
 * Following a CSV export of a survey's responses (spec 001 sections 4, 7 and 9): the export that
 * GetSurveyResponsesCSV started is asked for again with GetCsvExport every 6 s, each failed ask
 * retried up to 5 times, 6 s apart, until its url appears or it fails; the file is then downloaded
 * with the bearer token (a bare link would reach the server without it).
 */

/** Thrown when the server no longer knows the export (it answers null for anyone else's). */
export class SurveyExportMissingError extends Error {
  constructor(id: string) {
    super(`The export ${id} is no longer known to the server.`);
    this.name = 'SurveyExportMissingError';
  }
}

async function surveyExportRecord(id: string, signal?: AbortSignal): Promise<SurveyCsvExport> {
  const record = await getCsvExport(id, signal);
  if (!record) throw new SurveyExportMissingError(id);
  return record;
}

/** An export the job is done with: the file is ready, or the job failed. */
export const surveyExportSettled = (record: SurveyCsvExport | undefined): boolean =>
  record !== undefined && (record.url !== null || record.status === 'failed');

/**
 * The record of the export `started` (none before one is started), starting from the one
 * GetSurveyResponsesCSV answered. It polls in a background tab too, so the link is there when the
 * user comes back; closing the dialog forgets the export (nothing else reads it).
 */
export function useSurveyExportPoll(started: SurveyCsvExport | null) {
  return useQuery({
    queryKey: surveyReadKeys.csvExport(started?._id ?? 'none'),
    queryFn: started ? ({ signal }) => surveyExportRecord(started._id, signal) : skipToken,
    initialData: started ?? undefined,
    // The started record is fresh: the first poll waits its 6 s.
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.status === 'error' || surveyExportSettled(query.state.data) ? false : CSV_EXPORT_POLL_MS,
    refetchIntervalInBackground: true,
    retry: CSV_EXPORT_POLL_RETRIES,
    retryDelay: CSV_EXPORT_POLL_MS,
    gcTime: 0,
  });
}

/** A file the survey tool links to (an export's CSV, a respondent's upload), fetched with the token. */
export function surveyFileDownload(url: string): Promise<Blob> {
  return apiDownload(url);
}
