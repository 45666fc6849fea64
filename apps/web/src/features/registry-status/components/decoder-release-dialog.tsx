import { APP_PLATFORMS, HELIX_VERSION_PATTERN, type AppPlatformName } from '@prism/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextArea } from '../../../components/ui/text-area';
import type { HelixDecoder } from '../api/get-helix-decoders';
import { useReleaseHelixDecoder } from '../api/release-helix-decoder';
import styles from './registry-status.module.css';

export interface DecoderReleaseDialogProps {
  /** The released Helix versions, newest first: a decoder decodes one of them. */
  helixVersions: readonly string[];
  /** The latest decoder of each platform, to say what the new one must be newer than. */
  latest: readonly HelixDecoder[];
  onClose: () => void;
  onRecorded: (decoder: HelixDecoder) => void;
}

/**
 * Recording a platform decoder's release (editors): the platform, the decoder's version, the Helix
 * version it decodes and notes. The server refuses a version that is not newer than the platform's
 * latest (409); its message shows in the dialog.
 */
export function DecoderReleaseDialog({
  helixVersions,
  latest,
  onClose,
  onRecorded,
}: DecoderReleaseDialogProps) {
  const [platform, setPlatform] = useState<AppPlatformName>(latest[0]?.platform ?? APP_PLATFORMS[0].name);
  const [decoderVersion, setDecoderVersion] = useState('');
  const [helixVersion, setHelixVersion] = useState(helixVersions[0] ?? '');
  const [notes, setNotes] = useState('');
  const [checked, setChecked] = useState(false);
  const record = useReleaseHelixDecoder();
  const ids = { platform: useId(), version: useId(), versionHint: useId(), helix: useId() };
  const current = latest.find((decoder) => decoder.platform === platform);
  const versionIssue =
    checked && !HELIX_VERSION_PATTERN.test(decoderVersion.trim())
      ? 'Write the decoder version as three numbers, like 2.3.0.'
      : null;

  const submit = () => {
    setChecked(true);
    if (!HELIX_VERSION_PATTERN.test(decoderVersion.trim()) || !helixVersion) return;
    record.mutate(
      { platform, decoderVersion: decoderVersion.trim(), helixVersion, notes: notes.trim() },
      { onSuccess: onRecorded },
    );
  };

  return (
    <Dialog
      title="Record a decoder release"
      onClose={onClose}
      dismissible={!record.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <LoadingButton loading={record.isPending} onClick={submit} disabled={helixVersions.length === 0}>
            Record release
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
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.platform}>
            Platform
          </label>
          <select
            id={ids.platform}
            className={styles.select}
            value={platform}
            onChange={(event) => setPlatform(event.target.value as AppPlatformName)}
          >
            {APP_PLATFORMS.map((option) => (
              <option key={option.name} value={option.name}>
                {option.name} ({option.id})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.version}>
            Decoder version
          </label>
          <input
            id={ids.version}
            className={styles.input}
            value={decoderVersion}
            onChange={(event) => setDecoderVersion(event.target.value)}
            aria-invalid={versionIssue ? true : undefined}
            aria-describedby={ids.versionHint}
            autoComplete="off"
            maxLength={14}
          />
          <p
            id={ids.versionHint}
            className={versionIssue ? styles.failed : styles.fieldHint}
            role={versionIssue ? 'alert' : undefined}
          >
            {versionIssue ??
              (current
                ? `The latest ${platform} decoder is ${current.decoderVersion}; a release must be newer.`
                : `No ${platform} decoder has been released yet.`)}
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.helix}>
            Decodes Helix version
          </label>
          <select
            id={ids.helix}
            className={styles.select}
            value={helixVersion}
            onChange={(event) => setHelixVersion(event.target.value)}
          >
            {helixVersions.length === 0 ? <option value="">No Helix version released yet</option> : null}
            {helixVersions.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </select>
        </div>
        <TextArea
          label="Notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={4000}
        />
        {record.isError ? (
          <p className={styles.problem} role="alert">
            The release was not recorded: {record.error.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
