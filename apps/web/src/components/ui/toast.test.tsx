import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('dismisses itself after its duration, and not before', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toast tone="error" message="CSV Upload Error: x" durationSeconds={6} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('CSV Upload Error: x');
    act(() => vi.advanceTimersByTime(5999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses on its close button', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved" onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
