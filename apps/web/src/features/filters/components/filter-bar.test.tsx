import { MSG, filterById, type FilterClause } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import type { FilterScope } from '../lib/filter-scope';
import { renderWithQueries } from '../testing/query-wrapper';
import { FilterBar } from './filter-bar';

const SCOPE: FilterScope = {
  appIds: ['OneApp@Roku'],
  apps: [{ name: 'OneApp', type: 'Roku', domain: 'video' }],
  period: '1795300000000:1795386400000',
};

function renderBar(clauses: FilterClause[] = [], scope: FilterScope = SCOPE) {
  const onFilterChange = vi.fn();
  const onEnvironmentChange = vi.fn();
  renderWithQueries(
    <div>
      <p>Outside</p>
      <FilterBar
        scope={scope}
        clauses={clauses}
        onFilterChange={onFilterChange}
        onEnvironmentChange={onEnvironmentChange}
      />
    </div>,
  );
  return { onFilterChange, onEnvironmentChange };
}

/** Answers the filter call with `options` for every filter, recording the queries it was asked. */
function serveOptions(options: Record<string, string>, status = 200, delayMs = 0) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/prism-ui-filters', async ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (delayMs) await delay(delayMs);
      return status === 200
        ? HttpResponse.json(options)
        : HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status });
    }),
  );
  return asked;
}

const addFilter = () => userEvent.click(screen.getByRole('button', { name: '+ Add filter' }));

const PORTAL_WEB_SCOPE: FilterScope = {
  appIds: ['MSA@Web'],
  apps: [{ name: 'MSA', type: 'Web', domain: 'portals' }],
  period: SCOPE.period,
};
const VIDEO_FILTERS = ['Stream Type', 'Content Class', 'Stream Format', 'CDN', 'DRM Type', 'DAI Enabled'];
const choiceNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FilterBar', () => {
  it('shows one pill per applied filter, two values then an ellipsis, and removes a filter', async () => {
    const { onFilterChange } = renderBar([
      { id: 'streamType', operator: 'IS_ONE_OF', values: ['vod', 'dvr', 'linear'] },
      { id: 'appSection', operator: 'EXISTS', values: [] },
      { id: 'priority', operator: 'IS_NOT', values: ['P0'] },
    ]);
    const pills = within(screen.getByRole('list', { name: 'Applied filters' }));
    expect(pills.getByRole('button', { name: 'Stream Type: vod, dvr, …' })).toBeInTheDocument();
    expect(pills.getByRole('button', { name: 'App Section exists' })).toBeInTheDocument();
    expect(pills.getByRole('button', { name: 'Priority is not: P0 critical' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Stream Type filter' }));
    expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('streamType', undefined);
  });

  it('adds a filter: lists the filters, loads the chosen one’s options, applies operator and values', async () => {
    const asked = serveOptions({ vod: 'vod', dvr: 'dvr', linear: 'linear' }, 200, 300);
    const { onFilterChange } = renderBar();
    await addFilter();
    const panel = screen.getByRole('dialog', { name: 'Add filter' });
    expect(within(panel).getByRole('button', { name: 'App Version' })).toHaveFocus();
    // OneApp on Roku has technology types; the page parameters and experiment ids are not listed.
    expect(within(panel).getByRole('button', { name: 'Technology Type' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Variants' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Stream Type' }));

    const editor = screen.getByRole('dialog', { name: 'Filter: Stream Type' });
    expect(within(editor).getByRole('status')).toHaveTextContent('Loading options…');
    await userEvent.click(await within(editor).findByRole('checkbox', { name: 'vod' }));
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'dvr' }));
    expect(asked[0]?.get('filterID')).toBe('streamType');
    expect(asked[0]?.getAll('appIDs[]')).toEqual(['OneApp@Roku']);
    expect(asked[0]?.get('period')).toBe(SCOPE.period);

    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('streamType', {
      operator: 'IS_ONE_OF',
      values: ['vod', 'dvr'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add filter' })).toHaveFocus();
  });

  it('offers a video app the video filters, and a Portals web app none of them', async () => {
    renderBar();
    await addFilter();
    const video = choiceNames(screen.getByRole('dialog', { name: 'Add filter' }));
    for (const label of VIDEO_FILTERS) expect(video).toContain(label);
    expect(video).not.toContain('Self Install');
  });

  it('offers a Portals web app its own filters and no video filter, and still shows one the URL set', async () => {
    const { onFilterChange } = renderBar(
      [{ id: 'streamCdn', operator: 'IS', values: ['L-TWC'] }],
      PORTAL_WEB_SCOPE,
    );
    await addFilter();
    const offered = choiceNames(screen.getByRole('dialog', { name: 'Add filter' }));
    expect(offered).toEqual(
      expect.arrayContaining(['App Version', 'Browser', 'Self Install', 'Technology Type']),
    );
    for (const label of VIDEO_FILTERS) expect(offered).not.toContain(label);
    await userEvent.keyboard('{Escape}');
    // A video filter applied elsewhere (a link, an old favourite) can still be seen and removed.
    await userEvent.click(screen.getByRole('button', { name: 'Remove CDN filter' }));
    expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('streamCdn', undefined);
  });

  it('edits an applied filter with another operator, and one that takes no value', async () => {
    serveOptions({ '2.1.0': '2.1.0', '2.0.0': '2.0.0' });
    const { onFilterChange } = renderBar([{ id: 'appVersion', operator: 'IS', values: ['2.1.0'] }]);
    await userEvent.click(screen.getByRole('button', { name: 'App Version: 2.1.0' }));
    const editor = screen.getByRole('dialog', { name: 'Filter: App Version' });
    const operator = within(editor).getByRole('combobox', { name: 'Operator' });
    expect(operator).toHaveFocus();
    expect(within(editor).getByRole('button', { name: 'Apply' })).toBeDisabled();

    await userEvent.selectOptions(operator, 'is not');
    expect(await within(editor).findByRole('radio', { name: '2.1.0' })).toBeChecked();
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(onFilterChange).toHaveBeenLastCalledWith('appVersion', { operator: 'IS_NOT', values: ['2.1.0'] });

    await userEvent.click(screen.getByRole('button', { name: 'App Version: 2.1.0' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'does not exist');
    expect(screen.getByText('This operator takes no value.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onFilterChange).toHaveBeenLastCalledWith('appVersion', { operator: 'DOES_NOT_EXIST', values: [] });
  });

  it('says which filter could not be loaded, and tries again', async () => {
    serveOptions({}, 500);
    renderBar();
    await addFilter();
    await userEvent.click(screen.getByRole('button', { name: 'App Section' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load filter: App Section.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    serveOptions({ home: 'home' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no versions, or no other options, are found', async () => {
    serveOptions({});
    renderBar();
    await addFilter();
    await userEvent.click(screen.getByRole('button', { name: 'App Version' }));
    expect(await screen.findByText(MSG.noAppVersionsFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Operating System' }));
    expect(await screen.findByText(MSG.noResults)).toBeInTheDocument();
  });

  it('closes on Escape and on a click outside, without changing anything', async () => {
    const { onFilterChange } = renderBar();
    await addFilter();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add filter' })).toHaveFocus();
    await addFilter();
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onFilterChange).not.toHaveBeenCalled();
  });

  it('changes the environment', async () => {
    const { onEnvironmentChange } = renderBar();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Environment' }), 'staging');
    expect(onEnvironmentChange).toHaveBeenCalledWith('staging');
    expect(filterById('environment')).toBeDefined();
  });
});
