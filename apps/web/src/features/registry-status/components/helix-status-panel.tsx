import type { SchemaError } from '@prism/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { countFormat, timestampFormat } from '../../../lib/format';
import type { HelixReport } from '../api/get-helix-report';
import { ERROR_PERIODS, type ErrorPeriod } from '../lib/helix-status';
import { HelixStatusTable } from './helix-status-table';
import styles from './registry-status.module.css';
import { SchemaErrorsTable } from './schema-errors-table';

export interface HelixStatusPanelProps {
  report: HelixReport | undefined;
  error: Error | null;
  isFetching: boolean;
  /** When the shown report was read (ms). */
  checkedAtMs: number;
  period: ErrorPeriod;
  onPeriodChange: (key: ErrorPeriod['key']) => void;
  onRefresh: () => void;
  visitHref: (error: SchemaError) => string;
  eventCaseHref: (error: SchemaError) => string | null;
}

/**
 * The status page's body: each app's state on its platform, and below the schema errors seen in
 * the chosen period. The figures stay while a refresh runs; a failed refresh says so above them.
 */
export function HelixStatusPanel({
  report,
  error,
  isFetching,
  checkedAtMs,
  period,
  onPeriodChange,
  onRefresh,
  visitHref,
  eventCaseHref,
}: HelixStatusPanelProps) {
  const periodId = useId();
  const toolbar = (
    <div className={styles.toolbar}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={periodId}>
          Schema errors over
        </label>
        <select
          id={periodId}
          className={styles.select}
          value={period.key}
          onChange={(event) => onPeriodChange(event.target.value as ErrorPeriod['key'])}
        >
          {ERROR_PERIODS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolbarEnd}>
        {report ? <span>Checked {timestampFormat(checkedAtMs)} · refreshes every minute</span> : null}
        <Button variant="secondary" size="small" onClick={onRefresh} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
    </div>
  );

  if (!report) {
    return (
      <div className={styles.stack}>
        {toolbar}
        {error ? (
          <LoadProblem
            message={`The status could not be loaded: ${error.message}`}
            onRetry={onRefresh}
            retrying={isFetching}
          />
        ) : (
          <div aria-busy="true" aria-label="Loading the status" className={styles.stackTight}>
            <Skeleton height="2.5rem" />
            <Skeleton height="8rem" />
          </div>
        )}
      </div>
    );
  }

  const errorTotal = report.errors.reduce((sum, item) => sum + item.count, 0);
  return (
    <div className={styles.stack} aria-busy={isFetching || undefined}>
      {toolbar}
      {error ? (
        <LoadProblem
          message={`The latest refresh failed (${error.message}); showing the status of ${timestampFormat(checkedAtMs)}.`}
          onRetry={onRefresh}
          retrying={isFetching}
        />
      ) : null}
      {report.rows.length === 0 ? (
        <StateFrame title="No client application to report on">
          <StateFrameText>
            These applications send no client events of their own (backends and survey tools are read
            elsewhere).
          </StateFrameText>
        </StateFrame>
      ) : (
        <HelixStatusTable rows={report.rows} nowMs={checkedAtMs} />
      )}
      <Card
        title={`Schema errors seen: ${period.label.toLowerCase()}`}
        headingId="helix-schema-errors"
        aside={
          report.errors.length > 0 ? (
            <span>
              {countFormat(errorTotal)} events, {countFormat(report.errors.length)} kinds
            </span>
          ) : null
        }
      >
        {report.errors.length === 0 ? (
          <p className={styles.note}>
            No schema errors in this period: every event these apps sent matched the registry.
          </p>
        ) : (
          <SchemaErrorsTable
            errors={report.errors}
            nowMs={checkedAtMs}
            visitHref={visitHref}
            eventCaseHref={eventCaseHref}
          />
        )}
      </Card>
    </div>
  );
}
