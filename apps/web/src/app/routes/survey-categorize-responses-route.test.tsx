import { SURVEY_NO_CATEGORY, type SurveyCategoryOverview, type SurveyResponse } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  KIT_CATEGORIES,
  kitPath,
  kitResponse,
  kitSearch,
  kitServer,
} from '../../features/survey-tool/components/responses/testing/responses-kit';
import { GraphqlMockError } from '../../testing/graphql-mock';
import { renderApp } from '../../testing/render';

const FIRST = kitResponse({ _id: 'r1', appliedCategories: [] });
const SECOND = kitResponse({
  _id: 'r2',
  createdAt: kitResponse().createdAt - 3_600_000,
  appliedCategories: [],
  comprehendResults: {
    ...kitResponse().comprehendResults!,
    suggestedCategories: [
      { _id: 'c-bill', category: 'Billing', score: 0.9 },
      { _id: 'c-late', category: 'Late fee', score: 0.6 },
    ],
  },
});

const overview = (uncategorised: number): SurveyCategoryOverview => ({
  total: 12,
  uncategorised,
  categories: [
    {
      _id: 'c-visit',
      category: 'Visit',
      trail: 'Service',
      count: 12 - uncategorised,
      share: (12 - uncategorised) / 12,
      sentiment: { positive: 1, negative: 0, mixed: 0, neutral: 0 },
    },
  ],
});

/**
 * The survey tool's endpoint with a store of responses whose categories UpdateSurveyResponseCategories
 * changes (or refuses, with `refuse`); the overview counts the uncategorised in the store.
 */
function mockCategorize(options: { refuse?: boolean } = {}) {
  const store = new Map<string, SurveyResponse>([
    [FIRST._id, FIRST],
    [SECOND._id, SECOND],
  ]);
  const uncategorised = () => [...store.values()].filter((row) => row.appliedCategories.length === 0).length;
  return kitServer({
    GetSurveyResponses: () => [...store.values()],
    GetSurveyResponsesCount: () => store.size,
    GetSurveyResponseCategoryOverview: () => overview(uncategorised()),
    UpdateSurveyResponseCategories: (args) => {
      if (options.refuse)
        throw new GraphqlMockError('Late fee is archived: it can no longer be applied.', 409, 'conflict');
      const row = store.get(String(args._id))!;
      const ids = args.categoryIds as string[];
      const saved = {
        ...row,
        appliedCategories: KIT_CATEGORIES.filter((category) => ids.includes(category._id)),
      };
      store.set(row._id, saved);
      return saved;
    },
  });
}

const card = (position: number) =>
  screen.getByRole('article', { name: new RegExp(`^Response ${position} of`) });
const updates = (calls: { field: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.field === 'UpdateSurveyResponseCategories').map((call) => call.variables);

describe('the categorize-responses page', () => {
  it('queues the uncategorised responses of the scope, with the category overview beside them', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1&CSAT=4:5'), as: 'voc' });

    await screen.findByRole('article', { name: /^Response 1 of 2/ });
    expect(within(card(1)).getByText('The technician was quick and kind.')).toBeInTheDocument();
    expect(within(card(1)).getByText('No Category')).toBeInTheDocument();
    const list = calls.find((call) => call.field === 'GetSurveyResponses')!.variables;
    expect(list.filters).toEqual({ CSAT: { min: 4, max: 5 }, categoryIds: [SURVEY_NO_CATEGORY] });
    const overviewCall = calls.find((call) => call.field === 'GetSurveyResponseCategoryOverview')!.variables;
    expect(overviewCall.filters).toEqual({ CSAT: { min: 4, max: 5 } });
    const panel = screen.getByRole('complementary', { name: 'Category overview' });
    expect(await within(panel).findByText(/uncategorised/)).toHaveTextContent(
      '12 responses in scope, 2 uncategorised (17%).',
    );
    expect(within(panel).getByRole('rowheader', { name: /Visit/ })).toBeInTheDocument();
  });

  it('applies a suggestion with one click: the whole new list is sent, shown at once, the overview follows', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });
    const overviewCalls = () =>
      calls.filter((call) => call.field === 'GetSurveyResponseCategoryOverview').length;
    const before = overviewCalls();

    await userEvent.click(within(card(1)).getByRole('button', { name: 'Apply Technician (87%)' }));
    expect(
      within(within(card(1)).getByRole('list', { name: 'Applied categories' })).getByText('Technician'),
    ).toBeInTheDocument();
    await waitFor(() => expect(updates(calls)).toEqual([{ _id: 'r1', categoryIds: ['c-tech'] }]));
    await waitFor(() => expect(overviewCalls()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Category overview' })).toHaveTextContent(
        '12 responses in scope, 1 uncategorised (8%).',
      ),
    );
    // It stays in the queue, with its category, until the next batch.
    expect(within(card(1)).queryByRole('button', { name: 'Apply Technician (87%)' })).not.toBeInTheDocument();

    await userEvent.click(within(card(1)).getByRole('button', { name: 'Apply Speed (55%)' }));
    await waitFor(() =>
      expect(updates(calls).at(-1)).toEqual({ _id: 'r1', categoryIds: ['c-tech', 'c-speed'] }),
    );
  });

  it('removes a category with its chip, and adds any category from the picker', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });

    const picker = within(card(2)).getByRole('combobox', { name: 'Add a category' });
    await userEvent.type(picker, 'late');
    await userEvent.click(screen.getByRole('option', { name: 'Billing › Charges › Late fee' }));
    await waitFor(() => expect(updates(calls).at(-1)).toEqual({ _id: 'r2', categoryIds: ['c-late'] }));
    await userEvent.click(within(card(2)).getByRole('button', { name: 'Apply Billing (90%)' }));
    await waitFor(() =>
      expect(updates(calls).at(-1)).toEqual({ _id: 'r2', categoryIds: ['c-late', 'c-bill'] }),
    );

    await userEvent.click(within(card(2)).getByRole('button', { name: 'Remove Late fee' }));
    await waitFor(() => expect(updates(calls).at(-1)).toEqual({ _id: 'r2', categoryIds: ['c-bill'] }));
    expect(within(card(2)).queryByRole('button', { name: 'Remove Late fee' })).not.toBeInTheDocument();
  });

  it('puts the categories back and says why when the server refuses the change', async () => {
    const { calls } = mockCategorize({ refuse: true });
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });

    await userEvent.click(within(card(1)).getByRole('button', { name: 'Apply Technician (87%)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The categories of response 1 were not saved, and are back as they were');
    expect(alert).toHaveTextContent('Late fee is archived: it can no longer be applied.');
    expect(updates(calls)).toHaveLength(1);
    expect(within(card(1)).getByText('No Category')).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'Apply Technician (87%)' })).toBeInTheDocument();
  });

  it('works from the keyboard: j and k move, 1–3 apply a suggestion, c opens the picker, ? the keys', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });
    expect(card(1)).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('j');
    expect(card(2)).toHaveAttribute('aria-current', 'true');
    expect(card(2)).toHaveFocus();
    expect(card(1)).not.toHaveAttribute('aria-current');

    await userEvent.keyboard('2');
    await waitFor(() => expect(updates(calls)).toEqual([{ _id: 'r2', categoryIds: ['c-late'] }]));

    await userEvent.keyboard('k');
    expect(card(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('1');
    await waitFor(() => expect(updates(calls).at(-1)).toEqual({ _id: 'r1', categoryIds: ['c-tech'] }));

    await userEvent.keyboard('c');
    const picker = within(card(1)).getByRole('combobox', { name: 'Add a category' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('');
    // Keys are letters while typing in the picker.
    await userEvent.keyboard('j');
    expect(picker).toHaveValue('j');
    expect(card(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}{Escape}');

    await userEvent.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next response')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  });

  it('shows every response with All responses, written to the address', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });

    await userEvent.click(screen.getByRole('button', { name: 'All responses' }));
    await waitFor(() => expect(kitSearch().get('queue')).toBe('all'));
    expect(screen.getByRole('button', { name: 'All responses' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.field === 'GetSurveyResponses').at(-1)!.variables.filters,
      ).toBeNull(),
    );
    expect(await screen.findByRole('navigation', { name: 'Pages of responses' })).toBeInTheDocument();
  });

  it('starts the next batch after the responses left uncategorised, and starts over', async () => {
    const { calls } = mockCategorize();
    renderApp({ path: kitPath('categorize-responses', 'surveyID=sv1'), as: 'voc' });
    await screen.findByRole('article', { name: /^Response 1 of 2/ });
    const lastList = () => calls.filter((call) => call.field === 'GetSurveyResponses').at(-1)!.variables;
    expect(lastList().offset).toBe(0);

    await userEvent.click(within(card(1)).getByRole('button', { name: 'Apply Technician (87%)' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(screen.getByText('1 of 2 in this batch categorised.')).toBeInTheDocument();
    // Response 1 left the queue on the server; response 2, skipped, is still in it: the next batch
    // starts after it.
    await userEvent.click(screen.getByRole('button', { name: 'Next batch' }));
    await waitFor(() => expect(lastList().offset).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(lastList().offset).toBe(0));
  });
});

describe('a survey-tool page before it has a survey', () => {
  it('says there is no survey yet and leads to the settings', async () => {
    kitServer({}, []);
    renderApp({ path: kitPath('categorize-responses'), as: 'voc' });
    expect(await screen.findByRole('heading', { name: 'No survey yet' })).toBeInTheDocument();
    const link = within(screen.getByTestId('survey-empty')).getByRole('link', { name: 'Create a survey' });
    expect(new URL(link.getAttribute('href')!, 'http://x').pathname).toBe(
      `/${encodeURIComponent('CareSurvey@Web@cst_survey')}/charter-survey-tool/settings`,
    );
  });
});
