import {
  REGISTRY_BASE_EVENT_TYPES,
  REGISTRY_BASE_FIELDS,
  type ClientEvent,
  type VoltRun,
  type VoltTestCase,
  type VoltTestCaseInput,
} from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { personaByUsername, personaUser } from '../auth/personas';
import { registryService } from '../registry/registry.service';
import { demoEventCases, demoJourneyEventCases } from '../../demo-data/registry-cases';
import { injectSink } from '../../demo-data/seed';
import { voltBrokenVisits, voltDemoTestCases, seedVolt } from '../../demo-data/seed-volt';
import { voltCasesUsing } from './volt.repository';

const NOW = Date.UTC(2026, 10, 20, 12);
const mapper = personaUser(personaByUsername('mapper')!);

/** The demo registry plus the journey cases, as the demo seeds it. */
async function registrySeed(t: TestApp): Promise<void> {
  await registryService.importRecords(t.app.db, mapper, {
    fields: [...REGISTRY_BASE_FIELDS],
    eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
    eventCases: [...demoEventCases(), ...demoJourneyEventCases()],
  });
}

const BILL_PAYMENT = voltDemoTestCases(['OneApp@Roku'])[0]!;
/** A staging visit whose billing submit names the wrong page, and one with a connection type outside its enum. */
const [WRONG_PAGE, ETHERNET] = voltBrokenVisits('OneApp@Roku', NOW) as [
  ClientEvent[],
  ClientEvent[],
  ClientEvent[],
];
/** The same journey done right. */
const GOOD: ClientEvent[] = WRONG_PAGE.map((event) => ({
  ...event,
  visitId: 'good-visit',
  environment: 'production',
  ...(event.eventType === 'selectAction' ? { pageName: 'billing', appSection: 'billing' } : {}),
}));

describe('/api/volt', () => {
  let t: TestApp;
  let created: VoltTestCase;
  const call = async (
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.as(username),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    await registrySeed(t);
    await t.app.analytics.insertClientEvents([...WRONG_PAGE, ...ETHERNET, ...GOOD]);
  });
  afterAll(() => t.close());

  it('lets a registry editor create a test case and every portal user read it', async () => {
    const res = await call('mapper', 'POST', '/api/volt/test-cases', BILL_PAYMENT);
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      name: BILL_PAYMENT.name,
      createdBy: 'mapper',
      validationType: 'ordered',
    });
    expect(created.steps).toHaveLength(4);
    const read = await call('analyst', 'GET', `/api/volt/test-cases/${created.id}`);
    expect(read.json()).toEqual(created);
    const history = await call('analyst', 'GET', `/api/history?entityKind=TEST_CASE&entityId=${created.id}`);
    expect(history.json().entries).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: 'mapper',
        summary: 'Added test case Bill payment (My Account web) (4 steps)',
      }),
    ]);
    expect(await voltCasesUsing(t.app.db, 'billing_paymentApi')).toEqual([
      { id: created.id, name: created.name },
    ]);
    expect(await voltCasesUsing(t.app.db, 'home_submit')).toEqual([]);
  });

  it('enforces the roles on the server: analysts read and run, editors and admins write', async () => {
    const other: VoltTestCaseInput = { ...BILL_PAYMENT, name: 'Role check' };
    expect((await call('analyst', 'POST', '/api/volt/test-cases', other)).statusCode).toBe(403);
    expect((await call('guest', 'GET', '/api/volt/test-cases')).statusCode).toBe(403);
    const byAdmin = await call('admin', 'POST', '/api/volt/test-cases', other);
    expect(byAdmin.statusCode).toBe(201);
    const id = byAdmin.json().id as string;
    expect((await call('analyst', 'PUT', `/api/volt/test-cases/${id}`, other)).statusCode).toBe(403);
    expect((await call('analyst', 'DELETE', `/api/volt/test-cases/${id}`)).statusCode).toBe(403);
    const renamed = await call('mapper', 'PUT', `/api/volt/test-cases/${id}`, {
      ...other,
      name: 'Role check, renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Role check, renamed',
      updatedBy: 'mapper',
      createdBy: 'admin',
    });
    expect((await call('mapper', 'DELETE', `/api/volt/test-cases/${id}`)).statusCode).toBe(204);
    expect((await call('analyst', 'GET', `/api/volt/test-cases/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ ...BILL_PAYMENT, name: '' }, 'name: name is required'],
    [{ ...BILL_PAYMENT, steps: [] }, 'steps: at least one step is required'],
    [{ ...BILL_PAYMENT, validationType: 'sideways' }, 'validationType:'],
    [{ ...BILL_PAYMENT, appIds: ['Nope@Web'] }, 'appIds:'],
    [
      { ...BILL_PAYMENT, steps: [{ ecid: 'no_such_case' }] },
      'steps.0.ecid: event case "no_such_case" is not in the registry',
    ],
    [
      { ...BILL_PAYMENT, steps: [{ ecid: 'liveTv_playbackStart' }] },
      'steps.0.ecid: event case "liveTv_playbackStart" applies to none of the test case\'s applications',
    ],
    [
      {
        ...BILL_PAYMENT,
        steps: [
          { ecid: 'billing_pageView', expectations: [{ field: 'shoeSize', operator: 'EXISTS', values: [] }] },
        ],
      },
      'steps.0.expectations.0.field: shoeSize is not a defined field',
    ],
    [
      {
        ...BILL_PAYMENT,
        steps: [
          { ecid: 'billing_pageView', expectations: [{ field: 'apiName', operator: 'EXISTS', values: [] }] },
        ],
      },
      'steps.0.expectations.0.field: apiName is not a field of pageView events',
    ],
    [
      {
        ...BILL_PAYMENT,
        steps: [
          { ecid: 'billing_pageView', expectations: [{ field: 'userId', operator: 'EXISTS', values: [] }] },
        ],
      },
      'steps.0.expectations.0.field: userId is personal data',
    ],
    [
      {
        ...BILL_PAYMENT,
        steps: [
          { ecid: 'billing_pageView', expectations: [{ field: 'pageName', operator: 'IS', values: [] }] },
        ],
      },
      'steps.0.expectations.0.values: IS takes one value',
    ],
    [
      {
        ...BILL_PAYMENT,
        steps: [
          {
            ecid: 'billing_pageView',
            expectations: [{ field: 'connectionType', operator: 'IS', values: ['pigeon'] }],
          },
        ],
      },
      'steps.0.expectations.0.values: pigeon is not a value of connectionType',
    ],
  ])('refuses a bad test case with a 400 naming the field (%#)', async (body, message) => {
    const res = await call('mapper', 'POST', '/api/volt/test-cases', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a second test case of the same name with a 409', async () => {
    const res = await call('mapper', 'POST', '/api/volt/test-cases', {
      ...BILL_PAYMENT,
      name: BILL_PAYMENT.name.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('name:');
  });

  it('runs a test case against a recorded visit, keeps the result and answers it', async () => {
    const res = await call('analyst', 'POST', '/api/volt/runs', { tcid: created.id, visitId: 'good-visit' });
    expect(res.statusCode).toBe(201);
    const run: VoltRun = res.json();
    expect(run).toMatchObject({
      passed: true,
      stepsPassed: 4,
      stepsTotal: 4,
      appId: 'MSA@Web',
      runBy: 'analyst',
    });
    expect(run.result.events).toHaveLength(GOOD.length);
    const kept = await call('analyst', 'GET', `/api/volt/runs/${run.id}`);
    expect(kept.json()).toEqual(run);
  });

  it('reports the failing field of a demo-like broken visit', async () => {
    const res = await call('analyst', 'POST', '/api/volt/runs', {
      tcid: created.id,
      visitId: WRONG_PAGE[0]!.visitId,
    });
    const run: VoltRun = res.json();
    expect(run.passed).toBe(false);
    const submit = run.result.steps[3]!;
    expect(submit).toMatchObject({ ecid: 'billing_submit', status: 'failed', sequenceNumber: 6 });
    expect(submit.problems).toEqual([
      expect.objectContaining({
        field: 'pageName',
        reason: 'eventCaseCondition',
        message: expect.stringContaining('the event has home'),
      }),
    ]);
    expect(run.result.events[6]).toMatchObject({ status: 'failed', step: 3 });

    const ethernet: VoltRun = (
      await call('analyst', 'POST', '/api/volt/runs', {
        tcid: created.id,
        visitId: ETHERNET[0]!.visitId,
        isIgnoredEnriched: true,
      })
    ).json();
    expect(ethernet.passed).toBe(false);
    expect(ethernet.result.steps[0]!.problems.map((p) => [p.field, p.reason])).toEqual([
      ['connectionType', 'enumValue'],
    ]);
  });

  it('runs one event case alone against every event that names it', async () => {
    const res = await call('analyst', 'POST', '/api/volt/runs', {
      ecid: 'billing_submit',
      visitId: WRONG_PAGE[0]!.visitId,
    });
    expect(res.statusCode).toBe(201);
    const run: VoltRun = res.json();
    expect(run).toMatchObject({
      testCaseId: null,
      eventCaseId: 'billing_submit',
      passed: false,
      stepsTotal: 1,
    });
    expect(run.result.steps[0]!.problems[0]).toMatchObject({ field: 'pageName' });
  });

  it.each([
    [{ visitId: 'good-visit' }, 400, 'tcid: give a test case (tcid) or an event case (ecid)'],
    [{ tcid: 'x', ecid: 'billing_submit', visitId: 'good-visit' }, 400, 'tcid:'],
    [
      { ecid: 'no_such_case', visitId: 'good-visit' },
      400,
      'ecid: event case "no_such_case" is not in the registry',
    ],
    [
      { ecid: 'billing_submit', visitId: 'good-visit', seqNumber: -1 },
      400,
      'seqNumber: seqNumber must be 0 or more',
    ],
    [{ ecid: 'billing_submit', visitId: 'never-seen' }, 404, 'No events stored for visit "never-seen"'],
    [{ tcid: 'no-such-test', visitId: 'good-visit' }, 404, 'No test case with id "no-such-test"'],
  ])('refuses a bad run (%#)', async (body, status, message) => {
    const res = await call('analyst', 'POST', '/api/volt/runs', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toContain(message);
  });

  it('lists kept runs newest first, and each test case with its last run and pass rate', async () => {
    const runs = (await call('analyst', 'GET', `/api/volt/runs?tcid=${created.id}`)).json().runs as VoltRun[];
    expect(runs.map((run) => [run.visitId, run.passed])).toEqual([
      [ETHERNET[0]!.visitId, false],
      [WRONG_PAGE[0]!.visitId, false],
      ['good-visit', true],
    ]);
    expect(runs[0]).not.toHaveProperty('result');
    expect(runs[0]!.testCaseName).toBe(BILL_PAYMENT.name);
    const byApp = (
      await call('analyst', 'GET', '/api/volt/runs?appIds=MSA@Web&appIds=SMB@Web&limit=2')
    ).json().runs;
    expect(byApp).toHaveLength(2);
    expect((await call('analyst', 'GET', '/api/volt/runs?appIds=OneApp@Roku')).json().runs).toEqual([]);
    expect((await call('analyst', 'GET', '/api/volt/runs?limit=0')).statusCode).toBe(400);

    const list = (await call('analyst', 'GET', '/api/volt/test-cases?appIds=MSA@Web&search=bill')).json()
      .testCases;
    expect(list).toEqual([
      expect.objectContaining({
        id: created.id,
        runs: 3,
        runsPassed: 1,
        lastRun: expect.objectContaining({ passed: false, visitId: ETHERNET[0]!.visitId }),
      }),
    ]);
    expect(
      (await call('analyst', 'GET', '/api/volt/test-cases?search=nothing-like-this')).json().testCases,
    ).toEqual([]);
    expect(
      (await call('analyst', 'GET', '/api/volt/test-cases?ecid=billing_paymentApi')).json().testCases,
    ).toHaveLength(1);
    expect(
      (await call('analyst', 'GET', '/api/volt/test-cases?ecid=home_submit')).json().testCases,
    ).toHaveLength(0);
  });

  it('answers the filtered-test-cases GraphQL query with the same filters', async () => {
    const query = `query ($appIds: [String!], $search: String, $ecid: String) {
      filteredTestCases(appIds: $appIds, search: $search, ecid: $ecid) { id name steps { ecid optional } lastRun { passed } runs }
    }`;
    const res = await call('analyst', 'POST', '/api/filtered-test-cases', {
      query,
      variables: { appIds: ['MSA@Web'], search: 'payment', ecid: 'billing_submit' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        filteredTestCases: [
          {
            id: created.id,
            name: BILL_PAYMENT.name,
            steps: BILL_PAYMENT.steps.map((s) => ({ ecid: s.ecid, optional: s.optional })),
            lastRun: { passed: false },
            runs: 3,
          },
        ],
      },
    });
    const none = await call('analyst', 'POST', '/api/filtered-test-cases/graphql', {
      query: '{ filteredTestCases(appIds: ["OneApp@Roku"]) { id } }',
    });
    expect(none.json()).toEqual({ data: { filteredTestCases: [] } });
    expect(
      (await call('guest', 'POST', '/api/filtered-test-cases', { query: '{ filteredTestCases { id } }' }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a test case with its runs', async () => {
    expect((await call('mapper', 'DELETE', `/api/volt/test-cases/${created.id}`)).statusCode).toBe(204);
    expect((await call('analyst', 'GET', `/api/volt/runs?tcid=${created.id}`)).json().runs).toEqual([]);
    expect((await call('mapper', 'DELETE', `/api/volt/test-cases/${created.id}`)).statusCode).toBe(404);
    expect(await voltCasesUsing(t.app.db, 'billing_paymentApi')).toEqual([]);
  });
});

describe('the demo Volt seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('seeds nothing before the registry, then test cases, broken visits and a failing run showing the field', async () => {
    const sink = await injectSink(t.app);
    expect(await seedVolt(t.app, sink, NOW)).toBe(0);
    await registryService.importRecords(t.app.db, mapper, {
      fields: [...REGISTRY_BASE_FIELDS],
      eventTypes: [...REGISTRY_BASE_EVENT_TYPES],
      eventCases: demoEventCases(),
    });
    expect(await seedVolt(t.app, sink, NOW)).toBe(4);
    expect(await seedVolt(t.app, sink, NOW)).toBe(0);
    const headers = await t.as('analyst');
    const cases = (await t.app.inject({ url: '/api/volt/test-cases', headers })).json().testCases as {
      name: string;
      id: string;
    }[];
    const billPayment = cases.find((c) => c.name === BILL_PAYMENT.name)!;
    const runs = (await t.app.inject({ url: `/api/volt/runs?tcid=${billPayment.id}`, headers })).json()
      .runs as VoltRun[];
    expect(runs.length).toBeGreaterThan(0);
    expect(runs).toHaveLength(2);
    const fields = [];
    for (const { id } of runs) {
      const run: VoltRun = (await t.app.inject({ url: `/api/volt/runs/${id}`, headers })).json();
      expect(run.passed).toBe(false);
      fields.push(...run.result.steps.flatMap((s) => s.problems.map((p) => p.field)));
    }
    expect(new Set(fields)).toEqual(new Set(['pageName', 'connectionType']));
    const tv = cases.find((c) => c.name === 'Live TV playback')!;
    const tvRun = (await t.app.inject({ url: `/api/volt/runs?tcid=${tv.id}`, headers })).json()
      .runs[0] as VoltRun;
    const tvResult: VoltRun = (await t.app.inject({ url: `/api/volt/runs/${tvRun.id}`, headers })).json();
    expect(tvResult.result.steps[2]!.problems.map((p) => [p.field, p.reason])).toEqual([
      ['streamType', 'enumValue'],
      ['streamType', 'eventCaseCondition'],
    ]);
  });
});
