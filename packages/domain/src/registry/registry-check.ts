import { FILTER_OPERATOR_ARITY } from '../filters';
import {
  REGISTRY_COMMON_FIELDS,
  type EventCase,
  type EventCaseCondition,
  type FieldDefinition,
  type RegistrySnapshot,
} from './registry';

/**
 * Checking events and definitions against the registry (issue 19): the collector records what
 * arriving events break (the status page's schema errors), Volt tests report it per event, and
 * every registry edit is refused while the registry it would make is inconsistent.
 */

export const SCHEMA_PROBLEM_REASONS = [
  'unknownEventType',
  'missingField',
  'fieldNotInType',
  'enumValue',
  'unknownEventCase',
  'eventCaseType',
  'eventCaseApp',
  'eventCaseCondition',
] as const;
export type SchemaProblemReason = (typeof SCHEMA_PROBLEM_REASONS)[number];

/** One thing an event does wrong against the registry. */
export interface SchemaProblem {
  /** The field at fault (`eventType` or `eventCaseId` for the event as a whole). */
  field: string;
  reason: SchemaProblemReason;
  message: string;
}

interface TypeIndex {
  allowed: ReadonlySet<string>;
  required: readonly string[];
}

/** A registry prepared for checking many events quickly. */
export interface RegistryIndex {
  readonly fields: ReadonlyMap<string, FieldDefinition>;
  readonly types: ReadonlyMap<string, TypeIndex>;
  readonly cases: ReadonlyMap<string, EventCase & { apps: ReadonlySet<string> }>;
  readonly enums: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Prepares a snapshot for {@link registryEventCheck}. */
export function registryIndex(snapshot: RegistrySnapshot): RegistryIndex {
  const fields = new Map(snapshot.fields.map((field) => [field.name, field]));
  const types = new Map<string, TypeIndex>();
  for (const type of snapshot.eventTypes) {
    types.set(type.name, {
      allowed: new Set([...REGISTRY_COMMON_FIELDS, ...type.fields.map((field) => field.name)]),
      required: type.fields.filter((field) => field.required).map((field) => field.name),
    });
  }
  const cases = new Map(snapshot.eventCases.map((c) => [c.id, { ...c, apps: new Set(c.appIds) }]));
  const enums = new Map(
    snapshot.fields
      .filter((field) => field.kind === 'ENUM')
      .map((field) => [field.name, new Set(field.values)]),
  );
  return { fields, types, cases, enums };
}

const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** The values a field holds, as text, for conditions (a list holds each of its items). */
function valuesOf(value: unknown): string[] {
  if (!present(value)) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Whether an event's value meets one condition of an event case (the filter operators' meaning). */
export function eventCaseConditionHolds(condition: EventCaseCondition, value: unknown): boolean {
  const held = valuesOf(value);
  const wanted = condition.values;
  const has = (v: string) => held.includes(v);
  switch (condition.operator) {
    case 'IS':
      return held.length > 0 && held.every((v) => v === wanted[0]);
    case 'IS_NOT':
      return !held.some((v) => v === wanted[0]);
    case 'IS_ONE_OF':
      return held.length > 0 && held.every((v) => wanted.includes(v));
    case 'IS_ALL_OF':
      return wanted.every(has);
    case 'IS_NONE_OF':
      return !wanted.some(has);
    case 'EXISTS':
      return held.length > 0;
    case 'DOES_NOT_EXIST':
      return held.length === 0;
    case 'EXISTS_AND_IS_NOT':
      return held.length > 0 && !held.some((v) => v === wanted[0]);
    case 'EXISTS_AND_IS_NOT_ONE_OF':
      return held.length > 0 && !wanted.some(has);
  }
}

/** How a condition reads in a message: `pageName is billing`. */
export function eventCaseConditionText(condition: EventCaseCondition): string {
  const words = condition.operator.toLowerCase().replaceAll('_', ' ');
  const arity = FILTER_OPERATOR_ARITY[condition.operator];
  if (arity === 'none') return `${condition.field} ${words}`;
  return `${condition.field} ${words} ${arity === 'one' ? condition.values[0] : condition.values.join(', ')}`;
}

/**
 * What an event does wrong against the registry: an unknown event type, a required field missing,
 * a field its type does not carry, an enum value outside the enum, and, when it names an event
 * case, a case that does not exist, is of another type, does not apply to its app, or whose
 * conditions it does not meet. Empty when the event is right. The wire schema (types, lengths) is
 * the collector's check, before this one.
 */
export function registryEventCheck(
  index: RegistryIndex,
  event: Readonly<Record<string, unknown>>,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const eventType = String(event.eventType);
  const type = index.types.get(eventType);
  if (!type) {
    problems.push({
      field: 'eventType',
      reason: 'unknownEventType',
      message: `Event type "${eventType}" is not in the registry`,
    });
  } else {
    for (const name of type.required) {
      if (!present(event[name])) {
        problems.push({
          field: name,
          reason: 'missingField',
          message: `${name} is required on ${eventType} events and is missing`,
        });
      }
    }
  }
  for (const name in event) {
    const value = event[name];
    if (!present(value)) continue;
    if (type && !type.allowed.has(name)) {
      problems.push({
        field: name,
        reason: 'fieldNotInType',
        message: `${name} is not a field of ${eventType} events`,
      });
      continue;
    }
    const allowed = index.enums.get(name);
    if (allowed) {
      const wrong = valuesOf(value).find((v) => !allowed.has(v));
      if (wrong !== undefined) {
        problems.push({
          field: name,
          reason: 'enumValue',
          message: `${name} "${wrong}" is not one of its values (${[...allowed].join(', ')})`,
        });
      }
    }
  }
  const caseId = event.eventCaseId;
  if (typeof caseId === 'string' && caseId !== '') {
    problems.push(...eventCaseProblems(index, event, caseId, eventType));
  }
  return problems;
}

function eventCaseProblems(
  index: RegistryIndex,
  event: Readonly<Record<string, unknown>>,
  caseId: string,
  eventType: string,
): SchemaProblem[] {
  const eventCase = index.cases.get(caseId);
  if (!eventCase) {
    return [
      {
        field: 'eventCaseId',
        reason: 'unknownEventCase',
        message: `Event case "${caseId}" is not in the registry`,
      },
    ];
  }
  const problems: SchemaProblem[] = [];
  if (eventCase.eventType !== eventType) {
    problems.push({
      field: 'eventType',
      reason: 'eventCaseType',
      message: `Event case "${caseId}" is a ${eventCase.eventType} event, not ${eventType}`,
    });
  }
  const appId = String(event.appId);
  if (!eventCase.apps.has(appId)) {
    problems.push({
      field: 'appId',
      reason: 'eventCaseApp',
      message: `Event case "${caseId}" does not apply to ${appId}`,
    });
  }
  for (const condition of eventCase.conditions) {
    if (!eventCaseConditionHolds(condition, event[condition.field])) {
      const got = valuesOf(event[condition.field]);
      problems.push({
        field: condition.field,
        reason: 'eventCaseCondition',
        message: `Event case "${caseId}" needs ${eventCaseConditionText(condition)}; the event has ${
          got.length > 0 ? got.join(', ') : 'none'
        }`,
      });
    }
  }
  return problems;
}

/** A problem with the registry's own definitions, at a path a form can point to. */
export interface RegistryDefinitionProblem {
  path: string;
  message: string;
}

/**
 * What is inconsistent in a registry: duplicate names, event types naming unknown fields, event
 * cases of unknown types, conditions on core fields (spec 000 section 3: event cases exclude core),
 * on fields their type does not carry, with the wrong number of values, or with enum values outside
 * the enum. Every edit is checked against the registry it would make.
 */
export function registryDefinitionProblems(snapshot: RegistrySnapshot): RegistryDefinitionProblem[] {
  const problems: RegistryDefinitionProblem[] = [];
  const duplicates = (kind: string, names: readonly string[]) => {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) problems.push({ path: `${kind}.${name}`, message: `${name} is defined twice` });
      seen.add(name);
    }
  };
  duplicates(
    'fields',
    snapshot.fields.map((field) => field.name),
  );
  duplicates(
    'eventTypes',
    snapshot.eventTypes.map((type) => type.name),
  );
  duplicates(
    'eventCases',
    snapshot.eventCases.map((c) => c.id),
  );
  const index = registryIndex(snapshot);
  for (const name of REGISTRY_COMMON_FIELDS) {
    if (!index.fields.has(name)) {
      problems.push({
        path: `fields.${name}`,
        message: `${name} is carried by every event and must stay defined`,
      });
    }
  }
  for (const type of snapshot.eventTypes) {
    for (const field of type.fields) {
      if (!index.fields.has(field.name)) {
        problems.push({
          path: `eventTypes.${type.name}.fields.${field.name}`,
          message: `${field.name} is not a defined field`,
        });
      }
    }
  }
  for (const eventCase of snapshot.eventCases) {
    const at = `eventCases.${eventCase.id}`;
    const type = index.types.get(eventCase.eventType);
    if (!type) {
      problems.push({
        path: `${at}.eventType`,
        message: `${eventCase.eventType} is not a defined event type`,
      });
    }
    eventCase.conditions.forEach((condition, i) => {
      const path = `${at}.conditions.${i}`;
      const field = index.fields.get(condition.field);
      if (!field) {
        problems.push({ path, message: `${condition.field} is not a defined field` });
        return;
      }
      if (field.source === 'core') {
        problems.push({
          path,
          message: `${condition.field} is a core field; event cases cannot constrain it`,
        });
      }
      if (type && !type.allowed.has(condition.field)) {
        problems.push({
          path,
          message: `${condition.field} is not a field of ${eventCase.eventType} events`,
        });
      }
      const arity = FILTER_OPERATOR_ARITY[condition.operator];
      const count = condition.values.length;
      if (
        (arity === 'none' && count > 0) ||
        (arity === 'one' && count !== 1) ||
        (arity === 'many' && count === 0)
      ) {
        problems.push({
          path,
          message:
            arity === 'none'
              ? `${condition.operator} takes no value`
              : arity === 'one'
                ? `${condition.operator} takes one value`
                : `${condition.operator} takes at least one value`,
        });
      }
      if (field.kind === 'ENUM') {
        const wrong = condition.values.filter((value) => !field.values.includes(value));
        if (wrong.length > 0) {
          problems.push({ path, message: `${wrong.join(', ')} is not a value of ${condition.field}` });
        }
      }
    });
  }
  return problems;
}
