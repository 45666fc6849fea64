import { MSG, type User } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const RETURNING = '2026-11-22T11:00:00.000Z';

/** A profile store behind GET, POST new and PATCH, recording the patches it receives. */
function profileServer(initial: User | null) {
  let stored = initial;
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/users/:id', () =>
      stored
        ? HttpResponse.json(stored)
        : HttpResponse.json({ error: { code: 'not_found', message: MSG.userNotFound } }, { status: 404 }),
    ),
    http.post('*/api/users/new', () => {
      stored = userFactory({ lastLoginDate: null });
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.patch('*/api/users/:id', async ({ request }) => {
      const patch = (await request.json()) as Partial<User>;
      patches.push(patch);
      stored = {
        ...stored!,
        ...patch,
        pageFavorites: (patch.pageFavorites ?? stored!.pageFavorites).map((page, index) => ({
          ...page,
          _id: page._id ?? `id-${index}`,
        })),
      };
      return HttpResponse.json(stored);
    }),
  );
  return patches;
}

beforeEach(() => window.sessionStorage.clear());

describe('favourites in the shell', () => {
  // The longest walk here (sign-in, two dialogs, a save, the menu): more than the default 5 s on a busy machine.
  it('greets a first-time user, then saves the applications they choose', { timeout: 15_000 }, async () => {
    const patches = profileServer(null);
    const user = userEvent.setup();
    renderApp({ path: '/' });

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Prism' });
    await user.click(within(welcome).getByRole('button', { name: 'Choose favorites' }));
    const chooser = screen.getByRole('dialog', { name: 'Favorite applications' });
    await user.click(within(chooser).getByRole('button', { name: 'Save favorites' }));
    expect(within(chooser).getByRole('alert')).toHaveTextContent(MSG.noFavoritesSelected);

    await user.type(within(chooser).getByRole('searchbox', { name: 'Search applications' }), 'guide');
    await user.click(within(chooser).getByRole('checkbox', { name: 'guide@Roku' }));
    await user.click(within(chooser).getByRole('button', { name: 'Save favorites' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ favorites: ['guide@Roku'] }]);

    await user.click(screen.getByRole('button', { name: 'My Favorites' }));
    expect(
      within(screen.getByRole('region', { name: 'Apps' })).getByRole('link', { name: 'guide@Roku' }),
    ).toBeInTheDocument();
  });

  it('shows the first-visit dialog once per session', async () => {
    profileServer(null);
    const first = renderApp({ path: '/' });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    first.unmount();

    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'My Favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the chooser directly for a returning user, from My Favorites', async () => {
    profileServer(userFactory({ lastLoginDate: RETURNING, favorites: ['myaccount@Web'] }));
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose favorite applications' }));
    const chooser = screen.getByRole('dialog', { name: 'Favorite applications' });
    expect(within(chooser).getByRole('checkbox', { name: 'myaccount@Web' })).toBeChecked();
  });

  it('says the favourites could not be fetched, in the menu and in the chooser', async () => {
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'store down' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    expect(screen.getAllByText(MSG.favoritesFetchError)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Choose favorite applications' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Favorite applications' })).getByRole('alert'),
    ).toHaveTextContent(MSG.favoritesModalFetchError);
  });

  it('tells a failed save in the chooser', async () => {
    profileServer(userFactory({ lastLoginDate: RETURNING }));
    server.use(
      http.patch('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'store down' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    await user.click(screen.getByRole('button', { name: 'Choose favorite applications' }));
    const chooser = screen.getByRole('dialog', { name: 'Favorite applications' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'guide@Roku' }));
    await user.click(within(chooser).getByRole('button', { name: 'Save favorites' }));
    expect(await within(chooser).findByRole('alert')).toHaveTextContent(MSG.favoritesSaveError);
  });

  it('keeps the current area page with its filters, then edits it from the Pages list', async () => {
    const patches = profileServer(userFactory({ lastLoginDate: RETURNING }));
    const user = userEvent.setup();
    renderApp({ path: '/guide@Roku/client-analytics/errors?period=7d&appVersion[]=5.1' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    await user.click(screen.getByRole('button', { name: 'Add this page to favorites' }));
    const add = screen.getByRole('dialog', { name: 'Add page to favorites' });
    const name = within(add).getByRole('textbox', { name: /Favorite Name/ });
    await user.clear(name);
    await user.click(within(add).getByRole('button', { name: 'Add to favorites' }));
    expect(within(add).getByRole('alert')).toHaveTextContent(MSG.favoriteNameEmpty);
    await user.type(name, 'Roku errors');
    await user.click(within(add).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([
      {
        pageFavorites: [
          {
            title: 'Roku errors',
            description: '',
            // The address as the page keeps it (the time state may add its step).
            url: expect.stringMatching(
              /^\/guide@Roku\/client-analytics\/errors\?period=7d&.*appVersion\[\]=5\.1/,
            ),
            pageName: 'Errors',
            appOrGroupName: 'guide@Roku',
            appliedFilterQueryString: 'appVersion[]=5.1',
          },
        ],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'My Favorites' }));
    const pages = screen.getByRole('region', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Edit Page favorites' }));
    await user.click(within(pages).getByRole('button', { name: 'Edit Roku errors' }));
    const edit = screen.getByRole('dialog', { name: 'Edit page favorite' });
    await user.click(within(edit).getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ pageFavorites: [] });
  });

  it('offers no page to keep on the home page', async () => {
    profileServer(userFactory({ lastLoginDate: RETURNING }));
    const user = userEvent.setup();
    renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'My Favorites' }));
    expect(screen.getByRole('button', { name: 'Add this page to favorites' })).toBeDisabled();
  });
});
