import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  KIT_APP,
  kitPath,
  kitSchemaError,
  kitStatusRow,
  registryStatusServer,
} from '../../features/registry-status/testing/registry-status-kit';
import { renderApp } from '../../testing/render';

const FIRST_LOAD = { timeout: 12_000 };

describe('the registry status page', () => {
  it('shows each app’s state in words, its last hour against the usual, and the schema errors with their links', async () => {
    const { asked } = registryStatusServer({
      report: () =>
        HttpResponse.json({
          rows: [kitStatusRow()],
          errors: [
            kitSchemaError(),
            kitSchemaError({
              eventCaseId: 'no_such_case',
              reason: 'unknownEventCase',
              field: 'eventCaseId',
              message: 'no event case no_such_case',
              count: 1,
              visitId: 'visit-7',
            }),
          ],
        }),
    });
    renderApp({ path: kitPath('status') });
    const table = await screen.findByRole(
      'table',
      { name: 'Status per application and platform' },
      FIRST_LOAD,
    );
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(KIT_APP);
    expect(row).toHaveTextContent('QUANTUMJS #2 · JavaScript');
    expect(row).toHaveTextContent('Quiet: Under a quarter of its usual events in the last hour');
    expect(row).toHaveTextContent('30 of usual 120 (25%)');
    expect(row).toHaveTextContent('1.2.0 · 900');

    const report = asked('/api/helix-report')[0]!;
    expect(report.searchParams.getAll('appIds')).toEqual([KIT_APP]);
    // The errors' period defaults to the last 24 hours.
    expect(Date.now() - Number(report.searchParams.get('sinceMs'))).toBeGreaterThanOrEqual(
      24 * 3600_000 - 60_000,
    );

    const errors = screen.getByRole('table', { name: 'Schema errors seen' });
    const [first, second] = within(errors).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Value not in the enum');
    expect(first).toHaveTextContent('connectionType "pigeon" is not one of its values');
    expect(within(first!).getByRole('link', { name: 'billing_pay' })).toHaveAttribute(
      'href',
      '/myaccount@Web/quantum-resources/event-cases/details?entityID=billing_pay&domain=portals',
    );
    expect(
      within(first!).getByRole('link', { name: 'Open visit visit-42 in the sequence viewer' }),
    ).toHaveAttribute('href', '/tools/sequence/visit-42');
    // An unknown event case has no registry details to link to.
    expect(within(second!).queryByRole('link', { name: 'no_such_case' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Unknown event case');
  });

  it('reads the errors of another period, keeping it in the address, and refreshes on request', async () => {
    const { asked } = registryStatusServer();
    const user = userEvent.setup();
    renderApp({ path: kitPath('status') });
    await screen.findByRole('table', { name: 'Status per application and platform' }, FIRST_LOAD);
    await user.selectOptions(screen.getByLabelText('Schema errors over'), 'Last hour');
    await waitFor(() => expect(asked('/api/helix-report')).toHaveLength(2));
    const since = Number(asked('/api/helix-report')[1]!.searchParams.get('sinceMs'));
    expect(Date.now() - since).toBeLessThan(3600_000 + 60_000);
    expect(new URLSearchParams(window.location.search).get('errorPeriod')).toBe('1h');
    expect(screen.getByRole('heading', { name: 'Schema errors seen: last hour' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked('/api/helix-report')).toHaveLength(3));
  });

  it('says when no schema error was seen', async () => {
    registryStatusServer({
      report: () => HttpResponse.json({ rows: [kitStatusRow({ state: 'ok', schemaErrors: 0 })], errors: [] }),
    });
    renderApp({ path: kitPath('status') });
    expect(await screen.findByText(/No schema errors in this period/, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Status per application and platform' })).toHaveTextContent(
      'OK',
    );
  });

  it('shows that it is loading, then a failure with Try again', async () => {
    let calls = 0;
    registryStatusServer({
      report: async () => {
        calls += 1;
        await delay(150);
        return calls === 1
          ? HttpResponse.json(
              { error: { code: 'internal', message: 'Analytics store down' } },
              { status: 503 },
            )
          : HttpResponse.json({ rows: [kitStatusRow({ state: 'silent', lastEventAt: null })], errors: [] });
      },
    });
    const user = userEvent.setup();
    renderApp({ path: kitPath('status') });
    expect(await screen.findByLabelText('Loading the status', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status could not be loaded: Analytics store down',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Status per application and platform' });
    expect(table).toHaveTextContent('Silent');
    expect(table).toHaveTextContent('Never');
  });
});
