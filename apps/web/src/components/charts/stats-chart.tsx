import { MSG } from '@prism/domain';
import styles from './stats-chart.module.css';
import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';

export interface ChartStats {
  total: number | null;
  min: number | null;
  avg: number | null;
  max: number | null;
}

const FIGURES: readonly { key: keyof ChartStats; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'min', label: 'Min' },
  { key: 'avg', label: 'Avg' },
  { key: 'max', label: 'Max' },
];

/**
 * The stats widget: total over the period, min, mean and max of the series. A zero total or
 * average reads 'No Data' (spec 001 section 8); a figure the server could not give reads '–'.
 */
export function StatsChart({ stats, numberKind }: { stats: ChartStats; numberKind: ChartNumberKind }) {
  return (
    <div className={styles.host}>
      <dl className={styles.stats}>
        {FIGURES.map(({ key, label }) => {
          const value = stats[key];
          const noData = (key === 'total' || key === 'avg') && value === 0;
          return (
            <div key={key} className={styles.figure}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>
                {noData
                  ? MSG.chartStatNoData
                  : chartNumberFormat(
                      value,
                      key === 'avg' && numberKind === 'count' ? 'decimal' : numberKind,
                    )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
