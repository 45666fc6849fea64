import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import styles from './api-mappings.module.css';

/** One column of a rule table: what it sorts by and, when it differs, what it shows. */
export interface RuleColumn<T extends RowData> {
  id: string;
  header: string;
  value: (row: T) => string | number;
  cell?: (row: T) => ReactNode;
  numeric?: boolean;
  mono?: boolean;
}

export interface RuleTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: readonly RuleColumn<T>[];
  rowKey: (row: T) => string;
  /** The sort before the user picks one (the server's order when absent). */
  initialSort?: SortingState;
  /** The last column's buttons. */
  actions?: (row: T) => ReactNode;
  /** The row whose details show below it (its history), by key. */
  expandedKey?: string | null;
  expanded?: (row: T) => ReactNode;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

const SORT_MARK = { asc: '▲', desc: '▼' } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A table of rules or calls whose headers sort it (click or Enter on the header's button; again
 * to reverse), with a buttons column and an optional details row under one row.
 */
export function RuleTable<T extends RowData>({
  label,
  rows,
  columns,
  rowKey,
  initialSort = [],
  actions,
  expandedKey,
  expanded,
}: RuleTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => column.value(row), {
          id: column.id,
          header: column.header,
          sortFn: column.numeric ? 'basic' : 'alphanumeric',
          sortDescFirst: column.numeric ?? false,
        }),
      ),
    );
  }, [columns]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as T[],
    getRowId: rowKey,
    state: { sorting },
    onSortingChange: setSorting,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const span = columns.length + (actions ? 1 : 0);

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={column.numeric ? styles.number : undefined}
                  aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {column.header}
                    <span className={styles.sortMark} aria-hidden="true">
                      {sorted ? SORT_MARK[sorted] : ''}
                    </span>
                  </button>
                </th>
              );
            })}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={
                      [column.numeric ? styles.number : '', column.mono ? styles.mono : '']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  >
                    {column.cell ? column.cell(row.original) : column.value(row.original)}
                  </td>
                ))}
                {actions ? (
                  <td>
                    <div className={styles.actions}>{actions(row.original)}</div>
                  </td>
                ) : null}
              </tr>
              {expanded && expandedKey === row.id ? (
                <tr className={styles.historyRow}>
                  <td colSpan={span}>{expanded(row.original)}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
