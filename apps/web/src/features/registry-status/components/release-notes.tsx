import { useId } from 'react';
import { timestampFormat } from '../../../lib/format';
import type { HelixVersionSummary } from '../api/get-helix-versions';
import { registryChangeSummary } from '../lib/registry-changes';
import { ChangeList } from './change-list';
import { versionAnchor } from './helix-version-list';
import styles from './registry-status.module.css';

export interface ReleaseNotesProps {
  /** Newest first. */
  versions: readonly HelixVersionSummary[];
  /** Jumps to a version's notes (the address's hash). */
  onJump: (anchor: string) => void;
}

/**
 * The release notes of every Helix version, newest first, generated from the registry's history:
 * each version's changes against the one before, grouped, breaking first. A picker and links jump
 * to one version.
 */
export function ReleaseNotes({ versions, onJump }: ReleaseNotesProps) {
  const pickerId = useId();
  return (
    <div className={styles.stack}>
      <nav className={styles.toolbar} aria-label="Versions">
        <div className={styles.field}>
          <label className={styles.label} htmlFor={pickerId}>
            Go to version
          </label>
          <select
            id={pickerId}
            className={styles.select}
            defaultValue=""
            onChange={(event) => {
              if (event.target.value) onJump(event.target.value);
            }}
          >
            <option value="">Choose a version</option>
            {versions.map((version) => (
              <option key={version.version} value={versionAnchor(version.version)}>
                {version.version}
              </option>
            ))}
          </select>
        </div>
        <ul className={styles.anchors}>
          {versions.map((version) => (
            <li key={version.version}>
              <a className={styles.chip} href={`#${versionAnchor(version.version)}`}>
                {version.version}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ol className={styles.versions} aria-label="Release notes">
        {versions.map((version, index) => {
          const previous = versions[index + 1]?.version ?? null;
          const anchor = versionAnchor(version.version);
          return (
            <li
              key={version.version}
              className={styles.version}
              id={anchor}
              aria-labelledby={`${anchor}-notes`}
              tabIndex={-1}
            >
              <div className={styles.versionHead}>
                <h2 className={styles.versionTitle} id={`${anchor}-notes`}>
                  Helix {version.version}
                </h2>
                <span className={styles.small}>
                  {timestampFormat(version.releasedAt)} · {version.releasedBy}
                </span>
                <span className={styles.small}>
                  {previous ? `${registryChangeSummary(version.changes)} since ${previous}` : 'First release'}
                </span>
              </div>
              {version.notes ? <p className={styles.versionNotes}>{version.notes}</p> : null}
              <div className={styles.versionBody}>
                <ChangeList
                  changes={version.changes}
                  emptyText={
                    previous
                      ? `No change to the registry since ${previous}.`
                      : 'The first release: the registry as it started, with nothing before it to compare.'
                  }
                />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
