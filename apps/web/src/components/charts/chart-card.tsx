import { MSG, metricFilterRefusedMessage } from '@prism/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
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
  /** More header controls after 'Download CSV' (the zoom toggle, the action menu). */
  actions?: ReactNode;
  /** A row under the header (a multi chart's tabs). */
  toolbar?: ReactNode;
  /** The chart, rendered only once its data is ready. */
  children?: ReactNode;
  /** Height of the chart area, kept in every state so the grid does not jump. */
  height?: number;
}

/**
 * The frame of every chart: title, filter warning, the chart area in its state (a skeleton while
 * loading, 'No Data Found' for an empty answer, the chart error text on failure, a placeholder
 * notice), the warnings, the 'Download CSV' action for the data shown and any further actions.
 */
export function ChartCard({
  title,
  description,
  state,
  refused = [],
  warnings = [],
  actions,
  toolbar,
  children,
  height = 240,
}: ChartCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={state.status === 'pending'}>
      {/* A div, not a header: the page's one banner landmark is the top bar. */}
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.title} id={headingId}>
            {title}
          </h2>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <div className={styles.actions}>
          {state.status === 'ready' ? (
            <Button variant="borderless" size="small" onClick={() => download(title, state.csv)}>
              {MSG.chartDownloadCsv}
            </Button>
          ) : null}
          {actions}
        </div>
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
        </p>
      ))}
      <div className={styles.body} style={{ minHeight: height }}>
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
    </section>
  );
}

function download(title: string, data: ChartCsvData) {
  saveTextFile(chartCsv(data), chartCsvFileName(title));
}
