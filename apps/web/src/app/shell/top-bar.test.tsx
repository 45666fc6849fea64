import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationsReplyFactory, eventCountsFactory, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

/** Signs in a user with these roles under the token `token-custom`. */
function signInWithRoles(roles: string[], path = '/', favorites: string[] = []) {
  const user = { id: 'kim', pid: 'P1000004', email: 'kim@prism.example', name: 'Kim Krypto', roles };
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(user)),
    // A returning user: a first-time one (no lastLoginDate) would meet the welcome dialog first.
    http.get('*/api/users/:id', () =>
      HttpResponse.json(
        userFactory({ id: 'kim', roles, favorites, lastLoginDate: '2026-11-22T11:00:00.000Z' }),
      ),
    ),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory())),
    http.get('*/api/analytics/event-counts', () => HttpResponse.json(eventCountsFactory())),
  );
  return renderApp({ path, as: { token: 'token-custom' } });
}

describe('the Krypto button in the top bar', () => {
  it('is hidden from users without a transformer role', async () => {
    renderApp();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Krypto' })).not.toBeInTheDocument();
  });

  it('opens the Krypto dialog for a transformer_access user, decrypt side disabled', async () => {
    const user = userEvent.setup();
    signInWithRoles(['prism-basic', 'transformer_access']);
    await user.click(await screen.findByRole('button', { name: 'Krypto' }));
    // The tool's code arrives when the button is pointed at, focused or pressed.
    const dialog = await screen.findByRole('dialog', { name: 'Encrypt values' });
    const decrypt = within(dialog).getByRole('region', { name: 'Decrypt' });
    expect(within(decrypt).getByRole('button', { name: 'Decrypt' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows any transformer role the button, and the dialog explains a missing transformer_access', async () => {
    const user = userEvent.setup();
    signInWithRoles(['prism-basic', 'transformer-decrypt-bulk']);
    await user.click(await screen.findByRole('button', { name: 'Krypto' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Encrypt and Decrypt values' })).getByText(
        'You do not have permission to use the tool!',
      ),
    ).toBeInTheDocument();
  });
});

describe('/tools/krypto', () => {
  it('shows the tool as a page', async () => {
    signInWithRoles(['prism-basic', 'transformer_access', 'transformer-decrypt'], '/tools/krypto');
    expect(await screen.findByRole('heading', { name: 'Krypto', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Encrypt and Decrypt values')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Encrypt' })).toBeInTheDocument();
  });
});

describe('My Dashboards in the top bar (the prism-basic item)', () => {
  it('opens the current application’s dashboards, keeping the shared query and dropping the page’s own', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/guide@Roku/client-analytics/errors/details?period=7d&environment=staging&browser[]=Chrome&errorCode=E1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Details' })).toBeInTheDocument();
    // The left menu has its own My Dashboards entry; this is the top bar's.
    const banner = screen.getByRole('banner');
    const link = within(banner).getByRole('link', { name: 'My Dashboards' });
    expect(link).toHaveAttribute(
      'href',
      '/guide@Roku/dashboards/mine?period=7d&environment=staging&browser[]=Chrome',
    );
    expect(link).toHaveAccessibleDescription('My Dashboards of guide@Roku');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboards' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/guide@Roku/dashboards/mine');
    expect(within(banner).getByRole('link', { name: 'My Dashboards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('off application pages, opens the first favourite’s dashboards; it sits between Krypto and the avatar', async () => {
    signInWithRoles(['prism-basic', 'transformer_access'], '/', ['guide@Roku']);
    const link = await screen.findByRole('link', { name: 'My Dashboards' });
    expect(link).toHaveAttribute('href', '/guide@Roku/dashboards/mine');
    const krypto = screen.getByRole('button', { name: 'Krypto' });
    const avatar = await screen.findByRole('button', { name: /^Signed in as .*: profile menu$/ });
    expect(krypto.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(avatar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Reached with Tab from the Krypto button; its tooltip shows on focus and Escape hides it.
    const user = userEvent.setup();
    krypto.focus();
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('My Dashboards of guide@Roku');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(avatar).toHaveFocus();
  });

  it('falls back to the catalogue’s first client application without favourites', async () => {
    renderApp({ path: '/tools/krypto?period=24h' });
    expect(await screen.findByRole('link', { name: 'My Dashboards' })).toHaveAttribute(
      'href',
      '/myaccount@Web/dashboards/mine?period=24h',
    );
  });

  it('matches the role ignoring case and by substring', async () => {
    signInWithRoles(['APP-Prism-Basic-Users'], '/');
    expect(await screen.findByRole('link', { name: 'My Dashboards' })).toBeInTheDocument();
  });

  it('is not shown to a user without prism-basic', async () => {
    renderApp({ path: '/documentation', as: 'docs' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Docs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Dashboards' })).not.toBeInTheDocument();
  });
});
