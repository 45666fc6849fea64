import { MSG } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationsReplyFactory, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

function signInWithRoles(roles: string[], path: string) {
  const user = { id: 'kim', pid: 'P1000004', email: 'kim@prism.example', name: 'Kim Admin', roles };
  server.use(
    http.post('*/api/tokens/access/verify', () => HttpResponse.json(user)),
    http.get('*/api/users/:id', () =>
      HttpResponse.json(userFactory({ id: 'kim', roles, lastLoginDate: '2026-11-22T11:00:00.000Z' })),
    ),
    http.get('*/api/groups', () => HttpResponse.json([])),
    http.get('*/api/applications', () => HttpResponse.json(applicationsReplyFactory())),
  );
  return renderApp({ path, as: { token: 'token-custom' } });
}

describe('the administration pages (prismadmin/*)', () => {
  it('show an admin the page', async () => {
    signInWithRoles(['prism-basic', 'prism-admin'], '/prismadmin/prismusage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prism Usage' })).toBeInTheDocument();
  });

  it('show anyone else the not-found page', async () => {
    renderApp({ path: '/prismadmin/prismusage' });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Prism Usage' })).not.toBeInTheDocument();
  });
});

describe('the external tool links', () => {
  it('open each configured tool in a new tab', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Tools' }));
    const external = await screen.findByRole('region', { name: 'External tools' });
    const tracing = within(external).getByRole('link', { name: /Tracing/ });
    expect(tracing).toHaveAttribute('href', 'http://localhost:16686');
    expect(tracing).toHaveAttribute('target', '_blank');
    expect(tracing).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
