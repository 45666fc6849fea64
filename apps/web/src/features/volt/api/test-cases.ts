import {
  createVoltTestCase,
  deleteVoltTestCase,
  getVoltTestCase,
  listVoltTestCases,
  updateVoltTestCase,
  type VoltTestCase,
  type VoltTestCaseInput,
  type VoltTestCaseSummary,
} from '@prism/domain';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** What the test-case lists filter on. */
export interface VoltTestCasesInput {
  appIds: readonly string[];
  search: string;
}

export const voltKeys = {
  all: ['volt'] as const,
  testCases: (input: VoltTestCasesInput) => [...voltKeys.all, 'test-cases', input] as const,
  testCase: (id: string) => [...voltKeys.all, 'test-case', id] as const,
  runs: (input: { tcid?: string; appIds: readonly string[] }) => [...voltKeys.all, 'runs', input] as const,
  run: (id: string) => [...voltKeys.all, 'run', id] as const,
};

/** `GET /api/volt/test-cases`: test cases with their last run and pass rate. */
export async function getVoltTestCases(
  input: VoltTestCasesInput,
  signal?: AbortSignal,
): Promise<VoltTestCaseSummary[]> {
  const reply = await apiCall(
    listVoltTestCases,
    {
      query: {
        appIds: input.appIds.length > 0 ? [...input.appIds] : undefined,
        search: input.search || undefined,
      },
    },
    { signal },
  );
  return reply.testCases;
}

export const voltTestCasesQuery = (input: VoltTestCasesInput) =>
  queryOptions({
    queryKey: voltKeys.testCases(input),
    queryFn: ({ signal }) => getVoltTestCases(input, signal),
  });
export const useVoltTestCases = (input: VoltTestCasesInput) => useQuery(voltTestCasesQuery(input));

/** `GET /api/volt/test-cases/:id`, none while no test case is chosen. */
export function useVoltTestCase(id: string | undefined) {
  return useQuery({
    queryKey: voltKeys.testCase(id ?? ''),
    queryFn: id ? ({ signal }) => apiCall(getVoltTestCase, { params: { id } }, { signal }) : skipToken,
  });
}

/** Creates a test case, or replaces the one with `id`; the lists refetch. */
export function useSaveVoltTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VoltTestCaseInput }): Promise<VoltTestCase> =>
      id
        ? apiCall(updateVoltTestCase, { params: { id }, body: input })
        : apiCall(createVoltTestCase, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: voltKeys.all }),
  });
}

/** Deletes a test case (and its kept runs); the lists refetch. */
export function useDeleteVoltTestCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteVoltTestCase, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: voltKeys.all }),
  });
}
