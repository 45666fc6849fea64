import { MSG } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../testing/factories';
import { renderApp } from '../testing/render';
import { server } from '../testing/server';
import { AREA_ROUTES } from './area-routes';

const here = () => `${window.location.pathname}${window.location.search}`;

describe('area routes of an authorised user (spec 000 section 2)', () => {
  it('sends a bare application id to its client analytics overview, keeping the query', async () => {
    renderApp({ path: '/myaccount@Web?period=7d&step=86400000' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(here()).toBe('/myaccount@Web/client-analytics/overview?period=7d&step=86400000');
  });

  it('rewrites an application id written in another case, keeping the rest of the path and the query', async () => {
    renderApp({ path: '/MYACCOUNT@web/client-analytics/errors?period=7d&errorCode[]=3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Errors' })).toBeInTheDocument();
    // The time state's defaults fill in (a day's step for 7 days); the page's own parameters stay.
    await waitFor(() =>
      expect(here()).toBe('/myaccount@Web/client-analytics/errors?period=7d&step=86400000&errorCode[]=3'),
    );
    expect(screen.getByText('myaccount@Web')).toBeInTheDocument();
  });

  it('shows an area page with its title, its application and an honest note', async () => {
    renderApp({ path: '/guide@Roku/server-analytics/overview/response-code?responseCode=500' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Response Code' })).toBeInTheDocument();
    expect(screen.getByText('Application', { exact: false })).toHaveTextContent('Application guide@Roku');
    // The server pages' charts are for backend services: a client app is told none applies.
    expect(await screen.findByRole('note')).toHaveTextContent(MSG.chartsNoneApply);
    await waitFor(() => expect(document.title).toBe('Response Code | Applications | Prism | guide@Roku'));
  });

  it('shows a group area page under the group name, typed Groups', async () => {
    const [group] = GROUPS;
    renderApp({ path: `/${group!._id}/dashboards/mine` });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboards' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Group', { exact: false })).toHaveTextContent(
      'Group Self service',
    );
    await waitFor(() => expect(document.title).toBe('My Dashboards | Groups | Prism | Self service'));
  });

  it('still knows applications when the group list fails', async () => {
    server.use(
      http.get('*/api/groups', () =>
        HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 500 }),
      ),
    );
    renderApp({ path: '/myaccount@Web/quantum-resources/status' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Status' })).toBeInTheDocument();
  });

  it.each([
    ['/tools/voc-summary', 'VoC Summary'],
    ['/tools/work-orders/search?techMobileSearchValue=1', 'Work Orders Search'],
    ['/datalens/cpe', 'CPE Swap Tool'],
    ['/data-sources/qube/schema?searchTerm=x', 'Qube Schema'],
    ['/release/notes/2026', 'Release'],
    ['/searchwiki?terms=x', 'Search Wiki'],
  ])('shows the top-level page %s titled %s', async (path, title) => {
    renderApp({ path });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This page is being built');
    await waitFor(() => expect(document.title).toBe(`${title} | Other | Prism`));
  });

  it('has a page for every path of the route table', () => {
    const paths = AREA_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        'client-analytics/apis/visit-ids',
        'voice-of-customer/journey-surveys/Machine-Learning-Best-Practices',
        'charter-survey-tool/categorize-responses',
        'quantum-resources/helix/requirements/decoder/latest',
        'tve-dashboards/auth',
        'tools/volt/test-cases',
      ]),
    );
  });

  it.each([
    '/nosuchapp@Web/client-analytics/overview',
    '/nosuchapp@Web',
    '/myaccount@Web/client-analytics/no-such-page',
  ])('shows the not-found page for %s', async (path) => {
    renderApp({ path });

    expect(await screen.findByRole('heading', { level: 1, name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.openIssue })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MSG.openIssue })).not.toBeInTheDocument();
    expect(here()).toBe(path);
  });

  it('shows Update Required for a legacy address, linking to its new place with the rest of the query', async () => {
    renderApp({ path: '/application/errors?period=7d&appID=guide@Roku&step=86400000' });

    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.updateRequiredTitle }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: '/guide@Roku/client-analytics/errors?period=7d&step=86400000',
    });
    expect(link).toHaveAttribute('href', '/guide@Roku/client-analytics/errors?period=7d&step=86400000');

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Errors' })).toBeInTheDocument();
    expect(here()).toBe('/guide@Roku/client-analytics/errors?period=7d&step=86400000');
  });

  it('treats a legacy address without appID as an unknown path', async () => {
    renderApp({ path: '/application/errors?period=7d' });

    expect(await screen.findByRole('heading', { level: 1, name: MSG.notFoundTitle })).toBeInTheDocument();
  });

  it('keeps the top bar on area pages', async () => {
    renderApp({ path: '/myaccount@Web/quantum-resources/status' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Status' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Prism home' })).toBeInTheDocument();
  });
});
