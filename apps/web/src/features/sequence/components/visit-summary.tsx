import type { VisitSummary } from '@prism/domain';
import { countFormat, timestampFormat } from '../../../lib/format';
import { sequenceDurationFormat } from '../lib/sequence-events';
import styles from './sequence.module.css';

/** The visit header: application, device, start, duration, event count and environment. */
export function VisitSummaryList({ summary }: { summary: VisitSummary }) {
  const items: [string, string][] = [
    ['Application', summary.appId],
    ['Device', summary.deviceId],
    ['Started', timestampFormat(summary.startMs)],
    ['Duration', sequenceDurationFormat(summary.endMs - summary.startMs)],
    ['Events', countFormat(summary.events)],
    ['Environment', summary.environment],
  ];
  return (
    <dl className={styles.summary} aria-label="Visit">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
