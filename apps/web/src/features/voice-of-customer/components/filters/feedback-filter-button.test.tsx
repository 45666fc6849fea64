import { VOC_MSG, urlStateParse } from '@prism/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from './filters-test-kit';
import { server } from '../../../../testing/server';
import { vocFiltersRead, vocFiltersWrite, type VocFilters } from '../../lib/voc-filters';
import { CATEGORY_TREE, categoryGroupFixture } from '../../testing/category-fixtures';
import { VocMockError, vocGraphqlMock, type VocResolver } from '../../testing/voc-graphql-mock';
import { FeedbackFilterButton, type FeedbackFilterProps } from './feedback-filter-button';

const GROUPS = [
  categoryGroupFixture({
    _id: 'g-money',
    categoryGroupName: 'Billing & Payments',
    categoryIds: ['late-fee', 'overcharged'],
  }),
];

/** The calls the menu makes as its Categories section opens, answered with the data above. */
const BASE: Record<string, VocResolver> = {
  getCategories: () => CATEGORY_TREE,
  getCategoryGroups: () => GROUPS,
  getManualCategories: () => [],
  getSurveyIDs: () => [],
  getVerbatimLanguages: () => [],
  getBillerTypes: () => [],
  getPageNames: () => [],
  getUserSelectedCategories: () => [],
  getAppVersions: () => [],
  getExperimentUUIDs: () => ({ experimentUuids: [], activatedExperimentUuids: [], variantUuids: [] }),
  getFieldValues: () => [],
};

function renderButton(props: Partial<FeedbackFilterProps> = {}, resolvers: Record<string, VocResolver> = {}) {
  const mock = vocGraphqlMock({ ...BASE, ...resolvers });
  server.use(mock.handler);
  const onApply = vi.fn<(filters: VocFilters) => void>();
  renderWithQueries(
    <FeedbackFilterButton
      appIds={['DigitalSurvey@Web@portals']}
      period="30d"
      periodOffset={0}
      filters={{}}
      onApply={onApply}
      family="digital-surveys"
      appTypes={['Web']}
      {...props}
    />,
  );
  return { onApply, calls: mock.calls };
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
};
const openSection = (panel: HTMLElement, title: string) =>
  userEvent.click(within(panel).getByRole('button', { name: new RegExp(`^${title}`) }));
const applyButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Apply' });

describe('FeedbackFilterButton', () => {
  it('shows how many filters are in force and opens a non-modal panel that takes focus and gives it back', async () => {
    renderButton({ filters: { CSAT: { from: 60, to: 100 }, sentiment: ['negative'], searchText: 'wifi' } });
    // The table's search is not the menu's: two filters in force.
    const button = screen.getByRole('button', { name: 'Filters 2 in force' });
    const panel = await openMenu();
    expect(panel).toHaveAttribute('aria-modal', 'false');
    expect(panel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('moves with the arrow keys on its handle and resizes from its corner', async () => {
    renderButton();
    const panel = await openMenu();
    const left = parseFloat(panel.style.left);
    const width = parseFloat(panel.style.width);
    within(panel).getByRole('button', { name: 'Move filters' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(parseFloat(panel.style.left)).toBe(left + 32);
    within(panel).getByRole('button', { name: 'Resize filters' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(parseFloat(panel.style.width)).toBe(width - 16);
  });

  it('keeps changes as a draft: Apply is enabled once something changed, Cancel reverts it', async () => {
    const { onApply } = renderButton({ filters: { searchText: 'wifi', includeNullVerbatims: true } });
    const panel = await openMenu();
    expect(applyButton(panel)).toBeDisabled();
    await openSection(panel, 'Sentiment');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Negative' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(applyButton(panel)).toBeEnabled();

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('checkbox', { name: 'Negative' })).not.toBeChecked();
    expect(applyButton(panel)).toBeDisabled();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Negative' }));
    await openSection(panel, 'Triage');
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Review Status' }),
      'Not reviewed',
    );
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Needs Review' }),
      'Needs review',
    );
    await userEvent.click(applyButton(panel));
    // The table's own filters (search, null verbatims) go through untouched.
    expect(onApply).toHaveBeenCalledWith({
      searchText: 'wifi',
      includeNullVerbatims: true,
      sentiment: ['negative'],
      isReviewed: '0',
      needsReview: true,
    });
  });

  it('applies each change at once without the Apply button', async () => {
    const { onApply } = renderButton({ applyMode: false });
    const panel = await openMenu();
    expect(within(panel).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await openSection(panel, 'Survey & journey');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'IVR/Portal/MSA' }));
    expect(onApply).toHaveBeenLastCalledWith({ activationMethod: [3] });
  });

  it('sets a range only when both bounds are inside its limit, ordered, and blocks Apply while one is outside', async () => {
    const { onApply } = renderButton();
    const panel = await openMenu();
    await openSection(panel, 'Scores');
    const csat = within(panel).getByRole('group', { name: /^CSAT/ });
    const setRange = within(csat).getByRole('button', { name: 'Set Range of CSAT' });
    const resetRange = within(csat).getByRole('button', { name: 'Reset Range of CSAT' });
    expect(setRange).toBeDisabled();
    expect(resetRange).toBeDisabled();

    await userEvent.type(within(csat).getByRole('spinbutton', { name: 'From' }), '120');
    expect(resetRange).toBeEnabled();
    await userEvent.type(within(csat).getByRole('spinbutton', { name: 'To' }), '60');
    expect(setRange).toBeDisabled();
    expect(within(csat).getByRole('alert')).toHaveTextContent('CSAT takes numbers from 0 to 100.');
    expect(applyButton(panel)).toBeDisabled();

    await userEvent.clear(within(csat).getByRole('spinbutton', { name: 'From' }));
    await userEvent.type(within(csat).getByRole('spinbutton', { name: 'From' }), '90');
    await userEvent.click(setRange);
    // Swapped bounds are put in order.
    expect(within(csat).getByRole('spinbutton', { name: 'From' })).toHaveValue(60);
    expect(setRange).toBeDisabled();

    const sr = within(panel).getByRole('group', { name: /^Success Rate/ });
    await userEvent.type(within(sr).getByRole('spinbutton', { name: 'From' }), '50');
    await userEvent.type(within(sr).getByRole('spinbutton', { name: 'To' }), '100');
    await userEvent.click(within(sr).getByRole('button', { name: 'Set Range of Success Rate' }));
    await userEvent.click(applyButton(panel));
    expect(onApply).toHaveBeenCalledWith({ CSAT: { from: 60, to: 90 }, SR: { from: 0.5, to: 1 } });
  });

  it('resets a range in force', async () => {
    const { onApply } = renderButton({ filters: { NPS: { from: 9, to: 10 } } });
    const panel = await openMenu();
    const nps = within(panel).getByRole('group', { name: /^NPS/ });
    expect(within(nps).getByRole('spinbutton', { name: 'From' })).toHaveValue(9);
    await userEvent.click(within(nps).getByRole('button', { name: 'Reset Range of NPS' }));
    expect(within(nps).getByRole('spinbutton', { name: 'From' })).toHaveValue(null);
    await userEvent.click(applyButton(panel));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('selects a group’s categories and removes only its own when the group is removed', async () => {
    const { onApply } = renderButton();
    const panel = await openMenu();
    const categoryList = await within(panel).findByRole('group', { name: /^Category$/ });
    await userEvent.click(
      await within(panel).findByRole('checkbox', { name: 'Billing & Payments 2 categories' }),
    );
    const lateFee = within(categoryList).getByRole('checkbox', { name: 'Billing › Charges › Late fee' });
    expect(lateFee).toBeChecked();
    expect(within(categoryList).getByRole('checkbox', { name: /Higher bill than expected/ })).toBeChecked();

    await userEvent.click(
      within(categoryList).getByRole('checkbox', { name: 'Connectivity › Internet down' }),
    );
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Billing & Payments 2 categories' }));
    expect(lateFee).not.toBeChecked();
    expect(
      within(categoryList).getByRole('checkbox', { name: 'Connectivity › Internet down' }),
    ).toBeChecked();

    await userEvent.click(within(categoryList).getByRole('checkbox', { name: 'No Category' }));
    await userEvent.click(applyButton(panel));
    expect(onApply).toHaveBeenCalledWith({ category: ['internet-down', 'No Category'] });
  });

  it('checks the feedback id first: none found or a refusal is an Invalid Feedback ID and blocks Apply', async () => {
    const { onApply, calls } = renderButton(
      {},
      {
        getFeedbackByID: ({ _id }) => {
          if (_id === 'broken') throw new VocMockError('bad id', 400);
          return _id === 'fb-1' ? { _id: 'fb-1' } : null;
        },
      },
    );
    const panel = await openMenu();
    const box = within(panel).getByRole('textbox', { name: 'Feedback ID' });
    await userEvent.type(box, 'nope');
    expect(await within(panel).findByText(VOC_MSG.invalidFeedbackId)).toBeInTheDocument();
    expect(applyButton(panel)).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'broken');
    await waitFor(() => expect(calls.some((call) => call.variables._id === 'broken')).toBe(true));
    expect(await within(panel).findByText(VOC_MSG.invalidFeedbackId)).toBeInTheDocument();
    expect(applyButton(panel)).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'fb-1');
    await waitFor(() => expect(applyButton(panel)).toBeEnabled());
    expect(within(panel).queryByText(VOC_MSG.invalidFeedbackId)).not.toBeInTheDocument();
    await userEvent.click(applyButton(panel));
    expect(onApply).toHaveBeenCalledWith({ feedbackID: 'fb-1' });
  });

  it('shows the Endpoint note for WebSurvey applications only', async () => {
    renderButton({ appTypes: ['WebSurvey'] });
    const panel = await openMenu();
    expect(within(panel).getByRole('note')).toHaveTextContent(VOC_MSG.cstEnvironmentNote);
  });

  it('loads a section’s values when it opens, with counts, and says when they cannot be loaded', async () => {
    const { calls } = renderButton(
      {},
      {
        getFieldValues: ({ field }) => {
          if (field === 'os') throw new VocMockError('down', 500, 'internal');
          return [{ value: `${String(field)} value`, count: 1234 }];
        },
        getAppVersions: () => ['9.34.0'],
        getPageNames: () => ['billing/pay-bill'],
      },
    );
    const panel = await openMenu();
    expect(calls.some((call) => call.field === 'getFieldValues')).toBe(false);
    await openSection(panel, 'Device & app');
    expect(
      await within(panel).findByRole('checkbox', { name: 'deviceType value 1,234' }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('Could not load filter: Operating System.')).toBeInTheDocument();
    expect(await within(panel).findByRole('checkbox', { name: '9.34.0' })).toBeInTheDocument();
    expect(calls.find((call) => call.field === 'getAppVersions')?.variables).toEqual({
      applicationIDs: ['DigitalSurvey@Web@portals'],
      period: '30d',
    });
  });

  it('round-trips what it applies through the address', async () => {
    const { onApply } = renderButton(
      {},
      {
        getFieldValues: ({ field }) => (field === 'accountType' ? [{ value: 'Residential', count: 3 }] : []),
      },
    );
    const panel = await openMenu();
    await openSection(panel, 'Triage');
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Flag Status' }),
      'Flagged (any)',
    );
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Include hidden items' }));
    await openSection(panel, 'Customer & account');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Residential 3' }));
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Account Expired' }),
      'Not expired',
    );
    await openSection(panel, 'Survey & journey');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'TechMobile Only' }));
    await userEvent.type(within(panel).getByRole('spinbutton', { name: /Verbatim length from/ }), '0');
    await openSection(panel, 'Sentiment');
    const positive = within(panel).getByRole('group', { name: /^Positive Sentiment Score/ });
    await userEvent.type(within(positive).getByRole('spinbutton', { name: 'From' }), '0.25');
    await userEvent.type(within(positive).getByRole('spinbutton', { name: 'To' }), '1');
    await userEvent.click(within(positive).getByRole('button', { name: /Set Range/ }));
    await userEvent.click(applyButton(panel));

    const applied = onApply.mock.calls[0]![0];
    const state = urlStateParse(new URLSearchParams('period=30d'), {
      pathname: '/DigitalSurvey@Web@portals/voice-of-customer/digital-surveys/reviews',
      now: Date.UTC(2026, 10, 25),
      timeZone: 'UTC',
    });
    expect(vocFiltersRead(vocFiltersWrite(state, applied))).toEqual(applied);
    expect(applied).toEqual({
      isFlagged: 'true',
      includeHidden: true,
      accountType: ['Residential'],
      accountExpired: false,
      activationMethod: [18],
      minVerbatimLength: 0,
      awsSentimentPositive: { from: 0.25, to: 1 },
    });
  });
});
