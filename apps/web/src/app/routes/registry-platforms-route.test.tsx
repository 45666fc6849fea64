import { APP_PLATFORMS } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { kitPath, registryStatusServer } from '../../features/registry-status/testing/registry-status-kit';
import { renderApp } from '../../testing/render';

/** The first render loads the whole app and the lazy route: on a busy machine that takes a while. */
const FIRST_LOAD = { timeout: 12_000 };

describe('the platforms list', () => {
  it('lists every platform with its id and language, the app on its platform, and the latest decoders', async () => {
    const { asked } = registryStatusServer();
    renderApp({ path: kitPath('platforms-list') });
    const table = await screen.findByRole('table', { name: 'Application platforms' }, FIRST_LOAD);
    expect(await within(table).findByRole('link', { name: 'QUANTUMJS decoder 2.3.0' })).toHaveAttribute(
      'href',
      '/myaccount@Web/quantum-resources/helix/requirements/decoder/latest?decoderVersion=2.3.0&platform=QUANTUMJS',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      APP_PLATFORMS.map((platform) => platform.name),
    );
    const web = rows[1]!;
    expect(web).toHaveTextContent('QUANTUMJS2JavaScript');
    expect(within(web).getByRole('list', { name: 'Applications on QUANTUMJS' })).toHaveTextContent(
      'myaccount@Web',
    );
    // A platform the app is not on stays listed, muted, and says it has no application.
    const roku = rows[4]!;
    expect(roku).toHaveTextContent('ROKU5BrightScript');
    expect(roku).toHaveTextContent('No application here');
    expect(roku.className).toMatch(/muted/);
    expect(within(roku).getByRole('link', { name: 'ROKU decoder 3.2.0' })).toBeInTheDocument();
    expect(rows[7]).toHaveTextContent('No decoder released');
    expect(asked('/api/helix-requirement/decoders')[0]!.searchParams.get('latest')).toBe('true');
    expect(screen.getByText(/myaccount@Web sends from 1 of the 15/)).toBeInTheDocument();
  });

  it('still lists the platforms when the decoders fail, and says so', async () => {
    registryStatusServer({
      decoders: () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Store down' } }, { status: 503 }),
    });
    renderApp({ path: kitPath('platforms-list') });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'The decoder releases could not be loaded: Store down',
    );
    expect(screen.getByRole('table', { name: 'Application platforms' })).toHaveTextContent('QUANTUMJS');
    expect(screen.getAllByText('Unknown').length).toBe(APP_PLATFORMS.length);
  });
});
