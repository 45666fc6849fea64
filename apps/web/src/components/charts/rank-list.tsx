import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';
import styles from './rank-list.module.css';

export interface RankListRow {
  name: string;
  value: number | null;
  /** A second figure after the value (a network API's calls, the compared value). */
  detail?: string;
  /** What the second figure is, in full, on hover and for screen readers ('previous period: 1,100'). */
  detailLabel?: string;
  /** A colour swatch before the name (a success-rate band). */
  color?: string;
}

export interface RankListProps {
  rows: readonly RankListRow[];
  numberKind: ChartNumberKind;
  label: string;
  /** A click (or Enter) on a name follows the chart's navigation. */
  onRowClick?: (name: string) => void;
  height: number;
}

/**
 * The ranked list beside a bar or sunburst chart (bar with top, sunburst with top, network): a long
 * name is cut with an ellipsis, the whole name on hover.
 */
export function RankList({ rows, numberKind, label, onRowClick, height }: RankListProps) {
  return (
    <ol className={styles.list} aria-label={label} style={{ maxHeight: height }}>
      {rows.map((row, index) => (
        <li key={row.name} className={styles.row}>
          <span className={styles.rank}>{index + 1}</span>
          {row.color ? (
            <span className={styles.swatch} style={{ background: row.color }} aria-hidden="true" />
          ) : null}
          <span className={styles.name} title={row.name}>
            {onRowClick ? (
              <button type="button" className={styles.link} onClick={() => onRowClick(row.name)}>
                {row.name}
              </button>
            ) : (
              row.name
            )}
          </span>
          <span className={styles.value}>
            {chartNumberFormat(row.value, numberKind)}
            {row.detail ? (
              <span className={styles.detail} title={row.detailLabel}>
                {' '}
                {row.detailLabel ? <span className="visually-hidden">{row.detailLabel}</span> : null}
                <span aria-hidden={row.detailLabel ? true : undefined}>{row.detail}</span>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
