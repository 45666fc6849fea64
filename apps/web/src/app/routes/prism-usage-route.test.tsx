import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationsReplyFactory, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const HOUR = 3_600_000;

function signInAsAdmin(path: string) {
  const roles = ['prism-basic', 'prism-admin'];
  const user = { id: 'kim', pid: 'P1000004', email: 'kim@prism.example', name: 'Kim Admin', roles };
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(user)),
    http.get('*/api/users/:id', () =>
      HttpResponse.json(userFactory({ id: 'kim', roles, lastLoginDate: '2026-11-22T11:00:00.000Z' })),
    ),
    http.get('*/api/groups', () => HttpResponse.json([])),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory())),
    http.post('*/api/collector/events', () => HttpResponse.json({})),
  );
  return renderApp({ path, as: { token: 'token-custom' } });
}

describe('the Prism Usage page', () => {
  it('shows Prism’s own usage for the period in the address', async () => {
    const windows: { startMs: number; endMs: number }[] = [];
    server.use(
      http.get('*/api/prism-usage', ({ request }) => {
        const url = new URL(request.url);
        const startMs = Number(url.searchParams.get('startMs'));
        const endMs = Number(url.searchParams.get('endMs'));
        windows.push({ startMs, endMs });
        return HttpResponse.json({
          appId: 'Prism@Web',
          startMs,
          endMs,
          totals: {
            pageViews: 1234,
            users: 7,
            visits: 12,
            apiCalls: 200,
            apiFailures: 5,
            errors: 2,
            feedback: 1,
          },
          pages: [
            { pageName: 'home', views: 900, users: 7 },
            { pageName: 'clientAnalytics', views: 334, users: 4 },
          ],
          apiCalls: [
            { verb: 'GET', operation: '/api/groups', calls: 150, failures: 0, avgMs: 12.5 },
            { verb: 'POST', operation: '/api/multi-chart', calls: 50, failures: 5, avgMs: null },
          ],
        });
      }),
    );
    signInAsAdmin('/prismadmin/prismusage?period=7d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prism Usage' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('200 (2.5%)')).toBeInTheDocument();
    const pages = screen.getByRole('table', { name: 'Page views by page' });
    expect(
      within(pages)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PageViewsUsers', 'home9007', 'clientAnalytics3344']);
    const calls = screen.getByRole('table', { name: 'API calls by operation' });
    expect(within(calls).getByRole('row', { name: /POST \/api\/multi-chart/ })).toHaveTextContent('505–');
    expect(within(calls).getByRole('row', { name: /GET \/api\/groups/ })).toHaveTextContent('12.5 ms');
    // The window is the 7-day period of the address.
    const last = windows.at(-1)!;
    expect(last.endMs - last.startMs).toBeGreaterThanOrEqual(7 * 24 * HOUR - HOUR);
    expect(last.endMs - last.startMs).toBeLessThanOrEqual(8 * 24 * HOUR);
  });

  it('says so when the usage cannot be loaded, and offers a retry', async () => {
    server.use(
      http.get('*/api/prism-usage', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Analytics store down' } }, { status: 500 }),
      ),
    );
    signInAsAdmin('/prismadmin/prismusage');
    expect(await screen.findByRole('alert')).toHaveTextContent('Analytics store down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
