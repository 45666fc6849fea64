import { MSG, favoriteLimitMessage } from '@prism/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavoritesDialog, type ChooserApp, type FavoritesDialogProps } from './favorites-dialog';

const APPS: ChooserApp[] = [
  { id: 'OneApp@Roku', aliases: ['Roku channel'] },
  { id: 'OneApp@iOS', aliases: [] },
  { id: 'MSA@Web', aliases: ['My Account'] },
  { id: 'PayNow@Web', aliases: [] },
  { id: 'Guide@Android', aliases: [] },
  { id: 'Tech@Android', aliases: [] },
  { id: 'Krypto@Web', aliases: [] },
];

function renderDialog(overrides: Partial<FavoritesDialogProps> = {}) {
  const onSave = vi.fn<(favorites: string[]) => Promise<unknown>>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  // A stand-in for the portal's fuzzy search: what it answers is up to the shell.
  const search = vi.fn((query: string) =>
    query.trim().length < 3 ? [] : APPS.filter((app) => app.id.toLowerCase().includes(query.toLowerCase())),
  );
  render(
    <FavoritesDialog
      firstTime={false}
      applications={APPS}
      search={search}
      favorites={[]}
      fetchFailed={false}
      onSave={onSave}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { user: userEvent.setup(), onSave, onClose, search };
}

const chooser = () => screen.getByRole('dialog', { name: 'Favorite applications' });

describe('the favourites dialog', () => {
  it('greets a first-time user, then shows the chooser', async () => {
    const { user } = renderDialog({ firstTime: true });
    expect(screen.getByRole('dialog', { name: 'Welcome to Prism' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose favorites' }));
    expect(chooser()).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search applications' })).toHaveFocus();
    expect(within(chooser()).getAllByRole('checkbox')).toHaveLength(APPS.length);
  });

  it('lets a first-time user skip the welcome, and closes on Escape', async () => {
    const { user, onClose } = renderDialog({ firstTime: true });
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows others the chooser directly, their saved favourites ticked', () => {
    renderDialog({ favorites: ['MSA@Web'] });
    expect(screen.getByRole('searchbox', { name: 'Search applications' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Prism' })).not.toBeInTheDocument();
    expect(within(chooser()).getByRole('checkbox', { name: 'MSA@Web' })).toBeChecked();
    expect(within(chooser()).getByRole('checkbox', { name: 'OneApp@Roku' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Your favorites (1 of 5)' })).toBeInTheDocument();
  });

  it('refuses to save no favourites with the spec message', async () => {
    const { user, onSave, onClose } = renderDialog();
    expect(within(chooser()).getByText(MSG.noFavoritesCurrently)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.noFavoritesSelected);
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes five applications, gives the App limit message for a sixth, and saves the five', async () => {
    const { user, onSave, onClose } = renderDialog();
    for (const id of ['OneApp@Roku', 'OneApp@iOS', 'MSA@Web', 'PayNow@Web', 'Guide@Android'])
      await user.click(screen.getByRole('checkbox', { name: id }));
    await user.click(screen.getByRole('checkbox', { name: 'Tech@Android' }));
    expect(screen.getByRole('alert')).toHaveTextContent(favoriteLimitMessage('App'));
    expect(screen.getByRole('checkbox', { name: 'Tech@Android' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Your favorites (5 of 5)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save favorites' }));
    expect(onSave).toHaveBeenCalledWith([
      'OneApp@Roku',
      'OneApp@iOS',
      'MSA@Web',
      'PayNow@Web',
      'Guide@Android',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('removes a chosen application from the favourites list', async () => {
    const { user, onSave } = renderDialog({ favorites: ['MSA@Web', 'PayNow@Web'] });
    await user.click(screen.getByRole('button', { name: 'Remove MSA@Web' }));
    expect(screen.getByRole('checkbox', { name: 'MSA@Web' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save favorites' }));
    expect(onSave).toHaveBeenCalledWith(['PayNow@Web']);
  });

  it('searches with the search it is given, and says when nothing matches', async () => {
    const { user, search } = renderDialog();
    const box = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(box, 'one');
    expect(search).toHaveBeenLastCalledWith('one');
    expect(
      within(chooser())
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['OneApp@Roku', 'OneApp@iOS']);
    await user.clear(box);
    await user.type(box, 'zzzz');
    expect(within(chooser()).getByText(MSG.noResults)).toBeInTheDocument();
    expect(within(chooser()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the spec message when the save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('500'));
    const { user, onClose } = renderDialog({ favorites: ['MSA@Web'], onSave });
    await user.click(screen.getByRole('button', { name: 'Save favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.favoritesSaveError);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save favorites' })).toBeEnabled();
  });

  it('shows the fetch error as an API error panel instead of the chooser', () => {
    renderDialog({ favorites: undefined, fetchFailed: true });
    expect(within(chooser()).getByRole('alert')).toHaveTextContent(MSG.favoritesModalFetchError);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save favorites' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the favourites load', () => {
    renderDialog({ favorites: undefined });
    expect(within(chooser()).getByRole('status')).toHaveTextContent('Loading your favorites');
  });
});
