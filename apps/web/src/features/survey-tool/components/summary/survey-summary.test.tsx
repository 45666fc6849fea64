import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { SurveySummary, type SurveySummaryProps } from './survey-summary';
import { summaryAggregatesFixture, summarySurveyFixture, SUMMARY_T0 } from './summary-test-kit';

vi.mock('echarts/core', async (original) =>
  (await import('../../../../testing/echarts-jsdom')).echartsWithoutCanvas(original),
);

const SURVEY = summarySurveyFixture({ _id: 's1' });
const RANGE = { from: SUMMARY_T0 - 8 * 86_400_000, to: SUMMARY_T0 + 2 * 86_400_000 };

function renderSummary(over: Partial<SurveySummaryProps> = {}) {
  const props: SurveySummaryProps = {
    survey: SURVEY,
    range: RANGE,
    aggregates: {
      status: 'success',
      data: summaryAggregatesFixture('s1'),
      error: null,
      isPlaceholderData: false,
      isFetching: false,
      refetch: vi.fn(),
    },
    filtered: false,
    onClearFilters: vi.fn(),
    longerPeriod: { label: 'last 30 days', onChoose: vi.fn() },
    links: {
      response: (id) => `/x/charter-survey-tool/responses?searchText=${id}`,
      withFiles: '/x/charter-survey-tool/responses?hasFile=true',
    },
    ...over,
  };
  render(
    <MemoryRouter>
      <SurveySummary {...props} />
    </MemoryRouter>,
  );
  return props;
}

/** A question's card by its heading ("3. How satisfied are you?"). */
const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
const listItems = (within_: HTMLElement, name: string) =>
  within(within(within_).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the survey summary', () => {
  it('shows the headline: responses, displays, completion rate and each score the survey asks', () => {
    renderSummary();
    const headline = screen.getByLabelText('The period at a glance');
    const figures = within(headline)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Responses', '10'],
      ['Displays', '40'],
      ['Completion rate', '25.0%'],
      ['NPS', '+30'],
      ['CSAT', '80.0%'],
      ['Success rate', '75.0%'],
      ['Star rating', '4.3 of 5'],
    ]);
    expect(screen.getByRole('img', { name: 'Responses per day over the period' })).toBeInTheDocument();
  });

  it('draws a star rating as every score with its count, zeros included, and the average', () => {
    renderSummary();
    const stars = card('1. Rate your visit');
    expect(within(stars).getByText('10 answers')).toBeInTheDocument();
    expect(within(stars).getByText('4.3 of 5')).toBeInTheDocument();
    expect(listItems(stars, 'Answers per star rating')).toEqual([
      '1: 1 (10.0%)11★',
      '2: 0 (0.0%)02★',
      '3: 2 (20.0%)23★',
      '4: 0 (0.0%)04★',
      '5: 7 (70.0%)75★',
    ]);
  });

  it('splits NPS into promoters, passives and detractors with counts and shares, and every score 0–10', () => {
    renderSummary();
    const nps = card('2. Would you recommend us?');
    expect(within(nps).getByText('+30')).toBeInTheDocument();
    expect(listItems(nps, 'Promoters, passives and detractors')).toEqual([
      'Promoters (9–10)5(50.0%)',
      'Passives (7–8)3(30.0%)',
      'Detractors (0–6)2(20.0%)',
    ]);
    expect(within(nps).getAllByRole('listitem').length).toBe(3 + 11);
  });

  it('gives CSAT its satisfied share and the five labelled levels', () => {
    renderSummary();
    const csat = card('3. How satisfied are you?');
    expect(within(csat).getByText('80.0%')).toBeInTheDocument();
    expect(within(csat).getByText('8 answered 4 or 5')).toBeInTheDocument();
    expect(listItems(csat, 'Answers per satisfaction level')).toEqual([
      '1 Very dissatisfied1 (10.0%)',
      '2 Dissatisfied0 (0.0%)',
      '3 Neutral1 (10.0%)',
      '4 Satisfied3 (30.0%)',
      '5 Very satisfied5 (50.0%)',
    ]);
  });

  it('shows success as yes and no shares, and choices as counts and shares of those who answered', () => {
    renderSummary();
    const success = card('4. Did you get it done?');
    expect(within(success).getByText('75.0%')).toBeInTheDocument();
    expect(listItems(success, 'Yes and no')).toEqual(['Yes3 (75.0%)', 'No1 (25.0%)']);
    expect(listItems(card('5. What was it about?'), 'Answers per option')).toEqual([
      'My bill6 (75.0%)',
      'Technical help2 (25.0%)',
    ]);
    const multiple = card('6. Where did you look?');
    expect(listItems(multiple, 'Answers per option')).toEqual(['Website4 (80.0%)', 'App3 (60.0%)']);
    expect(within(multiple).getByText(/could choose several/)).toBeInTheDocument();
  });

  it('lists free-text sentiment and the newest answers, each leading to its response', () => {
    renderSummary();
    const text = card('7. Tell us more');
    expect(listItems(text, 'Sentiment of the answers')).toEqual([
      'Positive1(33.3%)',
      'Negative1(33.3%)',
      'Mixed0(0.0%)',
      'Neutral0(0.0%)',
      'Pending1(33.3%)',
    ]);
    const answers = within(within(text).getByRole('list', { name: 'Newest answers' })).getAllByRole(
      'listitem',
    );
    expect(answers.map((answer) => answer.querySelector('p')?.textContent)).toEqual([
      'Waited too long',
      'Lovely staff',
      'Just arrived',
    ]);
    expect(within(answers[0]!).getByText('Negative')).toBeInTheDocument();
    expect(within(answers[2]!).getByText('Pending')).toBeInTheDocument();
    // Shown 7 hours back from UTC: 2026-11-21 08:00 UTC is 01:00 AM.
    expect(within(answers[0]!).getByText('11/21/26 01:00 AM')).toBeInTheDocument();
    expect(within(answers[0]!).getByRole('link', { name: /Open the response/ })).toHaveAttribute(
      'href',
      '/x/charter-survey-tool/responses?searchText=r3',
    );
  });

  it('counts the files that arrived and leads to the responses with one', () => {
    renderSummary();
    const files = card('8. A screenshot');
    expect(files).toHaveTextContent('2 files arrived');
    expect(within(files).getByRole('link', { name: 'See the responses with a file' })).toHaveAttribute(
      'href',
      '/x/charter-survey-tool/responses?hasFile=true',
    );
  });

  it('marks a question the survey no longer asks, its answers still counted', () => {
    renderSummary();
    const removed = card('9. Was the old form easier?');
    expect(within(removed).getByText('No longer in the survey')).toBeInTheDocument();
    expect(listItems(removed, 'Yes and no')).toEqual(['Yes0 (0.0%)', 'No2 (100.0%)']);
    expect(within(card('1. Rate your visit')).queryByText('No longer in the survey')).toBeNull();
  });

  it('says when the period has no responses and offers a longer one', async () => {
    const props = renderSummary({
      aggregates: {
        status: 'success',
        data: summaryAggregatesFixture('s1', {
          responseCount: 0,
          displayCount: 3,
          completionRate: 0,
          overTime: [],
          questions: [],
        }),
        error: null,
        isPlaceholderData: false,
        isFetching: false,
        refetch: vi.fn(),
      },
    });
    expect(screen.getByRole('heading', { name: 'No responses in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    expect(props.longerPeriod!.onChoose).toHaveBeenCalledOnce();
  });

  it('offers to clear the filters when they leave nothing', async () => {
    const props = renderSummary({
      filtered: true,
      longerPeriod: null,
      aggregates: {
        status: 'success',
        data: summaryAggregatesFixture('s1', { responseCount: 0, overTime: [], questions: [] }),
        error: null,
        isPlaceholderData: false,
        isFetching: false,
        refetch: vi.fn(),
      },
    });
    expect(screen.getByRole('heading', { name: 'No responses match the filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(props.onClearFilters).toHaveBeenCalledOnce();
  });

  it('shows skeletons while loading, and never another survey’s figures', () => {
    renderSummary({
      aggregates: {
        status: 'success',
        data: summaryAggregatesFixture('another'),
        error: null,
        isPlaceholderData: true,
        isFetching: true,
        refetch: vi.fn(),
      },
    });
    expect(screen.getByTestId('summary-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Rate your visit')).toBeNull();
  });

  it('shows the server’s reason when loading fails, and retries', async () => {
    const refetch = vi.fn();
    renderSummary({
      aggregates: {
        status: 'error',
        data: undefined,
        error: new ApiError(400, 'bad_request', 'from: must not be after to'),
        isPlaceholderData: false,
        isFetching: false,
        refetch,
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the summary.');
    expect(alert).toHaveTextContent('from: must not be after to');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
