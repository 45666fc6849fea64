import {
  createApiNameRule,
  createApiServiceRule,
  deleteApiNameRule,
  deleteApiServiceRule,
  updateApiNameRule,
  updateApiServiceRule,
  type ApiNameRule,
  type ApiNameRuleInput,
  type ApiServiceRule,
  type ApiServiceRuleInput,
} from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiErrorIs } from '../../../lib/api-client';
import { apiMappingKeys } from './get-api-mappings';

/** A service rule to save: a new one without an id, a change with its id. */
export type ServiceRuleSave = ApiServiceRuleInput & { id?: string };
/** A name rule to save; `serviceRule` is a host rule to add first (mapping an unknown host). */
export type NameRuleSave = ApiNameRuleInput & { id?: string; serviceRule?: ApiServiceRuleInput };

/** `POST /api/api-name-mappings/services` or `PUT …/services/:id`. */
export function saveServiceRule({ id, ...body }: ServiceRuleSave): Promise<ApiServiceRule> {
  return id
    ? apiCall(updateApiServiceRule, { params: { id }, body })
    : apiCall(createApiServiceRule, { body });
}

/**
 * `POST /api/api-name-mappings/names` or `PUT …/names/:id`, after adding the host's service rule
 * when one is asked for (two calls: a refused name leaves the host mapped, which a second try
 * finds already done).
 */
export async function saveNameRule({ id, serviceRule, ...body }: NameRuleSave): Promise<ApiNameRule> {
  if (serviceRule) {
    try {
      await apiCall(createApiServiceRule, { body: serviceRule });
    } catch (error) {
      // The host is mapped already (by a first try whose name rule was refused): keep going.
      if (!apiErrorIs(error, 409)) throw error;
    }
  }
  return id ? apiCall(updateApiNameRule, { params: { id }, body }) : apiCall(createApiNameRule, { body });
}

/** Deletes a rule of either kind. */
export async function deleteRule({ kind, id }: { kind: 'service' | 'name'; id: string }): Promise<void> {
  await (kind === 'service'
    ? apiCall(deleteApiServiceRule, { params: { id } })
    : apiCall(deleteApiNameRule, { params: { id } }));
}

/** Everything the rules change: the lists, the unknowns and every chart that groups by API name. */
function useInvalidateAfterSave() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiMappingKeys.all });
}

export function useSaveServiceRule() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({ mutationFn: saveServiceRule, onSettled: invalidate });
}

export function useSaveNameRule() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({ mutationFn: saveNameRule, onSettled: invalidate });
}

export function useDeleteRule() {
  const invalidate = useInvalidateAfterSave();
  return useMutation({ mutationFn: deleteRule, onSettled: invalidate });
}
