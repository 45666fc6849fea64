import { MSG } from '@prism/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarMenu, type AvatarMenuProps } from './avatar-menu';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

function renderMenu(user: Partial<AvatarMenuProps['user']> = {}) {
  const onSave = vi.fn<AvatarMenuProps['onSave']>().mockResolvedValue(undefined);
  render(
    <AvatarMenu
      user={{ avatar: '', preferredInitials: '', avatarBackgroundColor: '', ...user }}
      name="Andy Analyst"
      onSave={onSave}
    />,
  );
  return { events: userEvent.setup({ applyAccept: false }), onSave };
}

const openMenu = (events: ReturnType<typeof userEvent.setup>) =>
  events.click(screen.getByRole('button', { name: /profile menu/ }));

describe('the avatar menu', () => {
  it('without a photo offers upload, initials and colour, not removal', async () => {
    const { events } = renderMenu();
    expect(screen.getByRole('img', { name: 'Andy Analyst' })).toHaveTextContent('AA');
    await openMenu(events);
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Initials' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Color' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).not.toBeInTheDocument();
  });

  it('with a photo offers change and removal and hides initials and colour', async () => {
    const { events, onSave } = renderMenu({ avatar: PHOTO });
    await openMenu(events);
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Initials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Color' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(onSave).toHaveBeenCalledWith({ avatar: '' });
  });

  it('refuses a file that is not an image, in red text in the menu', async () => {
    const { events, onSave } = renderMenu();
    await openMenu(events);
    await events.upload(
      screen.getByLabelText('Photo file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.avatarNotImage);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an image over 1,000,000 bytes', async () => {
    const { events, onSave } = renderMenu();
    await openMenu(events);
    const big = new File([new Uint8Array(1_000_001)], 'big.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Photo file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.avatarTooLarge);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a small image as a data URL', async () => {
    const { events, onSave } = renderMenu();
    await openMenu(events);
    await events.upload(
      screen.getByLabelText('Photo file'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ avatar: 'data:image/png;base64,iVBORw==' }));
  });

  it('takes up to three initials, uppercased, submitted with Enter', async () => {
    const { events, onSave } = renderMenu();
    await openMenu(events);
    await events.click(screen.getByRole('button', { name: 'Change Initials' }));
    const box = screen.getByRole('textbox', { name: /^Initials/ });
    await events.type(box, 'abcd{Enter}');
    expect(onSave).toHaveBeenCalledWith({ preferredInitials: 'ABC' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews a colour and puts the saved one back on cancel', async () => {
    const { events, onSave } = renderMenu({ avatarBackgroundColor: '#15803d' });
    const avatar = screen.getByRole('img', { name: 'Andy Analyst' });
    await openMenu(events);
    await events.click(screen.getByRole('button', { name: 'Change Color' }));
    await events.click(screen.getByRole('button', { name: '#b42318' }));
    expect(avatar).toHaveStyle({ backgroundColor: '#b42318' });
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(avatar).toHaveStyle({ backgroundColor: '#15803d' });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a failed save in the menu', async () => {
    const { events, onSave } = renderMenu({ avatar: PHOTO });
    onSave.mockRejectedValueOnce(new Error('User update failed'));
    await openMenu(events);
    await events.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User update failed');
  });
});
