import { VOC_MSG } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock, type VocResolver } from '../../testing/voc-graphql-mock';
import { CATEGORIES, MANUAL_CATEGORIES, feedbackItem } from './triage-test-data';
import { TriageWorkspace, type TriageWorkspaceProps } from './triage-workspace';

const APP = 'DigitalSurvey@Web@portals';
const VARIABLES = { applicationIDs: [APP], period: '30d', periodOffset: 0, isReviewed: '0', showPII: false };

function setup(
  options: { props?: Partial<TriageWorkspaceProps>; resolvers?: Record<string, VocResolver> } = {},
) {
  const mock = vocGraphqlMock({
    getFeedbackByID: (args) => (args._id === 'item-2' ? feedbackItem() : null),
    getCategories: () => CATEGORIES,
    getManualCategories: () => MANUAL_CATEGORIES,
    getFeedback: () => [{ _id: 'item-1' }, { _id: 'item-2' }, { _id: 'item-3' }],
    getFeedbackCount: () => 3,
    updateFeedbackOne: (args) => feedbackItem(args),
    ...options.resolvers,
  });
  server.use(mock.handler);
  const onMove = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TriageWorkspace
          itemId="item-2"
          entityId={APP}
          appIds={[APP]}
          showPII={false}
          canWrite
          permissionKnown
          queue={{ variables: VARIABLES, sortField: 'CSAT', sortDirection: 'asc', offset: 0 }}
          reviewsHref="/reviews?period=30d"
          onMove={onMove}
          {...options.props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const updates = () =>
    mock.calls.filter((call) => call.field === 'updateFeedbackOne').map((call) => call.variables);
  return { onMove, updates, calls: mock.calls };
}

const loaded = () => screen.findByText('I was charged a late fee although I paid on time.');

describe('TriageWorkspace', () => {
  it('shows the item, its place in the list the page came from, and the visit link', async () => {
    const { calls } = setup();
    await loaded();
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByText('11/22/26 02:05 PM')).toBeInTheDocument();
    expect(screen.getByText('Quantum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'visit-42' })).toHaveAttribute(
      'href',
      '/tools/sequence/visit-42',
    );
    const queue = calls.find((call) => call.field === 'getFeedback')!.variables;
    expect(queue).toMatchObject({
      ...VARIABLES,
      sortField: 'CSAT',
      sortDirection: 'asc',
      offset: 0,
      limit: 100,
    });
    expect(queue.feedbackFields).toEqual(['_id']);
  });

  it("says 'Invalid Feedback ID' for an id that does not exist, with the way back", async () => {
    setup({ props: { itemId: 'nope' } });
    expect(await screen.findByText(VOC_MSG.invalidFeedbackId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reviews' })).toHaveAttribute(
      'href',
      '/reviews?period=30d',
    );
  });

  it('r marks the item reviewed and moves to the next item', async () => {
    const user = userEvent.setup();
    const { onMove, updates } = setup();
    await loaded();
    await screen.findByText('2 of 3');
    await user.keyboard('r');
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ _id: 'item-2', entityID: APP, isReviewed: true });
    expect(onMove).toHaveBeenCalledWith('item-3');
  });

  it('j and k move through the list; keys do nothing while typing', async () => {
    const user = userEvent.setup();
    const { onMove, updates } = setup();
    await loaded();
    await screen.findByText('2 of 3');
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('rfhjk12');
    await user.click(screen.getByRole('combobox', { name: 'Apply a category' }));
    await user.keyboard('rfj');
    expect(onMove).not.toHaveBeenCalled();
    // The letters went into the note (saved when the box was left), not to the shortcuts.
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({
      notes: 'Called back on Mondayrfhjk12',
      isReviewed: undefined,
      isFlagged: undefined,
    });
    expect(screen.getByRole('combobox', { name: 'Apply a category' })).toHaveValue('rfj');

    await user.keyboard('{Escape}{Escape}');
    await user.keyboard('k');
    expect(onMove).toHaveBeenLastCalledWith('item-1');
    await user.keyboard('{ArrowRight}');
    expect(onMove).toHaveBeenLastCalledWith('item-3');
  });

  it('f flags at once; a refusal puts the switch back and says why', async () => {
    const user = userEvent.setup();
    setup({
      resolvers: {
        updateFeedbackOne: () => {
          throw new VocMockError('You need write permission on DigitalSurvey@Web@portals', 403, 'forbidden');
        },
      },
    });
    await loaded();
    const flagged = screen.getByRole('button', { name: /Flagged/ });
    expect(flagged).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('f');
    expect(await screen.findByRole('alert')).toHaveTextContent('You need write permission');
    expect(flagged).toHaveAttribute('aria-pressed', 'false');
  });

  it("1 applies the model's first suggestion, keeping the categories already applied", async () => {
    const user = userEvent.setup();
    const { updates } = setup();
    await loaded();
    await screen.findByRole('button', { name: 'Apply Late fee' });
    await user.keyboard('1');
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]!.prismAppliedCategories).toEqual([
      { _id: 'cat-praise-service', manualCategory: null },
      { _id: 'cat-billing-charges-late', manualCategory: null },
    ]);
  });

  it('a suggestion naming a category with children cannot be applied (leaves only)', async () => {
    const user = userEvent.setup();
    const { updates } = setup();
    await loaded();
    const charges = await screen.findByRole('button', { name: 'Apply Charges' });
    expect(charges).toBeDisabled();
    expect(charges).toHaveTextContent('Has subcategories: apply one of them');
    await user.keyboard('2');
    await user.click(screen.getByRole('combobox', { name: 'Apply a category' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label'));
    expect(options).not.toContain('Billing › Charges');
    expect(options).not.toContain('Billing');
    expect(options).toContain('Billing › Charges › Late fee');
    expect(updates()).toEqual([]);
  });

  it('c focuses the category picker; picking there applies, No Category clears', async () => {
    const user = userEvent.setup();
    const { updates } = setup();
    await loaded();
    await screen.findByRole('combobox', { name: 'Apply a category' });
    await user.keyboard('c');
    expect(screen.getByRole('combobox', { name: 'Apply a category' })).toHaveFocus();
    await user.keyboard('payme{Enter}');
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]!.prismAppliedCategories).toEqual([
      { _id: 'cat-praise-service', manualCategory: null },
      { _id: 'cat-billing-payments', manualCategory: null },
    ]);
    await user.click(screen.getByRole('option', { name: 'No Category' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toMatchObject({ prismAppliedCategories: [], prismAppliedManualCategories: [] });
  });

  it('? opens the keyboard shortcuts help', async () => {
    const user = userEvent.setup();
    setup();
    await loaded();
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Mark reviewed and move to the next item')).toBeInTheDocument();
  });

  it('a reader sees the item and its note read-only, with the reason, and keys change nothing', async () => {
    const user = userEvent.setup();
    const { updates, onMove } = setup({ props: { canWrite: false } });
    await loaded();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Read only: your permission here does not include write',
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Called back on Monday');
    expect(screen.getByRole('button', { name: /Reviewed/ })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Apply a category' })).toBeNull();
    await user.keyboard('rf1');
    expect(updates()).toEqual([]);
    await screen.findByText('2 of 3');
    await user.keyboard('j');
    expect(onMove).toHaveBeenCalledWith('item-3');
  });
});
