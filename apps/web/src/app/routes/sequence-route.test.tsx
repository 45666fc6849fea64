import type { ClientEvent, VisitSequenceReply } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const T0 = Date.UTC(2026, 10, 20, 14, 0, 0);
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

function event(sequenceNumber: number, overrides: Partial<ClientEvent> = {}): ClientEvent {
  return {
    timestamp: T0 + sequenceNumber * 1_500,
    appId: 'OneApp@Roku',
    environment: 'production',
    visitId: 'visit-1',
    deviceId: 'device-9',
    eventType: 'pageView',
    sequenceNumber,
    pageName: 'guide',
    ...overrides,
  };
}

const EVENTS: ClientEvent[] = [
  event(0, { eventType: 'startSession', pageName: null, appVersion: '9.1.0' }),
  event(1),
  event(2, {
    eventType: 'apiCall',
    apiHttpVerb: 'GET',
    apiName: 'GET /api/lineup',
    apiResponseCode: 503,
    apiResponseTimeMs: 812,
    traceId: TRACE,
  }),
  event(3, { eventType: 'error', errorCode: 'API-503', errorType: 'api' }),
  event(4, { eventType: 'selectAction', eventCaseId: 'guide_play' }),
];

/** Answers the visit like the server: a range narrows the events, the summary stays whole. */
function visitHandler(requests: URLSearchParams[] = []) {
  return http.get('*/api/sequence/:visitId', ({ params, request }) => {
    const url = new URL(request.url);
    requests.push(url.searchParams);
    if (params.visitId !== 'visit-1') {
      return HttpResponse.json(
        { error: { code: 'not_found', message: `No events stored for visit "${String(params.visitId)}"` } },
        { status: 404 },
      );
    }
    const start = url.searchParams.get('start');
    const end = url.searchParams.get('end');
    const range = start && end ? { start: Number(start), end: Number(end) } : null;
    const reply: VisitSequenceReply = {
      visitId: 'visit-1',
      summary: {
        appId: 'OneApp@Roku',
        deviceId: 'device-9',
        environment: 'production',
        startMs: T0,
        endMs: T0 + 6_000,
        events: EVENTS.length,
        firstSequence: 0,
        lastSequence: 4,
      },
      range,
      events: EVENTS.filter(
        (e) => !range || (e.sequenceNumber >= range.start && e.sequenceNumber <= range.end),
      ),
    };
    return HttpResponse.json(reply);
  });
}

const rows = () => screen.getAllByTestId('sequence-event');

describe('the visit sequence page', () => {
  it('shows the visit header and its events in order with their key fields', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/visit-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sequence' })).toBeInTheDocument();
    const visit = await screen.findByLabelText('Visit', { selector: 'dl' });
    expect(within(visit).getByText('OneApp@Roku')).toBeInTheDocument();
    expect(within(visit).getByText('device-9')).toBeInTheDocument();
    expect(within(visit).getByText('6 s')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByRole('button').textContent)).toEqual([
      '›0',
      '›1',
      '›2',
      '›3',
      '›4',
    ]);
    const call = rows()[2]!;
    expect(call).toHaveTextContent('GET /api/lineup');
    expect(call).not.toHaveTextContent('GET GET');
    expect(call).toHaveTextContent('503');
    expect(call).toHaveTextContent('812 ms');
    expect(call).toHaveTextContent('+3.000 s');
    expect(rows()[4]).toHaveTextContent('guide_play');
    await waitFor(() => expect(document.title).toBe('Sequence | Other | Prism'));
  });

  it('highlights and focuses the event of the trace id in the address', async () => {
    server.use(visitHandler());
    renderApp({ path: `/tools/sequence/visit-1?traceId=${TRACE}` });

    const traced = await screen.findByRole('button', { name: 'Event 2, apiCall, the traced call' });
    await waitFor(() => expect(traced).toHaveFocus());
    expect(traced.closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(rows().filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });

  it('lands on the event of a sequence number in the address', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/visit-1?seq=3' });

    const linked = await screen.findByRole('button', { name: 'Event 3, error, the linked event' });
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked.closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('says when no event shown carries the trace id', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/visit-1?traceId=ffffffffffffffffffffffffffffffff&start=0&end=1' });

    expect(
      await screen.findByText(
        'No event in sequence numbers 0 to 1 carries trace ID ffffffffffffffffffffffffffffffff. Reset the range to search the whole visit.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(rows()).toHaveLength(2);
  });

  it('moves between events with j and k, and opens an event to every field', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/visit-1' });
    const user = userEvent.setup();
    await screen.findAllByTestId('sequence-event');

    await user.keyboard('j');
    expect(screen.getByRole('button', { name: 'Event 0, startSession' })).toHaveFocus();
    await user.keyboard('jj');
    expect(screen.getByRole('button', { name: 'Event 2, apiCall' })).toHaveFocus();
    await user.keyboard('k');
    const page = screen.getByRole('button', { name: 'Event 1, pageView' });
    expect(page).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(page).toHaveAttribute('aria-expanded', 'true');
    const fields = screen.getByLabelText('Fields of event 1');
    expect(within(fields).getByText('deviceId')).toBeInTheDocument();
    expect(within(fields).getByText('device-9')).toBeInTheDocument();
  });

  it('applies a sequence range through the address, and refuses an unchanged one', async () => {
    const requests: URLSearchParams[] = [];
    server.use(visitHandler(requests));
    renderApp({ path: '/tools/sequence/visit-1' });
    const user = userEvent.setup();
    await screen.findAllByTestId('sequence-event');

    await user.type(screen.getByRole('textbox', { name: 'Start' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'End' }), '3');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(window.location.search).toBe('?start=2&end=3');
    expect(requests.at(-1)?.toString()).toBe('start=2&end=3');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose different start or end range than current.',
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No range to reset.');
  });

  it('filters by event type through the address', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/visit-1?hiddenEventTypes[]=pageView' });
    const user = userEvent.setup();
    await screen.findAllByTestId('sequence-event');
    expect(rows()).toHaveLength(4);

    await user.click(screen.getByRole('checkbox', { name: /^apiCall/ }));
    expect(rows()).toHaveLength(3);
    expect(new URLSearchParams(window.location.search).getAll('hiddenEventTypes[]').sort()).toEqual([
      'apiCall',
      'pageView',
    ]);
  });

  it('says plainly when the visit has no events stored', async () => {
    server.use(visitHandler());
    renderApp({ path: '/tools/sequence/no-such-visit' });

    expect(
      await screen.findByRole('heading', { name: 'No events stored for this visit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No events stored for visit "no-such-visit"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find another visit' })).toHaveAttribute(
      'href',
      '/tools/sequence',
    );
  });
});

describe('the sequence search page', () => {
  it('lists recent visits of the data source and opens a trace id on its event', async () => {
    const recentQueries: string[] = [];
    server.use(
      http.get('*/api/sequence/recent', ({ request }) => {
        recentQueries.push(new URL(request.url).search);
        return HttpResponse.json({
          visits: [
            {
              visitId: 'visit-1',
              appId: 'OneApp@Roku',
              deviceId: 'device-9',
              environment: 'production',
              startMs: T0,
              endMs: T0 + 6_000,
              events: 5,
              firstPage: 'guide',
            },
          ],
        });
      }),
      http.get('*/api/sequence', ({ request }) => {
        const traceId = new URL(request.url).searchParams.get('traceId');
        if (traceId !== TRACE) {
          return HttpResponse.json(
            {
              error: {
                code: 'not_found',
                message: `No event carries trace id "${traceId}" in data source "quantum"`,
              },
            },
            { status: 404 },
          );
        }
        return HttpResponse.json({
          traceId,
          visitId: 'visit-1',
          appId: 'OneApp@Roku',
          sequenceNumber: 2,
          timestamp: T0,
        });
      }),
      visitHandler(),
    );
    renderApp({ path: '/tools/sequence?dataSource=quantum&isTraceID=true' });
    const user = userEvent.setup();

    const recent = await screen.findByRole('table', { name: 'Recent visits' });
    expect(within(recent).getByRole('link', { name: 'visit-1' })).toHaveAttribute(
      'href',
      '/tools/sequence/visit-1',
    );
    expect(recentQueries[0]).toContain('dataSource=quantum');
    expect(screen.getByRole('checkbox', { name: 'Search by trace ID' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Trace ID' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Find trace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No event carries trace id "abc" in data source "quantum"',
    );

    await user.clear(screen.getByRole('textbox', { name: 'Trace ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Trace ID' }), TRACE);
    await user.click(screen.getByRole('button', { name: 'Find trace' }));
    expect(
      await screen.findByRole('button', { name: 'Event 2, apiCall, the traced call' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tools/sequence/visit-1');
    expect(window.location.search).toBe(`?traceId=${TRACE}`);
  });
});
