import { MSG } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../features/system-status/api/get-system-status';
import { applicationsReplyFactory, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

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

function statusReply(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    version: '1.4.2',
    startedAt: '2026-11-22T09:00:00.000Z',
    uptimeSeconds: 3 * 3600 + 120,
    nodeVersion: 'v22.11.0',
    authMode: 'embedded',
    stores: {
      operational: { engine: 'pglite', status: 'ok', responseMs: 2 },
      analytics: { engine: 'duckdb', status: 'ok', responseMs: 7 },
    },
    events: { client: 296_410, server: 3_590 },
    ...overrides,
  };
}

/** The figure of the stat labelled `label` (its `dt`), with its detail line. */
function stat(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('the System Status page', () => {
  it('shows the server’s version, uptime and each store with the stored events', async () => {
    server.use(http.get('*/api/system/status', () => HttpResponse.json(statusReply())));
    signInAsAdmin('/prismadmin/system');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    expect(stat('Health')).toHaveTextContent('OKBoth stores answer');
    expect(stat('Started')).toHaveTextContent('3 hours ago2026-11-22 09:00:00 UTC');
    expect(stat('Runtime')).toHaveTextContent('v22.11.0');
    expect(stat('Sign-in')).toHaveTextContent('Demo personas');
    const stores = screen.getByRole('region', { name: 'Stores' });
    expect(within(stores).getByText('PGlite (embedded)').parentElement).toHaveTextContent('Answered in 2 ms');
    expect(within(stores).getByText('DuckDB (embedded)').parentElement).toHaveTextContent('Answered in 7 ms');
    expect(stat('Client events')).toHaveTextContent('296,410');
    expect(stat('Server events')).toHaveTextContent('3,590');
    expect(document.title).toMatch(/^System Status/);
  });

  it('says which store is down, and that the event totals are unknown then', async () => {
    server.use(
      http.get('*/api/system/status', () =>
        HttpResponse.json(
          statusReply({
            stores: {
              operational: { engine: 'postgres', status: 'ok', responseMs: 4 },
              analytics: { engine: 'clickhouse', status: 'down', responseMs: null },
            },
            events: null,
          }),
        ),
      ),
    );
    signInAsAdmin('/prismadmin/system');
    expect(await screen.findByText('The analytics store not answering')).toBeInTheDocument();
    expect(stat('Health')).toHaveTextContent('Down');
    expect(stat('Health')).toHaveAttribute('data-tone', 'danger');
    expect(stat('Analytics store')).toHaveTextContent('ClickHouseNot answering');
    expect(stat('Operational store')).toHaveTextContent('PostgreSQLAnswered in 4 ms');
    expect(stat('Client events')).toHaveTextContent('–unknown while the analytics store is down');
  });

  it('shows that it is checking until the server answers', async () => {
    server.use(
      http.get('*/api/system/status', async () => {
        await delay(200);
        return HttpResponse.json(statusReply());
      }),
    );
    signInAsAdmin('/prismadmin/system');
    expect(await screen.findByText('Checking the server…')).toBeInTheDocument();
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    expect(screen.queryByText('Checking the server…')).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/system/status', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Server restarting' } }, { status: 500 })
          : HttpResponse.json(statusReply());
      }),
    );
    const user = userEvent.setup();
    signInAsAdmin('/prismadmin/system');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The system status could not be loaded: Server restarting',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks again on request', async () => {
    let version = '1.4.2';
    server.use(http.get('*/api/system/status', () => HttpResponse.json(statusReply({ version }))));
    const user = userEvent.setup();
    signInAsAdmin('/prismadmin/system');
    expect(await screen.findByText('1.4.2')).toBeInTheDocument();
    version = '1.5.0';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('1.5.0')).toBeInTheDocument();
  });

  it('is not found for a user without the admin role', async () => {
    let asked = false;
    server.use(
      http.get('*/api/system/status', () => {
        asked = true;
        return HttpResponse.json(statusReply());
      }),
    );
    renderApp({ path: '/prismadmin/system' });
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
