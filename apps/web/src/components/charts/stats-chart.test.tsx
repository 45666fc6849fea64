import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsChart } from './stats-chart';

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('StatsChart', () => {
  it('shows total, min, avg and max in the number format of the metric', () => {
    render(<StatsChart stats={{ total: 12345, min: 36, avg: 51.25, max: 72 }} numberKind="count" />);
    expect(figure('Total')).toBe('12,345');
    expect(figure('Min')).toBe('36');
    expect(figure('Avg')).toBe('51.25');
    expect(figure('Max')).toBe('72');
  });

  it('sets its figures smaller only when it has less height than two rows of them need', () => {
    const { container, rerender } = render(
      <StatsChart stats={{ total: 1, min: 1, avg: 1, max: 1 }} numberKind="count" height={120} />,
    );
    expect(container.querySelector('[data-compact]')).not.toBeNull();
    rerender(<StatsChart stats={{ total: 1, min: 1, avg: 1, max: 1 }} numberKind="count" height={168} />);
    expect(container.querySelector('[data-compact]')).toBeNull();
    rerender(<StatsChart stats={{ total: 1, min: 1, avg: 1, max: 1 }} numberKind="count" />);
    expect(container.querySelector('[data-compact]')).toBeNull();
  });

  it("reads 'No Data' for a zero total or average, and a dash for a missing figure", () => {
    render(<StatsChart stats={{ total: 0, min: null, avg: 0, max: 0 }} numberKind="percent" />);
    expect(figure('Total')).toBe('No Data');
    expect(figure('Avg')).toBe('No Data');
    expect(figure('Min')).toBe('–');
    expect(figure('Max')).toBe('0.0%');
  });
});
