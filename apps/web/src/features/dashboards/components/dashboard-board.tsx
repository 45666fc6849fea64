import { DASHBOARD_GRID } from '@prism/domain';
import { useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { dashboardPointerCell, type DashboardGridMetrics } from '../lib/dashboard-pointer';
import styles from './dashboard-board.module.css';

/** What the board knows of a chart: its id and its title (for the layout controls' names). */
export interface DashboardBoardChart {
  id: string;
  title: string;
}

/** One chart of a board and its place on the 4-column grid. */
export interface DashboardBoardItem<C extends DashboardBoardChart = DashboardBoardChart> {
  definition: C;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a chart's cell offers while the dashboard is edited. */
export type DashboardCellAction =
  'left' | 'right' | 'up' | 'down' | 'narrower' | 'wider' | 'shorter' | 'taller' | 'edit' | 'remove';

/** The board's layout: its charts in place, and the editing callbacks when it is being edited. */
export interface DashboardBoardLayout<C extends DashboardBoardChart = DashboardBoardChart> {
  items: readonly DashboardBoardItem<C>[];
  /** When given, each cell shows move, resize, edit and remove controls that call it. */
  onCellAction?: (id: string, action: DashboardCellAction) => void;
  /** While editing: a chart dragged to a new place or size with the pointer. */
  onCellPlace?: (id: string, change: Partial<Pick<DashboardBoardItem, 'x' | 'y' | 'w' | 'h'>>) => void;
}

export interface DashboardBoardProps<C extends DashboardBoardChart> extends DashboardBoardLayout<C> {
  /**
   * The chart in a cell, `height` pixels tall. The page supplies it: the board lays charts out,
   * the charts feature draws them (features do not import each other; app/page/ joins them).
   */
  renderChart: (item: DashboardBoardItem<C>, index: number, height: number) => ReactNode;
}

/** 5.25rem at the root font size, and the grid's gap (var(--space-md)). */
const ROW_PX = 84;
const GAP_PX = 16;
/** The card's title bar and paddings, and the edit toolbar above it, around the chart area. */
const CARD_CHROME_PX = 64;
const TOOLBAR_PX = 32;

/**
 * A dashboard's charts on the grid of spec 001 section 9 (4 columns, rows of 5.25rem), each at its
 * own place and span; `renderChart` draws each chart to fit its cell.
 */
export function DashboardBoard<C extends DashboardBoardChart>({
  items,
  onCellAction,
  onCellPlace,
  renderChart,
}: DashboardBoardProps<C>) {
  const gridRef = useRef<HTMLDivElement>(null);
  const editing = onCellAction !== undefined;

  return (
    <div ref={gridRef} className={styles.grid} data-testid="dashboard-grid">
      {items.map((item, index) => {
        const cellPx = item.h * ROW_PX + (item.h - 1) * GAP_PX;
        const height = Math.max(cellPx - CARD_CHROME_PX - (editing ? TOOLBAR_PX : 0), 48);
        return (
          <div
            key={item.definition.id}
            className={editing ? `${styles.cell} ${styles.editing}` : styles.cell}
            style={{
              gridColumn: `${item.x + 1} / span ${item.w}`,
              gridRow: `${item.y + 1} / span ${item.h}`,
            }}
            data-testid={`dashboard-chart-${item.definition.id}`}
          >
            {editing && onCellPlace ? (
              // Pointer-only: the toolbar's buttons do the same from the keyboard.
              <span
                className={styles.resizeCorner}
                aria-hidden="true"
                title="Drag to resize"
                onPointerDown={(event) =>
                  pointerDragStart(event, 'resize', item, gridRef.current, (change) =>
                    onCellPlace(item.definition.id, change),
                  )
                }
              />
            ) : null}
            {onCellAction ? (
              <CellToolbar
                item={item}
                onAction={(action) => onCellAction(item.definition.id, action)}
                onGripDown={
                  onCellPlace
                    ? (event) =>
                        pointerDragStart(event, 'move', item, gridRef.current, (change) =>
                          onCellPlace(item.definition.id, change),
                        )
                    : undefined
                }
              />
            ) : null}
            {renderChart(item, index, height)}
          </div>
        );
      })}
    </div>
  );
}

const TOOLS: readonly { action: DashboardCellAction; text: string; label: string }[] = [
  { action: 'left', text: '←', label: 'Move left' },
  { action: 'right', text: '→', label: 'Move right' },
  { action: 'up', text: '↑', label: 'Move up' },
  { action: 'down', text: '↓', label: 'Move down' },
  { action: 'narrower', text: '−W', label: 'Narrower' },
  { action: 'wider', text: '+W', label: 'Wider' },
  { action: 'shorter', text: '−H', label: 'Shorter' },
  { action: 'taller', text: '+H', label: 'Taller' },
];

/** Buttons rather than dragging, so every layout change works from the keyboard too. */
function CellToolbar({
  item,
  onAction,
  onGripDown,
}: {
  item: DashboardBoardItem;
  onAction: (action: DashboardCellAction) => void;
  /** Starts a pointer move from the grip (the arrow buttons move it from the keyboard). */
  onGripDown?: (event: ReactPointerEvent<HTMLElement>) => void;
}) {
  const { x, y, w, h } = item;
  const disabled: Partial<Record<DashboardCellAction, boolean>> = {
    left: x === 0,
    right: x + w >= DASHBOARD_GRID.columns,
    up: y === 0,
    narrower: w <= 1,
    wider: w >= DASHBOARD_GRID.columns,
    shorter: h <= 1,
    taller: h >= DASHBOARD_GRID.maxHeight,
  };
  const title = item.definition.title;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={`Layout of ${title}`}>
      {onGripDown ? (
        <span className={styles.grip} aria-hidden="true" title="Drag to move" onPointerDown={onGripDown}>
          ⠿
        </span>
      ) : null}
      <span className={styles.toolbarLabel} aria-live="polite">
        {w} × {h}
      </span>
      {TOOLS.map((tool) => (
        <button
          key={tool.action}
          type="button"
          className={styles.tool}
          aria-label={`${tool.label}: ${title}`}
          title={tool.label}
          disabled={disabled[tool.action]}
          onClick={() => onAction(tool.action)}
        >
          {tool.text}
        </button>
      ))}
      <button
        type="button"
        className={styles.tool}
        aria-label={`Edit chart: ${title}`}
        title="Edit chart"
        onClick={() => onAction('edit')}
      >
        Edit
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.toolDanger}`}
        aria-label={`Remove chart: ${title}`}
        title="Remove chart"
        onClick={() => onAction('remove')}
      >
        Remove
      </button>
    </div>
  );
}

function gridMetrics(grid: HTMLElement): DashboardGridMetrics {
  const box = grid.getBoundingClientRect();
  const style = window.getComputedStyle(grid);
  return {
    left: box.left,
    top: box.top,
    width: box.width,
    columns: DASHBOARD_GRID.columns,
    rowPx: parseFloat(style.gridAutoRows) || ROW_PX,
    gapPx: parseFloat(style.rowGap) || GAP_PX,
  };
}

type PlaceChange = Partial<Pick<DashboardBoardItem, 'x' | 'y' | 'w' | 'h'>>;

/**
 * Pointer dragging beside the keyboard buttons: the grip moves the chart (it keeps the cell it was
 * grabbed by under the pointer), the corner resizes it. Each new cell the pointer reaches is
 * applied at once, so the other charts make room while dragging.
 */
function pointerDragStart(
  event: ReactPointerEvent<HTMLElement>,
  mode: 'move' | 'resize',
  item: DashboardBoardItem,
  grid: HTMLElement | null,
  onPlace: (change: PlaceChange) => void,
) {
  if (!grid || event.button !== 0) return;
  event.preventDefault();
  const handle = event.currentTarget;
  handle.setPointerCapture(event.pointerId);
  const metrics = gridMetrics(grid);
  const grabbed = dashboardPointerCell(metrics, event.clientX, event.clientY);
  const offset = { x: grabbed.x - item.x, y: grabbed.y - item.y };
  let last = '';
  const move = (moveEvent: PointerEvent) => {
    const cell = dashboardPointerCell(metrics, moveEvent.clientX, moveEvent.clientY);
    const change: PlaceChange =
      mode === 'move'
        ? { x: Math.max(cell.x - offset.x, 0), y: Math.max(cell.y - offset.y, 0) }
        : { w: Math.max(cell.x - item.x + 1, 1), h: Math.max(cell.y - item.y + 1, 1) };
    const key = JSON.stringify(change);
    if (key === last) return;
    last = key;
    onPlace(change);
  };
  const end = () => {
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', end);
    handle.removeEventListener('pointercancel', end);
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
}
