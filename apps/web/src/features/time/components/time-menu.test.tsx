import { DAY_MS, HOUR_MS, MSG } from '@prism/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeMenu, TimeRangeText, type TimeMenuProps, type TimeMenuValue } from './time-menu';

// Sunday 22 November 2026, 14:35 in New York.
const NOW = Date.UTC(2026, 10, 22, 19, 35);
const ZONE = 'America/New_York';
const DEFAULTS: TimeMenuValue = {
  period: '24h',
  periodOffset: 0,
  stepMs: HOUR_MS,
  fiscal: false,
  partialData: false,
  timeZone: ZONE,
};

function renderMenu(
  value: Partial<TimeMenuValue> = {},
  simple = false,
  extra: Pick<TimeMenuProps, 'retention' | 'recentPeriods' | 'roles' | 'rangeLimitDays'> = {},
) {
  const onApply = vi.fn<(value: TimeMenuValue) => void>();
  render(
    <div>
      <p>Outside</p>
      <TimeMenu
        value={{ ...DEFAULTS, ...value }}
        defaults={DEFAULTS}
        now={NOW}
        simple={simple}
        onApply={onApply}
        {...extra}
      />
    </div>,
  );
  return { onApply };
}

const openMenu = (label = 'Last 24 hours') => userEvent.click(screen.getByRole('button', { name: label }));
const panel = () => screen.queryByRole('dialog', { name: 'Time menu' });
const apply = () => screen.getByRole('button', { name: 'Apply' });
/** Moves the group-by slider to the mark of a step, as a drag ending there would. */
function chooseStep(label: string) {
  const slider = screen.getByRole('slider', { name: 'Group by' });
  const marks = [
    ...(document.getElementById(slider.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []),
  ];
  const index = marks.findIndex((mark) => mark.label === label);
  expect(index, `a mark for ${label}`).toBeGreaterThanOrEqual(0);
  fireEvent.change(slider, { target: { value: String(index) } });
}

describe('TimeMenu', () => {
  it('names the period on its button and shows the resolved range', () => {
    renderMenu({ period: '1w', periodOffset: 1 });
    expect(screen.getByRole('button', { name: 'Previous week' })).toHaveAttribute('aria-expanded', 'false');
    render(<TimeRangeText value={DEFAULTS} now={NOW} />);
    expect(screen.getByText('Nov 21, 14:35 – Nov 22, 14:35 (UTC−05:00)')).toBeInTheDocument();
  });

  it('keeps choices as a draft until Apply, then applies them together', async () => {
    const { onApply } = renderMenu();
    await openMenu();
    expect(apply()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    chooseStep('1 day');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Partial data' }));
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledExactlyOnceWith({
      ...DEFAULTS,
      period: '7d',
      stepMs: DAY_MS,
      partialData: true,
    });
    expect(panel()).not.toBeInTheDocument();
  });

  it('gives a new range its own default step: Last 30 days after Last 24 hours is a day', async () => {
    const { onApply } = renderMenu({ stepMs: HOUR_MS });
    await openMenu();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.getByRole('slider', { name: 'Group by' })).toHaveAttribute('aria-valuetext', '1 day');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 2 hours' }));
    expect(screen.getByRole('slider', { name: 'Group by' })).toHaveAttribute('aria-valuetext', '1 minute');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '30d', stepMs: DAY_MS }));
  });

  it('keeps a step the user chose for the range, and the applied step while the range is unchanged', async () => {
    const { onApply } = renderMenu({ period: '30d', stepMs: HOUR_MS });
    await openMenu('Last 30 days');
    expect(screen.getByRole('slider', { name: 'Group by' })).toHaveAttribute('aria-valuetext', '1 hour');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 14 days' }));
    chooseStep('12 hours');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByRole('slider', { name: 'Group by' })).toHaveAttribute('aria-valuetext', '12 hours');
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '7d', stepMs: 12 * HOUR_MS }));
  });

  it('turns fiscal mode on when a fiscal step is chosen', async () => {
    const { onApply } = renderMenu({ period: '7d', stepMs: DAY_MS });
    await openMenu('Last 7 days');
    chooseStep('7 days (fiscal week)');
    expect(screen.getByRole('checkbox', { name: 'Fiscal time' })).toBeChecked();
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ stepMs: 7 * DAY_MS, fiscal: true }));
  });

  it('drops the draft on Cancel, on Escape and on a click outside', async () => {
    const { onApply } = renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel()).not.toBeInTheDocument();

    await openMenu();
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();

    await openMenu();
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    await userEvent.click(screen.getByText('Outside'));
    expect(panel()).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('enables Reset only when the draft differs from the defaults, and returns the draft to them', async () => {
    const { onApply } = renderMenu({ period: '7d', stepMs: DAY_MS, timeZone: 'UTC' });
    await openMenu('Last 7 days');
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(screen.getByRole('radio', { name: 'Last 24 hours' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(ZONE);
    expect(reset).toBeDisabled();
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(DEFAULTS);
  });

  it('keeps Reset disabled on the defaults and Apply disabled while nothing changed', async () => {
    renderMenu();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 24 hours' }));
    expect(apply()).toBeDisabled();
  });

  it('rejects an end before the start and a date after today, and applies a valid custom range', async () => {
    const { onApply } = renderMenu();
    await openMenu();
    const start = screen.getByLabelText('Start Time');
    const end = screen.getByLabelText('End Time');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-20T10:00');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.endBeforeStart);
    expect(MSG.endBeforeStart).toBe('End Time must be greater than Start Time.');
    expect(apply()).toBeDisabled();

    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-24T10:00');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.dateAfterToday);
    expect(apply()).toBeDisabled();

    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20T00:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-21T00:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(apply());
    const startMs = Date.UTC(2026, 10, 20, 5);
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ period: `${startMs}:${startMs + DAY_MS}`, periodOffset: 0 }),
    );
  });

  it('reads a custom range in the chosen time zone', async () => {
    const { onApply } = renderMenu();
    await openMenu();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    const start = screen.getByLabelText('Start Time');
    const end = screen.getByLabelText('End Time');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20T00:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-21T00:00');
    await userEvent.click(apply());
    const startMs = Date.UTC(2026, 10, 20);
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ period: `${startMs}:${startMs + DAY_MS}`, timeZone: 'UTC' }),
    );
  });

  it('disables Next at the latest period, with its tooltip', async () => {
    const { onApply } = renderMenu({ period: '7d' });
    const next = screen.getByRole('button', { name: 'Next period' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(next);
    expect(screen.getByRole('tooltip')).toHaveTextContent(MSG.nextPeriodOutOfRange);
    await userEvent.click(next);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('hides the previous and next hints on leave, on blur and on Escape', async () => {
    renderMenu({ period: '7d', periodOffset: 1 });
    const next = screen.getByRole('button', { name: 'Next period' });
    await userEvent.hover(next);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Next Period');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.unhover(next);
    const previous = screen.getByRole('button', { name: 'Previous period' });
    await userEvent.hover(previous);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Previous Period');
    await userEvent.unhover(previous);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => previous.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Previous Period');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => previous.blur());
    act(() => next.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Next Period');
    act(() => next.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('moves back and forward by one period', async () => {
    const { onApply } = renderMenu({ period: '7d', periodOffset: 1 });
    const next = screen.getByRole('button', { name: 'Next period' });
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await userEvent.hover(next);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Next Period');
    await userEvent.click(next);
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ period: '7d', periodOffset: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ period: '7d', periodOffset: 2 }));
  });

  it('offers only the period list in the simple menu', async () => {
    const { onApply } = renderMenu({ period: '1d' }, true);
    await openMenu('Yesterday');
    expect(screen.queryByLabelText('Start Time')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Group by' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '7d' }));
  });

  describe('pick a date (simple menu)', () => {
    const pickDays = async (start: string, end: string) => {
      fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
      fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
    };

    it('shows the applied period as days and applies whole picked days in the zone', async () => {
      const { onApply } = renderMenu({ period: '1d' }, true);
      await openMenu('Yesterday');
      expect(screen.getByLabelText('Start Date')).toHaveValue('2026-11-21');
      expect(screen.getByLabelText('End Date')).toHaveValue('2026-11-21');
      expect(screen.getByLabelText('End Date')).toHaveAttribute('max', '2026-11-22');
      await pickDays('2026-11-10', '2026-11-12');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Last 7 days' })).not.toBeChecked();
      await userEvent.click(apply());
      const start = Date.UTC(2026, 10, 10, 5);
      const end = Date.UTC(2026, 10, 13, 5);
      expect(onApply).toHaveBeenCalledWith(
        expect.objectContaining({ period: `${start}:${end}`, periodOffset: 0 }),
      );
    });

    it('reorders swapped days', async () => {
      const { onApply } = renderMenu({ period: '1d' }, true);
      await openMenu('Yesterday');
      await pickDays('2026-11-12', '2026-11-10');
      await userEvent.click(apply());
      const start = Date.UTC(2026, 10, 10, 5);
      const end = Date.UTC(2026, 10, 13, 5);
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: `${start}:${end}` }));
    });

    it('refuses a day after today', async () => {
      renderMenu({ period: '1d' }, true);
      await openMenu('Yesterday');
      await pickDays('2026-11-20', '2026-11-23');
      expect(screen.getByRole('alert')).toHaveTextContent(MSG.dateAfterToday);
      expect(apply()).toBeDisabled();
      await pickDays('2026-11-20', '2026-11-22');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(apply()).toBeEnabled();
    });

    it('refuses more than 31 days without prism-full, and allows them with it', async () => {
      renderMenu({ period: '1d' }, true, { roles: ['prism-basic'] });
      await openMenu('Yesterday');
      await pickDays('2026-10-01', '2026-10-31');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await pickDays('2026-10-01', '2026-11-01');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You do not have permissions to request greater than 31 days of data.',
      );
      expect(apply()).toBeDisabled();
    });

    it('allows more than 31 days to a prism-full user', async () => {
      const { onApply } = renderMenu({ period: '1d' }, true, { roles: ['prism-basic', 'prism-full'] });
      await openMenu('Yesterday');
      await pickDays('2026-09-01', '2026-11-02');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(apply());
      expect(onApply).toHaveBeenCalled();
    });

    it('refuses a range entry over 31 days without prism-full in the full menu too', async () => {
      const { onApply } = renderMenu({}, false, { roles: ['prism-basic'] });
      await openMenu();
      await userEvent.click(screen.getByRole('radio', { name: 'Last 3 months' }));
      expect(screen.getByRole('alert')).toHaveTextContent(MSG.longRangeForbidden);
      expect(apply()).toBeDisabled();
      await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(apply());
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '30d' }));
    });

    it('applies a range entry over 31 days for prism-full', async () => {
      const { onApply } = renderMenu({}, false, { roles: ['prism-basic', 'prism-full'] });
      await openMenu();
      await userEvent.click(screen.getByRole('radio', { name: 'Last 3 months' }));
      await userEvent.click(apply());
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '3mo' }));
    });

    it('refuses more days than a set range limit', async () => {
      renderMenu({ period: '1d' }, true, { roles: ['prism-full'], rangeLimitDays: 14 });
      await openMenu('Yesterday');
      await pickDays('2026-11-01', '2026-11-14');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await pickDays('2026-11-01', '2026-11-15');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We are currently working on our servers to allow for requests for more than 14 days.',
      );
      expect(apply()).toBeDisabled();
    });
  });

  it('warns video-domain pages about the 21-day retention, in group or application wording', async () => {
    renderMenu({}, false, { retention: { kind: 'group', name: 'TV apps' } });
    await openMenu();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The data for group "TV apps" is subject to a 21-day retention policy.',
    );
    expect(apply()).toBeDisabled();
  });

  it('checks a custom range against the retention window too', async () => {
    renderMenu({}, false, { retention: { kind: 'application', name: 'OneApp@Roku' } });
    await openMenu();
    await userEvent.clear(screen.getByLabelText('Start Time'));
    await userEvent.type(screen.getByLabelText('Start Time'), '2026-10-01T00:00');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The data for application "OneApp@Roku" is subject to a 21-day retention policy.',
    );
  });

  it('does not warn other apps about retention', async () => {
    renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(apply()).toBeEnabled();
  });

  it('offers the recent periods and applies one', async () => {
    const start = Date.UTC(2026, 10, 10, 5);
    const end = Date.UTC(2026, 10, 11, 5);
    const { onApply } = renderMenu({}, false, { recentPeriods: ['7d', `${start}:${end}`, '1w'] });
    await openMenu();
    const recent = screen.getByRole('group', { name: 'Recent periods' });
    expect(recent).toHaveTextContent('Last 7 days');
    expect(screen.getByRole('button', { name: 'Recent period: Last week' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Recent period: Nov 10, 00:00 – Nov 11, 00:00 (UTC−05:00)' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recent period: Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Recent period: Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ period: '7d', periodOffset: 0 }));
  });
});

describe('group-by slider', () => {
  it('has one mark per step the range offers and snaps between them', async () => {
    const { onApply } = renderMenu({ period: '7d', stepMs: HOUR_MS });
    await openMenu('Last 7 days');
    const slider = screen.getByRole('slider', { name: 'Group by' });
    expect(slider).toHaveAttribute('max', '6');
    expect(slider).toHaveAttribute('aria-valuetext', '1 hour');
    // A drag that stops between marks lands on the nearest one.
    fireEvent.change(slider, { target: { value: '2.6' } });
    expect(slider).toHaveAttribute('aria-valuetext', '1 day');
    await userEvent.click(apply());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ stepMs: DAY_MS, fiscal: false }));
  });
});
