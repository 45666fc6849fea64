import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventCountsFactory, NOW_MS, userFactory } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const countsTable = () => screen.findByRole('table', { name: 'Events per application' });

describe('the first page', () => {
  it('shows the signed-in user: name, id, email and roles', async () => {
    renderApp();

    const card = await screen.findByRole('region', { name: 'Signed in as' });
    expect(await within(card).findByText(/Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText('Andy Analyst')).toBeInTheDocument();
    expect(within(card).getByText('analyst')).toBeInTheDocument();
    expect(within(card).getByText('andy.analyst@prism.example')).toBeInTheDocument();
    // A role too long for its chip is cut on one line, its title holding it whole.
    expect(
      within(within(card).getByRole('list', { name: 'Roles' })).getByText('prism-basic'),
    ).toHaveAttribute('title', 'prism-basic');
  });

  it('falls back to the name in the token when the profile cannot be loaded', async () => {
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json(
          { error: { code: 'internal', message: 'Operational store down' } },
          { status: 500 },
        ),
      ),
    );
    renderApp();

    const card = await screen.findByRole('region', { name: 'Signed in as' });
    expect(await within(card).findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(within(card).getByText('Andy Analyst')).toBeInTheDocument();
  });

  it('creates the profile of a first-time user (get-or-create) and shows its name', async () => {
    const created: unknown[] = [];
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'User not found' } }, { status: 404 }),
      ),
      http.post('*/api/users/new', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(userFactory({ firstName: 'Andrew', lastName: 'Analyst-Newman' }));
      }),
    );
    renderApp();

    const card = await screen.findByRole('region', { name: 'Signed in as' });
    expect(await within(card).findByText('Andrew Analyst-Newman')).toBeInTheDocument();
    expect(within(card).getByText('First visit')).toBeInTheDocument();
    expect(created).toEqual([{ id: 'analyst' }]);
  });

  it('lists event counts per application, most events first, with aliases, domains and totals', async () => {
    renderApp();

    const table = await countsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['myaccount@Web', 'My Account', 'Portals', '12,400', '30 seconds ago']);
    expect(cells(rows[1]!)).toEqual(['guide@Roku', 'TV Guide', 'Video', '3,890', '5 minutes ago']);
    // A narrow table cuts the alias, not a column: the cell's title holds the alias whole.
    expect(within(rows[0]!).getByRole('cell', { name: 'My Account' })).toHaveAttribute('title', 'My Account');
    expect(screen.getByText('Client events').nextElementSibling).toHaveTextContent('16,290');
    expect(screen.getByText('Server events').nextElementSibling).toHaveTextContent('4,410');
  });

  it('shows a loading skeleton until the counts arrive', async () => {
    server.use(
      http.get('*/api/analytics/event-counts', async () => {
        await delay(200);
        return HttpResponse.json(eventCountsFactory());
      }),
    );
    renderApp();

    expect(await screen.findByRole('status', { name: 'Loading event counts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await countsTable()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading event counts' })).not.toBeInTheDocument();
  });

  it('says so when no events are stored yet, and how to seed some', async () => {
    server.use(
      http.get('*/api/analytics/event-counts', () =>
        HttpResponse.json(eventCountsFactory({ totals: { client: 0, server: 0 }, apps: [] })),
      ),
    );
    renderApp();

    expect(await screen.findByText('No events stored yet')).toBeInTheDocument();
    expect(screen.getByText('npm run seed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the counts', async () => {
    let failing = true;
    server.use(
      http.get('*/api/analytics/event-counts', () =>
        failing
          ? HttpResponse.json(
              { error: { code: 'unavailable', message: 'Analytics store not answering' } },
              { status: 503 },
            )
          : HttpResponse.json(eventCountsFactory()),
      ),
    );
    renderApp();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Event counts could not be loaded');
    expect(alert).toHaveTextContent('Analytics store not answering');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await countsTable()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('retries a 429 after a second instead of failing', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/analytics/event-counts', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'rate_limited', message: 'Slow down' } }, { status: 429 })
          : HttpResponse.json(eventCountsFactory());
      }),
    );
    renderApp();

    expect(
      await screen.findByRole('table', { name: 'Events per application' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByText('Event counts could not be loaded')).not.toBeInTheDocument();
  });

  it('shows when the counts were generated', async () => {
    renderApp();
    await countsTable();
    expect(screen.getByText(/Live, every 5 s/)).toBeInTheDocument();
    expect(screen.getByText(/^Updated/).querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(NOW_MS).toISOString(),
    );
  });
});
