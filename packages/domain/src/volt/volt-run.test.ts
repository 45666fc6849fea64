import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientEvent } from '../events';
import { REGISTRY_BASE_EVENT_TYPES, REGISTRY_BASE_FIELDS, type EventCase } from '../registry/registry';
import { registryIndex } from '../registry/registry-check';
import type { VoltStep } from './volt';
import { voltRun, voltRunEventCase, type VoltRunnable } from './volt-run';

const APP = 'MSA@Web';
const kase = (id: string, eventType: string, field: string, value: string): EventCase => ({
  id,
  name: id.replaceAll('_', ' '),
  description: '',
  eventType,
  domain: 'portals',
  appIds: [APP],
  conditions: [{ field, operator: 'IS', values: [value] }],
});
const CASES: EventCase[] = [
  kase('signIn_success', 'loginStop', 'loginOutcome', 'success'),
  kase('billing_page', 'pageView', 'pageName', 'billing'),
  kase('billing_submit', 'selectAction', 'pageName', 'billing'),
  kase('payment_ok', 'apiCall', 'apiName', 'POST /api/billing/payments'),
  kase('home_help', 'selectAction', 'pageName', 'home'),
];
const INDEX = registryIndex({
  fields: [...REGISTRY_BASE_FIELDS],
  eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
  eventCases: CASES,
});

type Draft = Omit<
  ClientEvent,
  'timestamp' | 'appId' | 'environment' | 'visitId' | 'deviceId' | 'sequenceNumber'
>;
/** The event each case's step is answered by, right. */
const ANSWERS: Record<string, Draft> = {
  signIn_success: {
    eventType: 'loginStop',
    pageName: 'signIn',
    loginOperationType: 'manualAuth',
    loginOutcome: 'success',
  },
  billing_page: { eventType: 'pageView', pageName: 'billing' },
  billing_submit: { eventType: 'selectAction', pageName: 'billing', eventCaseId: 'billing_submit' },
  payment_ok: {
    eventType: 'apiCall',
    pageName: 'billing',
    apiName: 'POST /api/billing/payments',
    apiHost: 'payments-api.example.com',
    apiHttpVerb: 'POST',
    apiResponseCode: 200,
  },
};
/** Events no step of {@link ANSWERS} accepts, though some are of the same types. */
const NOISE: Draft[] = [
  { eventType: 'pageView', pageName: 'home' },
  { eventType: 'selectAction', pageName: 'home', eventCaseId: 'home_help' },
  {
    eventType: 'apiCall',
    pageName: 'home',
    apiName: 'GET /api/outages',
    apiHost: 'myaccount-api.example.com',
    apiHttpVerb: 'GET',
    apiResponseCode: 200,
  },
  { eventType: 'loginStart', pageName: 'signIn', loginOperationType: 'manualAuth' },
];

const visitOf = (drafts: readonly Draft[]): ClientEvent[] =>
  drafts.map((draft, i) => ({
    timestamp: 1_750_000_000_000 + i * 1000,
    appId: APP,
    environment: 'production',
    visitId: 'visit-1',
    deviceId: 'device-1',
    sequenceNumber: i,
    ...draft,
  }));

const step = (ecid: string, extra: Partial<VoltStep> = {}): VoltStep => ({
  ecid,
  expectations: [],
  optional: false,
  ...extra,
});
const testCase = (steps: VoltStep[], extra: Partial<VoltRunnable> = {}): VoltRunnable => ({
  steps,
  validationType: 'ordered',
  ignoredEventTypes: [],
  ...extra,
});
const BILL_PAY = testCase(
  ['signIn_success', 'billing_page', 'billing_submit', 'payment_ok'].map((id) => step(id)),
);
const A = ANSWERS;
const [HOME, HELP, OUTAGES, LOGIN_START] = NOISE as [Draft, Draft, Draft, Draft];

describe('voltRun, ordered', () => {
  it('passes a visit that sends every step in order, other events between', () => {
    const visit = visitOf([
      LOGIN_START,
      A.signIn_success!,
      HOME,
      OUTAGES,
      A.billing_page!,
      HELP,
      A.billing_submit!,
      A.payment_ok!,
    ]);
    const result = voltRun(INDEX, BILL_PAY, visit);
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => [s.status, s.sequenceNumber])).toEqual([
      ['passed', 1],
      ['passed', 4],
      ['passed', 6],
      ['passed', 7],
    ]);
    expect(result.stepsPassed).toBe(4);
    expect(result.events.map((e) => e.step)).toEqual([null, 0, null, null, 1, null, 2, 3]);
    expect(result.events.every((e) => e.status === 'passed')).toBe(true);
  });

  it('names the failing field of a step whose event breaks its event case, and marks the event', () => {
    const broken = { ...A.billing_submit!, pageName: 'home' };
    const result = voltRun(
      INDEX,
      BILL_PAY,
      visitOf([A.signIn_success!, A.billing_page!, broken, A.payment_ok!]),
    );
    expect(result.passed).toBe(false);
    const failed = result.steps[2]!;
    expect(failed).toMatchObject({ status: 'failed', sequenceNumber: 2 });
    expect(failed.problems).toEqual([
      {
        field: 'pageName',
        reason: 'eventCaseCondition',
        message: 'Event case "billing_submit" needs pageName is billing; the event has home',
      },
    ]);
    expect(result.events[2]).toMatchObject({ status: 'failed', step: 2 });
    expect(result.events[2]!.problems.map((p) => p.field)).toEqual(['pageName']);
    expect(result.stepsPassed).toBe(3);
  });

  it('reports a step sent before the previous step as out of order', () => {
    const result = voltRun(
      INDEX,
      BILL_PAY,
      visitOf([A.signIn_success!, A.billing_submit!, A.billing_page!, A.payment_ok!]),
    );
    expect(result.passed).toBe(false);
    expect(result.steps[2]).toMatchObject({ status: 'failed', sequenceNumber: 1 });
    expect(result.steps[2]!.problems).toEqual([
      expect.objectContaining({ field: 'sequenceNumber', reason: 'order' }),
    ]);
  });

  it('reports a step no event answers as missing', () => {
    const result = voltRun(INDEX, BILL_PAY, visitOf([A.signIn_success!, A.billing_page!, A.billing_submit!]));
    expect(result.steps[3]).toMatchObject({
      status: 'missing',
      sequenceNumber: null,
      note: 'No event of the visit sends payment_ok',
    });
    expect(result.passed).toBe(false);
  });

  it('checks the step expectations beyond the event case', () => {
    const codes = testCase([
      step('payment_ok', {
        expectations: [{ field: 'apiResponseCode', operator: 'IS_ONE_OF', values: ['200', '201'] }],
      }),
    ]);
    expect(voltRun(INDEX, codes, visitOf([A.payment_ok!])).passed).toBe(true);
    const failed = voltRun(INDEX, codes, visitOf([{ ...A.payment_ok!, apiResponseCode: 502 }]));
    expect(failed.steps[0]!.problems).toEqual([
      {
        field: 'apiResponseCode',
        reason: 'expectation',
        message: 'Step 1 expects apiResponseCode is one of 200, 201; the event has 502',
      },
    ]);
  });

  it('reports a step whose event case left the registry', () => {
    const result = voltRun(INDEX, testCase([step('gone_case')]), visitOf([A.billing_page!]));
    expect(result.steps[0]).toMatchObject({
      status: 'missing',
      name: null,
      note: expect.stringContaining('not in the registry'),
    });
  });
});

describe('voltRun, strict', () => {
  const strict = (ignoredEventTypes: string[] = []) => ({
    ...BILL_PAY,
    validationType: 'strict' as const,
    ignoredEventTypes,
  });

  it('passes steps sent back to back, or with only ignored event types between', () => {
    expect(
      voltRun(
        INDEX,
        strict(),
        visitOf([HOME, A.signIn_success!, A.billing_page!, A.billing_submit!, A.payment_ok!]),
      ).passed,
    ).toBe(true);
    const between = visitOf([A.signIn_success!, A.billing_page!, OUTAGES, A.billing_submit!, A.payment_ok!]);
    expect(voltRun(INDEX, strict(['apiCall']), between).passed).toBe(true);
  });

  it('fails a step with another event between, naming that event on the step and on the event', () => {
    const visit = visitOf([A.signIn_success!, A.billing_page!, HELP, A.billing_submit!, A.payment_ok!]);
    const result = voltRun(INDEX, strict(), visit);
    expect(result.passed).toBe(false);
    expect(result.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'failed', 'passed']);
    expect(result.steps[2]!.problems[0]).toMatchObject({ reason: 'order', field: 'sequenceNumber' });
    expect(result.steps[2]!.problems[0]!.message).toContain('#2 (selectAction home_help) came between');
    expect(result.events[2]).toMatchObject({ status: 'failed', step: null });
    // Ordered takes the same visit.
    expect(voltRun(INDEX, BILL_PAY, visit).passed).toBe(true);
  });

  it('starts the first step wherever the rest can follow it', () => {
    const visit = visitOf([
      A.signIn_success!,
      HOME,
      A.signIn_success!,
      A.billing_page!,
      A.billing_submit!,
      A.payment_ok!,
    ]);
    const result = voltRun(INDEX, strict(), visit);
    expect(result.passed).toBe(true);
    expect(result.steps[0]!.sequenceNumber).toBe(2);
  });
});

describe('voltRun, unordered', () => {
  const unordered = { ...BILL_PAY, validationType: 'unordered' as const };

  it('passes the steps in any order', () => {
    const visit = visitOf([A.payment_ok!, A.billing_submit!, HOME, A.billing_page!, A.signIn_success!]);
    expect(voltRun(INDEX, unordered, visit).passed).toBe(true);
    expect(voltRun(INDEX, BILL_PAY, visit).passed).toBe(false);
  });

  it('gives each step an event of its own', () => {
    const twice = testCase([step('billing_submit'), step('billing_submit')], { validationType: 'unordered' });
    const once = voltRun(INDEX, twice, visitOf([A.billing_submit!]));
    expect(once.steps.map((s) => s.status)).toEqual(['passed', 'missing']);
    expect(voltRun(INDEX, twice, visitOf([A.billing_submit!, HOME, A.billing_submit!])).passed).toBe(true);
  });

  it('finds the assignment that passes every step when a greedy one would not', () => {
    const versioned = testCase(
      [
        step('billing_submit'),
        step('billing_submit', { expectations: [{ field: 'appVersion', operator: 'IS', values: ['2.0'] }] }),
      ],
      { validationType: 'unordered' },
    );
    const visit = visitOf([
      { ...A.billing_submit!, appVersion: '2.0' },
      { ...A.billing_submit!, appVersion: '1.0' },
    ]);
    const result = voltRun(INDEX, versioned, visit);
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => s.sequenceNumber)).toEqual([1, 0]);
  });
});

describe('voltRun options', () => {
  it('leaves problems on enrichment and collector fields out with isIgnoredEnriched', () => {
    const visit = visitOf([{ ...A.billing_page!, networkStatus: 'satellite' }]);
    const one = testCase([step('billing_page')]);
    const strictResult = voltRun(INDEX, one, visit);
    expect(strictResult.passed).toBe(false);
    expect(strictResult.steps[0]!.problems.map((p) => [p.field, p.reason])).toEqual([
      ['networkStatus', 'enumValue'],
    ]);
    const lenient = voltRun(INDEX, one, visit, { isIgnoredEnriched: true });
    expect(lenient.passed).toBe(true);
    expect(lenient.steps[0]!.ignoredProblems.map((p) => p.field)).toEqual(['networkStatus']);
    expect(lenient.events[0]).toMatchObject({
      status: 'passed',
      problems: [],
      ignoredProblems: [expect.objectContaining({ field: 'networkStatus' })],
    });
    // A client field stays counted.
    const client = voltRun(INDEX, one, visitOf([{ ...A.billing_page!, apiHttpVerb: 'BREW' }]), {
      isIgnoredEnriched: true,
    });
    expect(client.passed).toBe(false);
  });

  it('starts at seqNumber: earlier events are ignored and answer no step', () => {
    const visit = visitOf([
      A.signIn_success!,
      A.billing_page!,
      HOME,
      A.signIn_success!,
      A.billing_page!,
      A.billing_submit!,
      A.payment_ok!,
    ]);
    const result = voltRun(INDEX, BILL_PAY, visit, { seqNumber: 3 });
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => s.sequenceNumber)).toEqual([3, 4, 5, 6]);
    expect(result.events.slice(0, 3).map((e) => e.status)).toEqual(['ignored', 'ignored', 'ignored']);
    const late = voltRun(
      INDEX,
      BILL_PAY,
      visitOf([A.signIn_success!, A.billing_page!, A.billing_submit!, A.payment_ok!]),
      {
        seqNumber: 1,
      },
    );
    expect(late.steps[0]).toMatchObject({
      status: 'missing',
      note: 'No event of the visit from #1 sends signIn_success',
    });
  });

  it('lets an optional step be absent, not wrong', () => {
    const withOptional = testCase([
      step('billing_page'),
      step('billing_submit', { optional: true }),
      step('payment_ok'),
    ]);
    const absent = voltRun(INDEX, withOptional, visitOf([A.billing_page!, A.payment_ok!]));
    expect(absent.passed).toBe(true);
    expect(absent.steps[1]!.status).toBe('missing');
    const wrong = voltRun(
      INDEX,
      withOptional,
      visitOf([A.billing_page!, { ...A.billing_submit!, pageName: 'home' }, A.payment_ok!]),
    );
    expect(wrong.passed).toBe(false);
    expect(wrong.steps[1]!.status).toBe('failed');
  });

  it('overrides the test case validation type', () => {
    const visit = visitOf([A.payment_ok!, A.billing_submit!, A.billing_page!, A.signIn_success!]);
    expect(voltRun(INDEX, BILL_PAY, visit, { validationType: 'unordered' })).toMatchObject({
      passed: true,
      validationType: 'unordered',
    });
  });
});

describe('voltRunEventCase', () => {
  it('checks every event that names the event case', () => {
    const visit = visitOf([A.billing_submit!, HOME, { ...A.billing_submit!, pageName: 'home' }, HELP]);
    const result = voltRunEventCase(INDEX, 'billing_submit', visit);
    expect(result.passed).toBe(false);
    expect(result.steps.map((s) => [s.sequenceNumber, s.status])).toEqual([
      [0, 'passed'],
      [2, 'failed'],
    ]);
    expect(result.steps[1]!.problems[0]).toMatchObject({ field: 'pageName', reason: 'eventCaseCondition' });
    expect(result.events.map((e) => e.step)).toEqual([0, null, 1, null]);
  });

  it('fails when no event names it', () => {
    const result = voltRunEventCase(INDEX, 'billing_submit', visitOf([HOME]));
    expect(result).toMatchObject({
      passed: false,
      stepsTotal: 1,
      steps: [expect.objectContaining({ status: 'missing' })],
    });
  });
});

describe('voltRun properties', () => {
  const ecids = Object.keys(ANSWERS);
  const journey = fc.record({
    steps: fc.array(fc.constantFrom(...ecids), { minLength: 1, maxLength: 8 }),
    // Noise before each step's event (as many entries as steps, cut to length).
    noise: fc.array(fc.array(fc.constantFrom(...NOISE), { maxLength: 3 }), { minLength: 8, maxLength: 8 }),
  });
  const build = (stepIds: readonly string[], noise: readonly (readonly Draft[])[], skip = -1) =>
    visitOf(stepIds.flatMap((id, i) => [...noise[i]!, ...(i === skip ? [] : [ANSWERS[id]!])]));

  it('a visit built from the steps passes ordered and unordered, and strict without noise', () => {
    fc.assert(
      fc.property(journey, ({ steps, noise }) => {
        const tc = testCase(steps.map((id) => step(id)));
        const visit = build(steps, noise);
        expect(voltRun(INDEX, tc, visit).passed).toBe(true);
        expect(voltRun(INDEX, tc, visit, { validationType: 'unordered' }).passed).toBe(true);
        const quiet = build(
          steps,
          noise.map(() => []),
        );
        expect(voltRun(INDEX, tc, quiet, { validationType: 'strict' }).passed).toBe(true);
      }),
    );
  });

  it("removing a step's event fails the run, and fails that step when its event case is used once", () => {
    fc.assert(
      fc.property(journey, fc.nat(), ({ steps, noise }, pick) => {
        const k = pick % steps.length;
        const tc = testCase(steps.map((id) => step(id)));
        const visit = build(steps, noise, k);
        for (const validationType of ['ordered', 'strict', 'unordered'] as const) {
          const result = voltRun(INDEX, tc, visit, { validationType });
          expect(result.passed).toBe(false);
          if (steps.filter((id) => id === steps[k]).length === 1)
            expect(result.steps[k]!.status).not.toBe('passed');
        }
      }),
    );
  });

  it('lists every event once, in sequence order, and counts the passed steps', () => {
    fc.assert(
      fc.property(
        journey,
        fc.constantFrom('ordered', 'strict', 'unordered' as const),
        ({ steps, noise }, type) => {
          const visit = build(steps, noise).reverse();
          const result = voltRun(INDEX, testCase(steps.map((id) => step(id))), visit, {
            validationType: type,
          });
          expect(result.events.map((e) => e.sequenceNumber)).toEqual(
            visit.map((e) => e.sequenceNumber).reverse(),
          );
          expect(result.stepsPassed).toBe(result.steps.filter((s) => s.status === 'passed').length);
          const answered = result.events.filter((e) => e.step !== null).map((e) => e.step);
          expect(new Set(answered).size).toBe(answered.length);
        },
      ),
    );
  });
});
