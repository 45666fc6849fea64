import { getHelixReport as getHelixReportOperation, type OperationReply } from '@prism/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { ErrorPeriod } from '../lib/helix-status';
import { helixKeys } from './helix-keys';

/** The status rows of the asked apps and the schema errors seen in the period. */
export type HelixReport = OperationReply<typeof getHelixReportOperation>;

/** The status page reads itself again every minute while it is open. */
export const HELIX_REPORT_REFRESH_MS = 60_000;

/** `GET /api/helix-report`: the apps' status now and their schema errors since `sinceMs`. */
export async function getHelixReport(
  appIds: readonly string[],
  sinceMs: number,
  signal?: AbortSignal,
): Promise<HelixReport> {
  return apiCall(
    getHelixReportOperation,
    { query: { appIds: [...appIds], sinceMs: String(sinceMs) } },
    { signal },
  );
}

/** The period is in the key, not its start: each read (and each refresh) starts it from the clock. */
export const helixReportQuery = (appIds: readonly string[], period: ErrorPeriod) =>
  queryOptions({
    queryKey: helixKeys.report(appIds, period.key),
    queryFn: ({ signal }) => getHelixReport(appIds, Date.now() - period.ms, signal),
    refetchInterval: HELIX_REPORT_REFRESH_MS,
    // The rows stay while another period's errors load.
    placeholderData: keepPreviousData,
  });

export const useHelixReport = (appIds: readonly string[], period: ErrorPeriod) =>
  useQuery({ ...helixReportQuery(appIds, period), enabled: appIds.length > 0 });
