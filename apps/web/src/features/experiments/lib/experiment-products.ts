/** Statuses the experiments picker offers (spec 000 section 4); the server filters too. */
export const EXPERIMENT_STATUSES_OFFERED = [
  'RUNNING',
  'COMPLETED',
  'CANCELLED',
  'DELETED',
  'TESTING',
] as const;

/** The products an experiments query matches: each application id's name and type (`name@type…`). */
export function experimentProductsOf(appIds: readonly string[]): { name: string; type: string }[] {
  const products: { name: string; type: string }[] = [];
  for (const appId of appIds) {
    const [name = '', type = ''] = appId.split('@');
    if (!name || !type) continue;
    if (!products.some((product) => product.name === name && product.type === type))
      products.push({ name, type });
  }
  return products;
}

/** Keeps the experiments whose status is one the picker offers. */
export function experimentsOffered<T extends { experimentStatus: { name: string } }>(
  experiments: readonly T[],
): T[] {
  const offered = new Set<string>(EXPERIMENT_STATUSES_OFFERED);
  return experiments.filter((experiment) => offered.has(experiment.experimentStatus.name.toUpperCase()));
}

/**
 * The experiments chosen after toggling one: known experiments carry their variants; chosen ones
 * the current list does not hold (another period) are kept with the variants no known
 * experiment claims, so toggling one experiment does not drop another's variants.
 */
export function experimentsToggle<E extends { uuid: string; variants: readonly { uuid: string }[] }>(
  known: readonly E[],
  chosen: { experiments: readonly string[]; variants: readonly string[] },
  uuid: string,
  on: boolean,
): { uuid: string; variants: readonly { uuid: string }[] }[] {
  const byUuid = new Map(known.map((experiment) => [experiment.uuid, experiment]));
  const claimed = new Set(known.flatMap((experiment) => experiment.variants.map((variant) => variant.uuid)));
  const orphans = chosen.variants
    .filter((variant) => !claimed.has(variant))
    .map((variant) => ({ uuid: variant }));
  const next = on
    ? [...chosen.experiments.filter((entry) => entry !== uuid), uuid]
    : chosen.experiments.filter((entry) => entry !== uuid);
  let orphansGiven = false;
  return next.map((entry) => {
    const experiment = byUuid.get(entry);
    if (experiment) return { uuid: entry, variants: experiment.variants };
    const variants = orphansGiven ? [] : orphans;
    orphansGiven = true;
    return { uuid: entry, variants };
  });
}
