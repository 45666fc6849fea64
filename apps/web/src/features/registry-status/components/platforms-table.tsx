import { Link } from 'react-router';
import { timestampFormat } from '../../../lib/format';
import { CODE_LANGUAGE_LABELS, type PlatformRow } from '../lib/platform-rows';
import styles from './registry-status.module.css';

export interface PlatformsTableProps {
  rows: readonly PlatformRow[];
  /** The decoder page of one release (`?decoderVersion=…`). */
  decoderHref: (row: PlatformRow & { decoder: NonNullable<PlatformRow['decoder']> }) => string;
  /** Whether the decoder releases are still loading or failed (the column says so instead). */
  decoderState: 'ready' | 'loading' | 'failed';
}

/**
 * The application platforms with their ids, SDK languages, the entity's apps on each and each
 * platform's latest decoder; platforms the entity has no app on are muted, not hidden.
 */
export function PlatformsTable({ rows, decoderHref, decoderState }: PlatformsTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Application platforms">
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col" className={styles.numeric}>
              Id
            </th>
            <th scope="col">SDK language</th>
            <th scope="col">Applications</th>
            <th scope="col">Latest decoder</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={row.apps.length === 0 ? styles.muted : undefined}>
              <th scope="row" className={styles.mono}>
                {row.name}
              </th>
              <td className={styles.numeric}>{row.id}</td>
              <td>{row.languages.map((language) => CODE_LANGUAGE_LABELS[language]).join(', ')}</td>
              <td>
                {row.apps.length === 0 ? (
                  <span className={styles.small}>No application here</span>
                ) : (
                  <ul className={styles.plainList} aria-label={`Applications on ${row.name}`}>
                    {row.apps.map((app) => (
                      <li key={app.id} className={styles.chip}>
                        {app.id}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                {row.decoder ? (
                  <>
                    <Link
                      className={styles.link}
                      to={decoderHref({ ...row, decoder: row.decoder })}
                      aria-label={`${row.name} decoder ${row.decoder.decoderVersion}`}
                    >
                      {row.decoder.decoderVersion}
                    </Link>{' '}
                    <span className={styles.small}>
                      decodes Helix {row.decoder.helixVersion} ·{' '}
                      {timestampFormat(row.decoder.releasedAt).slice(0, 10)}
                    </span>
                  </>
                ) : (
                  <span className={styles.small}>
                    {decoderState === 'loading'
                      ? 'Loading…'
                      : decoderState === 'failed'
                        ? 'Unknown'
                        : 'No decoder released'}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
