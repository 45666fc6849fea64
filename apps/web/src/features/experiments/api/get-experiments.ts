import { distilleryEndpoint, experimentSchema, type Experiment } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGraphql } from '../../../lib/api-client';
import { experimentsOffered } from '../lib/experiment-products';

export type { Experiment };

/** The distillery's experiments query (spec 000 section 7). */
export const EXPERIMENTS_QUERY = `query Experiments($filter: ExperimentFilter!) {
  experiments(filter: $filter) {
    id uuid name experimentStatusId experimentStatus { id name } variants { uuid name }
    startTime createdTime products { name type }
  }
}`;

/** What the query selects; `experiments` is null when its resolver failed. */
const experimentsDataSchema = z.object({ experiments: z.array(experimentSchema).nullable() });

/** Experiments started in a range for some products. */
export interface ExperimentsInput {
  startMs: number;
  endMs: number;
  products: readonly { name: string; type: string }[];
}

/**
 * The experiments query on the distillery endpoint. Partial results are used as they come (the
 * spec's error policy); only a reply without data is an error.
 */
export async function getExperiments(input: ExperimentsInput, signal?: AbortSignal): Promise<Experiment[]> {
  const reply = await apiGraphql(
    distilleryEndpoint,
    {
      query: EXPERIMENTS_QUERY,
      variables: {
        filter: { startTimeFrom: input.startMs, startTimeTo: input.endMs, products: input.products },
      },
    },
    experimentsDataSchema,
    { signal },
  );
  const experiments = reply.data?.experiments;
  if (!experiments) {
    throw new ApiError(
      200,
      'graphql_error',
      reply.errors[0]?.message ?? 'The experiments could not be read.',
    );
  }
  return experimentsOffered(experiments);
}

export const experimentKeys = {
  all: ['experiments'] as const,
  list: (input: ExperimentsInput) => [...experimentKeys.all, 'list', input] as const,
};

export const experimentsQuery = (input: ExperimentsInput) =>
  queryOptions({
    queryKey: experimentKeys.list(input),
    queryFn: ({ signal }) => getExperiments(input, signal),
    staleTime: 60_000,
  });

export const useExperiments = (input: ExperimentsInput, { enabled = true } = {}) =>
  useQuery({ ...experimentsQuery(input), enabled: enabled && input.products.length > 0 });
