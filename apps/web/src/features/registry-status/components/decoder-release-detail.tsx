import { timestampFormat } from '../../../lib/format';
import type { HelixDecoder } from '../api/get-helix-decoders';
import { decoderLagText } from '../lib/decoder-lag';
import { HelixRequirementPanel } from './helix-requirement-panel';
import styles from './registry-status.module.css';

export interface DecoderReleaseDetailProps {
  decoder: HelixDecoder;
  /** The newest released Helix version, when known. */
  latestHelix: string | null;
  /** How many changes the draft registry holds beyond the latest release, when known. */
  draftChanges: number | null;
  appIds: readonly string[];
}

/** One decoder release: what it is, whether Helix has moved on since, and what its Helix version requires. */
export function DecoderReleaseDetail({
  decoder,
  latestHelix,
  draftChanges,
  appIds,
}: DecoderReleaseDetailProps) {
  const lag = decoderLagText(decoder, latestHelix, draftChanges);
  return (
    <section className={styles.stack} aria-labelledby="decoder-release-title">
      <div className={styles.stackTight}>
        <h2 className={styles.versionTitle} id="decoder-release-title">
          {decoder.platform} decoder {decoder.decoderVersion}
        </h2>
        <p className={styles.note}>
          Platform id {decoder.platformId} · released {timestampFormat(decoder.releasedAt)} by{' '}
          {decoder.releasedBy}
          {decoder.notes ? ` · ${decoder.notes}` : ''}
        </p>
        <p className={lag.behind ? styles.notice : `${styles.notice} ${styles.noticeOk}`} role="status">
          {lag.text}
        </p>
      </div>
      <section className={styles.stackTight} aria-labelledby="decoder-requires-title">
        <h2 className={styles.versionTitle} id="decoder-requires-title">
          What Helix {decoder.helixVersion} requires
        </h2>
        <HelixRequirementPanel version={decoder.helixVersion} appIds={appIds} />
      </section>
    </section>
  );
}
