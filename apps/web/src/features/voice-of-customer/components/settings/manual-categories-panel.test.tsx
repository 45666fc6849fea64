import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { ManualCategoriesPanel } from './manual-categories-panel';
import { SETTINGS_TEXT } from './settings-text';
import { APP, TREE, manualCategory, renderSettings } from './settings-test-kit';

const MANUAL = [
  manualCategory({ _id: 'waived', manualCategory: 'Waived once', description: 'First late fee waived.' }),
  manualCategory({ _id: 'disputed', manualCategory: 'Disputed', isArchived: true }),
];

describe('the Manual categories tab', () => {
  it('lists manual categories under their category’s path, archived ones marked', async () => {
    server.use(vocGraphqlMock({ getCategories: () => TREE, getManualCategories: () => MANUAL }).handler);
    renderSettings(<ManualCategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    const group = (await screen.findByRole('heading', { name: 'Billing › Charges › Late fee' })).closest(
      'li',
    )!;
    expect(within(group).getByText('Waived once')).toBeInTheDocument();
    expect(within(group).getByText('First late fee waived.')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Restore Disputed' })).toBeInTheDocument();
    expect(within(group).getByText('Archived')).toBeInTheDocument();
  });

  it('shows the server’s 409 for a name in use under the category in the form', async () => {
    const { handler, calls } = vocGraphqlMock({
      getCategories: () => TREE,
      getManualCategories: () => MANUAL,
      insertManualCategory: () => {
        throw new VocMockError(
          'A manual category Waived once already exists under that category',
          409,
          'conflict',
        );
      },
    });
    server.use(handler);
    const { user } = renderSettings(<ManualCategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'New manual category' }));
    const dialog = screen.getByRole('dialog', { name: 'New manual category' });
    const picker = within(dialog).getByRole('combobox', { name: 'Category' });
    // Only active categories can take a new manual category.
    expect(within(picker).queryByRole('option', { name: 'Billing › Payments › Autopay failed' })).toBeNull();
    await user.selectOptions(picker, 'Billing › Charges › Late fee');
    await user.type(within(dialog).getByLabelText('Name'), 'waived once');
    await user.click(within(dialog).getByRole('button', { name: 'Create manual category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A manual category Waived once already exists under that category',
    );
    expect(calls.find((call) => call.field === 'insertManualCategory')?.variables).toEqual({
      applicationIDs: [APP],
      category: 'late-fee',
      manualCategory: 'waived once',
      description: '',
    });
  });

  it('is read-only for a user who is not an admin of the applications', async () => {
    server.use(vocGraphqlMock({ getCategories: () => TREE, getManualCategories: () => MANUAL }).handler);
    renderSettings(<ManualCategoriesPanel appIds={[APP]} canEdit={false} onNotice={vi.fn()} />);
    expect(await screen.findByText(SETTINGS_TEXT.manualReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New manual category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Waived once' })).not.toBeInTheDocument();
  });
});
