import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppSwitcher, type SwitcherApp } from './app-switcher';

const APPS: SwitcherApp[] = [
  { id: 'OneApp@Roku', aliases: ['TV app Roku'], domain: 'video', kind: 'client' },
  { id: 'MSA@Web', aliases: ['My Account web'], domain: 'portals', kind: 'client' },
  { id: 'MSA@iOS', aliases: ['My Account iPhone'], domain: 'portals', kind: 'client' },
  { id: 'BillingService@Web@portals', aliases: ['billing api'], domain: 'portals', kind: 'backend' },
];

function setup(favorites: string[] = []) {
  const onChoose = vi.fn();
  render(<AppSwitcher applications={APPS} favorites={favorites} onChoose={onChoose} />);
  return {
    user: userEvent.setup(),
    onChoose,
    box: screen.getByRole('combobox', { name: 'Search applications' }),
  };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.firstChild?.textContent);

describe('AppSwitcher', () => {
  it('lists the favourites before anything is typed', async () => {
    const { user, box } = setup(['MSA@iOS']);
    await user.click(box);
    expect(optionNames()).toEqual(['MSA@iOS']);
  });

  it('shows no results under three characters, then matches by id and alias, favourites first', async () => {
    const { user, box } = setup(['MSA@iOS']);
    await user.type(box, 'ms');
    expect(optionNames()).toEqual([]);
    await user.type(box, 'a');
    expect(optionNames()).toEqual(['MSA@iOS', 'MSA@Web']);
    await user.clear(box);
    await user.type(box, 'billing api');
    expect(optionNames()).toEqual(['BillingService@Web@portals']);
    await user.clear(box);
    await user.type(box, 'zzzzzz');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('is driven by the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const { user, box, onChoose } = setup();
    await user.type(box, 'My Account');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    const second = optionNames()[1];
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: second }));
    expect(second).toMatch(/^MSA@/);

    await user.type(box, 'oneapp');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('View All lists every application by domain', async () => {
    const { user, box, onChoose } = setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'View All' }));
    const dialog = screen.getByRole('dialog', { name: 'All applications' });
    const portals = within(dialog).getByRole('region', { name: 'SSPP/Portals' });
    expect(
      within(portals)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['MSA@Web', 'MSA@iOS', 'BillingService@Web@portals']);
    await user.click(within(dialog).getByRole('button', { name: 'OneApp@Roku' }));
    expect(onChoose).toHaveBeenCalledWith(APPS[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
