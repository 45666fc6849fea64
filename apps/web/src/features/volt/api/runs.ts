import type { voltRunInputSchema } from '@prism/domain';
import { getVoltRun, listVoltRuns, runVolt, type VoltRun, type VoltRunSummary } from '@prism/domain';
import type { z } from 'zod';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { voltKeys } from './test-cases';

/** What a run asks for (`POST /api/volt/runs`). */
export type VoltRunRequest = z.input<typeof voltRunInputSchema>;

/** `GET /api/volt/runs`: kept runs, newest first, of a test case or of applications. */
export async function getVoltRuns(
  input: { tcid?: string; appIds: readonly string[]; limit: number },
  signal?: AbortSignal,
): Promise<VoltRunSummary[]> {
  const reply = await apiCall(
    listVoltRuns,
    {
      query: {
        tcid: input.tcid,
        appIds: input.appIds.length > 0 ? [...input.appIds] : undefined,
        limit: String(input.limit),
      },
    },
    { signal },
  );
  return reply.runs;
}

export const voltRunsQuery = (input: { tcid?: string; appIds: readonly string[]; limit: number }) =>
  queryOptions({ queryKey: voltKeys.runs(input), queryFn: ({ signal }) => getVoltRuns(input, signal) });
export const useVoltRuns = (input: { tcid?: string; appIds: readonly string[]; limit: number }) =>
  useQuery(voltRunsQuery(input));

/** `GET /api/volt/runs/:id`: one kept run with its result; none without an id. */
export function useVoltRun(id: string | undefined) {
  return useQuery({
    queryKey: voltKeys.run(id ?? ''),
    queryFn: id ? ({ signal }) => apiCall(getVoltRun, { params: { id } }, { signal }) : skipToken,
    staleTime: Infinity,
  });
}

/** Runs a test case or an event case against a visit; the kept result joins the lists. */
export function useRunVolt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VoltRunRequest): Promise<VoltRun> => apiCall(runVolt, { body }),
    onSuccess: (run) => {
      client.setQueryData(voltKeys.run(run.id), run);
      return client.invalidateQueries({ queryKey: voltKeys.all, predicate: (q) => q.queryKey[1] !== 'run' });
    },
  });
}
