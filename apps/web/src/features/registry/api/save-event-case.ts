import {
  createEventCase,
  deleteEventCase as deleteEventCaseOperation,
  updateEventCase,
  type EventCase,
  type EventCaseEntry,
} from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { registryKeys } from './get-registry';

/** `POST /api/event-cases` for a new case, `PUT /api/event-cases/:id` (its id kept) for an edit. */
export async function saveEventCase({ eventCase, isNew }: { eventCase: EventCase; isNew: boolean }) {
  if (isNew) return apiCall(createEventCase, { body: eventCase });
  const { id, ...rest } = eventCase;
  return apiCall(updateEventCase, { params: { id }, body: rest });
}

/** `DELETE /api/event-cases/:id`. */
export async function deleteEventCase(id: string): Promise<void> {
  await apiCall(deleteEventCaseOperation, { params: { id } });
}

/** Creates or replaces a case; the saved case becomes its cached copy and the area refetches. */
export function useSaveEventCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventCase,
    onSuccess: (saved: EventCaseEntry) => queryClient.setQueryData(registryKeys.eventCase(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}

/** Deletes a case; the area's lists and the case's own query refetch (it then reads as not found). */
export function useDeleteEventCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventCase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
