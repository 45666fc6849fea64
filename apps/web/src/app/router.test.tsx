import { MSG } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENTATION_ENTRIES } from '../features/documentation/lib/documentation-entries';
import { renderApp } from '../testing/render';
import { server } from '../testing/server';

/** Paths of the API calls the app makes during a test, but the update notice's version check. */
function recordApiCalls() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/api/version') paths.push(pathname);
  });
  return paths;
}

async function expectNotFoundPage() {
  expect(await screen.findByRole('heading', { level: 1, name: MSG.notFoundTitle })).toBeInTheDocument();
  expect(screen.getByText(MSG.notFoundBody)).toBeInTheDocument();
  const contact = screen.getByRole('link', { name: /contact the tools & testing team/i });
  expect(contact.getAttribute('href')).toMatch(/^mailto:/);
  await waitFor(() => expect(document.title).toBe('Page Not Found | Other | Prism'));
}

describe('route gating (spec 000 section 2)', () => {
  describe('a signed-in user without a role (guest)', () => {
    it('goes from / to the welcome page, which says they have no access yet, without a top bar', async () => {
      renderApp({ path: '/', as: 'guest' });

      expect(await screen.findByRole('heading', { name: 'Welcome to Prism' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/welcome');
      expect(screen.getByText(/you are signed in as/i)).toHaveTextContent(
        'You are signed in as Gus Guest, but you do not have access to Prism yet.',
      );
      expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/request-access');
      expect(screen.queryByText('The page you tried to open needs access to Prism.')).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Welcome | Other | Prism'));
    });

    it('is redirected from any other page to /welcome?redirected=true, which says the page needs access', async () => {
      renderApp({ path: '/myaccount@Web/client-analytics/overview', as: 'guest' });

      expect(
        await screen.findByText('The page you tried to open needs access to Prism.'),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/welcome');
      expect(window.location.search).toBe('?redirected=true');
    });

    it('can read which role to request, and makes no analytics calls', async () => {
      const calls = recordApiCalls();
      renderApp({ path: '/request-access', as: 'guest' });

      expect(await screen.findByRole('heading', { name: 'Request access' })).toBeInTheDocument();
      expect(screen.getByText('prism-basic')).toBeInTheDocument();
      expect(screen.getByText('prism-docs')).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(calls).toEqual(['/api/tokens/access/verify']);
    });
  });

  describe('a documentation-only user (docs)', () => {
    it('goes from / to the welcome page pointing at the documentation', async () => {
      renderApp({ path: '/', as: 'docs' });

      expect(await screen.findByRole('heading', { name: 'Welcome to Prism' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/welcome');
      expect(screen.getByRole('link', { name: 'Open the documentation' })).toHaveAttribute(
        'href',
        '/documentation',
      );
      expect(screen.queryByText(/do not have access to Prism yet/)).not.toBeInTheDocument();
    });

    it('sees the documentation entries and an honest note, and no event counts', async () => {
      const calls = recordApiCalls();
      renderApp({ path: '/documentation', as: 'docs' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Documentation sections' });
      const entries = within(list).getAllByRole('link');
      expect(entries).toHaveLength(DOCUMENTATION_ENTRIES.length);
      expect(within(list).getByRole('link', { name: /Quantum Documentation/ })).toHaveAttribute(
        'href',
        '/documentation/quantum',
      );
      expect(within(list).getByRole('link', { name: /ML Best Practices/ })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('The documentation pages are being built.');
      expect(screen.queryByRole('heading', { name: 'Events per application' })).not.toBeInTheDocument();
      expect(calls).toEqual(['/api/tokens/access/verify']);
    });

    it('opens a documentation section, which says it is being built', async () => {
      renderApp({ path: '/documentation/morph', as: 'docs' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Morph' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('This page is being built');
      expect(screen.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/documentation');
      await waitFor(() => expect(document.title).toBe('Morph | Other | Prism'));
    });

    it('gets the not-found page for an unknown documentation section', async () => {
      renderApp({ path: '/documentation/no-such-section', as: 'docs' });

      await expectNotFoundPage();
    });

    it('gets the not-found page for an analytics page', async () => {
      renderApp({ path: '/myaccount@Web/client-analytics/overview', as: 'docs' });

      await expectNotFoundPage();
      expect(window.location.pathname).toBe('/myaccount@Web/client-analytics/overview');
    });
  });

  describe('an authorised user (analyst)', () => {
    it('sees the first page at / with the top bar showing their initials', async () => {
      renderApp({ path: '/', as: 'analyst' });

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
      const topBar = screen.getByRole('banner');
      // The page shows once the profile is in (the loading screen), so the avatar is the profile menu.
      expect(
        within(topBar).getByRole('button', { name: 'Signed in as Andy Analyst: profile menu' }),
      ).toHaveTextContent('AA');
      expect(within(topBar).getByRole('link', { name: 'Prism home' })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toBe('Home | Other | Prism'));
    });

    it('gets the not-found page, with a mail contact, for an unknown path', async () => {
      renderApp({ path: '/no/such/page', as: 'analyst' });

      await expectNotFoundPage();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    });

    it('sees the welcome page without the no-access text', async () => {
      renderApp({ path: '/welcome', as: 'analyst' });

      expect(await screen.findByRole('link', { name: 'Go to Prism' })).toHaveAttribute('href', '/');
      expect(screen.queryByText(/do not have access to Prism yet/)).not.toBeInTheDocument();
      await waitFor(() => expect(window.location.pathname).toBe('/welcome'));
    });
  });
});
