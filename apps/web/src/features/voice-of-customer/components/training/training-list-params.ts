/**
 * The training data list's state in the address (the page, the search, the category and the
 * mock/real choice), so a filtered page of examples is a link. The page is 1-based in the address
 * (`page=2` is the second) and absent on the first; defaults are left out.
 */
export interface TrainingListParams {
  /** From 0. */
  page: number;
  search: string;
  /** One category's `_id`, or '' for all. */
  categoryId: string;
  /** True: mock examples only; false: real only; null: both. */
  mock: boolean | null;
}

const KEYS = { page: 'page', search: 'search', category: 'trainingCategory', mock: 'mock' } as const;
const OWN = new Set<string>(Object.values(KEYS));

/** The list's state from the address's other parameters. */
export function trainingListParamsRead(other: readonly (readonly [string, string])[]): TrainingListParams {
  const get = (key: string) => other.find(([name]) => name === key)?.[1] ?? '';
  const page = Number.parseInt(get(KEYS.page), 10);
  const mock = get(KEYS.mock).toLowerCase();
  return {
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
    search: get(KEYS.search),
    categoryId: get(KEYS.category),
    mock: mock === 'true' ? true : mock === 'false' ? false : null,
  };
}

/** The address's other parameters with the list's state replaced. */
export function trainingListParamsWrite(
  other: readonly [string, string][],
  params: TrainingListParams,
): [string, string][] {
  const kept = other.filter(([key]) => !OWN.has(key));
  if (params.search.trim()) kept.push([KEYS.search, params.search]);
  if (params.categoryId) kept.push([KEYS.category, params.categoryId]);
  if (params.mock !== null) kept.push([KEYS.mock, String(params.mock)]);
  if (params.page > 0) kept.push([KEYS.page, String(params.page + 1)]);
  return kept;
}

/** True when the list is narrowed by a search, a category or the mock/real choice. */
export function trainingListFiltered(params: TrainingListParams): boolean {
  return params.search.trim() !== '' || params.categoryId !== '' || params.mock !== null;
}

/** The address's other parameters without the list's (for links to other pages). */
export function trainingListParamsDrop(other: readonly [string, string][]): [string, string][] {
  return other.filter(([key]) => !OWN.has(key));
}
