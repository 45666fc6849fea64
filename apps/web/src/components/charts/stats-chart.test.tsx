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
    render(<StatsChart stats={{ total: 0, min: null, avg: 0, max: 4 }} numberKind="percent" />);
    expect(figure('Total')).toBe('No Data');
    expect(figure('Avg')).toBe('No Data');
    expect(figure('Min')).toBe('–');
    expect(figure('Max')).toBe('4.0%');
  });

  it("shows stats with nothing in them as one 'No Data', not a 'No Data' total beside 0 min and max", () => {
    render(<StatsChart stats={{ total: 0, min: 0, avg: 0, max: 0 }} numberKind="count" />);
    expect(screen.getAllByText('No Data')).toHaveLength(1);
    expect(screen.queryByText('Min')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it("gives the total's change against the compare menu's stats", () => {
    const { rerender } = render(
      <StatsChart
        stats={{ total: 1120, min: 1, avg: 2, max: 3 }}
        numberKind="count"
        compare={{ label: 'previous period', stats: { total: 1000, min: 1, avg: 2, max: 3 } }}
      />,
    );
    expect(screen.getByText(/vs previous period/).textContent).toBe('▲ +12% vs previous period (1,000)');
    rerender(
      <StatsChart
        stats={{ total: 0, min: 0, avg: 0, max: 0 }}
        numberKind="count"
        compare={{ label: 'version 1.9.0', stats: { total: 40, min: 1, avg: 2, max: 3 } }}
      />,
    );
    expect(screen.getByText('No Data')).toBeTruthy();
    expect(screen.getByText(/vs version 1.9.0/).textContent).toBe('▼ -100% vs version 1.9.0 (40)');
  });
});
