import { useState } from 'react';
import { countFormat, timestampFormat } from '../../../lib/format';
import type { HelixVersionSummary } from '../api/get-helix-versions';
import { registryChangeSummary } from '../lib/registry-changes';
import { ChangeList } from './change-list';
import { HelixRequirementPanel } from './helix-requirement-panel';
import styles from './registry-status.module.css';

export interface HelixVersionListProps {
  /** Newest first, as the server lists them. */
  versions: readonly HelixVersionSummary[];
  /** The entity's apps: an opened version lists their event cases. */
  appIds: readonly string[];
}

/** `1.42.0` as an element id. */
export const versionAnchor = (version: string) => `v${version.replaceAll('.', '-')}`;

function VersionItem({
  version,
  previous,
  appIds,
}: {
  version: HelixVersionSummary;
  previous: string | null;
  appIds: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const bodyId = `${versionAnchor(version.version)}-details`;
  const { counts } = version;
  return (
    <li className={styles.version} aria-labelledby={`${versionAnchor(version.version)}-title`}>
      <div className={styles.versionHead}>
        <h2 className={styles.versionTitle} id={`${versionAnchor(version.version)}-title`}>
          {version.version}
        </h2>
        <span className={styles.small}>
          Released {timestampFormat(version.releasedAt)} by {version.releasedBy}
        </span>
        <span className={styles.small}>
          {countFormat(counts.fields)} fields · {countFormat(counts.eventTypes)} event types ·{' '}
          {countFormat(counts.eventCases)} event cases
        </span>
        <span className={styles.small}>
          {previous ? `${registryChangeSummary(version.changes)} since ${previous}` : 'First release'}
        </span>
      </div>
      {version.notes ? <p className={styles.versionNotes}>{version.notes}</p> : null}
      <div className={styles.versionHead}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide' : 'Show'} what {version.version} requires and its changes
        </button>
      </div>
      {open ? (
        <div className={styles.versionBody} id={bodyId}>
          {previous ? (
            <section className={styles.stackTight} aria-label={`Changes in ${version.version}`}>
              <h3 className={styles.sectionTitle}>Changes since {previous}</h3>
              <ChangeList changes={version.changes} headingLevel={4} />
            </section>
          ) : null}
          <HelixRequirementPanel version={version.version} appIds={appIds} />
        </div>
      ) : null}
    </li>
  );
}

/** The released Helix versions, newest first, each opening to what it requires and what it changed. */
export function HelixVersionList({ versions, appIds }: HelixVersionListProps) {
  return (
    <ol className={styles.versions} aria-label="Released Helix versions">
      {versions.map((version, index) => (
        <VersionItem
          key={version.version}
          version={version}
          previous={versions[index + 1]?.version ?? null}
          appIds={appIds}
        />
      ))}
    </ol>
  );
}
