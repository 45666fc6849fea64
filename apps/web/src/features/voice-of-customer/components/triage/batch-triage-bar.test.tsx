import { NO_CATEGORY } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { BatchTriageBar } from './batch-triage-bar';
import { CATEGORIES } from './triage-test-data';

const IDS = ['item-1', 'item-2', 'item-3'];

function setup(
  batch: (args: Record<string, unknown>) => unknown = (args) => ({ updated: 2, ids: args.ids }),
) {
  const mock = vocGraphqlMock({ getCategories: () => CATEGORIES, updateFeedbackBatch: batch });
  server.use(mock.handler);
  const onDone = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <BatchTriageBar
        ids={IDS}
        entityId="DigitalSurvey@Web@portals"
        appIds={['DigitalSurvey@Web@portals']}
        onDone={onDone}
      />
    </QueryClientProvider>,
  );
  const batchCalls = () =>
    mock.calls.filter((call) => call.field === 'updateFeedbackBatch').map((call) => call.variables);
  return { onDone, batchCalls };
}

describe('BatchTriageBar', () => {
  it('marks the selection reviewed with updateFeedbackBatch, says how many changed and calls onDone', async () => {
    const user = userEvent.setup();
    const { onDone, batchCalls } = setup();
    expect(screen.getByText('3 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('2 of 3 items updated.', { selector: 'p' })).toBeInTheDocument();
    expect(batchCalls()).toEqual([
      expect.objectContaining({
        ids: IDS,
        keepExistingData: true,
        isReviewed: true,
        entityID: 'DigitalSurvey@Web@portals',
      }),
    ]);
    expect(batchCalls()[0]?.prismAppliedCategories).toBeUndefined();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('adds categories to the items own (keepExistingData) and offers only leaves', async () => {
    const user = userEvent.setup();
    const { batchCalls } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Categories for the selection' });
    await user.click(picker);
    const list = screen.getByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'Billing › Charges' })).toBeNull();
    await user.click(within(list).getByRole('option', { name: 'Billing › Charges › Late fee' }));
    await user.click(screen.getByRole('button', { name: 'Add categories' }));
    await screen.findByText('2 of 3 items updated.', { selector: 'p' });
    expect(batchCalls()).toEqual([
      expect.objectContaining({
        ids: IDS,
        keepExistingData: true,
        prismAppliedCategories: [{ _id: 'cat-billing-charges-late' }],
      }),
    ]);
  });

  it("replaces the categories only after a confirmation; 'No Category' clears them", async () => {
    const user = userEvent.setup();
    const { batchCalls } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Categories for the selection' }));
    await user.click(screen.getByRole('option', { name: NO_CATEGORY }));
    expect(screen.getByRole('button', { name: 'Add categories' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Replace categories…' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace categories' });
    expect(batchCalls()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await screen.findByText('2 of 3 items updated.', { selector: 'p' });
    expect(batchCalls()).toEqual([
      expect.objectContaining({ ids: IDS, keepExistingData: false, prismAppliedCategories: [] }),
    ]);
  });

  it("offers the opposite actions under 'More'", async () => {
    const user = userEvent.setup();
    const { batchCalls } = setup();
    await user.click(screen.getByRole('button', { name: 'More actions for the selection' }));
    await user.click(screen.getByRole('button', { name: 'Unhide' }));
    await screen.findByText('2 of 3 items updated.', { selector: 'p' });
    expect(batchCalls()).toEqual([
      expect.objectContaining({ ids: IDS, keepExistingData: true, isHidden: false }),
    ]);
  });

  it("shows the server's refusal and does not call onDone", async () => {
    const user = userEvent.setup();
    const { onDone } = setup(() => {
      throw new VocMockError('You need write permission on DigitalSurvey@Web@portals', 403, 'forbidden');
    });
    await user.click(screen.getByRole('button', { name: 'Flag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not update the selection: You need write permission on DigitalSurvey@Web@portals',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
