import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { categoriesQuery, manualCategoriesQuery } from '../../api/categories';
import {
  filterAppVersionsQuery,
  filterExperimentsQuery,
  filterFieldValuesQuery,
  filterOptionKeys,
  filterValueListQuery,
} from '../../api/filter-options';
import { categoryOptions, manualCategoryOptions } from './category-options';
import type { FilterOption, OptionSource } from './filter-catalogue';

/** What the value lists are asked for: the applications, the period, and whether 'No Category' is offered. */
export interface FilterScope {
  appIds: string[];
  /** The period of the page, as the list calls take it (see `filterPeriodOf`). */
  period: string;
  noCategory: boolean;
}

const plain = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

/** How one list's choices are asked for; `keepLast` keeps the last answer listed while a search runs. */
interface ChoicesQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<FilterOption[]>;
  keepLast?: boolean;
}

/** The query of one source's choices: the server's answer (shared with other lists) turned into options. */
function listQuery(
  source: Exclude<OptionSource, { from: 'fixed' }>,
  scope: FilterScope,
  search: string,
  client: QueryClient,
): ChoicesQuery {
  const { appIds, period } = scope;
  const key = [...filterOptionKeys.all, 'choices', source, appIds, period] as const;
  switch (source.from) {
    case 'categories':
      return {
        queryKey: [...key, scope.noCategory],
        queryFn: async () =>
          categoryOptions(await client.fetchQuery(categoriesQuery(appIds)), source.level, scope.noCategory),
      };
    case 'manualCategories':
      return {
        queryKey: key,
        queryFn: async () => {
          const [manual, categories] = await Promise.all([
            client.fetchQuery(manualCategoriesQuery(appIds)),
            // The categories name where each manual category hangs; without them it is named alone.
            client.fetchQuery(categoriesQuery(appIds)).catch(() => undefined),
          ]);
          return manualCategoryOptions(manual, categories);
        },
      };
    case 'values':
      return {
        queryKey: key,
        queryFn: async () => plain(await client.fetchQuery(filterValueListQuery(source.operation, appIds))),
      };
    case 'appVersions':
      return {
        queryKey: key,
        queryFn: async () => plain(await client.fetchQuery(filterAppVersionsQuery(appIds, period))),
      };
    case 'experiments':
      return {
        queryKey: key,
        queryFn: async () =>
          plain((await client.fetchQuery(filterExperimentsQuery(appIds, period)))[source.list]),
      };
    case 'field': {
      const query = filterFieldValuesQuery({ appIds, field: source.field, period, search });
      const label = source.label ?? ((value: string) => value);
      return {
        queryKey: [...key, search],
        queryFn: async () =>
          (await client.fetchQuery(query)).map((row) => ({
            value: row.value,
            label: label(row.value),
            count: row.count,
          })),
        keepLast: true,
      };
    }
  }
}

/** The result a list shows: its choices and how loading them went. */
export interface ListOptions {
  options: FilterOption[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The choices of a list filter, loaded when the list is shown (its section open). `search` goes to
 * the server for field values (getFieldValues searches any part of a value); other lists are
 * searched where they are shown.
 */
export function useListOptions(source: OptionSource, scope: FilterScope, search: string): ListOptions {
  const client = useQueryClient();
  const fixed = source.from === 'fixed';
  const choices: ChoicesQuery = fixed
    ? { queryKey: [...filterOptionKeys.all, 'choices', 'fixed'], queryFn: () => Promise.resolve([]) }
    : listQuery(source, scope, search, client);
  const query = useQuery({
    queryKey: choices.queryKey,
    queryFn: choices.queryFn,
    enabled: !fixed,
    placeholderData: choices.keepLast ? keepPreviousData : undefined,
  });
  if (fixed) {
    return {
      options: [...source.options],
      isPending: false,
      isError: false,
      isFetching: false,
      refetch: () => undefined,
    };
  }
  return {
    options: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
