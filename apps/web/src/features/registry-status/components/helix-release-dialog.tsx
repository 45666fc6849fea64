import {
  HELIX_VERSION_PATTERN,
  helixNextVersion,
  helixVersionCompare,
  type RegistryChange,
} from '@prism/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextArea } from '../../../components/ui/text-area';
import type { HelixVersionSummary } from '../api/get-helix-versions';
import { useReleaseHelixVersion } from '../api/release-helix-version';
import { registryChangeSummary } from '../lib/registry-changes';
import styles from './registry-status.module.css';

export interface HelixReleaseDialogProps {
  latestVersion: string | null;
  /** The draft's changes against the latest version (what the release will list). */
  pending: readonly RegistryChange[];
  onClose: () => void;
  onReleased: (version: HelixVersionSummary) => void;
}

/** What is wrong with a typed version before the server is asked, or null. */
function versionProblem(version: string, latest: string | null): string | null {
  if (!HELIX_VERSION_PATTERN.test(version)) return 'Write the version as three numbers, like 1.42.0.';
  if (latest && helixVersionCompare(version, latest) <= 0) return `The version must be newer than ${latest}.`;
  return null;
}

/**
 * Releasing the draft as a new Helix version: the suggested next version (a major step for a
 * breaking change, minor for additions, patch for wording), editable, and the release notes, which
 * are required. The server's refusal (409: nothing changed or not newer; 400) shows in the dialog.
 */
export function HelixReleaseDialog({ latestVersion, pending, onClose, onReleased }: HelixReleaseDialogProps) {
  const suggested = helixNextVersion(latestVersion, pending);
  const [version, setVersion] = useState(suggested);
  const [notes, setNotes] = useState('');
  const [checked, setChecked] = useState(false);
  const release = useReleaseHelixVersion();
  const versionId = useId();
  const versionHintId = useId();
  const versionIssue = checked ? versionProblem(version.trim(), latestVersion) : null;
  const notesIssue = checked && notes.trim() === '' ? 'Write what this release changes.' : null;

  const submit = () => {
    setChecked(true);
    if (versionProblem(version.trim(), latestVersion) || notes.trim() === '') return;
    release.mutate({ version: version.trim(), notes: notes.trim() }, { onSuccess: onReleased });
  };

  return (
    <Dialog
      title="Release a Helix version"
      onClose={onClose}
      dismissible={!release.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={release.isPending}>
            Cancel
          </Button>
          <LoadingButton loading={release.isPending} onClick={submit}>
            Release {version.trim() || 'version'}
          </LoadingButton>
        </>
      }
    >
      <form
        className={styles.fields}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.note}>
          {latestVersion
            ? `${registryChangeSummary(pending)} since ${latestVersion}.`
            : 'The first release of the registry.'}{' '}
          Apps and decoders can require the new version once it is released; it cannot be changed afterwards.
        </p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={versionId}>
            Version
          </label>
          <input
            id={versionId}
            className={styles.input}
            value={version}
            onChange={(event) => setVersion(event.target.value)}
            aria-invalid={versionIssue ? true : undefined}
            aria-describedby={versionHintId}
            autoComplete="off"
            maxLength={14}
          />
          <p
            id={versionHintId}
            className={versionIssue ? styles.failed : styles.fieldHint}
            role={versionIssue ? 'alert' : undefined}
          >
            {versionIssue ?? `Suggested by the changes: ${suggested}.`}
          </p>
        </div>
        <TextArea
          label="Release notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          error={notesIssue}
          maxLength={4000}
          required
        />
        {release.isError ? (
          <p className={styles.problem} role="alert">
            The version was not released: {release.error.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
