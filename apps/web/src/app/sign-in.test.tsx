import { MSG } from '@prism/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../lib/access-token';
import { renderApp } from '../testing/render';
import { server } from '../testing/server';

const loginFor = (href: string) => `/auth/login?redirect=${encodeURIComponent(href)}`;

/** Counts calls to the verify endpoint without changing its answers. */
function countVerifyCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/tokens/access/verify') calls.push(request.url);
  });
  return calls;
}

describe('sign-in (spec 000 section 4)', () => {
  it('stores a handed-over token, strips it from the address and keeps the other parameters', async () => {
    renderApp({ path: '/?accessToken=token-analyst&period=7d#top', as: null });

    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('token-analyst');
    expect(window.location.search).toBe('?period=7d');
    expect(window.location.hash).toBe('#top');
    expect(window.location.href).not.toContain('accessToken');
    // The stored token is the one the app signs in with.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getAllByText('Andy Analyst').length).toBeGreaterThan(0);
  });

  it('sends a visitor without a token to the sign-in page, returning to the current address', async () => {
    const { navigateAway } = renderApp({ path: '/documentation?x=1', as: null });

    await waitFor(() => expect(navigateAway).toHaveBeenCalledTimes(1));
    expect(navigateAway).toHaveBeenCalledWith(loginFor('http://prism.test/documentation?x=1'));
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign-in');
  });

  it("shows 'Authentication failed' and the Not Authenticated page for the token 'undefined'", async () => {
    const verifyCalls = countVerifyCalls();
    const { navigateAway } = renderApp({ path: '/?accessToken=undefined', as: null });

    expect(screen.getByRole('alert')).toHaveTextContent(MSG.authenticationFailed);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG.notAuthenticatedTitle);
    expect(screen.getByText(MSG.notAuthenticatedBody)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Not Authenticated | Other | Prism'));
    expect(window.location.search).toBe('');
    expect(verifyCalls).toHaveLength(0);
    expect(navigateAway).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(navigateAway).toHaveBeenCalledWith(loginFor('http://prism.test/'));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('shows an accessible spinner while the token is being verified', async () => {
    server.use(
      http.post('*/api/tokens/access/verify', async () => {
        await delay(150);
        return HttpResponse.json({
          id: 'analyst',
          pid: 'P1',
          email: 'a@b.c',
          name: 'Andy Analyst',
          roles: ['prism-basic'],
        });
      }),
    );
    renderApp();

    const spinner = screen.getByRole('status');
    expect(spinner).toHaveAttribute('aria-busy', 'true');
    expect(spinner).toHaveTextContent('Signing you in');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
  });

  it('sends a refused (expired or bad) token back to the sign-in page and forgets it', async () => {
    const { navigateAway } = renderApp({ path: '/?period=24h', as: { token: 'expired-or-garbage' } });

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith(loginFor('http://prism.test/?period=24h')));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { name: MSG.notAuthenticatedTitle })).not.toBeInTheDocument();
  });

  it("shows 'Access token invalid' and the Not Authenticated page for an empty verify reply", async () => {
    server.use(http.post('*/api/tokens/access/verify', () => new HttpResponse(null, { status: 200 })));
    const { navigateAway } = renderApp();

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.accessTokenInvalid);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MSG.notAuthenticatedTitle);
    expect(screen.getByText(MSG.notAuthenticatedBody)).toBeInTheDocument();
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('sends the user to sign in when any later call answers 401', async () => {
    server.use(
      http.get('*/api/analytics/event-counts', () =>
        HttpResponse.json(
          { error: { code: 'token_expired', message: 'Access token expired' } },
          { status: 401 },
        ),
      ),
    );
    const { navigateAway } = renderApp({ path: '/' });

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith(loginFor('http://prism.test/')));
    expect(navigateAway).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the sign-in check itself fails', async () => {
    let fail = true;
    server.use(
      http.post('*/api/tokens/access/verify', () =>
        fail
          ? HttpResponse.json(
              { error: { code: 'unavailable', message: 'Store not answering' } },
              { status: 503 },
            )
          : HttpResponse.json({
              id: 'analyst',
              pid: 'P1',
              email: 'a@b.c',
              name: 'Andy Analyst',
              roles: ['prism-basic'],
            }),
      ),
    );
    renderApp();

    expect(await screen.findByText('Store not answering')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
