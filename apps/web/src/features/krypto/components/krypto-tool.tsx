import { kryptoCsvUploadErrorMessage, KRYPTO_MAX_ROWS, MSG, roleCan } from '@prism/domain';
import { Button } from '../../../components/ui/button';
import { Popover } from '../../../components/ui/popover';
import { Toast, TOAST_SECONDS } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import { useKryptoTool, type KryptoBulkSummary } from '../hooks/use-krypto-tool';
import { kryptoDownload } from '../lib/krypto-download';
import { KryptoPanel } from './krypto-panel';
import styles from './krypto.module.css';

/** How spreadsheet programs open a CSV without mangling long numbers. */
export const CSV_HELP_URL =
  'https://support.microsoft.com/en-us/office/import-or-export-text-txt-or-csv-files-5250ac4c-663c-47ce-937b-339e391393ba';

const CSV_EXAMPLE = 'field,value\naccountNumber,8245100012345678\nemail,jane.doe@example.com';

export interface KryptoToolProps {
  userId: string;
  roles: readonly string[];
}

/** The title of the tool for these roles: 'Encrypt and Decrypt values', or 'Encrypt values' without decrypt. */
export function kryptoTitle(roles: readonly string[]): string {
  return roleCan(roles, 'kryptoDecrypt') ? MSG.kryptoTitle : MSG.kryptoTitleEncryptOnly;
}

/** The Krypto tool (spec 000 sections 2 and 4): Decrypt and Encrypt panels, the download and the CSV help. */
export function KryptoTool({ userId, roles }: KryptoToolProps) {
  if (!roleCan(roles, 'kryptoEncrypt')) {
    return (
      <p className={styles.denied} role="alert">
        {MSG.kryptoNoPermission}
      </p>
    );
  }
  return <KryptoPanels userId={userId} roles={roles} />;
}

function KryptoPanels({ userId, roles }: KryptoToolProps) {
  const { state, setText, runSingle, upload, dismissCsvError } = useKryptoTool({ userId, roles });
  const canDecrypt = roleCan(roles, 'kryptoDecrypt');
  const noteFor = (method: KryptoBulkSummary['method']) =>
    state.bulkSummary?.method === method ? bulkNote(state.bulkSummary) : null;

  return (
    <div className={styles.tool}>
      <div className={styles.panels}>
        <KryptoPanel
          side="decrypt"
          state={state.decrypt}
          disabled={!canDecrypt}
          disabledReason={canDecrypt ? undefined : 'Decrypting needs the transformer-decrypt role.'}
          failed={state.decryptionFailed}
          bulkNote={noteFor('decrypt')}
          onTextChange={(text) => setText('decrypt', text)}
          onRun={() => void runSingle('decrypt')}
          onUpload={(file) => void upload('decrypt', file)}
        />
        <KryptoPanel
          side="encrypt"
          state={state.encrypt}
          bulkNote={noteFor('encrypt')}
          onTextChange={(text) => setText('encrypt', text)}
          onRun={() => void runSingle('encrypt')}
          onUpload={(file) => void upload('encrypt', file)}
        />
      </div>
      <div className={styles.footer}>
        <Button
          variant="secondary"
          disabled={!state.result}
          onClick={() => state.result && kryptoDownload(state.result)}
        >
          {MSG.kryptoDownloadCsvResult}
        </Button>
        <Popover label={MSG.kryptoCsvHelp}>
          <h4 className={styles.helpTitle}>{MSG.kryptoCsvHowToOpen}</h4>
          <p className={styles.helpText}>
            A Krypto file is plain text: the first line is exactly <code>field,value</code>, then one row per
            value, at most {KRYPTO_MAX_ROWS} rows. Open it with your spreadsheet&rsquo;s text import and set
            the value column to Text, so long numbers keep every digit.
          </p>
          <a href={CSV_HELP_URL} target="_blank" rel="noreferrer">
            Documentation: import or export text (.txt or .csv) files
          </a>
        </Popover>
        <Tooltip
          label="CSV example"
          content={
            <>
              <span className={styles.exampleTitle}>Example CSV</span>
              <pre className={styles.example}>{CSV_EXAMPLE}</pre>
            </>
          }
        >
          <InfoIcon />
        </Tooltip>
      </div>
      {state.csvError ? (
        <Toast
          tone="error"
          placement="bottom-left"
          durationSeconds={TOAST_SECONDS.default}
          message={kryptoCsvUploadErrorMessage(state.csvError)}
          onDismiss={dismissCsvError}
        />
      ) : null}
    </div>
  );
}

function bulkNote({ method, fileName, rows }: KryptoBulkSummary): string {
  const verb = method === 'encrypt' ? 'encrypted' : 'decrypted';
  return `${rows} ${rows === 1 ? 'row' : 'rows'} of ${fileName} ${verb}: download the CSV result below.`;
}

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="9.1" y="8.5" width="1.8" height="6" rx="0.9" fill="currentColor" />
      <circle cx="10" cy="5.9" r="1.1" fill="currentColor" />
    </svg>
  );
}
