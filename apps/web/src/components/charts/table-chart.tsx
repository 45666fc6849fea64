import { useState } from 'react';
import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';
import { tableSort } from './lib/chart-rules';
import styles from './table-chart.module.css';

export interface TableChartData {
  headers: readonly string[];
  rows: readonly { name: string; values: readonly (number | null)[] }[];
}

export interface TableChartProps {
  table: TableChartData;
  numberKind: ChartNumberKind;
  /** What the table shows, for screen readers. */
  label: string;
  /** A click (or Enter) on a row's name follows the chart's navigation with that name. */
  onRowClick?: (name: string) => void;
  /**
   * Where a row's name leads: with it the name is a real link (open in a new tab, copy the
   * address), whose plain click still goes through `onRowClick`.
   */
  rowHref?: (name: string) => string | null;
  /** A name shown beside a row's value (an event case's name beside its id); the value stays what a click uses. */
  rowLabel?: (name: string) => string | undefined;
  height: number;
}

interface Sort {
  column: number;
  direction: 'asc' | 'desc';
}

/**
 * The table widget: the answer's rows with sortable columns (a header click sorts by it, a new
 * column starts descending, a second click flips it), numbers in the metric's format. Row names
 * are links when the chart navigates.
 */
export function TableChart({
  table,
  numberKind,
  label,
  onRowClick,
  rowHref,
  rowLabel,
  height,
}: TableChartProps) {
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = sort ? tableSort(table.rows, sort.column, sort.direction) : table.rows;
  const toggle = (column: number) =>
    setSort((was) =>
      was?.column === column
        ? { column, direction: was.direction === 'desc' ? 'asc' : 'desc' }
        : { column, direction: 'desc' },
    );
  return (
    <div className={styles.scroll} style={{ maxHeight: height }}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {table.headers.map((header, column) => (
              <th
                key={`${header}-${column}`}
                scope="col"
                className={column > 0 ? styles.numeric : undefined}
                aria-sort={
                  sort?.column === column
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                <button type="button" className={styles.sort} onClick={() => toggle(column)}>
                  {header}
                  <span aria-hidden="true" className={styles.arrow}>
                    {sort?.column === column ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.name}>
                <RowName name={row.name} onRowClick={onRowClick} rowHref={rowHref} />
                <RowLabel text={rowLabel?.(row.name)} />
              </th>
              {row.values.map((value, index) => (
                <td key={index} className={styles.numeric}>
                  {chartNumberFormat(value, numberKind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's name: a real link when the chart leads to an address, else a button when it acts. */
function RowName({
  name,
  onRowClick,
  rowHref,
}: Pick<TableChartProps, 'onRowClick' | 'rowHref'> & { name: string }) {
  const href = onRowClick ? rowHref?.(name) : null;
  if (onRowClick && href)
    return (
      <a
        className={styles.link}
        href={href}
        onClick={(event) => {
          // A modified or middle click is the browser's: a new tab or window.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onRowClick(name);
        }}
      >
        {name}
      </a>
    );
  if (onRowClick)
    return (
      <button type="button" className={styles.link} onClick={() => onRowClick(name)}>
        {name}
      </button>
    );
  return name;
}

/** The name a row's value goes by, muted after it. */
function RowLabel({ text }: { text: string | undefined }) {
  return text ? <span className={styles.rowLabel}> {text}</span> : null;
}
