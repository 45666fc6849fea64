import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  kitEventCase,
  kitPath,
  kitRequirement,
  registryStatusServer,
} from '../../features/registry-status/testing/registry-status-kit';
import { renderApp } from '../../testing/render';

const FIRST_LOAD = { timeout: 12_000 };
const PAGE = kitPath('helix/release-notes');

describe('the Helix release notes page', () => {
  it('lists every version’s notes grouped, breaking first, with anchors to each version', async () => {
    registryStatusServer();
    renderApp({ path: PAGE });
    const notes = await screen.findByRole('list', { name: 'Release notes' }, FIRST_LOAD);
    const newest = within(notes).getByRole('listitem', { name: 'Helix 1.2.0' });
    expect(newest).toHaveAttribute('id', 'v1-2-0');
    const groups = within(newest).getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Fields', 'Event cases']);
    expect(groups[0]).toHaveTextContent('ChangedBreakingdrmTypevalues removed: aes');
    expect(groups[1]).toHaveTextContent('Addedbilling_pay');
    expect(within(notes).getByRole('listitem', { name: 'Helix 1.0.0' })).toHaveTextContent(
      'The first release: the registry as it started',
    );
    expect(screen.getByRole('link', { name: '1.1.0' })).toHaveAttribute('href', '#v1-1-0');
  });

  it('compares any two versions by diffing their requirements in the browser', async () => {
    const { asked } = registryStatusServer({
      requirement: ({ request }) => {
        const version = new URL(request.url).searchParams.get('version')!;
        const requirement = kitRequirement(version);
        // 1.0.0 had one more case, which 1.2.0 dropped.
        if (version === '1.0.0')
          requirement.eventCases = [...requirement.eventCases, kitEventCase('old_case')];
        return HttpResponse.json(requirement);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: PAGE });
    // The two newest by default: the same requirement.
    expect(await screen.findByText('The two versions require the same.', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('From version'), '1.0.0');
    const compare = screen.getByRole('region', { name: 'Compare two versions' });
    expect(await within(compare).findByRole('status')).toHaveTextContent(
      'From 1.0.0 to 1.2.0: 1 change, 1 breaking.',
    );
    expect(within(compare).getByRole('region', { name: 'Event cases' })).toHaveTextContent(
      'RemovedBreakingold_case',
    );
    expect(new URLSearchParams(window.location.search).get('compareFrom')).toBe('1.0.0');
    await waitFor(() =>
      expect(
        asked('/api/helix-requirement')
          .map((url) => url.searchParams.get('version'))
          .sort(),
      ).toEqual(['1.0.0', '1.1.0', '1.2.0']),
    );
  });

  it('says when nothing is released yet', async () => {
    registryStatusServer({ versions: () => HttpResponse.json({ versions: [] }) });
    renderApp({ path: PAGE });
    expect(
      await screen.findByRole('heading', { name: 'No Helix version released yet' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    registryStatusServer({
      versions: () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'Missing role' } }, { status: 403 }),
    });
    renderApp({ path: PAGE });
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'The release notes could not be loaded: Missing role',
    );
  });
});
