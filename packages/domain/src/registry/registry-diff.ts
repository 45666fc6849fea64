import { z } from 'zod';
import { eventCaseConditionText } from './registry-check';
import type { EventCase, EventType, FieldDefinition, RegistrySnapshot } from './registry';

/**
 * What changed between two registries: the release notes of a Helix version (against the version
 * before it) and the review of the draft before it is released (against the latest version).
 */

export const REGISTRY_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export const REGISTRY_ENTITY_KINDS = ['FIELD_DEFINITION', 'EVENT_TYPE', 'EVENT_CASE'] as const;

export const registryChangeSchema = z.object({
  entityKind: z.enum(REGISTRY_ENTITY_KINDS),
  entityId: z.string(),
  change: z.enum(REGISTRY_CHANGE_KINDS),
  /** One line per difference a reader cares about, for `changed`. */
  details: z.array(z.string()),
  /** True when events valid before may now be reported (a new requirement, a removed value). */
  breaking: z.boolean(),
});
export type RegistryChange = z.infer<typeof registryChangeSchema>;

function listDiff(label: string, before: readonly string[], after: readonly string[]) {
  const added = after.filter((v) => !before.includes(v));
  const removed = before.filter((v) => !after.includes(v));
  const details: string[] = [];
  if (added.length > 0) details.push(`${label} added: ${added.join(', ')}`);
  if (removed.length > 0) details.push(`${label} removed: ${removed.join(', ')}`);
  return { details, added, removed };
}

function fieldChange(a: FieldDefinition, b: FieldDefinition): { details: string[]; breaking: boolean } {
  const details: string[] = [];
  let breaking = false;
  for (const key of ['source', 'dataType', 'kind', 'enumCategory'] as const) {
    if (a[key] !== b[key]) {
      details.push(`${key}: ${a[key] ?? 'none'} → ${b[key] ?? 'none'}`);
      if (key !== 'source' && key !== 'enumCategory') breaking = true;
    }
  }
  const values = listDiff('values', a.values, b.values);
  details.push(...values.details);
  if (values.removed.length > 0 && b.kind === 'ENUM') breaking = true;
  if (a.description !== b.description) details.push('description changed');
  return { details, breaking };
}

function typeChange(a: EventType, b: EventType): { details: string[]; breaking: boolean } {
  const required = (t: EventType) => t.fields.filter((f) => f.required).map((f) => f.name);
  const optional = (t: EventType) => t.fields.filter((f) => !f.required).map((f) => f.name);
  const req = listDiff('required fields', required(a), required(b));
  const opt = listDiff('optional fields', optional(a), optional(b));
  const details = [...req.details, ...opt.details];
  if (a.description !== b.description) details.push('description changed');
  // Newly required, or no longer allowed at all: events that were right may now be reported.
  const allowedAfter = new Set(b.fields.map((f) => f.name));
  const breaking = req.added.length > 0 || a.fields.some((f) => !allowedAfter.has(f.name));
  return { details, breaking };
}

function caseChange(a: EventCase, b: EventCase): { details: string[]; breaking: boolean } {
  const details: string[] = [];
  if (a.name !== b.name) details.push(`name: ${a.name} → ${b.name}`);
  if (a.eventType !== b.eventType) details.push(`event type: ${a.eventType} → ${b.eventType}`);
  if (a.domain !== b.domain) details.push(`domain: ${a.domain} → ${b.domain}`);
  const apps = listDiff('apps', a.appIds, b.appIds);
  details.push(...apps.details);
  const conditions = listDiff(
    'conditions',
    a.conditions.map(eventCaseConditionText),
    b.conditions.map(eventCaseConditionText),
  );
  details.push(...conditions.details);
  if (a.description !== b.description) details.push('description changed');
  const breaking = a.eventType !== b.eventType || apps.removed.length > 0 || conditions.added.length > 0;
  return { details, breaking };
}

function entityDiff<T>(
  kind: RegistryChange['entityKind'],
  before: readonly T[],
  after: readonly T[],
  idOf: (item: T) => string,
  compare: (a: T, b: T) => { details: string[]; breaking: boolean },
): RegistryChange[] {
  const old = new Map(before.map((item) => [idOf(item), item]));
  const now = new Map(after.map((item) => [idOf(item), item]));
  const changes: RegistryChange[] = [];
  for (const [id, item] of now) {
    const previous = old.get(id);
    if (!previous) {
      changes.push({ entityKind: kind, entityId: id, change: 'added', details: [], breaking: false });
      continue;
    }
    const { details, breaking } = compare(previous, item);
    if (details.length > 0)
      changes.push({ entityKind: kind, entityId: id, change: 'changed', details, breaking });
  }
  for (const id of old.keys()) {
    if (!now.has(id))
      changes.push({ entityKind: kind, entityId: id, change: 'removed', details: [], breaking: true });
  }
  return changes.sort((x, y) => x.entityId.localeCompare(y.entityId));
}

/** Every difference from `before` to `after`: fields, then event types, then event cases. */
export function registryDiff(before: RegistrySnapshot, after: RegistrySnapshot): RegistryChange[] {
  return [
    ...entityDiff('FIELD_DEFINITION', before.fields, after.fields, (f) => f.name, fieldChange),
    ...entityDiff('EVENT_TYPE', before.eventTypes, after.eventTypes, (t) => t.name, typeChange),
    ...entityDiff('EVENT_CASE', before.eventCases, after.eventCases, (c) => c.id, caseChange),
  ];
}

/**
 * The next version number for a release: a major step when a change is breaking, a minor step when
 * something was added or changed, a patch step for wording only.
 */
export function helixNextVersion(latest: string | null, changes: readonly RegistryChange[]): string {
  if (latest === null) return '1.0.0';
  const [major = 0, minor = 0, patch = 0] = latest.split('.').map(Number);
  if (changes.some((c) => c.breaking)) return `${major + 1}.0.0`;
  const wordingOnly = changes.every(
    (c) => c.change === 'changed' && c.details.every((d) => d === 'description changed'),
  );
  return wordingOnly ? `${major}.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
}
