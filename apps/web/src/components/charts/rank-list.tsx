import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';
import styles from './rank-list.module.css';

export interface RankListRow {
  name: string;
  value: number | null;
  /** A second figure after the value (a network API's calls). */
  detail?: string;
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

/** The ranked list beside a bar or sunburst chart (bar with top, sunburst with top, network). */
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
            {row.detail ? <span className={styles.detail}> {row.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
