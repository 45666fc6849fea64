import { REGISTRY_COMMON_FIELDS, type EventCase, type EventType, type RegistrySnapshot } from '@prism/domain';

/** What a Helix version asks of the entity's apps: each event type's fields, and their event cases. */
export interface RequirementView {
  eventTypes: { name: string; description: string; required: string[]; optional: string[] }[];
  /** The event cases of the entity's apps (all of them when the entity has none). */
  eventCases: EventCase[];
  /** The fields any event may carry beyond its type's own. */
  commonFields: readonly string[];
}

function typeView(type: EventType): RequirementView['eventTypes'][number] {
  return {
    name: type.name,
    description: type.description,
    required: type.fields.filter((field) => field.required).map((field) => field.name),
    optional: type.fields.filter((field) => !field.required).map((field) => field.name),
  };
}

/**
 * The requirement of a released registry for some applications: its event types by name, and the
 * event cases that apply to any of `appIds`, by id.
 */
export function requirementView(snapshot: RegistrySnapshot, appIds: readonly string[]): RequirementView {
  const apps = new Set(appIds);
  return {
    eventTypes: snapshot.eventTypes.map(typeView).sort((a, b) => a.name.localeCompare(b.name)),
    eventCases: snapshot.eventCases
      .filter((eventCase) => apps.size === 0 || eventCase.appIds.some((id) => apps.has(id)))
      .sort((a, b) => a.id.localeCompare(b.id)),
    commonFields: REGISTRY_COMMON_FIELDS,
  };
}
