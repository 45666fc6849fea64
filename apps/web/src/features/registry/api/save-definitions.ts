import { putEventType, putFieldDefinition, type EventType, type FieldDefinition } from '@prism/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { registryKeys } from './get-registry';

/** `PUT /api/event-types/:name`: the type's description and fields. */
export async function saveEventType({ name, ...body }: EventType): Promise<EventType> {
  return apiCall(putEventType, { params: { name }, body });
}

/** `PUT /api/field-definitions/:name`: the field's source, type, kind, enum values and description. */
export async function saveFieldDefinition({ name, ...body }: FieldDefinition): Promise<FieldDefinition> {
  return apiCall(putFieldDefinition, { params: { name }, body });
}

/** Saves an event type; the draft registry refetches. */
export function useSaveEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}

/** Saves a field definition; the draft registry refetches. */
export function useSaveFieldDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFieldDefinition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.all }),
  });
}
