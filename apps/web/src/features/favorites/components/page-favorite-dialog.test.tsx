import { MSG, favoriteLimitMessage, type PageFavorite } from '@prism/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageFavoriteDraft } from '../lib/page-favorite-draft';
import {
  PAGE_FAVORITE_DUPLICATE,
  PageFavoriteDialog,
  type PageFavoriteDialogProps,
} from './page-favorite-dialog';

const DRAFT: PageFavoriteDraft = {
  url: '/OneApp@Roku/client-analytics/errors?period=7d&appVersion[]=5.1',
  pageName: 'Errors',
  appOrGroupName: 'OneApp@Roku',
  appliedFilterQueryString: 'appVersion[]=5.1',
};

const kept = (id: string, title = `Page ${id}`): PageFavorite => ({
  _id: id,
  title,
  url: `/MSA@Web/client-analytics/overview?n=${id}`,
  description: '',
  pageName: 'Overview',
  appOrGroupName: 'MSA@Web',
  appliedFilterQueryString: '',
});

function renderDialog(overrides: Partial<PageFavoriteDialogProps> = {}) {
  const onSave = vi.fn<PageFavoriteDialogProps['onSave']>().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <PageFavoriteDialog
      mode={{ kind: 'add', draft: DRAFT }}
      pageFavorites={[]}
      onSave={onSave}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { user: userEvent.setup(), onSave, onClose };
}

const name = () => screen.getByRole('textbox', { name: /Favorite Name/ });

describe('the page-favourite dialog, add mode', () => {
  it('keeps the page with its address, page, application and filters, the name given', async () => {
    const { user, onSave, onClose } = renderDialog({ pageFavorites: [kept('a')] });
    expect(screen.getByRole('dialog', { name: 'Add page to favorites' })).toBeInTheDocument();
    expect(name()).toHaveValue('Errors');
    expect(name()).toHaveFocus();
    await user.clear(name());
    await user.type(name(), '  Roku errors, 5.1 ');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Weekly check');
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onSave).toHaveBeenCalledWith([
      kept('a'),
      { ...DRAFT, title: 'Roku errors, 5.1', description: 'Weekly check' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('needs a name: Favorite Name cannot be empty', async () => {
    const { user, onSave } = renderDialog();
    await user.clear(name());
    await user.type(name(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.favoriteNameEmpty);
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves the description optional', async () => {
    const { user, onSave } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(onSave).toHaveBeenCalledWith([{ ...DRAFT, title: 'Errors', description: '' }]);
  });

  it('does not add the same page again', async () => {
    const existing = { ...DRAFT, _id: 'x', title: 'Errors', description: '' };
    const { user, onSave, onClose } = renderDialog({ pageFavorites: [existing] });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('status')).toHaveTextContent(PAGE_FAVORITE_DUPLICATE);
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the Page limit message for a sixth page', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => kept(id));
    const { user, onSave } = renderDialog({ pageFavorites: five });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent(favoriteLimitMessage('Page'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stays open with the spec message when the save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('500'));
    const { user, onClose } = renderDialog({ onSave });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.favoritesSaveError);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape without saving', async () => {
    const { user, onSave, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the page-favourite dialog, edit mode', () => {
  it('renames and redescribes the page in place', async () => {
    const list = [kept('a'), kept('b'), kept('c')];
    const { user, onSave } = renderDialog({
      mode: { kind: 'edit', favorite: list[1]! },
      pageFavorites: list,
    });
    expect(screen.getByRole('dialog', { name: 'Edit page favorite' })).toBeInTheDocument();
    expect(name()).toHaveValue('Page b');
    await user.clear(name());
    await user.type(name(), 'Renamed');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Now described');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith([
      kept('a'),
      { ...kept('b'), title: 'Renamed', description: 'Now described' },
      kept('c'),
    ]);
  });

  it('needs a name when editing too', async () => {
    const { user, onSave } = renderDialog({
      mode: { kind: 'edit', favorite: kept('a') },
      pageFavorites: [kept('a')],
    });
    await user.clear(name());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.favoriteNameEmpty);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('removes the page', async () => {
    const list = [kept('a'), kept('b')];
    const { user, onSave, onClose } = renderDialog({
      mode: { kind: 'edit', favorite: list[0]! },
      pageFavorites: list,
    });
    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(onSave).toHaveBeenCalledWith([kept('b')]);
    expect(onClose).toHaveBeenCalled();
  });
});
