import { MSG } from '@prism/domain';
import type { AggregateFigure } from './lib/chart-data';
import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';
import { aggregateChange } from './lib/chart-rules';
import { ChangeArrow, changeClassName } from './compare-change';
import styles from './aggregate-chart.module.css';

export interface AggregateChartProps {
  figure: AggregateFigure;
  numberKind: ChartNumberKind;
  /** The figure's caption: 'Total', or 'Avg' for a metric line's mean. */
  caption?: string;
  /** Whether a rise is good (counts of use) or bad (errors); colours the change. */
  riseIsGood?: boolean;
}

/**
 * The aggregate widget: the period's figure and, when the previous period had one, the increase
 * or decrease against it in integer percent with an up or down arrow, green when it goes the good
 * way and red otherwise. A zero figure reads 'No Data' (spec 001 section 8).
 */
export function AggregateChart({
  figure,
  numberKind,
  caption = 'Total',
  riseIsGood = true,
}: AggregateChartProps) {
  const change = aggregateChange(figure.value, figure.previous);
  return (
    <div className={styles.aggregate}>
      <p className={styles.caption}>{caption}</p>
      <p className={styles.value}>
        {figure.value === 0 ? MSG.chartStatNoData : chartNumberFormat(figure.value, numberKind)}
      </p>
      {change ? (
        <p className={changeClassName(change, riseIsGood)} data-direction={change.direction}>
          <ChangeArrow direction={change.direction} />{' '}
          {change.direction === 'up' ? 'Up' : change.direction === 'down' ? 'Down' : 'No change'}{' '}
          {change.direction === 'flat' ? '' : `${Math.abs(change.percent)}%`} vs previous period (
          {chartNumberFormat(figure.previous, numberKind)})
        </p>
      ) : null}
    </div>
  );
}
