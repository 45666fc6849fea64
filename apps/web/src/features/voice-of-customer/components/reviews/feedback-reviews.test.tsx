import { FEEDBACK_COLUMN_IDS, VOC_MSG, feedbackColumnOf } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { FEEDBACK_SORT_DEFAULT, type ReviewsPaging } from '../../lib/reviews-url';
import { VocMockError, vocGraphqlMock, type VocResolver } from '../../testing/voc-graphql-mock';
import { FeedbackReviews, type FeedbackReviewsProps } from './feedback-reviews';

/** The scroller's size in jsdom, which lays nothing out: what the virtualisers see. */
function scrollerSize(width: number, height: number) {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height);
}

const WIDE = 40_000;
const PAGING: ReviewsPaging = { page: 0, pageSize: 10, sort: FEEDBACK_SORT_DEFAULT };

function row(index: number, extra: Record<string, unknown> = {}) {
  return {
    _id: `f${index}`,
    // 2026-11-24 20:05 UTC: 11/24/26 01:05 PM shown.
    timestamp: Date.UTC(2026, 10, 24, 20, 5) - index * 60_000,
    verbatim: `Review number ${index}`,
    source: 'cqe',
    CSAT: 90,
    NPS: 6,
    SR: 0.875,
    starRating: 4,
    isReviewed: false,
    awsSentiment: { sentiment: 'positive', positive: 0.9, negative: 0.05, mixed: 0.03, neutral: 0.02 },
    prismAppliedCategories: [{ _id: 'c1', category: 'Billing', manualCategory: 'Late fee' }],
    ...extra,
  };
}

function serve(resolvers: Record<string, VocResolver>) {
  const mock = vocGraphqlMock({
    getFeedbackCount: () => 3,
    getCategories: () => [],
    getColumnGroups: () => [],
    ...resolvers,
  });
  server.use(mock.handler);
  return mock;
}

function renderReviews(overrides: Partial<FeedbackReviewsProps> = {}) {
  const onPagingChange = vi.fn();
  const onSearchChange = vi.fn();
  const props: FeedbackReviewsProps = {
    variables: { applicationIDs: ['MSA@Web'], period: '30d', showPII: false },
    appIds: ['MSA@Web'],
    entity: { id: 'MSA@Web', name: 'MSA@Web' },
    paging: PAGING,
    onPagingChange,
    search: { text: '', by: 'all', includeNullVerbatims: false },
    onSearchChange,
    access: { canWrite: true, personalShown: false, canDecrypt: false },
    triageHref: (id) => `/MSA@Web/voice-of-customer/digital-surveys/edit-reviews?vocFeedbackID=${id}`,
    views: { authId: 'voc', permissionId: 'p1', favouriteViewId: null },
    ...overrides,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeedbackReviews {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, onPagingChange, onSearchChange, props };
}

const table = () => screen.findByRole('table', { name: 'Feedback' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((candidate) => within(candidate).queryAllByRole('cell').length > 0);
const cellOf = (rowElement: HTMLElement, label: string) => {
  const index = FEEDBACK_COLUMN_IDS.findIndex((id) => feedbackColumnOf(id)?.label === label);
  // Column 1 holds the row controls; the catalogue's columns follow.
  return within(rowElement)
    .getAllByRole('cell')
    .find((cell) => cell.getAttribute('aria-colindex') === String(index + 2));
};

const rowNumbered = (element: HTMLElement, number: number) =>
  bodyRows(element).find((candidate) => candidate.getAttribute('aria-rowindex') === String(number + 1));
const lastColumnLabel = feedbackColumnOf(FEEDBACK_COLUMN_IDS[FEEDBACK_COLUMN_IDS.length - 1]!)!.label;

beforeEach(() => scrollerSize(WIDE, 600));
afterEach(() => vi.restoreAllMocks());

describe('FeedbackReviews', () => {
  it('shows skeleton rows while the first page loads', async () => {
    serve({ getFeedback: () => new Promise(() => undefined) });
    renderReviews();
    expect(await screen.findByRole('status', { name: 'Loading feedback' })).toBeInTheDocument();
  });

  it('shows a page of feedback in the formats of spec 001 section 9', async () => {
    serve({ getFeedback: () => [row(0), row(1), row(2)] });
    renderReviews();
    const [first] = bodyRows(await table());
    expect(first).toBeDefined();
    expect(cellOf(first!, 'Date')).toHaveTextContent('11/24/2601:05 PM');
    expect(cellOf(first!, 'Review')).toHaveTextContent('Review number 0');
    expect(cellOf(first!, 'Source')).toHaveTextContent('Quantum');
    expect(cellOf(first!, 'CSAT')).toHaveTextContent('90.0');
    expect(cellOf(first!, 'NPS')).toHaveTextContent('6.0');
    expect(cellOf(first!, 'Success Rate')).toHaveTextContent('87.5%');
    expect(cellOf(first!, 'Star Rating (Internal)')).toHaveTextContent('4.00');
    expect(cellOf(first!, 'Reviewed')).toHaveTextContent('No');
    expect(cellOf(first!, 'Sentiment')).toHaveTextContent('Positive');
    expect(cellOf(first!, 'Applied Categories')).toHaveTextContent('Billing › Late fee');
    expect(cellOf(first!, 'Notes')).toHaveTextContent('—');
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('asks for one page of every column shown, without personal fields the server would withhold', async () => {
    const { calls } = serve({ getFeedback: () => [row(0)] });
    renderReviews({ paging: { page: 2, pageSize: 25, sort: { field: 'CSAT', direction: 'asc' } } });
    await table();
    const call = calls.find((entry) => entry.field === 'getFeedback');
    expect(call?.variables).toMatchObject({ limit: 25, offset: 50, sortField: 'CSAT', sortDirection: 'asc' });
    const fields = call?.variables.feedbackFields as string[];
    expect(fields).toContain('verbatim');
    expect(fields).not.toContain('email');
    expect(fields).toHaveLength(FEEDBACK_COLUMN_IDS.filter((id) => !feedbackColumnOf(id)?.personal).length);
  });

  it("opens on the user's favourite view, asking only for its columns", async () => {
    const favourite = {
      _id: 'v-fav',
      userID: 'u1',
      name: 'Mine',
      isDefault: false,
      columns: [
        { name: 'CSAT', label: 'CSAT', orderNumber: 1 },
        { name: 'verbatim', label: 'Review', orderNumber: 0 },
      ],
    };
    const { calls } = serve({ getFeedback: () => [row(0)], getColumnGroups: () => [favourite] });
    renderReviews({ views: { authId: 'voc', permissionId: 'p1', favouriteViewId: 'v-fav' } });
    await waitFor(() => {
      const last = calls.filter((entry) => entry.field === 'getFeedback').at(-1);
      expect(last?.variables.feedbackFields).toEqual(['verbatim', 'CSAT']);
    });
  });

  it('draws only a window of rows and columns: 100 rows × every column', async () => {
    scrollerSize(1000, 600);
    serve({ getFeedback: () => Array.from({ length: 100 }, (_, index) => row(index)) });
    renderReviews({ paging: { ...PAGING, pageSize: 100 } });
    const rows = bodyRows(await table());
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(25);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.length).toBeLessThan(20);
    // The list's size is still told to assistive technology.
    expect(await table()).toHaveAttribute('aria-rowcount', '4');
  });

  it('draws the rows and columns scrolled to, and keeps a selected row selected', async () => {
    const user = userEvent.setup();
    scrollerSize(1000, 600);
    serve({ getFeedback: () => Array.from({ length: 100 }, (_, index) => row(index)) });
    renderReviews({ paging: { ...PAGING, pageSize: 100 } });
    const scroller = await table();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    const scrollTo = (top: number, left: number) => {
      scroller.scrollTop = top;
      scroller.scrollLeft = left;
      fireEvent.scroll(scroller);
    };
    // Row 61 (aria-rowindex 62) is 60 rows down; the catalogue's last column is far to the right.
    scrollTo(60 * 56, 40_000);
    await waitFor(() => expect(cellOf(rowNumbered(scroller, 61)!, lastColumnLabel)).toBeDefined());
    expect(rowNumbered(scroller, 1)).toBeUndefined();
    scrollTo(0, 0);
    await waitFor(() => expect(cellOf(rowNumbered(scroller, 1)!, 'Date')).toBeDefined());
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
    expect(rowNumbered(scroller, 61)).toBeUndefined();
  });

  it('sorts by a clicked column, a new one descending, the sorted one turned around', async () => {
    const user = userEvent.setup();
    serve({ getFeedback: () => [row(0)] });
    const first = renderReviews();
    await table();
    await user.click(screen.getByRole('button', { name: 'CSAT' }));
    expect(first.onPagingChange).toHaveBeenLastCalledWith({ sort: { field: 'CSAT', direction: 'desc' } });
    first.unmount();

    const sorted = renderReviews({ paging: { ...PAGING, sort: { field: 'CSAT', direction: 'desc' } } });
    await table();
    expect(screen.getByRole('columnheader', { name: 'CSAT' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'CSAT' }));
    expect(sorted.onPagingChange).toHaveBeenLastCalledWith({ sort: { field: 'CSAT', direction: 'asc' } });
  });

  it('toggles Random Sort between time and visit id', async () => {
    const user = userEvent.setup();
    serve({ getFeedback: () => [row(0)] });
    const { onPagingChange } = renderReviews();
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Random Sort' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ sort: { field: 'visitId', direction: 'desc' } });
  });

  it('changes the page size and the page', async () => {
    const user = userEvent.setup();
    serve({
      getFeedback: () => Array.from({ length: 10 }, (_, index) => row(index)),
      getFeedbackCount: () => 35,
    });
    const { onPagingChange } = renderReviews();
    await table();
    expect(await screen.findByText('1–10 of 35 · Page 1 of 4')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(onPagingChange).toHaveBeenLastCalledWith({ pageSize: 25 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 1 });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 3 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('sends the search once typing pauses, and the Null Verbatims toggle at once', async () => {
    const user = userEvent.setup();
    serve({ getFeedback: () => [row(0)] });
    const { onSearchChange } = renderReviews();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search feedback' }), 'outage');
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ text: 'outage' }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Notes');
    expect(onSearchChange).toHaveBeenLastCalledWith({ by: 'notes' });
    await user.click(screen.getByRole('checkbox', { name: 'Null Verbatims' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ includeNullVerbatims: true });
  });

  it('shows personal columns as hidden without personal-data access, never a value', async () => {
    serve({ getFeedback: () => [row(0, { email: 'someone@example.com' })] });
    renderReviews();
    const [first] = bodyRows(await table());
    expect(cellOf(first!, 'Email')).toHaveTextContent('hidden');
    expect(screen.queryByText('someone@example.com')).not.toBeInTheDocument();
  });

  it('selects rows on the page, says how many, and offers their triage', async () => {
    const user = userEvent.setup();
    serve({ getFeedback: () => [row(0), row(1), row(2)] });
    renderReviews();
    await table();
    expect(screen.getByRole('link', { name: 'Triage row 2' })).toHaveAttribute(
      'href',
      '/MSA@Web/voice-of-customer/digital-surveys/edit-reviews?vocFeedbackID=f1',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('selected').parentElement).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('selected').parentElement).toHaveTextContent('3 selected');
    expect(screen.getByRole('button', { name: 'Mark reviewed' })).toBeInTheDocument();
  });

  it('offers readers no selection and no triage', async () => {
    serve({ getFeedback: () => [row(0)] });
    renderReviews({ access: { canWrite: false, personalShown: false, canDecrypt: false } });
    await table();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Triage/ })).not.toBeInTheDocument();
  });

  it('says Data in Superposition when nothing matches', async () => {
    serve({ getFeedback: () => [], getFeedbackCount: () => 0 });
    renderReviews();
    expect(await screen.findByText(VOC_MSG.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the module error with the server’s reason when the page cannot be fetched', async () => {
    serve({
      getFeedback: () => {
        throw new VocMockError('You may not read MSA@Web', 403, 'forbidden');
      },
    });
    renderReviews();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VOC_MSG.feedbackFetchError);
    expect(alert).toHaveTextContent('You may not read MSA@Web');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the account-number reveal', () => {
  const withAccount = () => serve({ getFeedback: () => [row(0, { encAccountNumber: 'k1.secret' })] });
  const personal = { canWrite: true, personalShown: true };

  it('is disabled with the spec’s tooltip without transformer-decrypt', async () => {
    withAccount();
    renderReviews({ access: { ...personal, canDecrypt: false } });
    await table();
    const reveal = screen.getByRole('button', { name: 'Reveal account number' });
    expect(reveal).toHaveAttribute('aria-disabled', 'true');
    expect(reveal).toHaveAttribute('title', VOC_MSG.decryptNeedsRole);
    expect(reveal).toHaveAccessibleDescription(VOC_MSG.decryptNeedsRole);
  });

  it('reveals the number, then masks it again', async () => {
    const user = userEvent.setup();
    withAccount();
    server.use(
      http.post('*/api/transformer', () =>
        HttpResponse.json([{ field: 'encAccountNumber', value: '8333006741932000' }]),
      ),
    );
    renderReviews({ access: { ...personal, canDecrypt: true } });
    await table();
    expect(screen.queryByText('8333006741932000')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal account number' }));
    expect(await screen.findByText('8333006741932000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide account number' }));
    expect(screen.queryByText('8333006741932000')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal account number' })).toBeEnabled();
  });

  it('shows the spec’s error with its Report an Issue link when the decrypt fails', async () => {
    const user = userEvent.setup();
    withAccount();
    server.use(
      http.post('*/api/transformer', () =>
        HttpResponse.json([{ field: 'encAccountNumber', value: 'Spec Guide decryption failed' }]),
      ),
    );
    renderReviews({ access: { ...personal, canDecrypt: true } });
    await table();
    await user.click(screen.getByRole('button', { name: 'Reveal account number' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VOC_MSG.transformError('decrypt'));
    expect(within(alert).getByRole('link', { name: 'click here' }).getAttribute('href')).toContain(
      encodeURIComponent('Unable to decrypt account number'),
    );
    expect(screen.queryByText('Spec Guide decryption failed')).not.toBeInTheDocument();
  });
});
