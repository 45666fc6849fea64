import { z } from 'zod';

/**
 * A/B experiments (spec 000 sections 3 and 4): what the experiments service (`POST /api/distillery`,
 * GraphQL) answers, and which experiments the pickers may offer.
 */

/** Every status an experiment can have, with its numeric id (`experimentStatusId`). */
export const EXPERIMENT_STATUSES = [
  { id: 1, name: 'DRAFT' },
  { id: 2, name: 'TESTING' },
  { id: 3, name: 'RUNNING' },
  { id: 4, name: 'PAUSED' },
  { id: 5, name: 'COMPLETED' },
  { id: 6, name: 'CANCELLED' },
  { id: 7, name: 'DELETED' },
] as const;
export type ExperimentStatusName = (typeof EXPERIMENT_STATUSES)[number]['name'];

/** Spec 000 section 4: only these statuses are offered. */
export const OFFERED_EXPERIMENT_STATUSES: readonly ExperimentStatusName[] = [
  'RUNNING',
  'COMPLETED',
  'CANCELLED',
  'DELETED',
  'TESTING',
];

/** The status entry of a name; throws on a name outside {@link EXPERIMENT_STATUSES}. */
export function experimentStatusOf(name: ExperimentStatusName): { id: number; name: ExperimentStatusName } {
  const status = EXPERIMENT_STATUSES.find((candidate) => candidate.name === name);
  if (!status) throw new RangeError(`unknown experiment status ${name}`);
  return status;
}

export const experimentVariantSchema = z.object({ uuid: z.string(), name: z.string() });
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

/** A product an experiment runs in: an application's name and type (the app id is name@type). */
export const experimentProductSchema = z.object({ name: z.string(), type: z.string() });
export type ExperimentProduct = z.infer<typeof experimentProductSchema>;

export const experimentSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  experimentStatusId: z.number().int(),
  experimentStatus: z.object({ id: z.number().int(), name: z.string() }),
  variants: z.array(experimentVariantSchema),
  /** Epoch ms. */
  startTime: z.number(),
  /** Epoch ms. */
  createdTime: z.number(),
  products: z.array(experimentProductSchema),
});
export type Experiment = z.infer<typeof experimentSchema>;

/**
 * The product of an application id: name and type are its first two `@` parts (a third part, the
 * tech type or domain, does not change the product). Null for an id without a type.
 */
export function experimentProductOf(appId: string): ExperimentProduct | null {
  const [name, type] = appId.split('@');
  return name && type ? { name, type } : null;
}

/** The variant uuids of the chosen experiments, in order and without repeats (spec 000 section 4). */
export function experimentVariantsOf(
  experiments: readonly Pick<Experiment, 'uuid' | 'variants'>[],
  chosenUuids: readonly string[],
): string[] {
  const chosen = new Set(chosenUuids);
  const variants = experiments
    .filter((experiment) => chosen.has(experiment.uuid))
    .flatMap((experiment) => experiment.variants.map((variant) => variant.uuid));
  return [...new Set(variants)];
}
