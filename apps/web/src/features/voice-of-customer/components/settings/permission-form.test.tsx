import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PermissionForm } from './permission-form';
import { SETTINGS_TEXT } from './settings-text';
import { APP, permission } from './settings-test-kit';

function renderForm(record = permission({ role: 'manager', read: true, write: false })) {
  const onSubmit = vi.fn();
  render(
    <PermissionForm entityID={APP} record={record} saving={false} onSubmit={onSubmit} onArchive={vi.fn()} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the permission form', () => {
  it('ticks write and locks it when the role is admin, since an admin always has write', async () => {
    const { onSubmit, user } = renderForm();
    const write = screen.getByRole('checkbox', { name: 'Write' });
    expect(write).not.toBeChecked();
    expect(write).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(write).toBeChecked();
    expect(write).toBeDisabled();
    expect(write).toHaveAccessibleDescription(SETTINGS_TEXT.adminHasWrite);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ role: 'admin', read: true, write: true });
  });

  it('gives a manager the write they chose, back as it was after trying admin', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    expect(screen.getByRole('checkbox', { name: 'Write' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ role: 'manager', read: false, write: false });
  });

  it('offers to add a record where there is none', () => {
    render(<PermissionForm entityID={APP} saving={false} onSubmit={vi.fn()} onArchive={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add permission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
