import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { TrainingDataPanel } from './training-data-panel';
import type { TrainingListParams } from './training-list-params';
import { APPS, CATEGORIES, renderTraining, trainingRowFixture } from './training-test-kit';

const ROWS = [
  trainingRowFixture({ _id: 't1', value: 'Charged a late fee again' }),
  trainingRowFixture({
    _id: 't2',
    value: 'Autopay did not run this month',
    source: 'retrain',
    feedback: { _id: 'fb-2', timestamp: Date.UTC(2026, 8, 3), appID: APPS[0]! },
  }),
];
const FIRST_PAGE: TrainingListParams = { page: 0, search: '', categoryId: '', mock: null };

function mock(rows = ROWS, deleted = vi.fn(() => ({ deleted: 1 }))) {
  const { handler, calls } = vocGraphqlMock({
    getCategories: () => CATEGORIES,
    getTrainingData: () => rows,
    getTrainingDataCount: () => rows.length,
    deleteManyTrainingData: deleted,
  });
  server.use(handler);
  return { calls, deleted };
}

function renderPanel({ canWrite = true, params = FIRST_PAGE } = {}) {
  const onParams = vi.fn();
  const onImport = vi.fn();
  const view = renderTraining(
    <TrainingDataPanel
      applicationIDs={APPS}
      params={params}
      onParams={onParams}
      canWrite={canWrite}
      onImport={onImport}
      feedbackHref={(id) => `/edit-reviews?vocFeedbackID=${id}`}
    />,
  );
  return { ...view, onParams, onImport };
}

describe('the training data list', () => {
  it('lists the examples with their source and the item they came from', async () => {
    mock();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Training data' });
    expect(within(table).getByText('Charged a late fee again')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Item of Sep 3, 2026' })).toHaveAttribute(
      'href',
      '/edit-reviews?vocFeedbackID=fb-2',
    );
    expect(screen.getByText('Page 1 of 1 · 2 examples')).toBeInTheDocument();
  });

  it('asks before deleting, says what happens to linked items, and deletes the chosen rows', async () => {
    const { deleted } = mock(
      ROWS,
      vi.fn(() => ({ deleted: 2 })),
    );
    const { user } = renderPanel();
    await screen.findByRole('table', { name: 'Training data' });
    await user.click(screen.getByRole('checkbox', { name: /Charged a late fee again/ }));
    await user.click(screen.getByRole('checkbox', { name: /Autopay did not run/ }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 chosen' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete 2 examples' });
    expect(dialog).toHaveTextContent('1 example imported from CSV is removed for good');
    expect(dialog).toHaveTextContent(
      '1 example comes from feedback items: its item loses its Use for Retrain mark',
    );
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 examples' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toHaveBeenCalledWith({ applicationIDs: APPS, _ids: ['t1', 't2'] });
    expect(screen.getByRole('status')).toHaveTextContent('Deleted 2 examples.');
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { deleted } = mock();
    const { user } = renderPanel();
    await screen.findByRole('table', { name: 'Training data' });
    await user.click(screen.getByRole('checkbox', { name: 'Choose every example of this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 chosen' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
  });

  it('offers a reader no choosing, deleting or importing, and says why', async () => {
    mock([]);
    renderPanel({ canWrite: false });
    expect(await screen.findByText('Data in Superposition')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByText(/needs write permission on these applications/)).toBeInTheDocument();
  });

  it('offers the import on an empty platform to someone with write', async () => {
    mock([]);
    const { user, onImport } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    expect(onImport).toHaveBeenCalled();
  });

  it('asks for the search once typing rests, back on the first page', async () => {
    const { calls } = mock();
    const { user, onParams } = renderPanel({ params: { ...FIRST_PAGE, page: 2 } });
    await user.type(screen.getByLabelText('Search'), 'late fee');
    expect(onParams).not.toHaveBeenCalled();
    await waitFor(() => expect(onParams).toHaveBeenCalledTimes(1));
    expect(onParams).toHaveBeenCalledWith({ ...FIRST_PAGE, page: 0, search: 'late fee' });
    expect(calls.find((call) => call.field === 'getTrainingData')?.variables).toMatchObject({
      applicationIDs: APPS,
      page: 2,
      limit: 25,
    });
  });
});
