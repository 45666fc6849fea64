import { BILLING_MIGRATION_DOC_PATH, NO_CATEGORY, VOC_MSG } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  categoryRowFixture,
  csatBucket,
  trendFixture,
} from '../../features/voice-of-customer/components/overview/overview-fixtures';
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

// Days inside the billing-account migration (myaccount@Web is a portals application).
const DAY = Date.UTC(2026, 10, 10, 7);
const OVERVIEW = '/myaccount@Web/client-analytics/voice-of-customer/overview?period=30d';

/** The period's buckets: CSAT answers only; the period before had fewer. */
const CURRENT = [csatBucket(DAY, 80, 3), csatBucket(DAY + 86_400_000, 50, 1)];
const PREVIOUS = [csatBucket(DAY - 30 * 86_400_000, 60, 2)];

const ROWS = [
  categoryRowFixture({
    _id: 'billing',
    category: 'Billing',
    count: 3,
    share: 0.75,
    previousCount: 2,
    change: 50,
  }),
  categoryRowFixture({ _id: NO_CATEGORY, category: NO_CATEGORY, count: 1, share: 0.25, previousCount: 0 }),
  categoryRowFixture({
    _id: 'access',
    category: 'Account Access',
    count: 1,
    share: 0.25,
    previousCount: 4,
    change: -75,
  }),
];

function mockVoc(resolvers: Record<string, VocResolver> = {}) {
  const mock = vocGraphqlMock({
    getBucketedFeedbackTrendsByTime: (args) => (args.periodOffset === 1 ? PREVIOUS : CURRENT),
    getFeedbackOverviewCategories: () => ROWS,
    ...resolvers,
  });
  server.use(mock.handler);
  return mock;
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('the Voice of Customer overview (spec 001 section 2)', () => {
  it('shows the charts whose data exists, and Sentiment always, with the headline figures', async () => {
    const { calls } = mockVoc();
    renderApp({ path: OVERVIEW, as: 'voc' });

    // The cards of all six show while the trends load; then only those with data.
    expect(await screen.findByRole('img', { name: /^CSAT/ })).toBeInTheDocument();
    expect(within(card('Sentiment')).getByText('No Data Found')).toBeInTheDocument();
    for (const hidden of ['Star Ratings (Internal)', 'Star Ratings (App Store)', 'NPS', 'SR'])
      expect(screen.queryByRole('heading', { level: 2, name: hidden })).not.toBeInTheDocument();

    // 4 items this period against 2 before; CSAT (3 × 80 + 50) / 4 = 72.5 against 60.
    const headline = screen.getByLabelText('The period at a glance');
    expect(within(headline).getByText('4')).toBeInTheDocument();
    expect(within(headline).getByText('72.5')).toBeInTheDocument();
    expect(await within(headline).findByText(/\+100% vs previous period \(2\)/)).toBeInTheDocument();
    expect(within(headline).getByText(/\+21% vs previous period \(60\.0\)/)).toBeInTheDocument();

    const trendCalls = calls.filter((call) => call.field === 'getBucketedFeedbackTrendsByTime');
    expect(trendCalls.map((call) => [call.variables.applicationIDs, call.variables.period])).toContainEqual([
      ['myaccount@Web'],
      '30d',
    ]);
  });

  it('warns that portals charts over the migration may be affected, with the documentation link', async () => {
    mockVoc();
    renderApp({ path: OVERVIEW, as: 'voc' });

    await screen.findByRole('img', { name: /^CSAT/ });
    const warning = within(card('CSAT')).getByRole('note');
    expect(warning).toHaveTextContent(
      `${VOC_MSG.billingMigrationWarningTitle} ${VOC_MSG.billingMigrationWarning}`,
    );
    expect(within(warning).getByRole('link')).toHaveAttribute('href', BILLING_MIGRATION_DOC_PATH);
  });

  it('lists the categories, each leading to its details and its count to its reviews, the query kept', async () => {
    mockVoc();
    renderApp({ path: `${OVERVIEW}&CSAT=50:100`, as: 'voc' });

    const table = await screen.findByRole('table', { name: 'Categories' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Billing',
      NO_CATEGORY,
      'Account Access',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '75.0%', '2', '+50%', '–', '–', '0']);

    const details = new URL(
      within(rows[0]!).getByRole('link', { name: 'Billing' }).getAttribute('href')!,
      'http://x',
    );
    expect(decodeURIComponent(details.pathname)).toBe(
      '/myaccount@Web/client-analytics/voice-of-customer/overview/details',
    );
    expect(details.searchParams.get('category')).toBe('billing');
    expect(details.searchParams.get('period')).toBe('30d');
    expect(details.searchParams.get('CSAT')).toBe('50:100');

    // Feedback without a category has nothing to detail; its count leads to its reviews.
    expect(within(rows[1]!).queryByRole('link', { name: NO_CATEGORY })).not.toBeInTheDocument();
    const reviews = new URL(
      within(rows[1]!)
        .getByRole('link', { name: `1 reviews in ${NO_CATEGORY}` })
        .getAttribute('href')!,
      'http://x',
    );
    expect(decodeURIComponent(reviews.pathname)).toBe(
      '/myaccount@Web/client-analytics/voice-of-customer/reviews',
    );
    expect(reviews.searchParams.get('category')).toBe(NO_CATEGORY);

    await userEvent.click(within(table).getByRole('button', { name: 'Change' }));
    const sorted = within(table).getAllByRole('row').slice(1);
    expect(sorted.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Billing',
      'Account Access',
      NO_CATEGORY,
    ]);
    expect(within(table).getByRole('columnheader', { name: /Change/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('says so when the period has no feedback at all', async () => {
    mockVoc({ getBucketedFeedbackTrendsByTime: () => [trendFixture({ timestamp: DAY })] });
    renderApp({ path: OVERVIEW, as: 'voc' });

    expect(await screen.findByRole('heading', { name: VOC_MSG.emptyTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Sentiment' })).not.toBeInTheDocument();
  });

  it('shows the feedback and categories errors with the server’s reason', async () => {
    mockVoc({
      getBucketedFeedbackTrendsByTime: () => {
        throw new VocMockError('applicationIDs: no read permission on myaccount@Web', 403, 'forbidden');
      },
      getFeedbackOverviewCategories: () => {
        throw new VocMockError('period: not a period', 400);
      },
    });
    renderApp({ path: OVERVIEW, as: 'voc' });

    await waitFor(() => expect(screen.getAllByTestId('voc-error')).toHaveLength(2));
    const [feedback, categories] = screen.getAllByTestId('voc-error');
    expect(feedback).toHaveTextContent(VOC_MSG.feedbackFetchError);
    expect(feedback).toHaveTextContent('no read permission on myaccount@Web');
    expect(categories).toHaveTextContent(VOC_MSG.categoriesFetchError);
    expect(categories).toHaveTextContent('period: not a period');
  });
});
