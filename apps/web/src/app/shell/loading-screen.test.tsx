import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationsReplyFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

describe('the loading screen', () => {
  it('shows until the profile, groups and applications are in, then the page', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/applications', async () => {
        await gate;
        return HttpResponse.json(applicationsReplyFactory());
      }),
    );
    renderApp({ path: '/tools/sequence' });
    expect(await screen.findByText('Loading Prism…')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Loading' })).toHaveTextContent('Groups loaded'),
    );
    expect(screen.getByRole('list', { name: 'Loading' })).toHaveTextContent('Applications loading');
    expect(screen.queryByRole('heading', { level: 1, name: 'Sequence' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sequence' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('says what failed and loads it again on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/api/applications', () =>
        fail
          ? HttpResponse.json(
              { error: { code: 'unavailable', message: 'Store not answering' } },
              { status: 503 },
            )
          : HttpResponse.json(applicationsReplyFactory()),
      ),
    );
    renderApp({ path: '/tools/sequence' });
    expect(await screen.findByRole('heading', { name: 'Prism could not load' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load applications.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sequence' })).toBeInTheDocument();
  });

  it('does not hold the portal back for a failed profile (the spec shows an empty user then)', async () => {
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }),
      ),
    );
    renderApp({ path: '/tools/sequence' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sequence' })).toBeInTheDocument();
  });
});
