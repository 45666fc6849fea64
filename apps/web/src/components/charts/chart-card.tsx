import { MSG, metricFilterRefusedMessage } from '@prism/domain';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';
import { ChartCardMenu, type ChartCardMenuItem } from './chart-card-menu';
import styles from './chart-card.module.css';
import { saveTextFile } from '../../lib/save-file';
import { chartCsv, chartCsvFileName, type ChartCsvData } from './lib/chart-csv';

/** What a chart card shows (spec 001 section 4): loading, failed, empty, or the chart and its data. */
export type ChartCardState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'empty' }
  /** A placeholder instead of the chart: 'Under construction' (with its date), an outdated metric. */
  | { status: 'notice'; notice: string; detail?: string }
  | { status: 'ready'; csv: ChartCsvData };

/** A warning shown above the chart: its title in bold, then the text (spec 001 section 8). */
export interface ChartCardWarning {
  title: string;
  text: string;
  /** Where to read more (the billing-migration warning's documentation page). */
  link?: { href: string; text: string };
}

export interface ChartCardProps {
  title: string;
  /** What the metric means, shown under the title. */
  description?: string;
  state: ChartCardState;
  /** Page filters the metric cannot apply: the card warns instead of failing (spec 001 section 8). */
  refused?: readonly string[];
  /** Other warnings: the Group Warning, the unique-users Data Warning. */
  warnings?: readonly ChartCardWarning[];
  /** The card's further actions (zoom, View query, History), in its menu after 'Download CSV'. */
  menu?: readonly ChartCardMenuItem[];
  /** A dialog one of the actions opened. */
  dialog?: ReactNode;
  /** A row under the header (a multi chart's tabs). */
  toolbar?: ReactNode;
  /** The chart, rendered only once its data is ready. */
  children?: ReactNode;
  /** Height of the chart area while there is no chart to draw, so the grid does not jump. */
  height?: number;
}

/**
 * The frame of every chart: title, filter warning, the chart area in its state (a skeleton while
 * loading, 'No Data Found' for an empty answer, the chart error text on failure, a placeholder
 * notice), the warnings, and one action menu: 'Download CSV' for the data shown, then any further
 * actions. The title keeps to one line (cut with an ellipsis, whole on hover), so the titles of a
 * row of cards line up.
 */
export function ChartCard({
  title,
  description,
  state,
  refused = [],
  warnings = [],
  menu = [],
  dialog,
  toolbar,
  children,
  height = 240,
}: ChartCardProps) {
  const headingId = useId();
  const items: ChartCardMenuItem[] = [
    ...(state.status === 'ready'
      ? [{ label: MSG.chartDownloadCsv, onSelect: () => download(title, state.csv) }]
      : []),
    ...menu,
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={state.status === 'pending'}>
      {/* A div, not a header: the page's one banner landmark is the top bar. */}
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.title} id={headingId} title={title}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <ChartCardMenu label={MSG.chartActions} items={items} />
      </div>
      {toolbar}
      {refused.length > 0 ? (
        <p className={styles.warning} role="note">
          <strong>{MSG.chartFilterWarningTitle}</strong> {metricFilterRefusedMessage(refused)}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning.title} className={styles.warning} role="note">
          <strong>{warning.title}</strong> {warning.text}
          {warning.link ? (
            <>
              {' '}
              <a className={styles.warningLink} href={warning.link.href}>
                {warning.link.text}
              </a>
            </>
          ) : null}
        </p>
      ))}
      {/* Until the chart is drawn the body keeps its height, so the grid does not jump; a drawn
          chart brings its own, and a short table then ends the card instead of floating in it. */}
      <div
        className={state.status === 'ready' ? `${styles.body} ${styles.ready}` : styles.body}
        style={state.status === 'ready' ? undefined : { minHeight: height }}
      >
        {state.status === 'pending' ? (
          <div className={styles.skeleton} data-testid="chart-skeleton">
            <Skeleton height={`${height - 8}px`} />
          </div>
        ) : state.status === 'error' ? (
          <p className={styles.message} role="alert">
            {MSG.chartLoadError}
          </p>
        ) : state.status === 'empty' ? (
          <p className={styles.message}>{MSG.chartNoData}</p>
        ) : state.status === 'notice' ? (
          <div className={styles.notice} role="status">
            <p className={styles.noticeTitle}>{state.notice}</p>
            {state.detail ? <p className={styles.message}>{state.detail}</p> : null}
          </div>
        ) : (
          children
        )}
      </div>
      {dialog}
    </section>
  );
}

function download(title: string, data: ChartCsvData) {
  saveTextFile(chartCsv(data), chartCsvFileName(title));
}
