import {
  ROLE,
  listEventCases,
  listRecentVisits,
  listVoltRuns,
  listVoltTestCases,
  runVolt,
  type VoltRun,
  type VoltTestCaseSummary,
} from '@prism/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOW_MS, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const FIRST_LOAD = { timeout: 12_000 };
const EDITOR = {
  id: 'mapper',
  pid: 'P1000007',
  email: 'mo.mapper@prism.example',
  name: 'Mo Mapper',
  roles: [ROLE.basic, ROLE.quantumMappingEdit],
};

const TEST_CASE: VoltTestCaseSummary = {
  id: 'tc-1',
  name: 'Bill payment',
  description: 'Pays a bill.',
  appIds: ['myaccount@Web'],
  validationType: 'ordered',
  ignoredEventTypes: [],
  steps: [
    { ecid: 'billing_pageView', expectations: [], optional: false },
    { ecid: 'billing_submit', expectations: [], optional: false },
  ],
  createdBy: 'mapper',
  createdAt: NOW_MS,
  updatedBy: 'mapper',
  updatedAt: NOW_MS,
  lastRun: { id: 'run-1', passed: false, runAt: NOW_MS, visitId: 'visit-9' },
  runs: 4,
  runsPassed: 3,
};

const RUN: VoltRun = {
  id: 'run-1',
  testCaseId: 'tc-1',
  testCaseName: 'Bill payment',
  eventCaseId: null,
  appId: 'myaccount@Web',
  visitId: 'visit-9',
  validationType: 'strict',
  isIgnoredEnriched: true,
  seqNumber: 1,
  passed: false,
  stepsPassed: 1,
  stepsTotal: 2,
  runBy: 'analyst',
  runAt: NOW_MS,
  result: {
    passed: false,
    validationType: 'strict',
    isIgnoredEnriched: true,
    seqNumber: 1,
    stepsPassed: 1,
    stepsTotal: 2,
    steps: [
      {
        index: 0,
        ecid: 'billing_pageView',
        name: 'Billing page shown',
        optional: false,
        status: 'passed',
        sequenceNumber: 1,
        problems: [],
        ignoredProblems: [],
        note: 'Answered by event #1 (pageView)',
      },
      {
        index: 1,
        ecid: 'billing_submit',
        name: 'Submit on billing',
        optional: false,
        status: 'failed',
        sequenceNumber: 2,
        problems: [
          {
            field: 'pageName',
            reason: 'eventCaseCondition',
            message: 'Event case "billing_submit" needs pageName is billing; the event has home',
          },
        ],
        ignoredProblems: [],
        note: 'Event #2 answers it with 1 problem',
      },
    ],
    events: [
      {
        sequenceNumber: 0,
        timestamp: NOW_MS,
        eventType: 'startSession',
        eventCaseId: null,
        pageName: null,
        traceId: null,
        step: null,
        status: 'ignored',
        problems: [],
        ignoredProblems: [],
      },
      {
        sequenceNumber: 1,
        timestamp: NOW_MS,
        eventType: 'pageView',
        eventCaseId: null,
        pageName: 'billing',
        traceId: null,
        step: 0,
        status: 'passed',
        problems: [],
        ignoredProblems: [],
      },
      {
        sequenceNumber: 2,
        timestamp: NOW_MS,
        eventType: 'selectAction',
        eventCaseId: 'billing_submit',
        pageName: 'home',
        traceId: 'abc123',
        step: 1,
        status: 'failed',
        problems: [
          {
            field: 'pageName',
            reason: 'eventCaseCondition',
            message: 'Event case "billing_submit" needs pageName is billing; the event has home',
          },
        ],
        ignoredProblems: [],
      },
    ],
  },
};

function voltServer({ editor = false } = {}) {
  const runBodies: unknown[] = [];
  server.use(
    ...(editor
      ? [
          http.post('*/api/tokens/access/verify', () => HttpResponse.json(EDITOR)),
          http.get('*/api/users/:id', () =>
            HttpResponse.json(
              userFactory({
                id: EDITOR.id,
                pid: EDITOR.pid,
                roles: EDITOR.roles,
                lastLoginDate: '2026-11-22T11:00:00.000Z',
              }),
            ),
          ),
        ]
      : []),
    http.get(`*${listVoltTestCases.path}`, () => HttpResponse.json({ testCases: [TEST_CASE] })),
    http.get(`*${listVoltRuns.path}`, () => HttpResponse.json({ runs: [] })),
    http.get(`*${listEventCases.path}`, () => HttpResponse.json({ eventCases: [] })),
    http.get(`*${listRecentVisits.path}`, () => HttpResponse.json({ visits: [] })),
    http.post(`*${runVolt.path}`, async ({ request }) => {
      runBodies.push(await request.json());
      return HttpResponse.json(RUN, { status: 201 });
    }),
  );
  return { runBodies };
}

describe('the Volt runner', () => {
  it('runs on load from the address and shows the failing field, the steps and the visit event by event', async () => {
    const { runBodies } = voltServer();
    renderApp({
      path: '/tools/volt/test-cases?tcid=tc-1&visitId=visit-9&validationType=strict&isIgnoredEnriched=true&seqNumber=1&submit=true',
    });
    const steps = await screen.findByRole('table', { name: 'Steps' }, FIRST_LOAD);
    expect(runBodies).toEqual([
      { tcid: 'tc-1', visitId: 'visit-9', validationType: 'strict', isIgnoredEnriched: true, seqNumber: 1 },
    ]);
    expect(screen.getByText('1 of 2 steps passed')).toBeInTheDocument();
    const failed = within(steps).getAllByRole('row')[2]!;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent(
      'pageName: Event case "billing_submit" needs pageName is billing; the event has home',
    );
    const events = screen.getByRole('table', { name: 'Events of the visit' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual([
      'Ignored',
      'Pass',
      'Fail',
    ]);
    expect(within(events).getByRole('link', { name: 'Event 2 in the sequence viewer' })).toHaveAttribute(
      'href',
      '/tools/sequence/visit-9?traceId=abc123',
    );
    expect(within(events).getByRole('link', { name: 'Event 1 in the sequence viewer' })).toHaveAttribute(
      'href',
      '/tools/sequence/visit-9?seq=1',
    );
  });

  it('waits for Run without submit=true, then runs with the choices and keeps them in the address', async () => {
    const { runBodies } = voltServer();
    renderApp({ path: '/tools/volt/test-cases?tcid=tc-1' });
    expect(await screen.findByText('No run yet', {}, FIRST_LOAD)).toBeInTheDocument();
    const run = await screen.findByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Visit id' }), 'visit-9');
    expect(window.location.search).toContain('visitId=visit-9');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('table', { name: 'Steps' })).toBeInTheDocument();
    expect(runBodies).toEqual([{ tcid: 'tc-1', visitId: 'visit-9', isIgnoredEnriched: false }]);
    expect(window.location.search).toContain('submit=true');
  });
});

describe('the Volt test cases', () => {
  it('shows readers the test cases with last run and pass rate, without editing', async () => {
    voltServer();
    renderApp({ path: '/tools/volt' });
    const table = await screen.findByRole('table', { name: 'Test cases' }, FIRST_LOAD);
    expect(table).toHaveTextContent('Bill payment');
    expect(table).toHaveTextContent('75%');
    expect(table).toHaveTextContent('billing_pageView → billing_submit');
    expect(within(table).getByRole('link', { name: 'Run Bill payment' })).toHaveAttribute(
      'href',
      '/tools/volt/test-cases?tcid=tc-1&isRecent=true&appId=myaccount%40Web&visitId=visit-9',
    );
    expect(screen.queryByRole('button', { name: 'New test case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Bill payment' })).not.toBeInTheDocument();
  });

  it('lets an editor open the test case in the steps editor', async () => {
    voltServer({ editor: true });
    renderApp({ path: '/tools/volt' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bill payment' }, FIRST_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Edit Bill payment' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Bill payment');
    const steps = within(dialog).getByRole('list', { name: 'Steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
    expect(within(steps).getAllByRole('combobox', { name: /event case/ })[0]).toHaveValue('billing_submit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });
});
