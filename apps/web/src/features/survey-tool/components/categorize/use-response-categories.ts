import type { SurveyAppliedCategory, SurveyResponse } from '@prism/domain';
import { hashKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { surveyReadKeys, updateSurveyResponseCategories } from '../../api/survey-graphql';

/** A change of one response's categories: the whole new list, as the page shows it at once. */
export interface ResponseCategoriesChange {
  responseId: string;
  categories: SurveyAppliedCategory[];
}

const sameIds = (a: readonly SurveyAppliedCategory[], b: readonly SurveyAppliedCategory[]) =>
  a.length === b.length && a.every((category, index) => category._id === b[index]?._id);

function patch(
  rows: SurveyResponse[] | undefined,
  responseId: string,
  update: (row: SurveyResponse) => SurveyResponse,
): SurveyResponse[] | undefined {
  return rows?.map((row) => (row._id === responseId ? update(row) : row));
}

/**
 * Sets a response's categories (UpdateSurveyResponseCategories with the full new list) on the
 * queue the page shows, whose query key is `listKey`: the list shows the change at once, takes the
 * saved response when it comes, and gets the old categories back if the call fails (unless another
 * change has been made since). Then every other survey read is refreshed (the overview, counts,
 * the summary); the queue itself is not fetched again, so a response just categorised stays in
 * view instead of leaving the uncategorised queue under the reader's cursor.
 */
export function useResponseCategories(listKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ResponseCategoriesChange) =>
      updateSurveyResponseCategories({
        responseId: change.responseId,
        categoryIds: change.categories.map((category) => category._id),
      }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: listKey, exact: true });
      const before = client
        .getQueryData<SurveyResponse[]>(listKey)
        ?.find((row) => row._id === change.responseId)?.appliedCategories;
      client.setQueryData<SurveyResponse[]>(listKey, (rows) =>
        patch(rows, change.responseId, (row) => ({ ...row, appliedCategories: change.categories })),
      );
      return { before };
    },
    onError: (_error, change, context) => {
      const before = context?.before;
      if (!before) return;
      client.setQueryData<SurveyResponse[]>(listKey, (rows) =>
        patch(rows, change.responseId, (row) =>
          sameIds(row.appliedCategories, change.categories) ? { ...row, appliedCategories: before } : row,
        ),
      );
    },
    onSuccess: (saved, change) => {
      client.setQueryData<SurveyResponse[]>(listKey, (rows) =>
        patch(rows, saved._id, (row) => (sameIds(row.appliedCategories, change.categories) ? saved : row)),
      );
    },
    onSettled: () =>
      client.invalidateQueries({
        queryKey: surveyReadKeys.all,
        predicate: (query) => query.queryHash !== hashKey(listKey),
      }),
  });
}
