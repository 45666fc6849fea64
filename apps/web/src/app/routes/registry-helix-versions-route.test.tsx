import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  KIT_VERSIONS,
  kitDraft,
  kitPath,
  registryStatusServer,
} from '../../features/registry-status/testing/registry-status-kit';
import { renderApp } from '../../testing/render';

const FIRST_LOAD = { timeout: 12_000 };
const PAGE = kitPath('helix/requirements/versions');

describe('the Helix versions page', () => {
  it('lists the versions newest first for a reader, without the draft review, and opens one to what it requires', async () => {
    const { asked } = registryStatusServer();
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    const list = await screen.findByRole('list', { name: 'Released Helix versions' }, FIRST_LOAD);
    const items = within(list).getAllByRole('listitem', { name: /^\d/ });
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(items[0]).toHaveTextContent('by mapper');
    expect(items[0]).toHaveTextContent('68 fields · 14 event types · 2 event cases');
    expect(items[0]).toHaveTextContent('2 changes, 1 breaking since 1.1.0');
    expect(items[0]).toHaveTextContent('Pay flow cases.');
    expect(screen.queryByRole('heading', { name: 'Draft review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
    expect(asked('/api/helix-requirement/draft')).toHaveLength(0);

    const toggle = within(items[0]!).getByRole('button', {
      name: 'Show what 1.2.0 requires and its changes',
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const types = await within(items[0]!).findByRole('region', { name: 'Event types of 1.2.0' });
    expect(within(types).getByRole('list', { name: 'Required fields of apiCall' })).toHaveTextContent(
      'apiName',
    );
    // Only the event cases of the page's application.
    const cases = within(items[0]!).getByRole('region', { name: 'Event cases of 1.2.0' });
    expect(cases).toHaveTextContent('billing_pay');
    expect(cases).toHaveTextContent('pageName is billing');
    expect(cases).not.toHaveTextContent('guide_open');
    expect(asked('/api/helix-requirement')[0]!.searchParams.get('version')).toBe('1.2.0');
    // Its changes, breaking first and marked in words.
    const changes = within(items[0]!).getByRole('region', { name: 'Changes in 1.2.0' });
    const lines = within(changes)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.breaking !== undefined);
    expect(lines[0]).toHaveTextContent('ChangedBreakingdrmType');
    expect(lines[0]).toHaveTextContent('values removed: aes');
  });

  it('shows an editor the draft’s pending changes and releases it with the suggested version and notes', async () => {
    const sent: unknown[] = [];
    const { asked } = registryStatusServer({
      editor: true,
      release: async ({ request }) => {
        const body = (await request.json()) as { version: string; notes: string };
        sent.push(body);
        return HttpResponse.json(
          { ...KIT_VERSIONS[0], version: body.version, notes: body.notes },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    const review = await screen.findByRole('region', { name: 'Draft review' }, FIRST_LOAD);
    expect(await within(review).findByText('contentClass')).toBeInTheDocument();
    expect(review).toHaveTextContent('1 change since 1.2.0');
    await user.click(within(review).getByRole('button', { name: 'Release…' }));

    const dialog = screen.getByRole('dialog', { name: 'Release a Helix version' });
    // An added enum value is a minor step.
    expect(within(dialog).getByLabelText('Version')).toHaveValue('1.3.0');
    await user.click(within(dialog).getByRole('button', { name: 'Release 1.3.0' }));
    expect(within(dialog).getByText('Write what this release changes.')).toBeInTheDocument();
    expect(asked('/api/helix-versions').filter((url) => url.search === '')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Release notes'), 'Pay-per-view content.');
    await user.click(within(dialog).getByRole('button', { name: 'Release 1.3.0' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Helix 1.3.0 released.');
    expect(sent).toEqual([{ version: '1.3.0', notes: 'Pay-per-view content.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal when the release conflicts', async () => {
    registryStatusServer({
      editor: true,
      release: () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'Version 1.3.0 was released meanwhile' } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    const review = await screen.findByRole('region', { name: 'Draft review' }, FIRST_LOAD);
    await within(review).findByText('contentClass');
    await user.click(within(review).getByRole('button', { name: 'Release…' }));
    const dialog = screen.getByRole('dialog', { name: 'Release a Helix version' });
    const version = within(dialog).getByLabelText('Version');
    await user.clear(version);
    await user.type(version, '1.1.5');
    await user.type(within(dialog).getByLabelText('Release notes'), 'Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Release 1.1.5' }));
    expect(within(dialog).getByText('The version must be newer than 1.2.0.')).toBeInTheDocument();

    await user.clear(version);
    await user.type(version, '1.3.0');
    await user.click(within(dialog).getByRole('button', { name: 'Release 1.3.0' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The version was not released: Version 1.3.0 was released meanwhile',
    );
    expect(screen.getByRole('dialog', { name: 'Release a Helix version' })).toBeInTheDocument();
  });

  it('offers no release while the draft equals the latest version', async () => {
    registryStatusServer({ editor: true, draft: () => HttpResponse.json(kitDraft({ pending: [] })) });
    renderApp({ path: PAGE });
    const review = await screen.findByRole('region', { name: 'Draft review' }, FIRST_LOAD);
    expect(
      await within(review).findByText('The draft is the same as 1.2.0: there is nothing to release.'),
    ).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Release…' })).toBeDisabled();
  });

  it('says when nothing is released yet', async () => {
    registryStatusServer({ versions: () => HttpResponse.json({ versions: [] }) });
    renderApp({ path: PAGE });
    expect(
      await screen.findByRole('heading', { name: 'No Helix version released yet' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('explains a failed load and loads again on Try again', async () => {
    let calls = 0;
    registryStatusServer({
      versions: () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'internal', message: 'Store down' } }, { status: 503 })
          : HttpResponse.json({ versions: KIT_VERSIONS });
      },
    });
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'The Helix versions could not be loaded: Store down',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Released Helix versions' })).toBeInTheDocument(),
    );
  });
});
