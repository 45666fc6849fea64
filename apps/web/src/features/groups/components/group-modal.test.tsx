import { MSG, type Group } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GROUPS } from '../../../testing/factories';
import { server } from '../../../testing/server';
import { GroupModal } from './group-modal';

const APPS = [
  { id: 'myaccount@Web', domain: 'portals' },
  { id: 'paynow@Web', domain: 'portals' },
  { id: 'guide@Roku', domain: 'video' },
  { id: 'guide@iOS', domain: 'video' },
];

function renderModal(groups: Group[] = GROUPS) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <GroupModal groups={groups} applications={APPS} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the group modal', () => {
  it('asks for every field, then for two applications, when creating', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const form = screen.getByRole('form', { name: 'Create group' });
    await user.type(within(form).getByLabelText('Name'), 'Video pair');
    await user.type(within(form).getByLabelText('Description'), 'Two guides');
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.groupFieldsRequired);

    await user.selectOptions(within(form).getByLabelText('Domain'), 'Video');
    await user.click(within(form).getByRole('checkbox', { name: 'guide@Roku' }));
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.groupTooFewApps);
  });

  it('shows only the chosen domain’s applications and empties the choice when the domain changes', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.selectOptions(screen.getByLabelText('Domain'), 'Video');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'guide@Roku',
      'guide@iOS',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'guide@Roku' }));
    await user.click(screen.getByRole('checkbox', { name: 'guide@iOS' }));
    expect(screen.getByText('Applications (2 chosen)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Domain'), 'SSPP/Portals');
    expect(screen.getByText('Applications (0 chosen)')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'myaccount@Web' })).not.toBeChecked();
  });

  it('shows the server’s refusal in the form', async () => {
    server.use(
      http.post('*/api/groups/new', () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'A group named Video pair exists' } },
          { status: 409 },
        ),
      ),
    );
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.type(screen.getByLabelText('Name'), 'Video pair');
    await user.type(screen.getByLabelText('Description'), 'Two guides');
    await user.selectOptions(screen.getByLabelText('Domain'), 'Video');
    await user.click(screen.getByRole('checkbox', { name: 'guide@Roku' }));
    await user.click(screen.getByRole('checkbox', { name: 'guide@iOS' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A group named Video pair exists');
  });

  it('hides the delete icon when only one group exists', async () => {
    const user = renderModal(GROUPS.slice(0, 1));
    await user.click(screen.getByRole('button', { name: 'Edit groups' }));
    expect(screen.getByRole('button', { name: 'Edit Self service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deletes a group after confirmation', async () => {
    const deleted = vi.fn();
    server.use(
      http.delete('*/api/groups/:id', ({ params }) => {
        deleted(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const second: Group = { ...GROUPS[0]!, _id: 'b5a1c2d3-0000-4000-8000-000000000002', name: 'Guides' };
    const user = renderModal([GROUPS[0]!, second]);
    await user.click(screen.getByRole('button', { name: 'Edit groups' }));
    await user.click(screen.getByRole('button', { name: 'Delete Guides' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm delete' });
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledWith(second._id));
  });
});
