import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  type ClientEvent,
  registryDefinitionProblems,
  registryEventCheck,
  registryIndex,
} from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoEvents } from './generator';
import { demoEventCases } from './registry-cases';

// The registry's contract with the demo generator (issue 19): every event the generator sends
// validates against the base registry plus the demo event cases, and a wrong event does not.
const SNAPSHOT = {
  fields: [...REGISTRY_BASE_FIELDS],
  eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
  eventCases: demoEventCases(),
};
const INDEX = registryIndex(SNAPSHOT);

function demoClientEvents(): ClientEvent[] {
  const events: ClientEvent[] = [];
  const batches = generateDemoEvents({ events: 60_000, days: 30, seed: 7, endMs: Date.UTC(2025, 5, 2, 5) });
  for (const batch of batches) if (batch.type === 'client') events.push(...batch.events);
  return events;
}

describe('the registry against the demo generator', () => {
  it('is consistent in itself', () => {
    expect(registryDefinitionProblems(SNAPSHOT)).toEqual([]);
  });

  it('validates every event the demo generator sends, every event type and many event cases seen', () => {
    const events = demoClientEvents();
    const problems = new Map<string, number>();
    const types = new Set<string>();
    const cases = new Set<string>();
    for (const event of events) {
      types.add(event.eventType);
      if (event.eventCaseId) cases.add(event.eventCaseId);
      for (const problem of registryEventCheck(INDEX, event)) {
        const key = `${event.eventType} ${problem.message}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(problems)).toEqual({});
    // Every type but Prism's own feedback and the custom escape hatch is in the demo data.
    expect([...types].sort()).toEqual(
      REGISTRY_BASE_EVENT_TYPES.map((t) => t.name)
        .filter((name) => name !== 'userFeedback' && name !== 'custom')
        .sort(),
    );
    expect(cases.size).toBeGreaterThan(100);
  });

  it('reports what a wrong event breaks, field by field', () => {
    const [event] = demoClientEvents().filter((e) => e.eventType === 'selectAction');
    expect(event).toBeDefined();
    const wrong = { ...event!, pageName: 'nowhere', connectionType: 'pigeon', apiName: 'GET /x' };
    const reasons = registryEventCheck(INDEX, wrong).map((p) => [p.field, p.reason]);
    expect(reasons).toEqual([
      ['connectionType', 'enumValue'],
      ['apiName', 'fieldNotInType'],
      ['pageName', 'eventCaseCondition'],
    ]);
    expect(registryEventCheck(INDEX, { ...event!, eventCaseId: 'no_such_case' })).toEqual([
      {
        field: 'eventCaseId',
        reason: 'unknownEventCase',
        message: 'Event case "no_such_case" is not in the registry',
      },
    ]);
    const { apiName: _, ...withoutName } = demoClientEvents().find((e) => e.eventType === 'apiCall')!;
    expect(registryEventCheck(INDEX, withoutName)).toEqual([
      {
        field: 'apiName',
        reason: 'missingField',
        message: 'apiName is required on apiCall events and is missing',
      },
    ]);
  });
});
