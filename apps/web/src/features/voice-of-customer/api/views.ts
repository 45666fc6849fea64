import { columnGroupColumns, type FeedbackField } from '@prism/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { VOC_QUERY_KEY, vocRequest } from './voc-client';

/**
 * Saved column views ("column groups", spec 001 sections 4, 5 and 7): the four default views and
 * the user's own, created, changed and deleted by them, and the favourite they open with.
 */

const savedViewSchema = z.object({
  _id: z.string(),
  userID: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  // Read loosely: a column the catalogue dropped since the view was saved is skipped when chosen.
  columns: z.array(z.object({ name: z.string(), label: z.string(), orderNumber: z.number() })),
});
export type SavedView = z.output<typeof savedViewSchema>;

const VIEW_FIELDS = '_id userID name isDefault columns { name label orderNumber }';

const COLUMN_GROUPS = `query ColumnGroups($authID: String!) { getColumnGroups(authID: $authID) { ${VIEW_FIELDS} } }`;
const INSERT_VIEW = `mutation InsertColumnGroup($authID: String!, $columnGroup: ColumnGroupInput!) {
  insertColumnGroup(authID: $authID, columnGroup: $columnGroup) { ${VIEW_FIELDS} }
}`;
const UPDATE_VIEW = `mutation UpdateColumnGroup($authID: String!, $columnGroup: ColumnGroupInput!) {
  updateColumnGroup(authID: $authID, columnGroup: $columnGroup) { ${VIEW_FIELDS} }
}`;
const DELETE_VIEW = `mutation DeleteColumnGroup($authID: String!, $_id: String!) {
  deleteColumnGroup(authID: $authID, _id: $_id) { _id columnGroupID }
}`;
const CHOOSE_FAVOURITE = `mutation UpdateUserDefaultColumnGroup($_id: String!, $columnGroupID: String) {
  updateUserDefaultColumnGroup(_id: $_id, columnGroupID: $columnGroupID) { _id columnGroupID }
}`;

/** A view's columns by id, in the view's order. */
export const savedViewColumnIds = (view: SavedView): string[] =>
  [...view.columns].sort((a, b) => a.orderNumber - b.orderNumber).map((column) => column.name);

export const viewKeys = {
  all: [VOC_QUERY_KEY, 'column-groups'] as const,
  list: (authId: string) => [...viewKeys.all, authId] as const,
};

export async function getSavedViews(authId: string, signal?: AbortSignal): Promise<SavedView[]> {
  const data = await vocRequest(
    COLUMN_GROUPS,
    { authID: authId },
    z.object({ getColumnGroups: z.array(savedViewSchema) }),
    signal,
  );
  return data.getColumnGroups;
}

/** The default views, then the user's own (the server's order). */
export const useSavedViews = (authId: string) =>
  useQuery({
    queryKey: viewKeys.list(authId),
    queryFn: ({ signal }) => getSavedViews(authId, signal),
  });

/** A view as the user saves it: its name and its columns in order. */
export interface ViewDraft {
  name: string;
  columns: FeedbackField[];
}

/** Creates a view (`_id` absent) or changes one of the user's own. */
export async function saveView(authId: string, draft: ViewDraft & { _id?: string }): Promise<SavedView> {
  const columnGroup = {
    ...(draft._id ? { _id: draft._id, userID: authId } : {}),
    name: draft.name.trim(),
    columns: columnGroupColumns(draft.columns),
  };
  if (draft._id) {
    const data = await vocRequest(
      UPDATE_VIEW,
      { authID: authId, columnGroup },
      z.object({ updateColumnGroup: savedViewSchema }),
    );
    return data.updateColumnGroup;
  }
  const data = await vocRequest(
    INSERT_VIEW,
    { authID: authId, columnGroup },
    z.object({ insertColumnGroup: savedViewSchema }),
  );
  return data.insertColumnGroup;
}

/** Deletes one of the user's views; answers the favourite after it (the default view where it was). */
export async function deleteView(
  authId: string,
  id: string,
): Promise<{ _id: string; columnGroupID: string | null }> {
  const data = await vocRequest(
    DELETE_VIEW,
    { authID: authId, _id: id },
    z.object({ deleteColumnGroup: z.object({ _id: z.string(), columnGroupID: z.string().nullable() }) }),
  );
  return data.deleteColumnGroup;
}

/** Sets the favourite view on the user's permission (`null` clears it); answers the one now set. */
export async function chooseFavouriteView(
  permissionId: string,
  viewId: string | null,
): Promise<string | null> {
  const data = await vocRequest(
    CHOOSE_FAVOURITE,
    { _id: permissionId, columnGroupID: viewId },
    z.object({
      updateUserDefaultColumnGroup: z.object({ _id: z.string(), columnGroupID: z.string().nullable() }),
    }),
  );
  return data.updateUserDefaultColumnGroup.columnGroupID;
}

/** The permission queries hold the favourite: refreshed after it changes. */
const PERMISSION_KEY = [VOC_QUERY_KEY, 'permission'] as const;

export function useSaveView(authId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ViewDraft & { _id?: string }) => saveView(authId, draft),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
}

export function useDeleteView(authId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteView(authId, id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: viewKeys.all }),
        client.invalidateQueries({ queryKey: PERMISSION_KEY }),
      ]),
  });
}

export function useChooseFavouriteView(permissionId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (viewId: string | null) => {
      if (!permissionId) throw new Error('No permission to keep a favourite view on.');
      return chooseFavouriteView(permissionId, viewId);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: PERMISSION_KEY }),
  });
}
