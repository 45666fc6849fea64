import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { registryRefusal, registryServer, renderRegistryPage } from '../testing/registry-kit';

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('the event cases page', () => {
  it('lists the cases with their events in the period; a case that never arrived is "Not seen"', async () => {
    registryServer({ as: 'reader', volumes: { guide_playButton: 1234, guide_filter: 3 } });
    renderRegistryPage('quantum-resources/event-cases?period=7d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Cases' })).toBeInTheDocument();
    expect(within(await rowOf('Play button on Guide')).getByText('1,234')).toBeInTheDocument();
    expect(within(await rowOf('Live playback starts')).getByText('Not seen')).toBeInTheDocument();
    expect(screen.getByText(/3 of 3 cases · 1 not seen in the period/)).toBeInTheDocument();
    // A reader has no way to create a case.
    expect(screen.queryByRole('button', { name: 'New event case' })).not.toBeInTheDocument();
    // Each row leads to its details, with the case and its domain.
    const link = screen.getByRole('link', { name: 'Play button on Guide' });
    expect(link.getAttribute('href')).toMatch(
      /\/OneApp@Roku\/quantum-resources\/event-cases\/details\?.*entityID=guide_playButton&domain=video/,
    );
  });

  it('filters by type and search, kept in the address', async () => {
    registryServer({ as: 'reader' });
    renderRegistryPage('quantum-resources/event-cases?eventType=playbackStart');
    expect(await screen.findByRole('link', { name: 'Live playback starts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Play button on Guide' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), '');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search event cases' }), 'plays from{Enter}');
    expect(await screen.findByRole('link', { name: 'Play button on Guide' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Filter on Guide' })).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('searchTerm')).toBe('plays from');
  });

  it('stars a favourite (saved to eventCaseFavorites), lists it first and alone when asked', async () => {
    const calls = registryServer({ as: 'reader', favorites: ['liveTv_playbackStart'] });
    renderRegistryPage('quantum-resources/event-cases');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveTextContent('Live playback starts');
    await userEvent.click(screen.getByRole('button', { name: 'Favourite Filter on Guide' }));
    expect(
      await screen.findByRole('button', { name: 'Favourite Filter on Guide', pressed: true }),
    ).toBeInTheDocument();
    expect(calls.patches).toEqual([{ eventCaseFavorites: ['liveTv_playbackStart', 'guide_filter'] }]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    expect(screen.queryByRole('link', { name: 'Play button on Guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter on Guide' })).toBeInTheDocument();
  });

  it('says when a favourite could not be saved', async () => {
    registryServer({ as: 'reader' });
    server.use(
      http.patch('*/api/users/:id', () =>
        HttpResponse.json({ error: { code: 'x', message: 'no' } }, { status: 500 }),
      ),
    );
    renderRegistryPage('quantum-resources/event-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Filter on Guide' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error updating your favorites.');
  });

  it('shows a loading state, then the error with Try again', async () => {
    registryServer({ as: 'reader' });
    server.use(
      http.get('*/api/event-cases', async () => {
        await delay(50);
        return HttpResponse.json(
          { error: { code: 'down', message: 'The registry is down' } },
          { status: 503 },
        );
      }),
    );
    renderRegistryPage('quantum-resources/event-cases');
    expect(await screen.findByRole('status', { name: 'Loading the event cases' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'The registry is down',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when no case applies to the applications', async () => {
    registryServer({ as: 'reader', cases: [] });
    renderRegistryPage('quantum-resources/event-cases');
    expect(await screen.findByRole('heading', { name: 'No event cases yet' })).toBeInTheDocument();
  });

  it('lets an editor create a case, the server’s 400 shown at the condition it names', async () => {
    const calls = registryServer({ as: 'editor' });
    server.use(
      http.post('*/api/event-cases', async ({ request }) => {
        calls.writes.push({ method: 'POST', path: '/api/event-cases', body: await request.json() });
        return registryRefusal([
          { path: 'eventCases.home_play.conditions.0', message: 'pageName needs home' },
          { path: ['name'], message: 'Too small' },
        ]);
      }),
    );
    renderRegistryPage('quantum-resources/event-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'New event case' }));
    const dialog = screen.getByRole('dialog', { name: 'New event case' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'home_play');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    // An enum field offers its values; EXISTS takes none.
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Condition 1 field' }),
      'connectionType',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Condition 1 value' })).toHaveTextContent('wifi');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Condition 1 operator' }),
      'EXISTS',
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Condition 1 value' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const condition = await within(dialog).findByRole('group', { name: 'Condition 1' });
    expect(condition).toHaveTextContent('pageName needs home');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Too small');
    expect(calls.writes[0]?.body).toMatchObject({
      id: 'home_play',
      domain: 'video',
      appIds: ['OneApp@Roku'],
      conditions: [{ field: 'connectionType', operator: 'EXISTS', values: [] }],
    });
  });
});
