import { MSG } from '@prism/domain';
import { useId, useRef } from 'react';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextArea } from '../../../components/ui/text-area';
import type { KryptoSide, KryptoSideState } from '../hooks/use-krypto-tool';
import styles from './krypto.module.css';

const COPY = {
  decrypt: {
    title: 'Decrypt',
    input: 'Value to decrypt',
    placeholder: 'k1.…',
    output: 'Decrypted value',
    action: 'Decrypt',
  },
  encrypt: {
    title: 'Encrypt',
    input: 'Value to encrypt',
    placeholder: 'e.g. an account number',
    output: 'Encrypted value',
    action: 'Encrypt',
  },
} as const;

export interface KryptoPanelProps {
  side: KryptoSide;
  state: KryptoSideState;
  /** The box and both buttons are disabled (decrypt without transformer-decrypt). */
  disabled?: boolean;
  /** Why the panel is disabled, shown in place of its help line. */
  disabledReason?: string;
  /** Shows the 'Decryption Failed' indicator. */
  failed?: boolean;
  /** A line about the last file transformed on this side. */
  bulkNote?: string | null;
  onTextChange: (text: string) => void;
  onRun: () => void;
  onUpload: (file: File) => void;
}

/** One side of the Krypto tool: a text box, 'Upload CSV' (.csv only) and the action button. */
export function KryptoPanel({
  side,
  state,
  disabled = false,
  disabledReason,
  failed = false,
  bulkNote,
  onTextChange,
  onRun,
  onUpload,
}: KryptoPanelProps) {
  const copy = COPY[side];
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = state.loadingSingle || state.loadingUpload;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h3 id={headingId} className={styles.panelTitle}>
          {copy.title}
        </h3>
        {failed ? (
          <span className={styles.failed} role="status">
            {MSG.kryptoDecryptionFailed}
          </span>
        ) : null}
      </div>
      {disabledReason ? <p className={styles.note}>{disabledReason}</p> : null}
      <TextArea
        label={copy.input}
        placeholder={copy.placeholder}
        value={state.text}
        error={state.error}
        disabled={disabled}
        rows={3}
        spellCheck={false}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <div className={styles.actions}>
        <LoadingButton loading={state.loadingSingle} disabled={disabled || busy} onClick={onRun}>
          {copy.action}
        </LoadingButton>
        <LoadingButton
          variant="secondary"
          loading={state.loadingUpload}
          disabled={disabled || busy}
          onClick={() => fileInput.current?.click()}
        >
          {MSG.kryptoUploadCsv}
        </LoadingButton>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept=".csv"
          aria-label={`CSV file to ${side}`}
          tabIndex={-1}
          disabled={disabled || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again is a new upload.
            event.target.value = '';
            if (file) onUpload(file);
          }}
        />
      </div>
      <TextArea label={copy.output} value={state.output} readOnly rows={3} spellCheck={false} />
      {bulkNote ? <p className={styles.note}>{bulkNote}</p> : null}
    </section>
  );
}
