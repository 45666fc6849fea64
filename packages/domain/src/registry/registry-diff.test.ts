import { describe, expect, it } from 'vitest';
import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  type EventCase,
  type RegistrySnapshot,
} from './registry';
import { helixNextVersion, registryDiff, type RegistryChange } from './registry-diff';

const CASE: EventCase = {
  id: 'guide_play',
  name: 'Play on Guide',
  description: '',
  eventType: 'selectAction',
  domain: 'video',
  appIds: ['OneApp@Roku', 'OneApp@Web'],
  conditions: [{ field: 'pageName', operator: 'IS', values: ['guide'] }],
};
const BEFORE: RegistrySnapshot = {
  fields: [...REGISTRY_BASE_FIELDS],
  eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
  eventCases: [CASE],
};
const field = (name: string) => REGISTRY_BASE_FIELDS.find((f) => f.name === name)!;
const type = (name: string) => REGISTRY_BASE_EVENT_TYPES.find((t) => t.name === name)!;
const replaced = <T>(items: readonly T[], match: (item: T) => boolean, next: T) =>
  items.map((item) => (match(item) ? next : item));
const diffWith = (after: Partial<RegistrySnapshot>) => registryDiff(BEFORE, { ...BEFORE, ...after });

describe('registryDiff', () => {
  it('finds nothing between equal registries', () => {
    expect(registryDiff(BEFORE, BEFORE)).toEqual([]);
  });

  it('lists added and removed records, removals breaking', () => {
    const other = { ...CASE, id: 'guide_stop' };
    expect(diffWith({ eventCases: [CASE, other] })).toEqual([
      { entityKind: 'EVENT_CASE', entityId: 'guide_stop', change: 'added', details: [], breaking: false },
    ]);
    expect(diffWith({ eventCases: [] })).toEqual([
      { entityKind: 'EVENT_CASE', entityId: 'guide_play', change: 'removed', details: [], breaking: true },
    ]);
  });

  it('says what changed in a field: an added enum value is not breaking, a removed one is', () => {
    const connection = field('connectionType');
    const match = (f: { name: string }) => f.name === 'connectionType';
    expect(
      diffWith({
        fields: replaced(BEFORE.fields, match, { ...connection, values: [...connection.values, '5g'] }),
      }),
    ).toEqual([
      {
        entityKind: 'FIELD_DEFINITION',
        entityId: 'connectionType',
        change: 'changed',
        details: ['values added: 5g'],
        breaking: false,
      },
    ]);
    const [removed] = diffWith({
      fields: replaced(BEFORE.fields, match, { ...connection, values: connection.values.slice(1) }),
    });
    expect(removed).toMatchObject({ details: ['values removed: wifi'], breaking: true });
    const [retyped] = diffWith({
      fields: replaced(BEFORE.fields, match, { ...connection, source: 'client', description: 'x' }),
    });
    expect(retyped).toMatchObject({
      details: ['source: sdk → client', 'description changed'],
      breaking: false,
    });
    const page = field('pageName');
    const [typed] = diffWith({
      fields: replaced(BEFORE.fields, (f) => f.name === 'pageName', { ...page, dataType: 'text' }),
    });
    expect(typed).toMatchObject({ details: ['dataType: string → text'], breaking: true });
  });

  it('says what changed in an event type: a new requirement or a dropped field is breaking, a new option is not', () => {
    const page = type('pageView');
    const match = (t: { name: string }) => t.name === 'pageView';
    const [optional] = diffWith({
      eventTypes: replaced(BEFORE.eventTypes, match, {
        ...page,
        fields: [...page.fields, { name: 'userId', required: false }],
      }),
    });
    expect(optional).toMatchObject({ details: ['optional fields added: userId'], breaking: false });
    const [required] = diffWith({
      eventTypes: replaced(BEFORE.eventTypes, match, {
        ...page,
        fields: [...page.fields, { name: 'userId', required: true }],
      }),
    });
    expect(required).toMatchObject({ details: ['required fields added: userId'], breaking: true });
    const [dropped] = diffWith({ eventTypes: replaced(BEFORE.eventTypes, match, { ...page, fields: [] }) });
    expect(dropped).toMatchObject({
      details: ['optional fields removed: pageType, breakpoint'],
      breaking: true,
    });
  });

  it('says what changed in an event case: fewer apps or a new condition is breaking, more apps is not', () => {
    const one = (changes: Partial<EventCase>) => diffWith({ eventCases: [{ ...CASE, ...changes }] })[0];
    expect(one({ appIds: [...CASE.appIds, 'MSA@Web'] })).toMatchObject({
      details: ['apps added: MSA@Web'],
      breaking: false,
    });
    expect(one({ appIds: ['OneApp@Roku'] })).toMatchObject({
      details: ['apps removed: OneApp@Web'],
      breaking: true,
    });
    expect(
      one({ conditions: [...CASE.conditions, { field: 'appSection', operator: 'EXISTS', values: [] }] }),
    ).toMatchObject({ details: ['conditions added: appSection exists'], breaking: true });
    expect(one({ name: 'Play', domain: 'portals' })).toMatchObject({
      details: ['name: Play on Guide → Play', 'domain: video → portals'],
      breaking: false,
    });
    expect(one({ eventType: 'custom' })).toMatchObject({
      details: ['event type: selectAction → custom'],
      breaking: true,
    });
  });
});

describe('helixNextVersion', () => {
  const change = (overrides: Partial<RegistryChange>): RegistryChange => ({
    entityKind: 'EVENT_CASE',
    entityId: 'x',
    change: 'changed',
    details: ['description changed'],
    breaking: false,
    ...overrides,
  });
  it('starts at 1.0.0, steps major when breaking, minor when something is added or changed, patch for wording', () => {
    expect(helixNextVersion(null, [change({ change: 'added', details: [] })])).toBe('1.0.0');
    expect(helixNextVersion('1.48.0', [change({ change: 'removed', details: [], breaking: true })])).toBe(
      '2.0.0',
    );
    expect(helixNextVersion('1.48.3', [change({ change: 'added', details: [] })])).toBe('1.49.0');
    expect(helixNextVersion('1.48.0', [change({ details: ['values added: ppv'] })])).toBe('1.49.0');
    expect(helixNextVersion('1.48.0', [change({})])).toBe('1.48.1');
  });
});
