import { describe, expect, it } from 'vitest';
import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  type EventCase,
  type EventCaseCondition,
  type RegistrySnapshot,
} from './registry';
import {
  SCHEMA_PROBLEM_REASONS,
  eventCaseConditionHolds,
  eventCaseConditionText,
  registryDefinitionProblems,
  registryEventCheck,
  registryIndex,
} from './registry-check';

const CASE: EventCase = {
  id: 'guide_play',
  name: 'Play on Guide',
  description: '',
  eventType: 'selectAction',
  domain: 'video',
  appIds: ['OneApp@Roku'],
  conditions: [{ field: 'pageName', operator: 'IS', values: ['guide'] }],
};
const SNAPSHOT: RegistrySnapshot = {
  fields: [...REGISTRY_BASE_FIELDS],
  eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
  eventCases: [CASE],
};
const INDEX = registryIndex(SNAPSHOT);
const EVENT = {
  timestamp: 1,
  appId: 'OneApp@Roku',
  environment: 'production',
  visitId: 'v',
  deviceId: 'd',
  eventType: 'selectAction',
  sequenceNumber: 0,
  eventCaseId: 'guide_play',
  pageName: 'guide',
};
const reasons = (event: Record<string, unknown>) =>
  registryEventCheck(INDEX, event).map((problem) => `${problem.field} ${problem.reason}`);

describe('registryEventCheck', () => {
  it('finds nothing wrong with a right event, nulls and empty lists counting as absent', () => {
    expect(registryEventCheck(INDEX, EVENT)).toEqual([]);
    expect(registryEventCheck(INDEX, { ...EVENT, apiName: null, experimentUuids: [] })).toEqual([]);
  });

  it('reports each reason', () => {
    const seen = new Set<string>();
    const check = (event: Record<string, unknown>, expected: string[]) => {
      const found = reasons(event);
      expect(found).toEqual(expected);
      for (const line of found) seen.add(line.split(' ')[1]!);
    };
    check({ ...EVENT, eventType: 'teleport', eventCaseId: null }, [
      'eventType unknownEventType',
      'eventType enumValue',
    ]);
    check({ ...EVENT, eventCaseId: null }, ['eventCaseId missingField']);
    check({ ...EVENT, apiName: 'GET /x' }, ['apiName fieldNotInType']);
    check({ ...EVENT, connectionType: 'pigeon' }, ['connectionType enumValue']);
    check({ ...EVENT, eventCaseId: 'nope' }, ['eventCaseId unknownEventCase']);
    check({ ...EVENT, eventType: 'custom' }, ['eventType eventCaseType']);
    check({ ...EVENT, appId: 'MSA@Web' }, ['appId eventCaseApp']);
    check({ ...EVENT, pageName: 'billing' }, ['pageName eventCaseCondition']);
    expect([...seen].sort()).toEqual([...SCHEMA_PROBLEM_REASONS].sort());
  });

  it('says what was wrong in its messages', () => {
    expect(registryEventCheck(INDEX, { ...EVENT, pageName: 'billing' })).toEqual([
      {
        field: 'pageName',
        reason: 'eventCaseCondition',
        message: 'Event case "guide_play" needs pageName is guide; the event has billing',
      },
    ]);
    expect(
      registryEventCheck(INDEX, { ...EVENT, eventType: 'pageView', eventCaseId: null, formFactor: 'watch' }),
    ).toEqual([
      {
        field: 'formFactor',
        reason: 'enumValue',
        message: 'formFactor "watch" is not one of its values (pc, tablet, phone)',
      },
    ]);
  });
});

describe('eventCaseConditionHolds', () => {
  const holds = (operator: EventCaseCondition['operator'], values: string[], value: unknown) =>
    eventCaseConditionHolds({ field: 'f', operator, values }, value);
  it.each([
    ['IS', ['a'], 'a', true],
    ['IS', ['a'], 'b', false],
    ['IS', ['a'], null, false],
    ['IS_NOT', ['a'], 'b', true],
    ['IS_NOT', ['a'], null, true],
    ['IS_NOT', ['a'], 'a', false],
    ['IS_ONE_OF', ['a', 'b'], 'b', true],
    ['IS_ONE_OF', ['a', 'b'], 'c', false],
    ['IS_ONE_OF', ['a', 'b'], ['a', 'c'], false],
    ['IS_ALL_OF', ['a', 'b'], ['b', 'a', 'c'], true],
    ['IS_ALL_OF', ['a', 'b'], ['a'], false],
    ['IS_NONE_OF', ['a', 'b'], 'c', true],
    ['IS_NONE_OF', ['a', 'b'], ['c', 'a'], false],
    ['EXISTS', [], 'x', true],
    ['EXISTS', [], [], false],
    ['DOES_NOT_EXIST', [], undefined, true],
    ['DOES_NOT_EXIST', [], 'x', false],
    ['EXISTS_AND_IS_NOT', ['a'], 'b', true],
    ['EXISTS_AND_IS_NOT', ['a'], null, false],
    ['EXISTS_AND_IS_NOT', ['a'], 'a', false],
    ['EXISTS_AND_IS_NOT_ONE_OF', ['a', 'b'], 'c', true],
    ['EXISTS_AND_IS_NOT_ONE_OF', ['a', 'b'], null, false],
    ['EXISTS_AND_IS_NOT_ONE_OF', ['a', 'b'], 'b', false],
  ] as const)('%s %j on %j: %s', (operator, values, value, expected) => {
    expect(holds(operator, [...values], value)).toBe(expected);
  });

  it('words conditions by their arity', () => {
    expect(eventCaseConditionText({ field: 'pageName', operator: 'IS', values: ['guide'] })).toBe(
      'pageName is guide',
    );
    expect(eventCaseConditionText({ field: 'x', operator: 'IS_ONE_OF', values: ['a', 'b'] })).toBe(
      'x is one of a, b',
    );
    expect(eventCaseConditionText({ field: 'x', operator: 'EXISTS', values: [] })).toBe('x exists');
  });
});

describe('registryDefinitionProblems', () => {
  const problems = (snapshot: Partial<RegistrySnapshot>) =>
    registryDefinitionProblems({ ...SNAPSHOT, ...snapshot }).map((p) => `${p.path}: ${p.message}`);
  const withCase = (changes: Partial<EventCase>) => problems({ eventCases: [{ ...CASE, ...changes }] });

  it('is empty for the base registry with a right case', () => {
    expect(problems({})).toEqual([]);
  });

  it('names duplicates, missing common fields and unknown fields of types', () => {
    expect(problems({ eventCases: [CASE, CASE] })).toEqual([
      'eventCases.guide_play: guide_play is defined twice',
    ]);
    expect(problems({ fields: SNAPSHOT.fields.filter((f) => f.name !== 'pageName') })).toEqual([
      'fields.pageName: pageName is carried by every event and must stay defined',
      'eventCases.guide_play.conditions.0: pageName is not a defined field',
    ]);
    expect(problems({ fields: SNAPSHOT.fields.filter((f) => f.name !== 'apiHost') })).toEqual([
      'eventTypes.apiCall.fields.apiHost: apiHost is not a defined field',
    ]);
  });

  it('names each kind of wrong event case', () => {
    expect(withCase({ eventType: 'teleport' })).toEqual([
      'eventCases.guide_play.eventType: teleport is not a defined event type',
    ]);
    const cond = (condition: EventCaseCondition) => withCase({ conditions: [condition] });
    expect(cond({ field: 'nope', operator: 'EXISTS', values: [] })).toEqual([
      'eventCases.guide_play.conditions.0: nope is not a defined field',
    ]);
    expect(cond({ field: 'appId', operator: 'IS', values: ['x'] })).toEqual([
      'eventCases.guide_play.conditions.0: appId is a core field; event cases cannot constrain it',
    ]);
    expect(cond({ field: 'apiName', operator: 'EXISTS', values: [] })).toEqual([
      'eventCases.guide_play.conditions.0: apiName is not a field of selectAction events',
    ]);
    expect(cond({ field: 'pageName', operator: 'EXISTS', values: ['x'] })).toEqual([
      'eventCases.guide_play.conditions.0: EXISTS takes no value',
    ]);
    expect(cond({ field: 'pageName', operator: 'IS', values: [] })).toEqual([
      'eventCases.guide_play.conditions.0: IS takes one value',
    ]);
    expect(cond({ field: 'pageName', operator: 'IS_ONE_OF', values: [] })).toEqual([
      'eventCases.guide_play.conditions.0: IS_ONE_OF takes at least one value',
    ]);
    expect(cond({ field: 'connectionType', operator: 'IS_ONE_OF', values: ['wifi', 'pigeon'] })).toEqual([
      'eventCases.guide_play.conditions.0: pigeon is not a value of connectionType',
    ]);
  });
});
