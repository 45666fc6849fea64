import type { HelixStatusRow } from '@prism/domain';
import { countFormat, relativeTimeFormat, timestampFormat } from '../../../lib/format';
import { CODE_LANGUAGE_LABELS } from '../lib/platform-rows';
import { HELIX_STATE_WORDS, helixVolumeShare } from '../lib/helix-status';
import styles from './registry-status.module.css';

const STATE_TONES: Readonly<Record<HelixStatusRow['state'], string>> = {
  ok: 'tone-ok',
  quiet: 'tone-warning',
  silent: 'tone-neutral',
  errors: 'tone-danger',
};

/** An app's state as a badge: the word, its meaning on hover and for screen readers, colour besides. */
export function HelixStateBadge({ state }: { state: HelixStatusRow['state'] }) {
  const words = HELIX_STATE_WORDS[state];
  return (
    <span className={`${styles.badge} ${styles[STATE_TONES[state]]}`} title={words.meaning}>
      {words.label}
      <span className={styles.visuallyHidden}>: {words.meaning}</span>
    </span>
  );
}

/** The last hour's events against the usual hour: the figures, and a bar whose middle is the usual. */
function VolumeCell({ row }: { row: HelixStatusRow }) {
  const share = helixVolumeShare(row);
  const usual = Math.round(row.usualPerHour);
  const text =
    share === null
      ? `${countFormat(row.eventsLastHour)} (no usual yet)`
      : `${countFormat(row.eventsLastHour)} of usual ${countFormat(usual)} (${Math.round((row.eventsLastHour / row.usualPerHour) * 100)}%)`;
  return (
    <div className={styles.volume}>
      <span className={styles.nowrap}>{text}</span>
      {share === null ? null : (
        <div className={styles.bar} aria-hidden="true">
          <div className={styles.barFill} data-low={share < 0.5} style={{ width: `${(share / 2) * 100}%` }} />
          <div className={styles.barUsual} />
        </div>
      )}
    </div>
  );
}

export interface HelixStatusTableProps {
  rows: readonly HelixStatusRow[];
  /** When the report was read: the "ago" of the last events is counted from it. */
  nowMs: number;
}

/** A row per app and platform: state, last event, the last hour against the usual, Helix versions, schema errors. */
export function HelixStatusTable({ rows, nowMs }: HelixStatusTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Status per application and platform">
        <thead>
          <tr>
            <th scope="col">Application</th>
            <th scope="col">Platform</th>
            <th scope="col">State</th>
            <th scope="col">Last event</th>
            <th scope="col">Events in the last hour</th>
            <th scope="col">Helix versions (24 h)</th>
            <th scope="col" className={styles.numeric}>
              Schema errors
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.appId}:${row.platform}`}>
              <th scope="row" className={styles.ident}>
                {row.appId}
              </th>
              <td className={styles.nowrap}>
                <span className={styles.ident}>{row.platform}</span>{' '}
                <span className={styles.small}>
                  #{row.platformId} · {CODE_LANGUAGE_LABELS[row.language]}
                </span>
              </td>
              <td>
                <HelixStateBadge state={row.state} />
              </td>
              <td className={styles.nowrap}>
                {row.lastEventAt === null ? (
                  <span className={styles.small}>Never</span>
                ) : (
                  <>
                    {relativeTimeFormat(row.lastEventAt, nowMs)}
                    <div className={styles.small}>{timestampFormat(row.lastEventAt)}</div>
                  </>
                )}
              </td>
              <td>
                <VolumeCell row={row} />
              </td>
              <td>
                {row.helixVersions.length === 0 ? (
                  <span className={styles.small}>None declared</span>
                ) : (
                  <ul className={styles.plainList} aria-label={`Helix versions of ${row.appId}`}>
                    {row.helixVersions.map((version) => (
                      <li key={version.version} className={styles.chip}>
                        {version.version} · {countFormat(version.events)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={`${styles.numeric} ${row.schemaErrors > 0 ? styles.failed : ''}`}>
                {countFormat(row.schemaErrors)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
