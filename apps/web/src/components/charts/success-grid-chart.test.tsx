import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cellText, SuccessGridChart } from './success-grid-chart';

describe('SuccessGridChart', () => {
  it('writes rates with one decimal so neighbouring bands read apart', () => {
    expect(cellText(99)).toBe('99.0');
    expect(cellText(99.4)).toBe('99.4');
    expect(cellText(99.97)).toBe('100');
    expect(cellText(null)).toBe('–');
  });

  it('lays 100 cells out in 11 columns and calls back with a clicked cell from the keyboard', async () => {
    const user = userEvent.setup();
    const onTileClick = vi.fn();
    const tiles = Array.from({ length: 100 }, (_, index) => ({
      name: `api-${index}`,
      value: index,
      target: `/api/${index}`,
    }));
    render(<SuccessGridChart tiles={tiles} label="Grid" height={400} onTileClick={onTileClick} />);
    const grid = screen.getByRole('list', { name: 'Grid' });
    expect(grid).toHaveAttribute('data-columns', '11');
    expect(grid.style.gridTemplateColumns).toBe('repeat(11, 40px)');
    const cell = within(grid).getByRole('button', { name: 'api-95: 95.0%' });
    cell.focus();
    await user.keyboard('{Enter}');
    expect(onTileClick).toHaveBeenCalledWith('/api/95');
    expect(
      within(screen.getByRole('list', { name: 'Success rate bands' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  });
});
