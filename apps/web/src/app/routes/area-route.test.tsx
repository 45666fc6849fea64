import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const search = () => new URLSearchParams(window.location.search);
const DEBOUNCE_WAIT = { timeout: 3000 };

function serveScopeData() {
  server.use(
    http.get('*/api/prism-ui-filters', ({ request }) => {
      const id = new URL(request.url).searchParams.get('filterID');
      if (id === 'appVersion') return HttpResponse.json({ '2.1.0': '2.1.0', '2.0.0': '2.0.0' });
      return HttpResponse.json({ vod: 'vod', dvr: 'dvr' });
    }),
    http.post('*/api/distillery', () =>
      HttpResponse.json({
        data: {
          experiments: [
            {
              id: '1',
              uuid: 'exp-1',
              name: 'Checkout flow',
              experimentStatusId: 1,
              experimentStatus: { id: 1, name: 'RUNNING' },
              variants: [
                { uuid: 'var-a', name: 'control' },
                { uuid: 'var-b', name: 'new flow' },
              ],
              startTime: Date.now() - 3_600_000,
              createdTime: Date.now() - 7_200_000,
              products: [{ name: 'myaccount', type: 'Web' }],
            },
          ],
        },
      }),
    ),
  );
}

// Each test waits out the 1 s debounce, some twice.
describe('area page scope controls', { timeout: 15_000 }, () => {
  it('writes a filter to the address once the 1 s debounce has passed, replacing the entry', async () => {
    serveScopeData();
    renderApp({ path: '/myaccount@Web/client-analytics/errors' });
    await screen.findByRole('heading', { level: 1, name: 'Errors' });
    await waitFor(() => expect(search().get('period')).toBe('24h'));
    const entries = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: '+ Add filter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Browser' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'vod' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // The pill shows at once; the address follows after the debounce.
    expect(screen.getByRole('button', { name: 'Browser: vod' })).toBeInTheDocument();
    expect(search().getAll('browser[]')).toEqual([]);
    await waitFor(() => expect(search().getAll('browser[]')).toEqual(['vod']), DEBOUNCE_WAIT);
    expect(window.history.length).toBe(entries);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Browser filter' }));
    await waitFor(() => expect(search().has('browser[]')).toBe(false), DEBOUNCE_WAIT);
  });

  it('drops the app version when the environment changes', async () => {
    renderApp({ path: '/myaccount@Web/client-analytics/errors?environment=production&appVersion[]=2.1.0' });
    expect(await screen.findByRole('button', { name: 'App Version: 2.1.0' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Environment' }), 'staging');
    expect(screen.queryByRole('button', { name: 'App Version: 2.1.0' })).not.toBeInTheDocument();
    await waitFor(() => expect(search().get('environment')).toBe('staging'), DEBOUNCE_WAIT);
    expect(search().has('appVersion[]')).toBe(false);
  });

  it('applies a compare version chosen from the app versions', async () => {
    serveScopeData();
    renderApp({ path: '/myaccount@Web/client-analytics/errors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Compare: None' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Another Version' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the compare version.');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Compare version' }),
      await screen.findByRole('option', { name: '2.0.0' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Compare: Another Version 2.0.0' })).toBeInTheDocument();
    await waitFor(() => expect(search().get('compareFeature')).toBe('anotherVersion'), DEBOUNCE_WAIT);
    expect(search().get('compareVersion')).toBe('2.0.0');
  });

  it('chooses an experiment with all its variants, and clears both', async () => {
    serveScopeData();
    renderApp({ path: '/myaccount@Web/client-analytics/errors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Experiments' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Checkout flow/ }));
    await waitFor(() => expect(search().getAll('activatedExperiments[]')).toEqual(['exp-1']), DEBOUNCE_WAIT);
    expect(search().getAll('variantUuids[]')).toEqual(['var-a', 'var-b']);
    const pills = within(await screen.findByRole('list', { name: 'Chosen experiments' }));
    expect(pills.getByText('Experiments: Checkout flow')).toBeInTheDocument();
    expect(pills.getByText('Variants: control, …')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear experiments' }));
    await waitFor(() => expect(search().has('activatedExperiments[]')).toBe(false), DEBOUNCE_WAIT);
    expect(search().has('variantUuids[]')).toBe(false);
  });

  it('shows only the period menu on voice-of-customer pages and no controls on API name mappings', async () => {
    renderApp({ path: '/myaccount@Web/client-analytics/voice-of-customer/overview', as: 'voc' });
    expect(await screen.findByRole('button', { name: 'Yesterday' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
  });

  it('explains the access rule on voice-of-customer pages to a user without it, and leaves it out of the menu', async () => {
    renderApp({ path: '/myaccount@Web/client-analytics/voice-of-customer/reviews' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voice of Customer needs its own access' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Customer feedback opens to a role containing/)).toHaveTextContent(
      'prism-full or voc-read',
    );
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/request-access');
    const menu = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(menu).getByRole('link', { name: 'Errors' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Voice of Customer' })).not.toBeInTheDocument();
  });

  it('shows no scoping controls on the API name mappings', async () => {
    renderApp({ path: '/myaccount@Web/quantum-resources/api-name-mappings/names' });
    expect(await screen.findByRole('heading', { level: 1, name: 'API Name Mappings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last 24 hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add filter' })).not.toBeInTheDocument();
  });

  it('warns about retention on a video application’s page', async () => {
    renderApp({ path: '/guide@Roku/client-analytics/errors' });
    await userEvent.click(await screen.findByRole('button', { name: 'Last 24 hours' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The data for application "guide@Roku" is subject to a 21-day retention policy.',
    );
  });

  it('shows a pill for filters other pages set: three hidden event types, one variant off client analytics', async () => {
    renderApp({
      path:
        '/myaccount@Web/server-analytics/overview/response-code?hiddenEventTypes[]=a&hiddenEventTypes[]=b' +
        '&hiddenEventTypes[]=c&hiddenEventTypes[]=d&variantUuids[]=v1&variantUuids[]=v2',
    });
    const pills = within(await screen.findByRole('list', { name: 'Applied filters' }));
    expect(pills.getByRole('button', { name: 'Hidden Event Types: a, b, c, …' })).toBeInTheDocument();
    expect(pills.getByRole('button', { name: 'Variants: v1, …' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Experiments/ })).not.toBeInTheDocument();
  });
});
