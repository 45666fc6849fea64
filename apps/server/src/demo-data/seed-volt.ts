import { voltRun, type ClientEvent, type VoltTestCaseInput } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { personaByUsername, personaUser } from '../modules/auth/personas';
import { registryService } from '../modules/registry/registry.service';
import { voltRepository } from '../modules/volt/volt.repository';
import { voltRegistryIndex, voltService } from '../modules/volt/volt.service';
import { DEMO_PAYMENT_API, DEMO_STREAM_SESSION_API, demoJourneyEventCases } from './registry-cases';
import type { BatchSink } from './seed-events';

/**
 * Demo Volt tests (issue 19): the event cases the demo journeys need beyond the generator's
 * select-action cases (a sign-in that succeeds, a page shown, an API called), real test cases for
 * the self-service app's bill payment and a TV app's live playback, a few visits from a broken
 * staging build that break their event cases (sent through the collector like every demo event),
 * and one kept run per test case, so Volt and the status page show real passes and failures.
 */

const SUCCESS_CODES = ['200', '201', '202', '204'];
/** The app the bill-payment tests and the broken staging visits are of. */
const PORTAL_APP = 'MSA@Web';

/** The demo test cases, for the apps the journey cases apply to. */
export function voltDemoTestCases(tvApps: readonly string[]): VoltTestCaseInput[] {
  const step = (ecid: string, extra: Partial<VoltTestCaseInput['steps'][number]> = {}) => ({
    ecid,
    expectations: [],
    optional: false,
    ...extra,
  });
  const answered = { field: 'apiResponseCode', operator: 'IS_ONE_OF' as const, values: SUCCESS_CODES };
  const tv = tvApps.slice(0, 3);
  return [
    {
      name: 'Bill payment (My Account web)',
      description:
        'A signed-in customer opens billing and pays: the payment API answers 2xx. Submitting on billing may follow.',
      appIds: [PORTAL_APP],
      validationType: 'ordered',
      ignoredEventTypes: [],
      steps: [
        step('signIn_loginStop_success'),
        step('billing_pageView'),
        step('billing_paymentApi', { expectations: [answered] }),
        step('billing_submit', { optional: true }),
      ],
    },
    {
      name: 'Billing page actions',
      description: 'The billing page is shown and its main action is sent from it, in any order.',
      appIds: ['MSA@Web', 'MSA@iOS', 'MSA@Android'],
      validationType: 'unordered',
      ignoredEventTypes: [],
      steps: [step('billing_pageView'), step('billing_submit')],
    },
    {
      name: 'Live TV playback',
      description: 'Live TV opens, the player gets a stream session (2xx) and a linear stream starts.',
      appIds: tv,
      validationType: 'ordered',
      ignoredEventTypes: [],
      steps: [
        step('liveTv_pageView'),
        step('liveTv_streamSessionApi', { expectations: [answered] }),
        step('liveTv_playbackStart'),
      ],
    },
    {
      name: 'Live TV playback, nothing in between',
      description:
        'The same journey back to back: only API calls, actions and sign-in checks may come between.',
      appIds: tv,
      validationType: 'strict',
      ignoredEventTypes: ['apiCall', 'selectAction', 'loginStart', 'loginStop'],
      steps: [step('liveTv_pageView'), step('liveTv_streamSessionApi'), step('liveTv_playbackStart')],
    },
  ];
}

type Draft = Partial<ClientEvent> & Pick<ClientEvent, 'eventType'>;

/**
 * Visits from a broken staging build: the bill payment with its submit sent from the wrong page,
 * one whose SDK reports a connection type outside its enum, and a live playback whose stream type
 * is outside its enum.
 */
export function voltBrokenVisits(tvApp: string, nowMs: number): ClientEvent[][] {
  const visit = (
    appId: string,
    context: Partial<ClientEvent>,
    drafts: Draft[],
    startMs: number,
  ): ClientEvent[] => {
    const visitId = randomUUID();
    const deviceId = randomUUID();
    return drafts.map((draft, i) => ({
      timestamp: startMs + i * 2_500,
      appId,
      environment: 'staging',
      visitId,
      deviceId,
      sequenceNumber: i,
      ...context,
      ...draft,
    }));
  };
  const web: Partial<ClientEvent> = {
    appVersion: '7.3.0-rc.1',
    operatingSystem: 'Windows',
    osVersion: '11',
    browser: 'Chrome',
    formFactor: 'pc',
    connectionType: 'wired',
    platformType: 'web',
    technologyType: 'Browser',
    computedMso: 'Charter',
    locationState: 'MO',
    helixSpecVersion: '1.48.0',
  };
  const signIn: Draft[] = [
    { eventType: 'startSession' },
    { eventType: 'loginStart', pageName: 'signIn', appSection: 'signIn', loginOperationType: 'manualAuth' },
    {
      eventType: 'loginStop',
      pageName: 'signIn',
      appSection: 'signIn',
      loginOperationType: 'manualAuth',
      loginOutcome: 'success',
    },
  ];
  const billing = (responseCode: number): Draft[] => [
    { eventType: 'pageView', pageName: 'billing', appSection: 'billing' },
    {
      eventType: 'apiCall',
      pageName: 'billing',
      appSection: 'billing',
      apiName: 'GET /api/billing/balance',
      apiHost: 'myaccount-api.example.com',
      apiHttpVerb: 'GET',
      apiArchitecture: 'REST',
      apiResponseCode: 200,
      apiResponseTimeMs: 131,
      traceId: randomUUID().replaceAll('-', ''),
    },
    {
      eventType: 'apiCall',
      pageName: 'billing',
      appSection: 'billing',
      apiName: DEMO_PAYMENT_API,
      apiHost: 'payments-api.example.com',
      apiHttpVerb: 'POST',
      apiArchitecture: 'REST',
      apiResponseCode: responseCode,
      apiResponseTimeMs: 702,
      traceId: randomUUID().replaceAll('-', ''),
    },
  ];
  const tv: Partial<ClientEvent> = {
    appVersion: '12.0.0-beta.4',
    operatingSystem: 'Roku OS',
    connectionType: 'wifi',
    networkStatus: 'onNet',
    deviceLocation: 'inHome',
    technologyType: 'RSG',
    computedMso: 'Charter',
    helixSpecVersion: '1.46.0',
  };
  const stream = {
    contentClass: 'linear',
    streamContentFormat: 'hls',
    drmType: 'playReady',
    streamCdn: 'L-CHTR',
  };
  return [
    visit(
      PORTAL_APP,
      web,
      [
        ...signIn,
        ...billing(201),
        // The broken build sends its billing submit with the page it came from.
        { eventType: 'selectAction', pageName: 'home', appSection: 'home', eventCaseId: 'billing_submit' },
        { eventType: 'pageView', pageName: 'home', appSection: 'home' },
      ],
      nowMs - 40 * 60_000,
    ),
    visit(
      PORTAL_APP,
      { ...web, connectionType: 'ethernet' },
      [...signIn, ...billing(200)],
      nowMs - 25 * 60_000,
    ),
    visit(
      tvApp,
      tv,
      [
        { eventType: 'startSession' },
        { eventType: 'pageView', pageName: 'liveTv', appSection: 'liveTv' },
        {
          eventType: 'apiCall',
          pageName: 'liveTv',
          appSection: 'liveTv',
          apiName: DEMO_STREAM_SESSION_API,
          apiHost: 'stream.tv.example.com',
          apiHttpVerb: 'POST',
          apiArchitecture: 'REST',
          apiResponseCode: 200,
          apiResponseTimeMs: 240,
          traceId: randomUUID().replaceAll('-', ''),
        },
        // The broken build names its live streams "live", outside the streamType enum.
        {
          eventType: 'playbackStart',
          pageName: 'liveTv',
          appSection: 'liveTv',
          streamType: 'live',
          startupTimeMs: 2100,
          ...stream,
        },
      ],
      nowMs - 10 * 60_000,
    ),
  ];
}

/** How many recent visits of a test case's apps are tried for its demo run. */
const DEMO_RUN_CANDIDATES = 60;

/**
 * Seeds Volt into an empty Volt store of a seeded registry: the journey event cases the registry
 * lacks (through the registry's service, with its checks and history), the test cases (through
 * Volt's service), the broken staging visits (through the collector), and one kept run per test
 * case against a recent visit: the broken visit of its app where there is one, otherwise the
 * recent visit that passes it, or comes closest. Resolves to the test cases seeded.
 */
export async function seedVolt(app: FastifyInstance, sink: BatchSink, nowMs = Date.now()): Promise<number> {
  if (!(await voltRepository.isEmpty(app.db)) || (await registryService.isEmpty(app.db))) return 0;
  const mapper = personaUser(personaByUsername('mapper')!);
  const analyst = personaUser(personaByUsername('analyst')!);
  const journeyCases = demoJourneyEventCases();
  const registered = await voltRegistryIndex(app.db);
  for (const eventCase of journeyCases) {
    if (!registered.cases.has(eventCase.id))
      await registryService.createEventCase(app.db, mapper, eventCase, nowMs);
  }
  const tvApps = journeyCases.find((c) => c.id === 'liveTv_playbackStart')!.appIds;
  const created = [];
  for (const input of voltDemoTestCases(tvApps))
    created.push(await voltService.create(app.db, mapper, input));

  const broken = voltBrokenVisits(tvApps[0]!, nowMs);
  await sink({ type: 'client', events: broken.flat() });

  const index = await voltRegistryIndex(app.db);
  const brokenFor = (appIds: readonly string[]) =>
    broken.filter((events) => appIds.includes(events[0]!.appId));
  for (const testCase of created) {
    let visitId = brokenFor(testCase.appIds)[0]?.[0]?.visitId;
    if (!visitId || testCase.validationType !== 'ordered') {
      const recent = await app.analytics.recentVisits({
        appIds: testCase.appIds,
        environment: 'production',
        limit: DEMO_RUN_CANDIDATES,
      });
      let best = -1;
      for (const candidate of recent) {
        const result = voltRun(index, testCase, await app.analytics.clientEventsOfVisit(candidate.visitId));
        const score = result.passed ? Infinity : result.stepsPassed;
        if (score > best) {
          best = score;
          visitId = candidate.visitId;
        }
        if (result.passed) break;
      }
    }
    if (visitId)
      await voltService.run(
        app.db,
        app.analytics,
        analyst,
        { tcid: testCase.id, visitId, isIgnoredEnriched: false },
        nowMs,
      );
  }
  // The second broken visit, run against the bill payment too: its SDK's connection type fails every step.
  const [billPayment] = created;
  const ethernet = broken[1]?.[0]?.visitId;
  if (billPayment && ethernet) {
    await voltService.run(
      app.db,
      app.analytics,
      analyst,
      { tcid: billPayment.id, visitId: ethernet, isIgnoredEnriched: false },
      nowMs + 1,
    );
  }
  return created.length;
}
