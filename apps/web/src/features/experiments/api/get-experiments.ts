import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { experimentsOffered } from '../lib/experiment-products';

/** The distillery's experiments query (spec 000 section 7). */
export const EXPERIMENTS_QUERY = `query Experiments($filter: ExperimentFilter!) {
  experiments(filter: $filter) {
    id uuid name experimentStatusId experimentStatus { id name } variants { uuid name }
    startTime createdTime products { name type }
  }
}`;

const idSchema = z.union([z.string(), z.number()]).transform(String);

export const experimentSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  name: z.string(),
  experimentStatusId: idSchema,
  experimentStatus: z.object({ id: idSchema, name: z.string() }),
  variants: z.array(z.object({ uuid: z.string(), name: z.string() })),
  startTime: z.number(),
  createdTime: z.number(),
  products: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type Experiment = z.infer<typeof experimentSchema>;

const experimentsReplySchema = z.object({
  data: z
    .object({ experiments: z.array(experimentSchema).nullable() })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** Experiments started in a range for some products. */
export interface ExperimentsInput {
  startMs: number;
  endMs: number;
  products: readonly { name: string; type: string }[];
}

/**
 * `POST /api/distillery` with the experiments query. Partial results are used as they come (the
 * spec's error policy); only a reply without data is an error.
 */
export async function getExperiments(input: ExperimentsInput, signal?: AbortSignal): Promise<Experiment[]> {
  const reply = experimentsReplySchema.parse(
    await apiRequest('/api/distillery', {
      method: 'POST',
      body: {
        query: EXPERIMENTS_QUERY,
        variables: {
          filter: { startTimeFrom: input.startMs, startTimeTo: input.endMs, products: input.products },
        },
      },
      signal,
    }),
  );
  const experiments = reply.data?.experiments;
  if (!experiments) {
    throw new ApiError(
      200,
      'graphql_error',
      reply.errors?.[0]?.message ?? 'The experiments could not be read.',
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
