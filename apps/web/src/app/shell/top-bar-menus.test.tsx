import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HELP_CONTACT } from '../../lib/contact';
import { userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const ADMIN = {
  id: 'ada',
  pid: 'P1',
  email: 'ada@prism.example',
  name: 'Ada Admin',
  roles: ['prism-basic', 'prism-admin'],
};

describe('the top bar of a portal user', () => {
  it('switches application on the same page, keeping the period and dropping list filters', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/myaccount@Web/client-analytics/errors?period=7d&browser=Chrome&appVersion[]=1.0' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Errors' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search applications' }), 'TV Guide');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/guide@Roku/client-analytics/errors'));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('period')).toBe('7d');
    expect(query.has('browser')).toBe(false);
    expect(query.has('appVersion[]')).toBe(false);
  });

  it('shows the current application, or group, by name in the empty switcher', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/guide@Roku/client-analytics/overview' });
    const box = await screen.findByRole('combobox', { name: 'Search applications' });
    await waitFor(() => expect(box).toHaveAttribute('placeholder', 'guide@Roku'));
    expect(box).toHaveAttribute('title', 'Application: guide@Roku');

    await user.click(screen.getByRole('button', { name: 'Groups' }));
    await user.click(screen.getByRole('link', { name: 'Self service' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/3f6c2a5e-0b1d-4c7e-9a8f-6d2e1b0c9a71/client-analytics/overview',
      ),
    );
    await waitFor(() => expect(box).toHaveAttribute('placeholder', 'Self service'));
    expect(box).toHaveAttribute('title', 'Group: Self service');
  });

  it('keeps the names of Need Help and Krypto, whose labels become icons in a narrow bar, in a tooltip too', async () => {
    server.use(
      http.post('*/api/tokens/access/verify', () =>
        HttpResponse.json({ ...ADMIN, roles: [...ADMIN.roles, 'transformer_access'] }),
      ),
      // A returning user: a first-time one would meet the welcome dialog first.
      http.get('*/api/users/:id', () =>
        HttpResponse.json(
          userFactory({ id: 'ada', roles: ADMIN.roles, lastLoginDate: '2026-11-22T11:00:00.000Z' }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/', as: { token: 'token-analyst' } });
    const help = await screen.findByRole('button', { name: 'Need Help' });
    const krypto = screen.getByRole('button', { name: 'Krypto' });
    // The icon stands beside the label; the label, visually hidden when compact, still names the button.
    expect(help.querySelector('svg')).not.toBeNull();
    expect(krypto.querySelector('svg')).not.toBeNull();

    act(() => help.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Need Help');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(krypto);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Krypto');
    await user.click(krypto);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Encrypt values' })).toBeInTheDocument();
  });

  it('lists the groups, each linking to its overview', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Groups' }));
    expect(screen.getByRole('link', { name: 'Self service' })).toHaveAttribute(
      'href',
      '/3f6c2a5e-0b1d-4c7e-9a8f-6d2e1b0c9a71/client-analytics/overview',
    );
  });

  it('saves the current application as a favourite with PATCH /api/users/:id', async () => {
    let patch: unknown;
    server.use(
      http.patch('*/api/users/:id', async ({ request }) => {
        patch = await request.json();
        return HttpResponse.json(userFactory({ favorites: ['guide@Roku'] }));
      }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/guide@Roku/client-analytics/overview' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    await user.click(screen.getByRole('button', { name: 'Add guide@Roku to favorites' }));
    await waitFor(() => expect(patch).toEqual({ favorites: ['guide@Roku'] }));
    expect(await screen.findByRole('link', { name: 'guide@Roku' })).toBeInTheDocument();
  });

  it('opens the help dialog with the distribution list and chat room', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Need Help' }));
    expect(screen.getByRole('link', { name: HELP_CONTACT.distributionList })).toHaveAttribute(
      'href',
      `mailto:${HELP_CONTACT.distributionList}`,
    );
    expect(screen.getByRole('link', { name: HELP_CONTACT.chatRoomName })).toBeInTheDocument();
  });

  it('shows Prism Admin only to admins, its link keeping the query', async () => {
    renderApp({ path: '/?period=7d' });
    expect(await screen.findByRole('button', { name: 'Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prism Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'System Status' })).not.toBeInTheDocument();
  });

  it('gives admins System Status beside Prism Admin, opening the status page', async () => {
    server.use(
      http.post('*/api/tokens/access/verify', () => HttpResponse.json(ADMIN)),
      http.get('*/api/users/:id', () => HttpResponse.json(userFactory({ id: 'ada', roles: ADMIN.roles }))),
      http.get('*/api/system/status', () =>
        HttpResponse.json({
          version: '2.0.1',
          startedAt: '2026-11-22T09:00:00.000Z',
          uptimeSeconds: 60,
          nodeVersion: 'v22.11.0',
          authMode: 'oidc',
          stores: {
            operational: { engine: 'postgres', status: 'ok', responseMs: 3 },
            analytics: { engine: 'clickhouse', status: 'ok', responseMs: 9 },
          },
          events: { client: 10, server: 2 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/', as: { token: 'token-analyst' } });
    const link = await screen.findByRole('link', { name: 'System Status' });
    expect(link).toHaveAttribute('href', '/prismadmin/system');
    expect(link).toHaveAccessibleDescription('System Status: server version, store health and event totals');
    await user.hover(link);
    expect(screen.getByRole('tooltip')).toHaveTextContent('System Status: server version');
    const adminMenu = screen.getByRole('button', { name: 'Prism Admin' });
    expect(adminMenu.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(await screen.findByText('2.0.1')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('gives admins Prism Usage, keeping the query string', async () => {
    server.use(
      http.post('*/api/tokens/access/verify', () => HttpResponse.json(ADMIN)),
      http.get('*/api/users/:id', () => HttpResponse.json(userFactory({ id: 'ada', roles: ADMIN.roles }))),
    );
    const user = userEvent.setup();
    renderApp({ path: '/?period=7d', as: { token: 'token-analyst' } });
    await user.click(await screen.findByRole('button', { name: 'Prism Admin' }));
    expect(screen.getByRole('link', { name: 'Prism Usage' })).toHaveAttribute(
      'href',
      '/prismadmin/prismusage?period=7d',
    );
  });
});
