import {
  categorySchema,
  manualCategorySchema,
  vocPermissionSchema,
  vocUserSchema,
  type VocRole,
} from '@prism/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CATEGORY_FIELDS, MANUAL_CATEGORY_FIELDS } from './categories';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * The calls of the Voice of Customer settings page (spec 001 sections 3 to 7): the changes of
 * categories and manual categories (their lists are read with ./categories, as every page reads
 * them), users and their permissions (the platform is read by the training calls' `usePlatform`).
 * Reads are queries keyed under the module's root; every change refreshes the whole module, since
 * the category lists, the overview's names, the filters and the permission polled by every page
 * read the same records.
 */

const PERMISSION_FIELDS = '_id authID entityID role read write isArchived columnGroupID';
const USER_FIELDS = `_id authID firstName lastName email role isArchived permissions { ${PERMISSION_FIELDS} }`;

export const settingsKeys = {
  all: [VOC_QUERY_KEY, 'settings'] as const,
  users: (search: UserSearch) => [...settingsKeys.all, 'users', search] as const,
  user: (authID: string) => [...settingsKeys.all, 'user', authID] as const,
};

/** The parts of an auth ID and of an email that `getUsers` matches (any case). */
export interface UserSearch {
  authID: string;
  email: string;
}

/** Every VoC user matching the search, with all their permission records (VoC admins only). */
export const usersQuery = (search: UserSearch) =>
  queryOptions({
    queryKey: settingsKeys.users(search),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query SettingsUsers($authID: String, $email: String) {
            getUsers(authID: $authID, email: $email) { ${USER_FIELDS} }
          }`,
          { authID: search.authID.trim() || null, email: search.email.trim() || null },
          z.object({ getUsers: z.array(vocUserSchema) }),
          signal,
        )
      ).getUsers,
    placeholderData: keepPreviousData,
  });
export const useUsers = (search: UserSearch, enabled: boolean) =>
  useQuery({ ...usersQuery(search), enabled });

/** One VoC user's record with all their permissions: yourself (anyone else needs a VoC admin). */
export const userQuery = (authID: string) =>
  queryOptions({
    queryKey: settingsKeys.user(authID),
    queryFn: async ({ signal }) =>
      (
        await vocRequest(
          `query SettingsUser($authID: String!) { getUser(authID: $authID) { ${USER_FIELDS} } }`,
          { authID },
          z.object({ getUser: vocUserSchema.nullable() }),
          signal,
        )
      ).getUser,
  });
export const useVocUser = (authID: string) => useQuery(userQuery(authID));

/** A change on the settings page: refreshes every Voice of Customer query once it is saved. */
function useSettingsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VOC_QUERY_KEY] }),
  });
}

/** `insertCategory`: a top category (no parent) or a subcategory (its parent and its own name). */
export interface CategoryInsert {
  applicationIDs: string[];
  /** The top category's name (a subcategory's too: it belongs under it). */
  category: string;
  parent?: string;
  subcategory?: string;
  description: string;
}

export const useInsertCategory = () =>
  useSettingsMutation(
    async (input: CategoryInsert) =>
      (
        await vocRequest(
          `mutation InsertCategory($applicationIDs: [String!]!, $category: String!, $parent: String,
            $subcategory: String, $description: String) {
            insertCategory(applicationIDs: $applicationIDs, category: $category, parent: $parent,
              subcategory: $subcategory, description: $description) { ${CATEGORY_FIELDS} }
          }`,
          { ...input },
          z.object({ insertCategory: categorySchema }),
        )
      ).insertCategory,
  );

/** `updateCategory`: a new name (`category` for a top category, `subcategory` below it), description or archive state. */
export interface CategoryUpdate {
  _id: string;
  category?: string;
  subcategory?: string;
  description?: string;
  isArchived?: boolean;
}

export const useUpdateCategory = () =>
  useSettingsMutation(
    async (input: CategoryUpdate) =>
      (
        await vocRequest(
          `mutation UpdateCategory($_id: String!, $category: String, $subcategory: String, $description: String,
            $isArchived: Boolean) {
            updateCategory(_id: $_id, category: $category, subcategory: $subcategory, description: $description,
              isArchived: $isArchived) { ${CATEGORY_FIELDS} }
          }`,
          { ...input },
          z.object({ updateCategory: categorySchema }),
        )
      ).updateCategory,
  );

/** `insertManualCategory`: a label under a category (`category` is the category's `_id`). */
export interface ManualCategoryInsert {
  applicationIDs: string[];
  category: string;
  manualCategory: string;
  description: string;
}

export const useInsertManualCategory = () =>
  useSettingsMutation(
    async (input: ManualCategoryInsert) =>
      (
        await vocRequest(
          `mutation InsertManualCategory($applicationIDs: [String!]!, $category: String!, $manualCategory: String!,
            $description: String) {
            insertManualCategory(applicationIDs: $applicationIDs, category: $category,
              manualCategory: $manualCategory, description: $description) { ${MANUAL_CATEGORY_FIELDS} }
          }`,
          { ...input },
          z.object({ insertManualCategory: manualCategorySchema }),
        )
      ).insertManualCategory,
  );

export interface ManualCategoryUpdate {
  _id: string;
  manualCategory?: string;
  description?: string;
  isArchived?: boolean;
}

export const useUpdateManualCategory = () =>
  useSettingsMutation(
    async (input: ManualCategoryUpdate) =>
      (
        await vocRequest(
          `mutation UpdateManualCategory($_id: String!, $manualCategory: String, $description: String,
            $isArchived: Boolean) {
            updateManualCategory(_id: $_id, manualCategory: $manualCategory, description: $description,
              isArchived: $isArchived) { ${MANUAL_CATEGORY_FIELDS} }
          }`,
          { ...input },
          z.object({ updateManualCategory: manualCategorySchema }),
        )
      ).updateManualCategory,
  );

/** `insertUser`: a new VoC user (409 for an auth ID that exists). */
export interface UserInsert {
  authID: string;
  firstName: string;
  lastName: string;
  email: string;
  role: VocRole;
}

export const useInsertUser = () =>
  useSettingsMutation(
    async (input: UserInsert) =>
      (
        await vocRequest(
          `mutation InsertUser($authID: String!, $firstName: String, $lastName: String, $email: String!,
            $role: String!) {
            insertUser(authID: $authID, firstName: $firstName, lastName: $lastName, email: $email, role: $role) {
              ${USER_FIELDS}
            }
          }`,
          { ...input },
          z.object({ insertUser: vocUserSchema }),
        )
      ).insertUser,
  );

export interface UserUpdate {
  _id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: VocRole;
  isArchived?: boolean;
}

export const useUpdateUser = () =>
  useSettingsMutation(
    async (input: UserUpdate) =>
      (
        await vocRequest(
          `mutation UpdateUser($_id: String!, $firstName: String, $lastName: String, $email: String, $role: String,
            $isArchived: Boolean) {
            updateUser(_id: $_id, firstName: $firstName, lastName: $lastName, email: $email, role: $role,
              isArchived: $isArchived) { ${USER_FIELDS} }
          }`,
          { ...input },
          z.object({ updateUser: vocUserSchema }),
        )
      ).updateUser,
  );

/** `insertUserPermission`: a user's record on one application or group (409 for a second one there). */
export interface PermissionInsert {
  authID: string;
  entityID: string;
  role: VocRole;
  read: boolean;
  write: boolean;
}

export const useInsertPermission = () =>
  useSettingsMutation(
    async (input: PermissionInsert) =>
      (
        await vocRequest(
          `mutation InsertUserPermission($authID: String!, $entityID: String!, $role: String, $read: Boolean!,
            $write: Boolean!) {
            insertUserPermission(authID: $authID, entityID: $entityID, role: $role, read: $read, write: $write) {
              ${PERMISSION_FIELDS}
            }
          }`,
          { ...input },
          z.object({ insertUserPermission: vocPermissionSchema }),
        )
      ).insertUserPermission,
  );

export interface PermissionUpdate {
  _id: string;
  role?: VocRole;
  read?: boolean;
  write?: boolean;
  isArchived?: boolean;
}

export const useUpdatePermission = () =>
  useSettingsMutation(
    async (input: PermissionUpdate) =>
      (
        await vocRequest(
          `mutation UpdateUserPermission($_id: String!, $role: String, $read: Boolean, $write: Boolean,
            $isArchived: Boolean) {
            updateUserPermission(_id: $_id, role: $role, read: $read, write: $write, isArchived: $isArchived) {
              ${PERMISSION_FIELDS}
            }
          }`,
          { ...input },
          z.object({ updateUserPermission: vocPermissionSchema }),
        )
      ).updateUserPermission,
  );
