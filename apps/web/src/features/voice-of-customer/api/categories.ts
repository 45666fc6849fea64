import { categoryGroupSchema, categorySchema, manualCategorySchema } from '@prism/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The applications' categories, manual categories and category groups (spec 001 sections 3 and 7),
 * asked for in one way by every page (overview, reviews' filters and triage, training, settings),
 * so they share one cache entry per set of applications. Each record comes whole, as the domain
 * schemas describe it; a page reads the fields it needs.
 */

type AppIds = readonly string[];

/** What a category list is asked for: archived categories (and those under one) too, or active ones only. */
export interface CategoryListOptions {
  /** True: every category, for names and history; false: only those that can be applied now. */
  includeArchived?: boolean;
  /** False keeps the call from being made (a page that does not need the list yet). */
  enabled?: boolean;
}

/** Every field of a category (the SDL's `Category`), as the settings mutations answer it too. */
export const CATEGORY_FIELDS =
  '_id applicationIDs category parent subcategory description isArchived hasArchivedParent isMLTrained';
/** Every field of a manual category (the SDL's `ManualCategory`). */
export const MANUAL_CATEGORY_FIELDS = '_id applicationIDs category manualCategory description isArchived';
const GROUP_FIELDS = '_id categoryGroupName categoryIds categoryOptions { label value }';

/**
 * Categories change rarely and every change made here refreshes them (the settings and training
 * mutations), so a page opened again within five minutes reads the list it already has.
 */
const CATEGORIES_STALE_MS = 5 * 60_000;

const listKind = (includeArchived: boolean) => (includeArchived ? 'with-archived' : 'active');

/** The query keys of the three lists, under one root so a change to categories refreshes them all. */
export const categoryKeys = {
  all: [VOC_QUERY_KEY, 'categories'] as const,
  /** The categories of the applications, both lists (what training's `useModel` refreshes). */
  categoriesOf: (appIds: AppIds) => [...categoryKeys.all, 'categories', appIds] as const,
  categories: (appIds: AppIds, includeArchived: boolean) =>
    [...categoryKeys.categoriesOf(appIds), listKind(includeArchived)] as const,
  manualCategories: (appIds: AppIds, includeArchived: boolean) =>
    [...categoryKeys.all, 'manual-categories', appIds, listKind(includeArchived)] as const,
  categoryGroups: (appIds: AppIds) => [...categoryKeys.all, 'category-groups', appIds] as const,
};

/** `getCategories`: the applications' categories, archived ones only when `includeArchived`. */
export async function getCategories(appIds: AppIds, includeArchived: boolean, signal?: AbortSignal) {
  const data = await vocRequest(
    `query Categories($applicationIDs: [String!]!, $includeArchived: Boolean) {
      getCategories(applicationIDs: $applicationIDs, includeArchived: $includeArchived) { ${CATEGORY_FIELDS} }
    }`,
    { applicationIDs: appIds, includeArchived },
    z.object({ getCategories: z.array(categorySchema) }),
    signal,
  );
  return data.getCategories;
}

/** `getManualCategories`: the applications' manual categories, archived ones only when `includeArchived`. */
export async function getManualCategories(appIds: AppIds, includeArchived: boolean, signal?: AbortSignal) {
  const data = await vocRequest(
    `query ManualCategories($applicationIDs: [String!]!, $includeArchived: Boolean) {
      getManualCategories(applicationIDs: $applicationIDs, includeArchived: $includeArchived) {
        ${MANUAL_CATEGORY_FIELDS}
      }
    }`,
    { applicationIDs: appIds, includeArchived },
    z.object({ getManualCategories: z.array(manualCategorySchema) }),
    signal,
  );
  return data.getManualCategories;
}

/** `getCategoryGroups`: the applications' named groups of categories (read-only on the server). */
export async function getCategoryGroups(appIds: AppIds, signal?: AbortSignal) {
  const data = await vocRequest(
    `query CategoryGroups($applicationIDs: [String!]!) {
      getCategoryGroups(applicationIDs: $applicationIDs) { ${GROUP_FIELDS} }
    }`,
    { applicationIDs: appIds },
    z.object({ getCategoryGroups: z.array(categoryGroupSchema) }),
    signal,
  );
  return data.getCategoryGroups;
}

/** The categories of the applications, as a query to use or to fetch from another query. */
export const categoriesQuery = (appIds: AppIds, { includeArchived = false }: CategoryListOptions = {}) =>
  queryOptions({
    queryKey: categoryKeys.categories(appIds, includeArchived),
    queryFn: ({ signal }) => getCategories(appIds, includeArchived, signal),
    staleTime: CATEGORIES_STALE_MS,
  });

/** The manual categories of the applications, as a query. */
export const manualCategoriesQuery = (
  appIds: AppIds,
  { includeArchived = false }: CategoryListOptions = {},
) =>
  queryOptions({
    queryKey: categoryKeys.manualCategories(appIds, includeArchived),
    queryFn: ({ signal }) => getManualCategories(appIds, includeArchived, signal),
    staleTime: CATEGORIES_STALE_MS,
  });

/** The category groups of the applications, as a query. */
export const categoryGroupsQuery = (appIds: AppIds) =>
  queryOptions({
    queryKey: categoryKeys.categoryGroups(appIds),
    queryFn: ({ signal }) => getCategoryGroups(appIds, signal),
    staleTime: CATEGORIES_STALE_MS,
  });

/** The categories of the applications (none asked while there are no applications). */
export const useVocCategories = (appIds: AppIds, { enabled = true, ...options }: CategoryListOptions = {}) =>
  useQuery({ ...categoriesQuery(appIds, options), enabled: enabled && appIds.length > 0 });

/** The manual categories of the applications (none asked while there are no applications). */
export const useVocManualCategories = (
  appIds: AppIds,
  { enabled = true, ...options }: CategoryListOptions = {},
) => useQuery({ ...manualCategoriesQuery(appIds, options), enabled: enabled && appIds.length > 0 });

/** The category groups of the applications (none asked while there are no applications). */
export const useVocCategoryGroups = (appIds: AppIds, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryGroupsQuery(appIds), enabled: enabled && appIds.length > 0 });
