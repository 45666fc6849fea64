import type { ClientEvent } from '@prism/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter } from 'react-router';
import { server } from '../../testing/server';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { apiRequest } from '../api-client';
import { trackingActive } from './tracking';
import { usePortalTracking } from './use-portal-tracking';

function FailingQuery({ name }: { name: string }) {
  useQuery({ queryKey: ['failing', name], queryFn: () => apiRequest('/api/broken'), retry: false });
  return null;
}

function Shell({ failing }: { failing: string[] }) {
  usePortalTracking('analyst');
  return (
    <>
      <Link to="/MSA@Web/client-analytics/overview">Overview</Link>
      <Link to="/tools/krypto">Krypto</Link>
      {failing.map((name) => (
        <FailingQuery key={name} name={name} />
      ))}
    </>
  );
}

function renderShell(failing: string[] = []) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Shell failing={failing} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client, ...view };
}

describe('usePortalTracking', () => {
  let stored: ClientEvent[];
  beforeEach(() => {
    stored = [];
    server.use(
      http.post('*/api/collector/events', async ({ request }) => {
        stored.push(...((await request.json()) as { events: ClientEvent[] }).events);
        return HttpResponse.json({});
      }),
      http.get('*/api/broken', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Store down' } }, { status: 503 }),
      ),
    );
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-analyst');
  });

  it('records a page view on each path change, sent when the page is hidden', async () => {
    const { user, unmount } = renderShell();
    await user.click(screen.getByRole('link', { name: 'Overview' }));
    await user.click(screen.getByRole('link', { name: 'Krypto' }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(stored.length).toBeGreaterThan(0));
    const views = stored.filter((event) => event.eventType === 'pageView');
    expect(views.map((view) => [view.pageName, view.appSection, view.pageType, view.breakpoint])).toEqual([
      ['home', null, 'Other', 960],
      ['clientAnalytics', 'overview', 'Applications', 960],
      ['tools/krypto', null, 'Other', 960],
    ]);
    expect(stored[0]!.eventType).toBe('startSession');
    unmount();
    expect(trackingActive()).toBeNull();
  });

  it('reports each unique error once: failed queries, uncaught errors and unhandled rejections', async () => {
    const { unmount, client } = renderShell(['a', 'b']);
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.state.status),
      ).toEqual(['error', 'error']),
    );
    act(() => {
      for (let i = 0; i < 2; i++) {
        window.dispatchEvent(
          new ErrorEvent('error', { message: 'x is undefined', error: new TypeError('x is undefined') }),
        );
        const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
        rejection.reason = 'lost';
        window.dispatchEvent(rejection);
      }
    });
    unmount();
    await waitFor(() => expect(stored.some((event) => event.eventType === 'error')).toBe(true));
    const errors = stored.filter((event) => event.eventType === 'error');
    expect(errors.map((event) => [event.errorCode, event.errorMessage])).toEqual([
      ['internal', 'Store down'],
      ['window_error', 'x is undefined'],
      ['unhandled_rejection', 'lost'],
    ]);
    // Both failing calls were reported as calls, each with its own trace.
    const calls = stored.filter((event) => event.eventType === 'apiCall');
    expect(calls.map((call) => call.apiResponseCode)).toEqual([503, 503]);
    expect(new Set(calls.map((call) => call.traceId)).size).toBe(2);
  });
});
