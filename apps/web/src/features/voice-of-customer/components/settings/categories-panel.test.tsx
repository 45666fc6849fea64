import { VOC_MSG } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { CategoriesPanel } from './categories-panel';
import { SETTINGS_TEXT } from './settings-text';
import { categoryFixture } from '../../testing/category-fixtures';
import { APP, TREE, renderSettings } from './settings-test-kit';

function mock(resolvers: Parameters<typeof vocGraphqlMock>[0] = {}) {
  const { handler, calls } = vocGraphqlMock({ getCategories: () => TREE, ...resolvers });
  server.use(handler);
  return calls;
}

const row = (id: string) => screen.getByTestId(`category-${id}`);

describe('the Categories tab', () => {
  it('shows the active rule, and an archived parent’s child muted as inactive with the reason', async () => {
    const calls = mock();
    renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    expect(await screen.findByText(VOC_MSG.categoryActiveRule)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      field: 'getCategories',
      variables: { applicationIDs: [APP], includeArchived: true },
    });

    expect(within(row('payments')).getByText('Archived')).toBeInTheDocument();
    expect(within(row('autopay')).getByText('Inactive')).toBeInTheDocument();
    expect(
      within(row('autopay')).getByText('Inactive: its parent Payments is archived.'),
    ).toBeInTheDocument();
    expect(within(row('late-fee')).getByText('Trained')).toBeInTheDocument();
    expect(within(row('late-fee')).queryByText('Inactive')).not.toBeInTheDocument();
    // An inactive category offers no children; the archived one is restored, not archived.
    expect(
      screen.queryByRole('button', { name: 'Add a subcategory under Autopay failed' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Payments' })).toBeInTheDocument();
  });

  it('hides the archived branch when Show archived is off', async () => {
    mock();
    const { user } = renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    await screen.findByTestId('category-autopay');
    await user.click(screen.getByRole('checkbox', { name: 'Show archived and inactive' }));
    expect(screen.queryByTestId('category-payments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('category-autopay')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-late-fee')).toBeInTheDocument();
  });

  it('is read-only, with the reason, for a user who is not an admin of the applications', async () => {
    mock();
    renderSettings(<CategoriesPanel appIds={[APP]} canEdit={false} onNotice={vi.fn()} />);
    expect(await screen.findByText(SETTINGS_TEXT.categoriesReadOnly)).toBeInTheDocument();
    expect(screen.getByTestId('category-billing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Archive|Restore) / })).not.toBeInTheDocument();
  });

  it('creates a subcategory under the row’s category, within its top category', async () => {
    const calls = mock({
      insertCategory: (args) =>
        categoryFixture({ _id: 'refunds', parent: 'charges', subcategory: String(args.subcategory) }),
    });
    const onNotice = vi.fn();
    const { user } = renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={onNotice} />);
    await user.click(await screen.findByRole('button', { name: 'Add a subcategory under Charges' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByRole('radio', { name: 'Subcategory' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Parent category' })).toHaveValue('charges');
    await user.type(within(dialog).getByLabelText('Name'), 'Refunds');
    await user.type(within(dialog).getByLabelText('Description'), 'Money back.');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    expect(onNotice).toHaveBeenCalledWith('Created Refunds.');
    expect(calls.find((call) => call.field === 'insertCategory')?.variables).toEqual({
      applicationIDs: [APP],
      category: 'Billing',
      parent: 'charges',
      subcategory: 'Refunds',
      description: 'Money back.',
    });
  });

  it('asks for a parent when a subcategory has none, and sends a top category without one', async () => {
    const calls = mock({ insertCategory: () => categoryFixture({ _id: 'new-top', category: 'Refunds' }) });
    const { user } = renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByText(VOC_MSG.topCategoryHasNoParent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Subcategory' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Refunds');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(VOC_MSG.subcategoryNeedsParent);
    expect(calls.some((call) => call.field === 'insertCategory')).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Top category' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(calls.find((call) => call.field === 'insertCategory')?.variables).toEqual({
      applicationIDs: [APP],
      category: 'Refunds',
      description: '',
    });
  });

  it('asks before archiving, naming the categories that become inactive, and shows a refusal in the dialog', async () => {
    mock({
      updateCategory: () => {
        throw new VocMockError(
          'You are not a Voice of Customer admin of DigitalSurvey@Web@portals',
          403,
          'forbidden',
        );
      },
    });
    const { user } = renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Archive Charges' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Charges?' });
    expect(dialog).toHaveTextContent('The category below it becomes inactive too: Late fee.');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not a Voice of Customer admin of DigitalSurvey@Web@portals',
    );
  });

  it('says the categories could not be fetched, in the spec’s words', async () => {
    mock({
      getCategories: () => {
        throw new VocMockError('You have no read permission on DigitalSurvey@Web@portals', 403, 'forbidden');
      },
    });
    renderSettings(<CategoriesPanel appIds={[APP]} canEdit onNotice={vi.fn()} />);
    const error = await screen.findByTestId('voc-error');
    expect(error).toHaveTextContent(VOC_MSG.categoriesFetchError);
    expect(error).toHaveTextContent('You have no read permission on DigitalSurvey@Web@portals');
  });
});
