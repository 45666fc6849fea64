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

/** The height two rows of figures take at full size (label, value, padding and the gap between). */
const TWO_ROWS_PX = 160;

/**
 * The stats widget: total over the period, min, mean and max of the series. A zero total or
 * average reads 'No Data' (spec 001 section 8); a figure the server could not give reads '–'.
 * Given less `height` than two rows of figures need (a dashboard card two rows high), the figures
 * are set smaller so that both rows still show in a narrow card; a wide one puts them in one row.
 */
export function StatsChart({
  stats,
  numberKind,
  height,
}: {
  stats: ChartStats;
  numberKind: ChartNumberKind;
  height?: number;
}) {
  const compact = height !== undefined && height < TWO_ROWS_PX;
  return (
    <div className={styles.host} data-compact={compact || undefined}>
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
