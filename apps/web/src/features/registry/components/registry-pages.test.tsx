import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { registryRefusal, registryServer, renderRegistryPage } from '../testing/registry-kit';

describe('the event case details page', () => {
  it('shows the case, its conditions in words, its events and the snippet in the app’s language', async () => {
    const user = userEvent.setup();
    registryServer({
      as: 'reader',
      volumes: { guide_playButton: 24 },
      history: [
        {
          id: 'h1',
          entityKind: 'EVENT_CASE',
          entityId: 'guide_playButton',
          action: 'created',
          actor: 'mapper',
          at: Date.UTC(2026, 8, 23),
          summary: 'Added event case guide_playButton',
          before: null,
          after: null,
        },
      ],
    });
    renderRegistryPage('quantum-resources/event-cases/details?entityID=guide_playButton&domain=video');
    expect(await screen.findByText('pageName is guide')).toBeInTheDocument();
    expect(await screen.findByText('24')).toBeInTheDocument();
    expect(screen.getByText('BrightScript')).toBeInTheDocument();
    expect(screen.getByLabelText('BrightScript snippet')).toHaveTextContent(
      'eventCaseId: "guide_playButton"',
    );
    expect(await screen.findByText('Added event case guide_playButton')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Event details in client analytics' }).getAttribute('href'),
    ).toMatch(/client-analytics\/events\/details\?.*eventCaseID=guide_playButton/);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(
      'm.global.quantum.callFunc("track", "selectAction"',
    );
  });

  it('says plainly when the registry has no such case', async () => {
    registryServer({ as: 'reader' });
    renderRegistryPage('quantum-resources/event-cases/details?entityID=gone_case&domain=video');
    expect(await screen.findByRole('heading', { name: 'Event case not found' })).toBeInTheDocument();
  });

  it('lets an editor delete the case after confirming', async () => {
    const calls = registryServer({ as: 'editor' });
    server.use(
      http.delete('*/api/event-cases/:id', ({ params }) => {
        calls.writes.push({ method: 'DELETE', path: String(params.id), body: null });
        return new Response(null, { status: 204 });
      }),
    );
    renderRegistryPage('quantum-resources/event-cases/details?entityID=guide_filter&domain=video');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete event case guide_filter?' });
    expect(calls.writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Cases' })).toBeInTheDocument();
    expect(calls.writes).toEqual([{ method: 'DELETE', path: 'guide_filter', body: null }]);
  });
});

describe('the event types page', () => {
  it('lists each type with its fields and the common fields once; readers cannot edit', async () => {
    registryServer({ as: 'reader' });
    renderRegistryPage('quantum-resources/event-types');
    const api = await screen.findByRole('table', { name: 'Fields of apiCall' });
    expect(within(api).getByRole('row', { name: /apiHttpVerb Required string ENUM/ })).toBeInTheDocument();
    expect(screen.getByText(/Every event type may carry these/)).toHaveTextContent('eventCaseId');
    expect(screen.queryByRole('button', { name: 'Edit apiCall' })).not.toBeInTheDocument();
  });

  it('shows the server’s 400 at the field of the type it names', async () => {
    registryServer({ as: 'editor' });
    server.use(
      http.put('*/api/event-types/:name', () =>
        registryRefusal([
          { path: 'eventTypes.loginStart.fields.loginOperationType', message: 'not allowed here' },
        ]),
      ),
    );
    renderRegistryPage('quantum-resources/event-types?searchTerm=loginStart');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit loginStart' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit event type loginStart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('not allowed here')).toBeInTheDocument();
  });
});

describe('the schema page', () => {
  it('searches the fields from the address and shows the named case’s snippet', async () => {
    registryServer({ as: 'reader' });
    renderRegistryPage('quantum-resources/schema?searchTerm=fairplay&entityID=guide_playButton');
    const table = await screen.findByRole('region', { name: 'Field definitions' });
    expect(within(table).getByRole('rowheader', { name: 'drmType' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(await screen.findByLabelText('BrightScript snippet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit drmType' })).not.toBeInTheDocument();
  });

  it('lets an editor add an enum value; the server’s refusal shows at the values', async () => {
    const calls = registryServer({ as: 'editor' });
    server.use(
      http.put('*/api/field-definitions/:name', async ({ request }) => {
        calls.writes.push({ method: 'PUT', path: 'drmType', body: await request.json() });
        return registryRefusal([{ path: ['values'], message: 'an ENUM field needs a category and values' }]);
      }),
    );
    renderRegistryPage('quantum-resources/schema?searchTerm=drmType');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit drmType' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit field drmType' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New value' }), 'widevine{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove value aes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('an ENUM field needs a category and values')).toBeInTheDocument();
    expect(calls.writes[0]?.body).toMatchObject({
      values: ['playReady', 'adobePrimeTime', 'fairplay', 'widevine'],
    });
  });
});
