import type { Dashboard, DashboardInput } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS, applicationFactory, applicationsReplyFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const STAMP = '2026-11-20T10:00:00.000Z';

function dashboardOf(over: Partial<Dashboard> = {}): Dashboard {
  return {
    id: 'd-1',
    ownerId: 'analyst',
    ownerName: 'Andy Analyst',
    name: 'Sign-in health',
    description: 'How sign-in goes',
    shared: false,
    entityId: 'myaccount@Web',
    charts: [
      {
        id: 'chart-1',
        title: 'Page views',
        kind: 'line',
        metric: 'page_views',
        filter: [],
        x: 0,
        y: 0,
        w: 2,
        h: 4,
      },
    ],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

const summaryOf = ({ charts, ...rest }: Dashboard) => ({ ...rest, chartCount: charts.length });

/** A dashboards API over an in-memory list, recording what the page sent. */
function serveDashboards(initial: Dashboard[] = []) {
  const store = new Map(initial.map((dashboard) => [dashboard.id, dashboard]));
  const sent: { method: string; id?: string; body?: DashboardInput }[] = [];
  const multiChart: { metric: string }[][] = [];
  const appIds: string[][] = [];
  server.use(
    http.get('*/api/dashboards', ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      const all = [...store.values()];
      return HttpResponse.json(
        (scope === 'mine' ? all.filter((d) => d.ownerId === 'analyst') : all).map(summaryOf),
      );
    }),
    http.get('*/api/dashboards/:id', ({ params }) => {
      const found = store.get(params.id as string);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: { code: 'not_found', message: 'No dashboard' } }, { status: 404 });
    }),
    http.post('*/api/dashboards', async ({ request }) => {
      const body = (await request.json()) as DashboardInput;
      sent.push({ method: 'POST', body });
      const created = dashboardOf({ ...body, id: 'd-new', charts: body.charts ?? [] });
      store.set(created.id, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/dashboards/:id', async ({ request, params }) => {
      const body = (await request.json()) as DashboardInput;
      const id = params.id as string;
      sent.push({ method: 'PUT', id, body });
      const updated = { ...store.get(id)!, ...body, updatedAt: '2026-11-21T10:00:00.000Z' };
      store.set(id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete('*/api/dashboards/:id', ({ params }) => {
      sent.push({ method: 'DELETE', id: params.id as string });
      store.delete(params.id as string);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/multi-chart', async ({ request }) => {
      const { queries } = (await request.json()) as {
        queries: { metric: string; type: string; appIDs: string[] }[];
      };
      multiChart.push(queries);
      appIds.push(queries[0]!.appIDs);
      return HttpResponse.json({
        results: queries.map((query) => ({
          data: [],
          dataMeta: {
            metric: query.metric,
            label: query.metric,
            type: query.type,
            group: null,
            startMs: 0,
            endMs: 0,
            stepMs: 3_600_000,
            timeZone: 'UTC',
            partialData: false,
          },
        })),
      });
    }),
  );
  return { store, sent, multiChart, appIds };
}

describe('dashboards', { timeout: 20_000 }, () => {
  it('offers a first dashboard when the user has none', async () => {
    serveDashboards();
    renderApp({ path: '/myaccount@Web/dashboards/mine' });
    expect(
      await screen.findByRole('heading', { name: 'No dashboards yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New dashboard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/myaccount@Web\/dashboards\/new/),
    );
    await waitFor(() => expect(document.title).toBe('My Dashboards | Applications | Prism | myaccount@Web'));
  });

  it('lists my dashboards as cards and opens one', async () => {
    serveDashboards([dashboardOf(), dashboardOf({ id: 'd-2', name: 'Errors', shared: true, charts: [] })]);
    renderApp({ path: '/myaccount@Web/dashboards/mine' });
    const cards = await screen.findByRole('list', { name: 'Dashboards' });
    const first = within(cards).getByRole('link', { name: /Sign-in health/ });
    expect(first).toHaveTextContent('1 chart · Updated Nov 20, 2026');
    expect(within(cards).getByRole('link', { name: /Errors/ })).toHaveTextContent('Shared');
    await userEvent.click(first);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in health' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Page views' })).toBeInTheDocument();
  });

  it('shows a list that failed with a way to try again', async () => {
    server.use(
      http.get('*/api/dashboards', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Store down' } }, { status: 500 }),
      ),
    );
    renderApp({ path: '/myaccount@Web/dashboards/mine' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your dashboards could not be loaded: Store down',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists shared dashboards with their owners and searches them by name', async () => {
    serveDashboards([
      dashboardOf(),
      dashboardOf({ id: 'd-3', name: 'Video quality', shared: true, ownerId: 'voc', ownerName: 'Vera Voc' }),
    ]);
    renderApp({ path: '/myaccount@Web/dashboards/list' });
    const cards = await screen.findByRole('list', { name: 'Dashboards' });
    expect(within(cards).getByRole('link', { name: /Video quality/ })).toHaveTextContent('by Vera Voc');
    await userEvent.type(screen.getByLabelText('Search dashboards by name'), 'video');
    expect(within(cards).getAllByRole('link')).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search dashboards by name'));
    await userEvent.type(screen.getByLabelText('Search dashboards by name'), 'nothing like it');
    expect(screen.getByText('No dashboard is named like “nothing like it”.')).toBeInTheDocument();
  });

  it('creates a dashboard and opens it in the editor', async () => {
    const api = serveDashboards();
    renderApp({ path: '/myaccount@Web/dashboards/new' });
    await screen.findByRole('heading', { level: 1, name: 'New Dashboard' });
    expect(screen.getByText('Character limit: 256')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the dashboard a name.');

    await userEvent.type(screen.getByLabelText('Name'), 'Checkout');
    await userEvent.type(screen.getByLabelText('Description'), 'Paying');
    expect(screen.getByText('Character left: 250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Share with every Prism user/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Checkout/ })).toBeInTheDocument();
    expect(api.sent[0]).toEqual({
      method: 'POST',
      body: { name: 'Checkout', description: 'Paying', shared: true, entityId: 'myaccount@Web', charts: [] },
    });
    expect(window.location.pathname).toBe('/myaccount@Web/dashboards/d-new');
    expect(screen.getByRole('button', { name: 'Save dashboard' })).toBeInTheDocument();
  });

  it('adds a chart from the catalogue, resizes it from the keyboard controls and saves', async () => {
    const api = serveDashboards([dashboardOf()]);
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    await screen.findByRole('heading', { level: 1, name: 'Sign-in health' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add chart' }));

    const dialog = screen.getByRole('dialog', { name: 'Add chart' });
    expect(within(dialog).getByRole('group', { name: 'Server events' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Search metrics'), 'sign-in success');
    expect(within(dialog).queryByRole('group', { name: 'Server events' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sign-in success rate/ }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Sign-in success rate');
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Top list');
    await userEvent.selectOptions(within(dialog).getByLabelText('Group by'), 'loginOperationType');
    await userEvent.click(within(dialog).getByRole('button', { name: '+ Add filter' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Filter 1 name'), 'platformType');
    await userEvent.type(within(dialog).getByLabelText('Filter 1 value'), 'Web');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add chart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const added = await screen.findByTestId('dashboard-chart-chart-2');
    expect(within(added).getByRole('region', { name: 'Sign-in success rate' })).toBeInTheDocument();
    // Both charts come in one request.
    await waitFor(() =>
      expect(api.multiChart.at(-1)?.map((query) => query.metric)).toEqual([
        'page_views',
        'login_success_rate',
      ]),
    );

    const toolbar = within(added).getByRole('toolbar', { name: 'Layout of Sign-in success rate' });
    expect(toolbar).toHaveTextContent('2 × 4');
    within(toolbar).getByRole('button', { name: 'Wider: Sign-in success rate' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(toolbar).toHaveTextContent('3 × 4');
    await userEvent.keyboard('{Enter}');
    expect(toolbar).toHaveTextContent('4 × 4');
    expect(within(toolbar).getByRole('button', { name: 'Wider: Sign-in success rate' })).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Taller: Sign-in success rate' }));
    expect(toolbar).toHaveTextContent('4 × 5');

    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dashboard saved');
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      id: 'd-1',
      body: expect.objectContaining({
        name: 'Sign-in health',
        // The new chart took the free place beside the first (x 2); widening it past the edge moved
        // it left over the first chart, which was pushed down below it.
        charts: [
          { ...dashboardOf().charts[0], y: 5 },
          {
            id: 'chart-2',
            title: 'Sign-in success rate',
            kind: 'top',
            metric: 'login_success_rate',
            group: 'loginOperationType',
            filter: ['platformType:Web'],
            x: 0,
            y: 0,
            w: 4,
            h: 5,
          },
        ],
      }),
    });
    expect(screen.queryByRole('toolbar', { name: /Layout of/ })).not.toBeInTheDocument();
  });

  it('says why a save failed and keeps the edits', async () => {
    serveDashboards([dashboardOf()]);
    server.use(
      http.put('*/api/dashboards/:id', () =>
        HttpResponse.json(
          { error: { code: 'bad_request', message: 'charts.0.metric: not a metric of the catalogue' } },
          { status: 400 },
        ),
      ),
    );
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Shorter: Page views' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    expect(await screen.findByText(/Could not save the dashboard: charts.0.metric/)).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Layout of Page views' })).toHaveTextContent('2 × 3');
  });

  it('removes a chart and renames and shares the dashboard', async () => {
    const api = serveDashboards([dashboardOf()]);
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove chart: Page views' }));
    expect(screen.getByText('This dashboard has no charts yet.')).toBeInTheDocument();
    // Focus does not fall back to the page when the chart holding it goes.
    expect(
      within(screen.getByRole('toolbar', { name: 'Dashboard actions' })).getByRole('button', {
        name: 'Add chart',
      }),
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: 'Page views' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename or share' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename or share' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Sign-in');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Sign-in\s*Shared$/ })).toBeInTheDocument();
    expect(api.sent.at(-1)?.body).toMatchObject({
      name: 'Sign-in',
      shared: true,
      charts: dashboardOf().charts,
    });
  });

  it('deletes only after confirmation, then returns to my dashboards', async () => {
    const api = serveDashboards([dashboardOf()]);
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete dashboard' });
    expect(dialog).toHaveTextContent('Delete “Sign-in health” and its chart? This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete dashboard' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete dashboard' }));
    expect(await screen.findByRole('heading', { name: 'No dashboards yet' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/myaccount@Web/dashboards/mine');
    expect(screen.getByRole('status')).toHaveTextContent('Dashboard “Sign-in health” deleted');
    expect(api.sent).toEqual([{ method: 'DELETE', id: 'd-1' }]);
  });

  it('shows another user’s shared dashboard without the editor', async () => {
    serveDashboards([dashboardOf({ ownerId: 'voc', ownerName: 'Vera Voc', shared: true })]);
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    expect(await screen.findByText('By Vera Voc · 1 chart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('edits a chart’s title and kind in place', async () => {
    const api = serveDashboards([dashboardOf()]);
    renderApp({ path: '/myaccount@Web/dashboards/d-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit chart: Page views' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit chart' });
    expect(within(dialog).getByRole('radio', { name: /^Page views\s*page_views$/ })).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update chart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A chart needs a title.');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Views per hour');
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart type'), 'Bar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update chart' }));
    expect(await screen.findByRole('region', { name: 'Views per hour' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    await waitFor(() =>
      expect(api.sent.at(-1)?.body?.charts).toEqual([
        { ...dashboardOf().charts[0], title: 'Views per hour', kind: 'bar' },
      ]),
    );
  });

  it('draws the customer-journey sankey, marked beta, in one request', async () => {
    const api = serveDashboards();
    renderApp({ path: '/myaccount@Web/dashboards/sankey' });
    const heading = await screen.findByRole('heading', { level: 1, name: /Sankey Dashboard/ });
    expect(heading).toHaveTextContent('Beta');
    await waitFor(() => expect(api.multiChart).toHaveLength(1));
    expect(api.multiChart[0]).toEqual([expect.objectContaining({ metric: 'page_views', type: 'sankey' })]);
  });

  it('says so when a dashboard does not exist', async () => {
    serveDashboards();
    renderApp({ path: '/myaccount@Web/dashboards/gone' });
    expect(await screen.findByRole('heading', { name: 'Dashboard not found' })).toBeInTheDocument();
  });

  it('draws the TVE sign-in dashboard for the tve applications in one request', async () => {
    const api = serveDashboards();
    server.use(
      http.get('*/api/applications', () =>
        HttpResponse.json(
          applicationsReplyFactory([
            ...APPLICATIONS,
            applicationFactory({ id: 'TVEAuth@Web@tve', domain: 'tve', kind: 'tve', aliases: [] }),
            applicationFactory({ id: 'Shows@Web@video', domain: 'video', kind: 'backend', aliases: [] }),
          ]),
        ),
      ),
    );
    renderApp({ path: '/TVE/tve-dashboards/auth' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TVE Authentication Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.multiChart).toHaveLength(1));
    expect(api.multiChart[0]!.map((query) => query.metric)).toContain('login_success_rate');
    // The sunburst asks for both rings, the grid for success rates by API.
    expect(api.multiChart[0]).toContainEqual(
      expect.objectContaining({ type: 'sunburst', group: 'loginOperationType', subGroup: 'loginOutcome' }),
    );
    expect(api.multiChart[0]).toContainEqual(
      expect.objectContaining({ metric: 'api_success_rate', type: 'top', group: 'apiName' }),
    );
    // The tve sign-in app only: not the video client apps, not a video backend.
    expect(api.appIds[0]).toEqual(['TVEAuth@Web@tve']);
  });
});
