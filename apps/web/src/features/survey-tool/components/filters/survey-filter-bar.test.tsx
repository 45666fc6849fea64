import { SURVEY_NO_CATEGORY, VOC_MSG, type SurveyResponseFilters } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { graphqlMock, GraphqlMockError } from '../../../../testing/graphql-mock';
import { server } from '../../../../testing/server';
import { SurveyFilterBar } from './survey-filter-bar';

const CATEGORIES = [
  { _id: 'billing', category: 'Billing', trail: 'Account' },
  { _id: 'wifi', category: 'Wi-Fi', trail: '' },
];

/** The bar with its filters held the way the scope holds them; `onChange` sees every change. */
function renderBar(
  initial: SurveyResponseFilters = {},
  applicationType: string | null = 'Web',
  categories: () => unknown = () => CATEGORIES,
) {
  const mock = graphqlMock('*/api/voice-of-customer/graphql', { GetSurveyCategories: categories });
  server.use(mock.handler);
  const onChange = vi.fn<(filters: SurveyResponseFilters) => void>();
  function Harness() {
    const [filters, setFilters] = useState(initial);
    return (
      <SurveyFilterBar
        surveyId="s1"
        applicationType={applicationType}
        filters={filters}
        onChange={(next) => {
          onChange(next);
          setFilters(next);
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { onChange, calls: mock.calls };
}

const bar = () => screen.getByRole('group', { name: 'Survey filters' });

describe('the survey filter bar', () => {
  it('always offers CSAT, NPS and SR by exactly those names, then the other filters', () => {
    renderBar();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CSAT', 'NPS', 'SR', 'Star rating', 'Sentiment', 'Categories', 'File']);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();
  });

  it('says where a WebSurvey application lives instead of an environment filter', () => {
    renderBar({}, 'WebSurvey');
    expect(screen.getByRole('note')).toHaveTextContent(VOC_MSG.cstEnvironmentNote);
  });

  it('applies a score group or any range of the scale at once', async () => {
    const { onChange } = renderBar();
    await userEvent.click(within(bar()).getByRole('button', { name: 'NPS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Detractors (0–6)' }));
    expect(onChange).toHaveBeenLastCalledWith({ NPS: { min: 0, max: 6 } });
    expect(screen.getByRole('button', { name: 'Detractors (0–6)' })).toHaveAttribute('aria-pressed', 'true');
    // The upper bound below the lower one pulls the lower one down with it.
    await userEvent.selectOptions(screen.getByLabelText('to'), '3');
    expect(onChange).toHaveBeenLastCalledWith({ NPS: { min: 0, max: 3 } });
    await userEvent.keyboard('{Escape}');
    expect(within(bar()).getByRole('button', { name: 'NPS: 0–3' })).toHaveFocus();
  });

  it('offers the CSAT levels by their words', async () => {
    const { onChange } = renderBar();
    await userEvent.click(within(bar()).getByRole('button', { name: 'CSAT' }));
    expect(
      within(screen.getByLabelText('From'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 Very dissatisfied', '2 Dissatisfied', '3 Neutral', '4 Satisfied', '5 Very satisfied']);
    await userEvent.selectOptions(screen.getByLabelText('From'), '4');
    expect(onChange).toHaveBeenLastCalledWith({ CSAT: { min: 4, max: 5 } });
  });

  it('filters SR by yes or no, and shows each filter in force as a pill that removes it', async () => {
    const { onChange } = renderBar({ CSAT: { min: 4, max: 5 } });
    await userEvent.click(within(bar()).getByRole('button', { name: 'SR' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith({ CSAT: { min: 4, max: 5 }, SR: false });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    const pills = screen.getByRole('list', { name: 'Filters in force' });
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((pill) => pill.textContent),
    ).toEqual(['CSAT: 4–5×', 'SR: No×']);
    await userEvent.click(within(pills).getByRole('button', { name: 'Remove CSAT filter' }));
    expect(onChange).toHaveBeenLastCalledWith({ SR: false });
    await userEvent.click(screen.getByRole('button', { name: 'Remove SR filter' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();
  });

  it('lists the categories (No Category first) once asked, and names the chosen ones in the pill', async () => {
    const { onChange, calls } = renderBar();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Account › Billing' }));
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: ['billing'] });
    await userEvent.click(screen.getByRole('checkbox', { name: SURVEY_NO_CATEGORY }));
    expect(onChange).toHaveBeenLastCalledWith({ categoryIds: ['billing', SURVEY_NO_CATEGORY] });
    expect(calls[0]).toEqual({ field: 'GetSurveyCategories', variables: { surveyId: 's1' } });
    expect(screen.getByRole('list', { name: 'Filters in force' })).toHaveTextContent(
      `Categories: Account › Billing, ${SURVEY_NO_CATEGORY}`,
    );
  });

  it('filters by sentiment and by whether a file came, and clears them all at once', async () => {
    const { onChange } = renderBar();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Sentiment' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Negative' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mixed' }));
    expect(onChange).toHaveBeenLastCalledWith({ sentiment: ['negative', 'mixed'] });
    await userEvent.click(within(bar()).getByRole('button', { name: 'File' }));
    await userEvent.click(screen.getByRole('radio', { name: 'With a file' }));
    expect(onChange).toHaveBeenLastCalledWith({ sentiment: ['negative', 'mixed'], hasFile: true });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('says when the categories could not be loaded, and asks again', async () => {
    let failures = 1;
    renderBar({}, 'Web', () => {
      if (failures-- > 0) throw new GraphqlMockError('Not now', 503, 'unavailable');
      return CATEGORIES;
    });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the categories.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Wi-Fi' })).toBeInTheDocument();
  });
});
