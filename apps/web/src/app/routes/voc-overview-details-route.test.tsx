import { VOC_MSG } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  categoryRowFixture,
  csatBucket,
} from '../../features/voice-of-customer/components/overview/overview-fixtures';
import { CATEGORY_TREE } from '../../features/voice-of-customer/testing/category-fixtures';
import {
  VocMockError,
  vocGraphqlMock,
  type VocResolver,
} from '../../features/voice-of-customer/testing/voc-graphql-mock';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

vi.mock('echarts/core', async (original) =>
  (await import('../../features/voice-of-customer/components/overview/echarts-jsdom')).echartsWithoutCanvas(
    original,
  ),
);

const DETAILS = '/myaccount@Web/client-analytics/voice-of-customer/overview/details';
const DAY = Date.UTC(2026, 9, 1, 7);

function mockVoc(resolvers: Record<string, VocResolver> = {}) {
  const mock = vocGraphqlMock({
    getCategories: () => CATEGORY_TREE,
    getBucketedFeedbackTrendsByTime: () => [csatBucket(DAY, 40, 5)],
    getFeedbackOverviewSubcategories: () => [
      categoryRowFixture({
        _id: 'late-fee',
        category: 'Billing',
        subcategory: 'Late fee',
        count: 3,
        share: 0.6,
      }),
      categoryRowFixture({
        _id: 'overcharged',
        category: 'Billing',
        subcategory: 'Higher bill than expected',
        count: 2,
        share: 0.4,
      }),
    ],
    ...resolvers,
  });
  server.use(mock.handler);
  return mock;
}

const hrefOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href')!, 'http://x');
  return { path: decodeURIComponent(url.pathname), params: url.searchParams };
};

describe('the Voice of Customer overview details (spec 001 section 2)', () => {
  it('names the category, its place, its subcategories and its own charts', async () => {
    const { calls } = mockVoc();
    renderApp({ path: `${DETAILS}?period=30d&category=charges`, as: 'voc' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Charges' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Category' });
    const overview = hrefOf(within(trail).getByRole('link', { name: 'Overview' }));
    expect(overview.path).toBe('/myaccount@Web/client-analytics/voice-of-customer/overview');
    expect(overview.params.get('period')).toBe('30d');
    expect(overview.params.has('category')).toBe(false);
    expect(hrefOf(within(trail).getByRole('link', { name: 'Billing' })).params.get('category')).toBe(
      'billing',
    );

    const table = await screen.findByRole('table', { name: 'Subcategories' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Late fee', 'Higher bill than expected']);
    const reviews = hrefOf(within(table).getByRole('link', { name: '3 reviews in Late fee' }));
    expect(reviews.path).toBe('/myaccount@Web/client-analytics/voice-of-customer/reviews');
    expect(reviews.params.get('category')).toBe('late-fee');

    expect(await screen.findByRole('img', { name: /^CSAT/ })).toBeInTheDocument();
    const filtered = calls.filter(
      (call) =>
        call.field === 'getBucketedFeedbackTrendsByTime' || call.field === 'getFeedbackOverviewSubcategories',
    );
    expect(filtered.length).toBeGreaterThanOrEqual(2);
    for (const call of filtered) expect(call.variables.category).toEqual(['charges']);
  });

  it('says which category is missing and leads back to the overview', async () => {
    mockVoc();
    renderApp({ path: `${DETAILS}?period=30d`, as: 'voc' });

    expect(await screen.findByRole('heading', { name: 'No category chosen' })).toBeInTheDocument();
    const back = hrefOf(screen.getByRole('link', { name: 'Back to the overview' }));
    expect(back.path).toBe('/myaccount@Web/client-analytics/voice-of-customer/overview');
    expect(back.params.get('period')).toBe('30d');
  });

  it('says so for a category these applications do not have, asking for no figures', async () => {
    const { calls } = mockVoc();
    renderApp({ path: `${DETAILS}?period=30d&category=weather`, as: 'voc' });

    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/"weather" is not a category of these applications/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toBeInTheDocument();
    expect(calls.map((call) => call.field)).toEqual(['getCategories']);
  });

  it('shows the categories error when their names cannot be read', async () => {
    mockVoc({
      getCategories: () => {
        throw new VocMockError('applicationIDs: no read permission on myaccount@Web', 403, 'forbidden');
      },
    });
    renderApp({ path: `${DETAILS}?period=30d&category=charges`, as: 'voc' });

    const error = await screen.findByTestId('voc-error');
    expect(error).toHaveTextContent(VOC_MSG.categoriesFetchError);
    expect(error).toHaveTextContent('no read permission on myaccount@Web');
  });
});
