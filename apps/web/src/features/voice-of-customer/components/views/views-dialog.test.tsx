import { DEFAULT_COLUMN_VIEWS, VOC_MSG, columnGroupColumns, type FeedbackField } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import type { SavedView } from '../../api/views';
import { VocMockError, vocGraphqlMock, type VocResolver } from '../../testing/voc-graphql-mock';
import { ViewsButton, type ViewsButtonProps } from './views-button';

const view = (_id: string, name: string, columns: FeedbackField[], userID = 'voc'): SavedView => ({
  _id,
  userID,
  name,
  isDefault: userID === 'default',
  columns: columnGroupColumns(columns),
});

const DEFAULTS = DEFAULT_COLUMN_VIEWS.map((entry) =>
  view(`default-${entry.key}`, entry.name, [...entry.columns], 'default'),
);
const MINE = view('mine-1', 'Mine', ['verbatim', 'timestamp', 'NPS']);
const OTHER = view('mine-2', 'Triage', ['timestamp', 'isReviewed']);

/** A server holding the default views and the user's own, which the mutations change. */
function mockViews(overrides: Record<string, VocResolver> = {}, own: SavedView[] = [MINE, OTHER]) {
  let views = [...DEFAULTS, ...own];
  const mock = vocGraphqlMock({
    getColumnGroups: () => views,
    insertColumnGroup: ({ columnGroup }) => {
      const input = columnGroup as Pick<SavedView, 'name' | 'columns'>;
      const saved = { ...input, _id: 'mine-new', userID: 'voc', isDefault: false };
      views = [...views, saved];
      return saved;
    },
    updateColumnGroup: ({ columnGroup }) => {
      const saved = { ...(columnGroup as SavedView), isDefault: false };
      views = views.map((entry) => (entry._id === saved._id ? saved : entry));
      return saved;
    },
    deleteColumnGroup: ({ _id }) => {
      views = views.filter((entry) => entry._id !== _id);
      return { _id, columnGroupID: 'default-allColumns' };
    },
    updateUserDefaultColumnGroup: ({ _id, columnGroupID }) => ({ _id, columnGroupID }),
    ...overrides,
  });
  server.use(mock.handler);
  const callsOf = (field: string) => mock.calls.filter((call) => call.field === field);
  return { callsOf };
}

function renderViews(props: Partial<ViewsButtonProps> = {}) {
  const onChoose = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ViewsButton
        authId="voc"
        permissionId="perm-1"
        favouriteViewId={null}
        currentViewId="default-reviews"
        visibleColumns={['timestamp', 'verbatim', 'CSAT']}
        onChoose={onChoose}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

async function openViews(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Views' }));
  return screen.findByRole('list', { name: 'Views' });
}

const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { selector: 'span' }))!;

describe('the views dialog', () => {
  it('lists the four default views, then the user’s own; the defaults cannot be changed', async () => {
    mockViews();
    const { user } = renderViews();
    const list = await openViews(user);
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(names).toEqual([
      'All Columns',
      'Reviews View',
      'Details View',
      'Employee Exp View',
      'Mine',
      'Triage',
    ]);
    const details = rowOf(list, 'Details View');
    expect(within(details).getByText('Default')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(rowOf(list, 'Mine')).getByRole('button', { name: 'Edit Mine' })).toBeEnabled();
  });

  it('chooses a view with its columns in order and closes', async () => {
    mockViews();
    const { user, onChoose } = renderViews();
    const list = await openViews(user);
    await user.click(within(list).getByRole('button', { name: 'Use Mine' }));
    expect(onChoose).toHaveBeenCalledWith({
      _id: 'mine-1',
      name: 'Mine',
      columns: ['verbatim', 'timestamp', 'NPS'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a name and at least one column before saving a new view', async () => {
    const { callsOf } = mockViews();
    const { user } = renderViews();
    await openViews(user);
    await user.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = screen.getByRole('dialog', { name: 'New view' });
    expect(within(dialog).getByText('(3 chosen)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(VOC_MSG.viewNameRequired);

    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Scores');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(VOC_MSG.viewColumnsRequired);
    expect(callsOf('insertColumnGroup')).toHaveLength(0);
  });

  it('saves a new view from the visible columns and a section of the catalogue', async () => {
    const { callsOf } = mockViews();
    const { user } = renderViews();
    await openViews(user);
    await user.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = screen.getByRole('dialog', { name: 'New view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), '  Scores ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Metrics columns' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'CES' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const list = await screen.findByRole('list', { name: 'Views' });
    expect(callsOf('insertColumnGroup')[0]!.variables).toEqual({
      authID: 'voc',
      columnGroup: {
        name: 'Scores',
        columns: columnGroupColumns([
          'timestamp',
          'verbatim',
          'CSAT',
          'NPS',
          'SR',
          'starRating',
          'starRatingExternal',
        ]),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved “Scores”.');
    expect(await within(list).findByText('Scores')).toBeInTheDocument();
  });

  it('changes one of the user’s views; the table follows a change to the view it shows', async () => {
    const { callsOf } = mockViews();
    const { user, onChoose } = renderViews({ currentViewId: 'mine-1' });
    const list = await openViews(user);
    await user.click(within(list).getByRole('button', { name: 'Edit Mine' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit view: Mine' });
    const name = within(dialog).getByRole('textbox', { name: 'View name' });
    expect(name).toHaveValue('Mine');
    await user.clear(name);
    await user.type(name, 'Mine, with CSAT');
    await user.click(within(dialog).getByRole('checkbox', { name: 'CSAT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByRole('list', { name: 'Views' });
    expect(callsOf('updateColumnGroup')[0]!.variables).toEqual({
      authID: 'voc',
      columnGroup: {
        _id: 'mine-1',
        userID: 'voc',
        name: 'Mine, with CSAT',
        columns: columnGroupColumns(['verbatim', 'timestamp', 'NPS', 'CSAT']),
      },
    });
    expect(onChoose).toHaveBeenCalledWith({
      _id: 'mine-1',
      name: 'Mine, with CSAT',
      columns: ['verbatim', 'timestamp', 'NPS', 'CSAT'],
    });
  });

  it("shows the server's refusal, such as a name in use", async () => {
    mockViews({
      insertColumnGroup: () => {
        throw new VocMockError('A view named Mine already exists', 409, 'conflict');
      },
    });
    const { user } = renderViews();
    await openViews(user);
    await user.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = screen.getByRole('dialog', { name: 'New view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A view named Mine already exists');
    expect(screen.getByRole('dialog', { name: 'New view' })).toBeInTheDocument();
  });

  it('stars a favourite on the permission; starring it again clears it', async () => {
    const { callsOf } = mockViews();
    const { user } = renderViews();
    const list = await openViews(user);
    const star = within(list).getByRole('button', { name: 'Favourite: Triage' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(callsOf('updateUserDefaultColumnGroup')[0]!.variables).toEqual({
      _id: 'perm-1',
      columnGroupID: 'mine-2',
    });

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(callsOf('updateUserDefaultColumnGroup')[1]!.variables).toEqual({
      _id: 'perm-1',
      columnGroupID: null,
    });
    expect(within(list).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('offers no favourite without a permission record of the user’s own', async () => {
    mockViews();
    const { user } = renderViews({ permissionId: 'effective:DigitalSurvey@Web@portals' });
    const list = await openViews(user);
    expect(within(list).getByRole('button', { name: 'Favourite: Mine' })).toBeDisabled();
  });

  it('keeps the view in use from being deleted, and says why', async () => {
    mockViews();
    const { user } = renderViews({ currentViewId: 'mine-1' });
    const list = await openViews(user);
    const remove = within(list).getByRole('button', { name: 'Delete Mine' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(VOC_MSG.viewInUse);
    expect(within(list).getByRole('button', { name: 'Delete Triage' })).toBeEnabled();
  });

  it('deleting the favourite resets the favourite to the default view', async () => {
    const { callsOf } = mockViews();
    const { user } = renderViews({ favouriteViewId: 'mine-2' });
    const list = await openViews(user);
    expect(within(list).getByRole('button', { name: 'Favourite: Triage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(list).getByRole('button', { name: 'Delete Triage' }));
    await user.click(within(list).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(list).queryByText('Triage')).not.toBeInTheDocument());
    expect(callsOf('deleteColumnGroup')[0]!.variables).toEqual({ authID: 'voc', _id: 'mine-2' });
    expect(within(list).getByRole('button', { name: 'Favourite: All Columns' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Deleted “Triage”.');
  });

  it('asks before deleting, with the keyboard kept in the row', async () => {
    const { callsOf } = mockViews();
    const { user } = renderViews();
    const list = await openViews(user);
    await user.click(within(list).getByRole('button', { name: 'Delete Triage' }));
    const question = within(list).getByRole('group', { name: 'Delete Triage?' });
    expect(within(question).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(list).getByRole('button', { name: 'Delete Triage' })).toHaveFocus();
    expect(callsOf('deleteColumnGroup')).toHaveLength(0);
  });

  it('deleting another view leaves the favourite alone', async () => {
    mockViews();
    const { user } = renderViews({ favouriteViewId: 'mine-1' });
    const list = await openViews(user);
    await user.click(within(list).getByRole('button', { name: 'Delete Triage' }));
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Triage')).not.toBeInTheDocument());
    expect(within(list).getByRole('button', { name: 'Favourite: Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when the views cannot be loaded and tries again', async () => {
    let fail = true;
    mockViews({
      getColumnGroups: () => {
        if (fail) throw new VocMockError('The views store is down', 503);
        return DEFAULTS;
      },
    });
    const { user } = renderViews();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The views store is down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Views' })).toBeInTheDocument();
  });
});
