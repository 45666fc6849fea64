import { MSG, favoriteLimitMessage } from '@prism/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FavoritesMenu, type FavoritesMenuProps } from './favorites-menu';

function renderMenu(overrides: Partial<FavoritesMenuProps> = {}) {
  const onSave = vi.fn();
  const onChooseApps = vi.fn();
  const onEditPage = vi.fn();
  render(
    <MemoryRouter>
      <FavoritesMenu
        favorites={[]}
        groupFavorites={[]}
        pageFavorites={[]}
        groupNames={new Map([['g1', 'TV apps']])}
        current={null}
        saveFailed={false}
        fetchFailed={false}
        onSave={onSave}
        onChooseApps={onChooseApps}
        onAddPage={null}
        onEditPage={onEditPage}
        {...overrides}
      />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSave, onChooseApps, onEditPage };
}

const PAGE = {
  _id: 'p1',
  title: 'Roku errors',
  url: '/OneApp@Roku/client-analytics/errors?period=7d',
  description: 'Errors this week',
  pageName: 'Errors',
  appOrGroupName: 'OneApp@Roku',
  appliedFilterQueryString: '',
};

const open = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'My Favorites' }));

describe('My Favorites', () => {
  it('says so when a list is empty, and explains the star without a current application or group', async () => {
    const { user } = renderMenu();
    await open(user);
    expect(screen.getAllByText(MSG.noFavoritesCurrently)).toHaveLength(3);
    await user.hover(screen.getByRole('button', { name: 'Add application' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(MSG.favoriteAppTooltip);
    await user.hover(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(MSG.favoriteGroupTooltip);
  });

  it('adds and removes the current application', async () => {
    const { user, onSave } = renderMenu({
      favorites: ['MSA@Web'],
      current: { kind: 'application', id: 'OneApp@Roku', name: 'OneApp@Roku' },
    });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add OneApp@Roku to favorites' }));
    expect(onSave).toHaveBeenCalledWith({ favorites: ['MSA@Web', 'OneApp@Roku'] });
  });

  it('refuses a sixth application with the limit message and saves nothing', async () => {
    const { user, onSave } = renderMenu({
      favorites: ['a@Web', 'b@Web', 'c@Web', 'd@Web', 'e@Web'],
      current: { kind: 'application', id: 'f@Web', name: 'f@Web' },
    });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add f@Web to favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent(favoriteLimitMessage('App'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '5 App Favorite limit reached. Click edit icon next to the Apps menu to remove some.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removes a group favourite through the edit icon, shown by name', async () => {
    const { user, onSave } = renderMenu({ groupFavorites: ['g1'] });
    await open(user);
    const groups = screen.getByRole('region', { name: 'Groups' });
    expect(within(groups).getByRole('link', { name: 'TV apps' })).toHaveAttribute(
      'href',
      '/g1/client-analytics/overview',
    );
    await user.click(within(groups).getByRole('button', { name: 'Edit Group favorites' }));
    await user.click(within(groups).getByRole('button', { name: 'Remove TV apps' }));
    expect(onSave).toHaveBeenCalledWith({ groupFavorites: [] });
  });

  it('says in each list, in red, that the favourites could not be fetched', async () => {
    const { user } = renderMenu({ fetchFailed: true });
    await open(user);
    const errors = screen.getAllByText(MSG.favoritesFetchError);
    expect(errors).toHaveLength(3);
    expect(screen.queryByText(MSG.noFavoritesCurrently)).not.toBeInTheDocument();
  });

  it('opens the chooser and closes the menu', async () => {
    const { user, onChooseApps } = renderMenu();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Choose favorite applications' }));
    expect(onChooseApps).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Apps' })).not.toBeInTheDocument();
  });

  it('offers to add the page only on a page that can be kept', async () => {
    const onAddPage = vi.fn();
    const { user } = renderMenu({ onAddPage });
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Add this page to favorites' }));
    expect(onAddPage).toHaveBeenCalledOnce();

    cleanup();
    const again = renderMenu({ onAddPage: null });
    await open(again.user);
    expect(screen.getByRole('button', { name: 'Add this page to favorites' })).toBeDisabled();
  });

  it('lists kept pages as links and opens one in edit mode from the edit icon', async () => {
    const { user, onEditPage, onSave } = renderMenu({ pageFavorites: [PAGE] });
    await open(user);
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Roku errors' })).toHaveAttribute('href', PAGE.url);
    await user.click(within(pages).getByRole('button', { name: 'Edit Page favorites' }));
    await user.click(within(pages).getByRole('button', { name: 'Edit Roku errors' }));
    expect(onEditPage).toHaveBeenCalledWith(PAGE);
    expect(onSave).not.toHaveBeenCalled();
    await open(user);
    const again = screen.getByRole('region', { name: 'Pages' });
    expect(within(again).getByRole('button', { name: 'Edit Page favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reports a failed save', async () => {
    const { user } = renderMenu({ saveFailed: true });
    await open(user);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.favoritesSaveError);
  });
});
