import { OFFERED_EXPERIMENT_STATUSES, type Experiment } from '@prism/domain';
import { z } from 'zod';
import { parseInput } from '../../lib/errors';
import type { Queryable } from '../../plugins/stores';
import { experimentOf, experimentsRepository } from './experiments.repository';

const productSchema = z.object({
  name: z.string().trim().min(1).max(128),
  type: z.string().trim().min(1).max(64),
});

export const experimentsFilterSchema = z
  .object({
    startTimeFrom: z.number().finite(),
    startTimeTo: z.number().finite(),
    products: z.array(productSchema).max(500),
  })
  .refine((filter) => filter.startTimeTo > filter.startTimeFrom, {
    message: 'startTimeTo must be after startTimeFrom',
    path: ['startTimeTo'],
  });
export type ExperimentsFilter = z.infer<typeof experimentsFilterSchema>;

export const experimentsService = {
  /**
   * Spec 000 section 7: experiments whose start time is in the period and whose products match the
   * applications; only the statuses of section 4 are offered.
   */
  async startedIn(db: Queryable, input: unknown): Promise<Experiment[]> {
    const filter = parseInput(experimentsFilterSchema, input);
    const stored = await experimentsRepository.startedIn(db, {
      startFrom: filter.startTimeFrom,
      startTo: filter.startTimeTo,
      productKeys: filter.products.map((product) => `${product.name}@${product.type}`),
      statuses: OFFERED_EXPERIMENT_STATUSES,
    });
    return stored.map(experimentOf);
  },
};
