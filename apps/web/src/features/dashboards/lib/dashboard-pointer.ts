/** Where a dashboard grid is on screen and how big its tracks are, as the browser laid it out. */
export interface DashboardGridMetrics {
  left: number;
  top: number;
  width: number;
  columns: number;
  rowPx: number;
  gapPx: number;
}

/**
 * The grid cell under a pointer: its column (0 to columns − 1) and row (0 or more). A point in a
 * gap counts for the nearer track, so a drag does not flicker between two cells.
 */
export function dashboardPointerCell(
  metrics: DashboardGridMetrics,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const { left, top, width, columns, rowPx, gapPx } = metrics;
  const columnPx = (width - gapPx * (columns - 1)) / columns;
  const x = Math.floor((clientX - left + gapPx / 2) / (columnPx + gapPx));
  const y = Math.floor((clientY - top + gapPx / 2) / (rowPx + gapPx));
  return { x: Math.min(Math.max(x, 0), columns - 1), y: Math.max(y, 0) };
}
