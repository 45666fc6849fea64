import { COLUMN_WIDTH_MIN, FEEDBACK_COLUMNS, type FeedbackColumn, type FeedbackField } from '@prism/domain';
import {
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  metaHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type Header,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router';
import type { FeedbackRow } from '../../api/feedback';
import type { FeedbackSort } from '../../lib/reviews-url';
import { FeedbackCell } from './feedback-cell';
import { ReviewsCellContext, type ReviewsCellContextValue } from './reviews-cell-context';
import styles from './reviews-table.module.css';

/** Fixed geometry, so rows need no measuring: two lines of text in a row, the head's two rows. */
export const REVIEWS_ROW_HEIGHT = 56;
const SECTION_ROW_HEIGHT = 28;
const HEADER_ROW_HEIGHT = 40;
export const REVIEWS_HEAD_HEIGHT = SECTION_ROW_HEIGHT + HEADER_ROW_HEIGHT;
const ACTIONS_WIDTH = 76;
/** A keyboard resize step, in px. */
const RESIZE_STEP = 10;

const features = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<{ column: FeedbackColumn }>(),
});
type Features = typeof features;
type ReviewsTableModel = ReturnType<typeof useTable<Features, FeedbackRow>>;
type ReviewsHeader = Header<Features, FeedbackRow, unknown>;
type ReviewsRowModel = Row<Features, FeedbackRow>;

const helper = createColumnHelper<Features, FeedbackRow>();

/**
 * One column definition per catalogue entry, made once: a column starts at the catalogue's width
 * (150 unless stated) and can be narrowed to 100 px (spec 001 section 5). Its cells are drawn by
 * `FeedbackCell` from the column and the value.
 */
const COLUMN_DEFS = new Map(
  FEEDBACK_COLUMNS.map((column) => [
    column.id,
    helper.accessor((row): unknown => row[column.id], {
      id: column.id,
      header: column.label,
      size: column.minWidth,
      minSize: COLUMN_WIDTH_MIN,
      meta: { column },
    }),
  ]),
);

const rowIdOf = (row: FeedbackRow) => row._id;
const NO_HEADERS: readonly never[] = [];

/** A cell's width style, one object per column for the table's life. */
const cellStyles = new Map<string, CSSProperties>();
function cellStyle(id: string): CSSProperties {
  let style = cellStyles.get(id);
  if (!style) {
    style = { width: `var(--col-${id})` };
    cellStyles.set(id, style);
  }
  return style;
}

export interface ReviewsTableProps {
  rows: FeedbackRow[];
  /** The columns shown, in order. */
  columns: readonly FeedbackColumn[];
  sort: FeedbackSort;
  /** A header was clicked: the page turns it into the next sort. */
  onSort: (field: FeedbackField) => void;
  /** Rows can be selected (the user may triage). */
  selectable: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  /** Where a row's item is triaged; none: no triage link. */
  triageHref?: ((id: string) => string) | undefined;
  /** The rows shown are the previous page's while the next one loads. */
  busy: boolean;
  /** The number (1-based, over the whole list) of the first row, for assistive technology. */
  firstRowNumber: number;
  /** The total of the list, when known. */
  rowCount?: number | undefined;
  cellContext: ReviewsCellContextValue;
}

/**
 * The reviews table: TanStack Table for the columns, their sizes and resizing, and the row
 * selection; TanStack Virtual (in `ReviewsGrid`) for the rows and the columns, so only the cells
 * in view are drawn (100 rows × 90 columns draw a window of about a hundred cells). The head
 * sticks to the top with each column's section above it; the row controls stick to the left.
 */
export function ReviewsTable({
  rows,
  columns,
  sort,
  onSort,
  selectable,
  rowSelection,
  onRowSelectionChange,
  triageHref,
  busy,
  firstRowNumber,
  rowCount,
  cellContext,
}: ReviewsTableProps) {
  const columnDefs = useMemo(() => columns.flatMap((column) => COLUMN_DEFS.get(column.id) ?? []), [columns]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: rowIdOf,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowSelection: selectable,
    columnResizeMode: 'onChange',
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? NO_HEADERS;
  const tableRows = table.getRowModel().rows;
  const hasActions = selectable || triageHref !== undefined;
  const actionsWidth = hasActions ? ACTIONS_WIDTH : 0;

  const vars: Record<string, string | number> = {
    '--reviews-width': `${actionsWidth + table.getTotalSize()}px`,
    '--reviews-actions-width': `${actionsWidth}px`,
    '--reviews-row-height': `${REVIEWS_ROW_HEIGHT}px`,
    '--reviews-section-height': `${SECTION_ROW_HEIGHT}px`,
    '--reviews-header-height': `${HEADER_ROW_HEIGHT}px`,
    // As tall as its rows (and a horizontal scrollbar), up to the stylesheet's limit.
    height: REVIEWS_HEAD_HEIGHT + tableRows.length * REVIEWS_ROW_HEIGHT + 18,
  };
  for (const header of headers) vars[`--col-${header.id}`] = `${header.getSize()}px`;

  return (
    <ReviewsCellContext.Provider value={cellContext}>
      <ReviewsGrid
        table={table}
        headers={headers}
        rows={tableRows}
        style={vars as CSSProperties}
        actionsWidth={actionsWidth}
        sort={sort}
        onSort={onSort}
        selectable={selectable}
        triageHref={triageHref}
        busy={busy}
        firstRowNumber={firstRowNumber}
        rowCount={rowCount}
      />
    </ReviewsCellContext.Provider>
  );
}

interface ReviewsGridProps {
  table: ReviewsTableModel;
  headers: readonly ReviewsHeader[];
  rows: ReviewsRowModel[];
  /** The scroller's size and the column widths, as CSS variables. */
  style: CSSProperties;
  /** The row controls' width, 0 without them. */
  actionsWidth: number;
  sort: FeedbackSort;
  onSort: (field: FeedbackField) => void;
  selectable: boolean;
  triageHref?: ((id: string) => string) | undefined;
  busy: boolean;
  firstRowNumber: number;
  rowCount?: number | undefined;
}

/**
 * The scroller and the window of rows and columns drawn in it. Scrolling draws this component
 * again, not the table model above it; the head and the rows already drawn are memoised, so a
 * scroll step draws only the rows or columns coming into view.
 */
function ReviewsGrid({
  table,
  headers,
  rows,
  style,
  actionsWidth,
  sort,
  onSort,
  selectable,
  triageHref,
  busy,
  firstRowNumber,
  rowCount,
}: ReviewsGridProps) {
  const hasActions = actionsWidth > 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const columnKey = useCallback((index: number) => headers[index]?.id ?? index, [headers]);
  // The columns' virtualiser comes first and does not draw synchronously: on a scroll that moves
  // both ways, the rows' virtualiser, listening second, draws once with both windows up to date
  // (drawing synchronously here would first draw every row in view with the new columns, then
  // draw them all again as the rows change).
  // The app does not run the React Compiler; this component memoises its rows by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const columnVirtualizer = useVirtualizer({
    count: headers.length,
    getScrollElement,
    estimateSize: (index) => headers[index]?.getSize() ?? COLUMN_WIDTH_MIN,
    getItemKey: columnKey,
    horizontal: true,
    overscan: 2,
    scrollMargin: actionsWidth,
    useFlushSync: false,
  });
  const rowKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // Rows drawn beyond the view: Chromium scrolls a wheel's turn ahead of the page, and four rows
  // cover a slow frame of it; more would only add rows to draw after every jump.
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize: () => REVIEWS_ROW_HEIGHT,
    getItemKey: rowKey,
    overscan: 4,
    scrollMargin: REVIEWS_HEAD_HEIGHT,
  });
  const { columnSizing } = table.state;
  // Sizes come from the table's state: a resize (or another set of columns) measures again.
  useLayoutEffect(() => columnVirtualizer.measure(), [columnVirtualizer, columnSizing, headers]);

  const virtualColumns = columnVirtualizer.getVirtualItems();
  const firstStart = virtualColumns[0]?.start ?? actionsWidth;
  const lastEnd = virtualColumns[virtualColumns.length - 1]?.end ?? actionsWidth;
  const padLeft = firstStart - actionsWidth;
  const padRight = Math.max(0, columnVirtualizer.getTotalSize() - (lastEnd - actionsWidth));

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      style={style}
      role="table"
      aria-label="Feedback"
      aria-rowcount={(rowCount ?? rows.length) + 1}
      aria-colcount={headers.length + (hasActions ? 1 : 0)}
      aria-busy={busy}
      tabIndex={0}
    >
      <ReviewsHead
        table={table}
        headers={headers}
        virtualColumns={virtualColumns}
        padLeft={padLeft}
        padRight={padRight}
        hasActions={hasActions}
        selectable={selectable}
        sort={sort}
        onSort={onSort}
      />
      <div role="rowgroup" className={styles.body} style={{ height: rowVirtualizer.getTotalSize() }}>
        {rowVirtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          if (!row) return null;
          return (
            <ReviewsRow
              key={row.id}
              row={row}
              number={firstRowNumber + virtual.index}
              start={virtual.start - REVIEWS_HEAD_HEIGHT}
              virtualColumns={virtualColumns}
              padLeft={padLeft}
              padRight={padRight}
              hasActions={hasActions}
              selectable={selectable}
              selected={row.getIsSelected()}
              triageHref={triageHref}
            />
          );
        })}
      </div>
    </div>
  );
}

interface ReviewsHeadProps {
  /** A new model after any change of the table's state: the head is drawn again. */
  table: ReviewsTableModel;
  headers: readonly ReviewsHeader[];
  virtualColumns: VirtualItem[];
  padLeft: number;
  padRight: number;
  hasActions: boolean;
  selectable: boolean;
  sort: FeedbackSort;
  onSort: (field: FeedbackField) => void;
}

/** The sticky head: the sections over the columns in view, then their headers (sort, resize). */
const ReviewsHead = memo(function ReviewsHead({
  table,
  headers,
  virtualColumns,
  padLeft,
  padRight,
  hasActions,
  selectable,
  sort,
  onSort,
}: ReviewsHeadProps) {
  const sections = sectionRuns(virtualColumns, headers);
  const allSelected = selectable && table.getIsAllPageRowsSelected();
  const someSelected = selectable && table.getIsSomePageRowsSelected();
  return (
    <div role="rowgroup" className={styles.head}>
      <div role="row" className={`${styles.headRow} ${styles.sectionRow}`} aria-hidden="true">
        {hasActions ? <div className={styles.actions} /> : null}
        {padLeft > 0 ? <div className={styles.pad} style={{ width: padLeft }} /> : null}
        {sections.map((run) => (
          <div key={run.key} className={styles.sectionCell} style={{ width: run.width }}>
            <span className={styles.sectionLabel}>{run.section}</span>
          </div>
        ))}
        {padRight > 0 ? <div className={styles.pad} style={{ width: padRight }} /> : null}
      </div>
      <div role="row" aria-rowindex={1} className={`${styles.headRow} ${styles.columnRow}`}>
        {hasActions ? (
          <div role="columnheader" aria-colindex={1} className={styles.actions}>
            {selectable ? (
              <input
                type="checkbox"
                aria-label="Select all rows on this page"
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={table.getToggleAllPageRowsSelectedHandler()}
              />
            ) : (
              <span className="visually-hidden">Triage</span>
            )}
          </div>
        ) : null}
        {padLeft > 0 ? <div className={styles.pad} style={{ width: padLeft }} /> : null}
        {virtualColumns.map((virtual) => {
          const header = headers[virtual.index];
          const column = header?.column.columnDef.meta?.column;
          if (!header || !column) return null;
          const sorted = sort.field === column.id ? sort.direction : undefined;
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-label={column.label}
              aria-colindex={virtual.index + (hasActions ? 2 : 1)}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              data-align={column.align}
              className={styles.columnHeader}
              style={cellStyle(header.id)}
            >
              <button
                type="button"
                className={styles.sortButton}
                title={`${column.section}: ${column.label}`}
                onClick={() => onSort(column.id)}
              >
                <span className={styles.headerLabel}>{column.label}</span>
                <SortIcon direction={sorted} />
              </button>
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label={`Resize ${column.label}`}
                aria-valuenow={header.getSize()}
                aria-valuemin={COLUMN_WIDTH_MIN}
                tabIndex={0}
                className={styles.resizer}
                data-resizing={header.column.getIsResizing()}
                onMouseDown={header.getResizeHandler()}
                onTouchStart={header.getResizeHandler()}
                onDoubleClick={() => header.column.resetSize()}
                onKeyDown={(event) =>
                  resizeByKey(event, (delta) =>
                    table.setColumnSizing((sizes) => ({
                      ...sizes,
                      [header.id]: Math.max(COLUMN_WIDTH_MIN, header.getSize() + delta),
                    })),
                  )
                }
              />
            </div>
          );
        })}
        {padRight > 0 ? <div className={styles.pad} style={{ width: padRight }} /> : null}
      </div>
    </div>
  );
});

interface ReviewsRowProps {
  row: ReviewsRowModel;
  /** 1-based over the whole list. */
  number: number;
  /** Offset from the top of the body, in px. */
  start: number;
  virtualColumns: VirtualItem[];
  padLeft: number;
  padRight: number;
  hasActions: boolean;
  selectable: boolean;
  selected: boolean;
  triageHref?: ((id: string) => string) | undefined;
}

/**
 * One row: its controls, then the cells of the columns in view between two spacers. Placed with
 * `top`, not a transform: a transform would make each row a stacking context, and with the
 * sticky controls in it Chromium gives every row two compositor layers of the table's width.
 */
const ReviewsRow = memo(function ReviewsRow({
  row,
  number,
  start,
  virtualColumns,
  padLeft,
  padRight,
  hasActions,
  selectable,
  selected,
  triageHref,
}: ReviewsRowProps) {
  const cells = row.getAllCells();
  return (
    <div
      role="row"
      aria-rowindex={number + 1}
      aria-selected={selectable ? selected : undefined}
      className={styles.row}
      style={{ top: start }}
    >
      {hasActions ? (
        <div role="cell" aria-colindex={1} className={styles.actions}>
          {selectable ? (
            <input
              type="checkbox"
              aria-label={`Select row ${number}`}
              checked={selected}
              onChange={row.getToggleSelectedHandler()}
            />
          ) : null}
          {triageHref ? (
            <Link
              to={triageHref(row.id)}
              className={styles.iconButton}
              aria-label={`Triage row ${number}`}
              title="Triage this feedback"
            >
              <TriageIcon />
            </Link>
          ) : null}
        </div>
      ) : null}
      {padLeft > 0 ? <div className={styles.pad} style={{ width: padLeft }} /> : null}
      {virtualColumns.map((virtual) => {
        const cell = cells[virtual.index];
        const column = cell?.column.columnDef.meta?.column;
        if (!cell || !column) return null;
        return (
          <div
            key={cell.id}
            role="cell"
            aria-colindex={virtual.index + (hasActions ? 2 : 1)}
            data-align={column.align}
            className={styles.cell}
            style={cellStyle(column.id)}
          >
            <FeedbackCell column={column} value={cell.getValue()} />
          </div>
        );
      })}
      {padRight > 0 ? <div className={styles.pad} style={{ width: padRight }} /> : null}
    </div>
  );
});

interface SectionRun {
  key: string;
  section: string;
  width: number;
}

/** The sections over the columns in view: one cell per run of neighbouring columns of a section. */
function sectionRuns(virtualColumns: VirtualItem[], headers: readonly ReviewsHeader[]): SectionRun[] {
  const runs: SectionRun[] = [];
  for (const virtual of virtualColumns) {
    const section = headers[virtual.index]?.column.columnDef.meta?.column.section;
    if (!section) continue;
    const last = runs[runs.length - 1];
    if (last && last.section === section) last.width += virtual.size;
    else runs.push({ key: `${section}-${virtual.index}`, section, width: virtual.size });
  }
  return runs;
}

/** Arrow keys on a resize handle: 10 px narrower or wider. */
function resizeByKey(event: KeyboardEvent, resize: (delta: number) => void) {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    event.preventDefault();
    resize(event.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP);
  }
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      {direction === 'asc' ? (
        <path d="M6 2 10 8H2z" fill="currentColor" />
      ) : direction === 'desc' ? (
        <path d="M6 10 2 4h8z" fill="currentColor" />
      ) : (
        <path d="M6 1.5 9 5H3zM6 10.5 3 7h6z" fill="currentColor" opacity="0.5" />
      )}
    </svg>
  );
}

function TriageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
