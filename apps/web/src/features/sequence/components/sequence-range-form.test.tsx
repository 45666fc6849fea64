import { MSG } from '@prism/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SequenceRangeForm } from './sequence-range-form';

function setup(current: { start: number; end: number } | null) {
  const onApply = vi.fn();
  const onReset = vi.fn();
  render(<SequenceRangeForm current={current} first={0} last={40} onApply={onApply} onReset={onReset} />);
  return { onApply, onReset, user: userEvent.setup() };
}

describe('SequenceRangeForm', () => {
  it('applies a new range', async () => {
    const { onApply, user } = setup(null);
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'End' }), '12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ start: 3, end: 12 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says an unchanged range in the spec's words and applies nothing", async () => {
    const { onApply, user } = setup({ start: 3, end: 12 });
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.sequenceRangeUnchanged);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose different start or end range than current.',
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it("says there is no range to reset in the spec's words", async () => {
    const { onReset, user } = setup(null);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No range to reset.');
    expect(onReset).not.toHaveBeenCalled();
  });

  it('resets a range that is set', async () => {
    const { onReset, user } = setup({ start: 1, end: 2 });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('marks the field of a bad bound and says why', async () => {
    const { onApply, user } = setup(null);
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '-2');
    await user.type(screen.getByRole('textbox', { name: 'End' }), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Start must be a whole number from 0 to 1,000,000.');
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'End' })).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByRole('textbox', { name: 'Start' }));
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('End must not be before start.');
    expect(screen.getByRole('textbox', { name: 'End' })).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });
});
