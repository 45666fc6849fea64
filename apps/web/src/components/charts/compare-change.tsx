import { chartNumberFormat, type ChartNumberKind } from './lib/chart-format';
import { aggregateChange, type AggregateChange } from './lib/chart-rules';
import styles from './compare-change.module.css';

export interface CompareChangeProps {
  /** This period's figure. */
  value: number | null;
  /** The compared figure (the previous period's, all data's, another version's). */
  compared: number | null;
  /** What the compared figure is of: 'previous period', 'version 1.9.0'. */
  label: string;
  numberKind: ChartNumberKind;
  /** Whether a rise is good (use) or bad (errors); colours the change. */
  riseIsGood?: boolean;
}

/** A change line's classes: green when it goes the good way, red the other, plain when flat. */
export function changeClassName(change: AggregateChange | null, riseIsGood: boolean): string {
  const tone =
    !change || change.direction === 'flat'
      ? ''
      : (change.direction === 'up') === riseIsGood
        ? styles.good
        : styles.bad;
  return `${styles.change} ${tone}`;
}

/** The arrow before a change: up, down or a square for no change (hidden from screen readers). */
export function ChangeArrow({ direction }: { direction: AggregateChange['direction'] }) {
  return <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'}</span>;
}

/**
 * The compare menu's answer beside a figure: the change in integer percent (spec 001 section 9)
 * with an arrow, green when it goes the good way and red otherwise, and the compared figure:
 * '▲ +12% vs previous period (1,100)'. Without a compared figure to divide by, only the figure.
 */
export function CompareChange({ value, compared, label, numberKind, riseIsGood = true }: CompareChangeProps) {
  const change = aggregateChange(value, compared);
  const figure = chartNumberFormat(compared, numberKind);
  return (
    <p className={changeClassName(change, riseIsGood)} data-direction={change?.direction ?? 'none'}>
      {change ? (
        <>
          <ChangeArrow direction={change.direction} /> {change.percent > 0 ? '+' : ''}
          {change.percent}% vs {label} ({figure})
        </>
      ) : (
        <>
          vs {label}: {figure}
        </>
      )}
    </p>
  );
}
