import { describe, expect, it } from 'vitest';
import { dashboardPointerCell } from './dashboard-pointer';

// Four 100 px columns with 16 px gaps (448 px), rows of 84 px.
const metrics = { left: 10, top: 20, width: 448, columns: 4, rowPx: 84, gapPx: 16 };

describe('dashboardPointerCell', () => {
  it('finds the column and row under the pointer', () => {
    expect(dashboardPointerCell(metrics, 10, 20)).toEqual({ x: 0, y: 0 });
    expect(dashboardPointerCell(metrics, 10 + 116 + 50, 20 + 100 * 2 + 40)).toEqual({ x: 1, y: 2 });
    expect(dashboardPointerCell(metrics, 10 + 447, 20 + 83)).toEqual({ x: 3, y: 0 });
  });

  it('gives a point in a gap to the nearer track', () => {
    expect(dashboardPointerCell(metrics, 10 + 100 + 7, 20)).toEqual({ x: 0, y: 0 });
    expect(dashboardPointerCell(metrics, 10 + 100 + 9, 20 + 84 + 9)).toEqual({ x: 1, y: 1 });
  });

  it('keeps the cell inside the grid when the pointer leaves it', () => {
    expect(dashboardPointerCell(metrics, -500, -500)).toEqual({ x: 0, y: 0 });
    expect(dashboardPointerCell(metrics, 5000, 20 + 100 * 7)).toEqual({ x: 3, y: 7 });
  });
});
