import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicationFactory, applicationsReplyFactory, APPLICATIONS, GROUPS } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const pagesNav = () => screen.findByRole('navigation', { name: 'Pages' });

describe('the left menu', () => {
  it('lists the pages of a video application, marks the current one and keeps the shared query', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/guide@Roku/client-analytics/errors/details?period=7d&errorCode=E42&environment=staging',
    });
    const nav = await pagesNav();
    const errors = within(nav).getByRole('link', { name: 'Errors' });
    expect(errors).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Video Quality' })).toHaveAttribute(
      'href',
      '/guide@Roku/client-analytics/video-quality?period=7d&environment=staging',
    );
    expect(within(nav).queryByRole('link', { name: 'Metrics' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Page Views' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Views' })).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect(params.get('period')).toBe('7d');
    expect(params.get('environment')).toBe('staging');
    expect(params.has('errorCode')).toBe(false);
    expect(within(await pagesNav()).getByRole('link', { name: 'Page Views' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps filters with their operators and the experiment choices in its links', async () => {
    renderApp({
      path: '/guide@Roku/client-analytics/errors?period=7d&appVersion[]=2.1&filterOperators[]=appVersion:IS_NOT&activatedExperiments[]=e-1&variantUuids[]=v-1&rowPage=3',
    });
    const nav = await pagesNav();
    const href = within(nav).getByRole('link', { name: 'Video Quality' }).getAttribute('href') ?? '';
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.getAll('appVersion[]')).toEqual(['2.1']);
    expect(params.getAll('filterOperators[]')).toEqual(['appVersion:IS_NOT']);
    expect(params.getAll('activatedExperiments[]')).toEqual(['e-1']);
    expect(params.getAll('variantUuids[]')).toEqual(['v-1']);
    expect(params.has('rowPage')).toBe(false);
  });

  it('hides Release Summary and Customer Journey for a group', async () => {
    const group = GROUPS[0]!;
    renderApp({ path: `/${group._id}/client-analytics/overview` });
    const nav = await pagesNav();
    expect(within(nav).getByRole('link', { name: 'Metrics' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Release Summary' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Customer Journey' })).not.toBeInTheDocument();
  });

  it('gives the consumer self-service app its two Self Install Reports links, in a new tab', async () => {
    server.use(
      http.get('*/api/applications', () =>
        HttpResponse.json(applicationsReplyFactory([...APPLICATIONS, applicationFactory({ id: 'MSA@iOS' })])),
      ),
    );
    renderApp({ path: '/MSA@iOS/client-analytics/overview' });
    const nav = await pagesNav();
    const links = within(within(nav).getByRole('list', { name: 'Self Install Reports' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://localhost:5601',
      'http://localhost:9090',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('is not shown off entity pages', async () => {
    renderApp({ path: '/tools/sequence' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sequence' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
