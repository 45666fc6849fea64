import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationsReplyFactory, eventCountsFactory, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

/** Signs in a user with these roles under the token `token-custom`. */
function signInWithRoles(roles: string[], path = '/') {
  const user = { id: 'kim', pid: 'P1000004', email: 'kim@prism.example', name: 'Kim Krypto', roles };
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(user)),
    // A returning user: a first-time one (no lastLoginDate) would meet the welcome dialog first.
    http.get('*/api/users/:id', () =>
      HttpResponse.json(userFactory({ id: 'kim', roles, lastLoginDate: '2026-11-22T11:00:00.000Z' })),
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
    const dialog = screen.getByRole('dialog', { name: 'Encrypt values' });
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
      within(screen.getByRole('dialog', { name: 'Encrypt and Decrypt values' })).getByText(
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
