import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from './filters-test-kit';
import { server } from '../../../../testing/server';
import type { VocFilters } from '../../lib/voc-filters';
import { CATEGORY_TREE } from '../../testing/category-fixtures';
import { vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { FeedbackFilterPills } from './feedback-filter-pills';
import { menuFiltersSame } from './filter-values';

function renderPills(filters: VocFilters) {
  const mock = vocGraphqlMock({ getCategories: () => CATEGORY_TREE });
  server.use(mock.handler);
  const onApply = vi.fn<(filters: VocFilters) => void>();
  renderWithQueries(
    <FeedbackFilterPills
      appIds={['DigitalSurvey@Web@portals']}
      period="30d"
      periodOffset={0}
      filters={filters}
      onApply={onApply}
      family="digital-surveys"
      appTypes={['Web']}
    />,
  );
  return { onApply, calls: mock.calls };
}

describe('FeedbackFilterPills', () => {
  it('names each filter in force as a person reads it, and only the menu’s filters', async () => {
    const { calls } = renderPills({
      category: ['late-fee', 'billing', 'No Category'],
      SR: { from: 0.5, to: 1 },
      isFlagged: '1',
      activationMethod: [7],
      source: ['cqe'],
      includeHidden: true,
      searchText: 'wifi',
    });
    const list = screen.getByRole('list', { name: 'Filters in force' });
    // Category ids read by their names once the categories are loaded.
    await waitFor(() => expect(list).toHaveTextContent('Category: Late fee, Billing +1 more'));
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'Category: Late fee, Billing +1 more×',
      'Flag Status: Flagged, awaiting reroute×',
      'Include hidden items×',
      'Success Rate: 50–100%×',
      'Source: Quantum×',
      'Activation Method: IVR Only×',
    ]);
    expect(
      within(list).getByTitle('Category: Billing › Charges › Late fee, Billing, No Category'),
    ).toBeInTheDocument();
    // Category names are asked for only because a category filter is in force.
    expect(calls.map((call) => call.field)).toEqual(['getCategories']);
  });

  it('removes one filter at once, keeping the others and the table’s search', async () => {
    const { onApply } = renderPills({
      CSAT: { from: 60, to: 100 },
      sentiment: ['negative'],
      searchText: 'wifi',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove CSAT filter' }));
    expect(onApply).toHaveBeenCalledWith({ sentiment: ['negative'], searchText: 'wifi' });
  });

  it('shows nothing when no filter of the menu is in force', () => {
    renderPills({ searchText: 'wifi' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('compares filters as sets of values', () => {
    expect(menuFiltersSame({ billerType: ['a', 'b'] }, { billerType: ['b', 'a'], searchText: 'x' })).toBe(
      true,
    );
    expect(menuFiltersSame({ billerType: ['a'] }, { billerType: ['a', 'b'] })).toBe(false);
  });
});
