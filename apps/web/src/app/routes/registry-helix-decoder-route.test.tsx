import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  kitDecoder,
  kitPath,
  registryStatusServer,
} from '../../features/registry-status/testing/registry-status-kit';
import { renderApp } from '../../testing/render';

const FIRST_LOAD = { timeout: 12_000 };
const PAGE = kitPath('helix/requirements/decoder/latest');

describe('the latest Helix decoder page', () => {
  it('lists the latest decoder of each platform for a reader, who cannot record one', async () => {
    registryStatusServer();
    renderApp({ path: PAGE });
    const table = await screen.findByRole('table', { name: 'Latest decoder per platform' }, FIRST_LOAD);
    const [web, roku] = within(table).getAllByRole('row').slice(1);
    expect(web).toHaveTextContent('QUANTUMJS22.3.01.1.0');
    expect(web).toHaveTextContent('Decodes the web SDK.');
    expect(within(roku!).getByRole('link', { name: 'ROKU decoder 3.2.0' })).toHaveAttribute(
      'href',
      '/myaccount@Web/quantum-resources/helix/requirements/decoder/latest?decoderVersion=3.2.0&platform=ROKU',
    );
    expect(screen.queryByRole('button', { name: 'Record a decoder release' })).not.toBeInTheDocument();
  });

  it('shows one release, that Helix has moved on since, and what its Helix version requires', async () => {
    const { asked } = registryStatusServer();
    renderApp({ path: `${PAGE}?decoderVersion=2.3.0` });
    expect(
      await screen.findByRole('heading', { name: 'QUANTUMJS decoder 2.3.0' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Decodes 1.1.0; latest Helix is 1.2.0. The draft holds 1 unreleased change beyond it.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Event cases of 1.1.0' })).toHaveTextContent(
      'billing_pay',
    );
    expect(asked('/api/helix-requirement/decoders')[0]!.searchParams.get('decoderVersion')).toBe('2.3.0');
  });

  it('says so when the decoder version was never released', async () => {
    registryStatusServer();
    renderApp({ path: `${PAGE}?decoderVersion=9.9.9` });
    expect(
      await screen.findByRole('heading', { name: 'No such decoder release' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('No decoder version 9.9.9 was released.')).toBeInTheDocument();
  });

  it('lets an editor record a release, showing the server’s refusal', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    registryStatusServer({
      editor: true,
      recordDecoder: async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          return HttpResponse.json(
            { error: { code: 'conflict', message: 'ROKU decoder 3.2.0 is not newer than 3.2.0' } },
            { status: 409 },
          );
        }
        return HttpResponse.json(kitDecoder({ platform: 'ROKU', platformId: 5, decoderVersion: '3.3.0' }), {
          status: 201,
        });
      },
    });
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Record a decoder release' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Record a decoder release' });
    await user.selectOptions(within(dialog).getByLabelText('Platform'), 'ROKU');
    expect(
      within(dialog).getByText('The latest ROKU decoder is 3.2.0; a release must be newer.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Decoder version'), '3.2.0');
    await user.selectOptions(within(dialog).getByLabelText('Decodes Helix version'), '1.2.0');
    await user.click(within(dialog).getByRole('button', { name: 'Record release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The release was not recorded: ROKU decoder 3.2.0 is not newer than 3.2.0',
    );
    expect(sent[0]).toEqual({ platform: 'ROKU', decoderVersion: '3.2.0', helixVersion: '1.2.0', notes: '' });

    refuse = false;
    const version = within(dialog).getByLabelText('Decoder version');
    await user.clear(version);
    await user.type(version, '3.3.0');
    await user.click(within(dialog).getByRole('button', { name: 'Record release' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ROKU decoder 3.3.0 recorded.');
    expect(screen.queryByRole('dialog', { name: 'Record a decoder release' })).not.toBeInTheDocument();
  });

  it('says when no decoder was released yet', async () => {
    registryStatusServer({ decoders: () => HttpResponse.json({ decoders: [] }) });
    renderApp({ path: PAGE });
    expect(
      await screen.findByRole('heading', { name: 'No decoder released yet' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });
});
