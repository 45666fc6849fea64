import { MSG } from '@prism/domain';
import { CompareChange } from './compare-change';
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

/** Stats with nothing in them: every figure zero or missing. */
export function statsEmpty(stats: ChartStats): boolean {
  return FIGURES.every(({ key }) => !stats[key]);
}

export interface StatsChartProps {
  stats: ChartStats;
  numberKind: ChartNumberKind;
  height?: number;
  /** The compare menu's stats: the total's change against them. */
  compare?: { label: string; stats: ChartStats };
  /** Whether a rise is good (use) or bad (errors); colours the change. */
  riseIsGood?: boolean;
}

/**
 * The stats widget: total over the period, min, mean and max of the series. Stats with nothing in
 * them (every figure zero or missing) read one 'No Data' (spec 001 section 8) rather than a 'No
 * Data' total beside a 0 minimum and maximum; otherwise a zero total or average reads 'No Data' and
 * a figure the server could not give reads '–'. With a compare, the total's change against the
 * compared total follows ('+12% vs previous period'). Given less `height` than two rows of figures
 * need (a dashboard card two rows high), the figures are set smaller so that both rows still show
 * in a narrow card; a wide one puts them in one row.
 */
export function StatsChart({ stats, numberKind, height, compare, riseIsGood }: StatsChartProps) {
  const compact = height !== undefined && height < TWO_ROWS_PX;
  const change = compare ? (
    <CompareChange
      value={stats.total}
      compared={compare.stats.total}
      label={compare.label}
      numberKind={numberKind}
      {...(riseIsGood !== undefined ? { riseIsGood } : {})}
    />
  ) : null;
  if (statsEmpty(stats)) {
    return (
      <div className={styles.host} data-compact={compact || undefined}>
        <p className={styles.noData}>{MSG.chartStatNoData}</p>
        {change ? <div className={styles.compare}>{change}</div> : null}
      </div>
    );
  }
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
      {change ? <div className={styles.compare}>{change}</div> : null}
    </div>
  );
}
