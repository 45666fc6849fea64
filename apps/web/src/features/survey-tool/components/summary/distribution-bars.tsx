import type { SurveyQuestionAggregate } from '@prism/domain';
import { countFormat } from '../../../../lib/format';
import { shareFormat, shareOf } from './summary-figures';
import styles from './summary.module.css';

type Bar = SurveyQuestionAggregate['distribution'][number];

/** A bar's colour: the summary's own tones (NPS groups, yes and no), or the primary colour. */
export type BarTone = 'primary' | 'good' | 'middle' | 'bad' | 'muted';

export interface ScoreColumnsProps {
  /** What the columns count, for screen readers ("Answers per score"). */
  label: string;
  /** Every value of the scale in order, zeros included. */
  bars: readonly Bar[];
  /** The answers the shares are of. */
  total: number;
  /** The text under each column (the value itself unless given). */
  caption?: (bar: Bar) => string;
  tone?: (bar: Bar) => BarTone;
}

/**
 * A score's distribution as columns, one per value of its scale (zeros included, so the shape of
 * the scale shows): the count above each column, the value under it, the share on hover and in the
 * accessible text. The columns are a list, so a screen reader reads every value and its count.
 */
export function ScoreColumns({ label, bars, total, caption, tone }: ScoreColumnsProps) {
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <ol
      className={styles.columns}
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${bars.length}, 1fr)` }}
    >
      {bars.map((bar) => {
        const share = shareFormat(shareOf(bar.count, total));
        return (
          <li
            key={bar.value}
            className={styles.column}
            title={`${bar.label}: ${countFormat(bar.count)} (${share})`}
          >
            <span className="visually-hidden">
              {bar.label}: {countFormat(bar.count)} ({share})
            </span>
            <span className={styles.columnCount} aria-hidden="true">
              {countFormat(bar.count)}
            </span>
            <span className={styles.columnTrack} aria-hidden="true">
              <span
                className={styles.columnBar}
                data-tone={tone?.(bar) ?? 'primary'}
                style={{ height: `${(bar.count / most) * 100}%` }}
              />
            </span>
            <span className={styles.columnValue} aria-hidden="true">
              {caption ? caption(bar) : bar.value}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export interface ShareBarsProps {
  label: string;
  bars: readonly Bar[];
  /** What the shares are of: the answers (a choice question's respondents). */
  total: number;
  tone?: (bar: Bar) => BarTone;
}

/**
 * Counts as horizontal bars with their labels, counts and shares (choices, yes and no): the bar's
 * length is its share of `total`, so the bars of a multiple-choice question may add up past 100%.
 */
export function ShareBars({ label, bars, total, tone }: ShareBarsProps) {
  return (
    <ul className={styles.shareBars} aria-label={label}>
      {bars.map((bar) => {
        const share = shareOf(bar.count, total);
        return (
          <li key={bar.value} className={styles.shareBar}>
            <span className={styles.shareLabel}>{bar.label}</span>
            <span className={styles.shareFigures}>
              {countFormat(bar.count)} <span className={styles.muted}>({shareFormat(share)})</span>
            </span>
            <span className={styles.shareTrack} aria-hidden="true">
              <span
                className={styles.shareFill}
                data-tone={tone?.(bar) ?? 'primary'}
                style={{ width: `${Math.min(1, share) * 100}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export interface StackedShareProps {
  label: string;
  parts: readonly { key: string; label: string; count: number; tone: BarTone }[];
}

/**
 * One bar split into parts (promoters, passives, detractors) with a legend under it giving each
 * part's count and share; a part with no answers keeps its legend entry.
 */
export function StackedShare({ label, parts }: StackedShareProps) {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  return (
    <figure className={styles.stacked}>
      <div className={styles.stackedTrack} aria-hidden="true">
        {parts.map((part) =>
          part.count > 0 ? (
            <span
              key={part.key}
              className={styles.stackedPart}
              data-tone={part.tone}
              style={{ width: `${shareOf(part.count, total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <figcaption>
        <ul className={styles.legend} aria-label={label}>
          {parts.map((part) => (
            <li key={part.key} className={styles.legendItem}>
              <span className={styles.swatch} data-tone={part.tone} aria-hidden="true" />
              <span>{part.label}</span>
              <strong>{countFormat(part.count)}</strong>
              <span className={styles.muted}>({shareFormat(shareOf(part.count, total))})</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
