import { Link } from 'react-router';
import { timestampFormat } from '../../../lib/format';
import type { HelixDecoder } from '../api/get-helix-decoders';
import styles from './registry-status.module.css';

export interface DecoderTableProps {
  decoders: readonly HelixDecoder[];
  /** The page of one decoder release. */
  decoderHref: (decoder: HelixDecoder) => string;
  label: string;
}

/** Decoder releases: platform and its id, decoder version, the Helix version it decodes, when, by whom, notes. */
export function DecoderTable({ decoders, decoderHref, label }: DecoderTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            <th scope="col" className={styles.numeric}>
              Id
            </th>
            <th scope="col">Decoder version</th>
            <th scope="col">Decodes Helix</th>
            <th scope="col">Released</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {decoders.map((decoder) => (
            <tr key={`${decoder.platform}:${decoder.decoderVersion}`}>
              <th scope="row" className={styles.mono}>
                {decoder.platform}
              </th>
              <td className={styles.numeric}>{decoder.platformId}</td>
              <td>
                <Link
                  className={`${styles.link} ${styles.mono}`}
                  to={decoderHref(decoder)}
                  aria-label={`${decoder.platform} decoder ${decoder.decoderVersion}`}
                >
                  {decoder.decoderVersion}
                </Link>
              </td>
              <td className={styles.mono}>{decoder.helixVersion}</td>
              <td className={styles.nowrap}>
                {timestampFormat(decoder.releasedAt)}
                <div className={styles.small}>by {decoder.releasedBy}</div>
              </td>
              <td>{decoder.notes || <span className={styles.small}>none</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
