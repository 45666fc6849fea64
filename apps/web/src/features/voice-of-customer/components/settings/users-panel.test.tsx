import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { SETTINGS_TEXT } from './settings-text';
import { APP, permission, renderSettings, vocUser } from './settings-test-kit';
import { UsersPanel } from './users-panel';

const VERA = vocUser({ authID: 'voc', permissions: [permission()] });
const ADA = vocUser({
  authID: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  permissions: [permission({ _id: 'perm-ada', authID: 'admin', role: 'admin' })],
});

describe('the Users and permissions tab', () => {
  it('shows someone who is not a VoC admin only their own record, and says who manages users', async () => {
    const { handler, calls } = vocGraphqlMock({ getUser: () => VERA });
    server.use(handler);
    renderSettings(<UsersPanel authID="voc" hasAdminRole={false} entityIds={[APP]} onNotice={vi.fn()} />);
    expect(await screen.findByText(SETTINGS_TEXT.usersAdminOnly)).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('manager · read · write');
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.field)).toEqual(['getUser']);
  });

  it('lists and searches every user for a VoC admin', async () => {
    const { handler, calls } = vocGraphqlMock({
      getUser: () => ADA,
      getUsers: ({ authID }) => [ADA, VERA].filter((user) => !authID || user.authID.includes(String(authID))),
    });
    server.use(handler);
    const { user } = renderSettings(
      <UsersPanel authID="admin" hasAdminRole={false} entityIds={[APP]} onNotice={vi.fn()} />,
    );
    expect(await screen.findByText('2 users')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Auth ID' }), 'vo');
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(calls.filter((call) => call.field === 'getUsers').at(-1)?.variables).toEqual({
      authID: 'vo',
      email: null,
    });
  });

  it('shows a 409 for an auth ID that exists in the form, keeping what was typed', async () => {
    const { handler } = vocGraphqlMock({
      getUser: () => null,
      getUsers: () => [VERA],
      insertUser: () => {
        throw new VocMockError('A Voice of Customer user voc already exists', 409, 'conflict');
      },
    });
    server.use(handler);
    const { user } = renderSettings(
      <UsersPanel authID="root" hasAdminRole entityIds={[APP]} onNotice={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText('Auth ID'), 'voc');
    await user.type(within(dialog).getByLabelText('Email'), 'vera@prism.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A Voice of Customer user voc already exists',
    );
    expect(within(dialog).getByLabelText('Auth ID')).toHaveValue('voc');
  });

  it('goes on to the new user’s permission here, sent with write for an admin', async () => {
    const added = vocUser({ authID: 'sam', firstName: 'Sam', lastName: 'Lee' });
    let stored = added;
    const { handler, calls } = vocGraphqlMock({
      getUser: ({ authID }) => (authID === 'sam' ? stored : null),
      getUsers: () => [VERA],
      insertUser: () => added,
      insertUserPermission: (args) => {
        const record = permission({ _id: 'perm-sam', authID: 'sam', role: 'admin', read: true, write: true });
        stored = { ...added, permissions: [record] };
        return { ...record, ...args };
      },
    });
    server.use(handler);
    const onNotice = vi.fn();
    const { user } = renderSettings(
      <UsersPanel authID="root" hasAdminRole entityIds={[APP]} onNotice={onNotice} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = screen.getByRole('dialog', { name: 'Add user' });
    await user.type(within(form).getByLabelText('Auth ID'), 'sam');
    await user.type(within(form).getByLabelText('Email'), 'sam@prism.example');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permissions of sam' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(calls.find((call) => call.field === 'insertUserPermission')?.variables).toEqual({
      authID: 'sam',
      entityID: APP,
      role: 'admin',
      read: true,
      write: true,
    });
    expect(onNotice).toHaveBeenCalledWith(`Added sam's permission on ${APP}.`);
  });

  it('shows a 409 for a second record on one entity', async () => {
    const { handler } = vocGraphqlMock({
      getUser: ({ authID }) => (authID === 'voc' ? vocUser({ authID: 'voc' }) : null),
      getUsers: () => [vocUser({ authID: 'voc' })],
      insertUserPermission: () => {
        throw new VocMockError(`voc already has a permission on ${APP}`, 409, 'conflict');
      },
    });
    server.use(handler);
    const { user } = renderSettings(
      <UsersPanel authID="root" hasAdminRole entityIds={[APP]} onNotice={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Permissions of voc' }));
    const dialog = screen.getByRole('dialog', { name: 'Permissions of voc' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add permission' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `voc already has a permission on ${APP}`,
    );
  });
});
