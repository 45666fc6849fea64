import {
  kryptoCsvFileNameAccepted,
  kryptoCsvValidate,
  kryptoDecryptionFailed,
  kryptoLoggedRoles,
  kryptoOperation,
  kryptoSingleValidate,
  KRYPTO_SINGLE_FIELD,
  MSG,
  type KryptoCryptingMethod,
  type KryptoRow,
} from '@prism/domain';
import { useState } from 'react';
import { useLogKryptoAccess } from '../api/log-krypto-access';
import { useTransformKrypto } from '../api/transform-krypto';

export type KryptoSide = KryptoCryptingMethod;

export interface KryptoSideState {
  text: string;
  /** The side's own message ('No decrypt data entered.', a server refusal); kept until the text changes. */
  error: string | null;
  /** The transformed single value. */
  output: string;
  loadingSingle: boolean;
  loadingUpload: boolean;
}

export interface KryptoBulkSummary {
  method: KryptoCryptingMethod;
  fileName: string;
  rows: number;
}

export interface KryptoToolState {
  encrypt: KryptoSideState;
  decrypt: KryptoSideState;
  /** The last bulk failure, shown as the 'CSV Upload Error: …' toast. */
  csvError: string | null;
  /** The last transform's rows, kept for 'Download CSV result'. */
  result: KryptoRow[] | null;
  bulkSummary: KryptoBulkSummary | null;
  /** A decrypt answer carried the 'Spec Guide decryption failed' marker. */
  decryptionFailed: boolean;
}

const emptySide: KryptoSideState = {
  text: '',
  error: null,
  output: '',
  loadingSingle: false,
  loadingUpload: false,
};

const initialState: KryptoToolState = {
  encrypt: emptySide,
  decrypt: emptySide,
  csvError: null,
  result: null,
  bulkSummary: null,
  decryptionFailed: false,
};

const otherSide = (side: KryptoSide): KryptoSide => (side === 'encrypt' ? 'decrypt' : 'encrypt');

/**
 * The Krypto dialog's state and actions (spec 000 section 4): per-side text, errors and loading
 * flags, the bulk error, the result kept for download and the decryption-failed indicator.
 */
export function useKryptoTool({ userId, roles }: { userId: string; roles: readonly string[] }) {
  const [state, setState] = useState<KryptoToolState>(initialState);
  const transform = useTransformKrypto();
  const accessLog = useLogKryptoAccess();

  const patchSide = (side: KryptoSide, patch: Partial<KryptoSideState>) =>
    setState((current) => ({ ...current, [side]: { ...current[side], ...patch } }));

  const logAccess = (kind: 'single' | 'bulk', method: KryptoCryptingMethod) =>
    accessLog.mutate(
      { userId, operation: kryptoOperation(kind, method), roles: kryptoLoggedRoles(roles) },
      // Spec 000 section 8: an access-log failure is only an internal console message.
      { onError: () => console.error(MSG.userUpdateFailed) },
    );

  /** Typing clears that side's error (and a stale decryption-failed indicator on the decrypt side). */
  const setText = (side: KryptoSide, text: string) =>
    setState((current) => ({
      ...current,
      [side]: { ...current[side], text, error: null },
      decryptionFailed: side === 'decrypt' ? false : current.decryptionFailed,
    }));

  const runSingle = async (side: KryptoSide) => {
    const text = state[side].text.trim();
    const invalid = kryptoSingleValidate(side, text);
    if (invalid) {
      patchSide(side, { error: invalid });
      return;
    }
    patchSide(side, { loadingSingle: true, error: null });
    try {
      const rows = await transform.mutateAsync({
        data: [{ field: KRYPTO_SINGLE_FIELD, value: text }],
        cryptingMethod: side,
      });
      const failed = side === 'decrypt' && kryptoDecryptionFailed(rows);
      setState((current) => ({
        ...current,
        [side]: { ...current[side], loadingSingle: false, output: failed ? '' : (rows[0]?.value ?? '') },
        result: failed ? null : rows,
        bulkSummary: null,
        decryptionFailed: side === 'decrypt' ? failed : current.decryptionFailed,
      }));
      logAccess('single', side);
    } catch (error) {
      patchSide(side, { loadingSingle: false, error: messageOf(error) });
    }
  };

  /** A new upload clears the other side's text error, the CSV error and the previous result. */
  const upload = async (side: KryptoSide, file: File) => {
    const other = otherSide(side);
    setState((current) => ({
      ...current,
      [other]: { ...current[other], error: null },
      csvError: null,
      result: null,
      bulkSummary: null,
      decryptionFailed: side === 'decrypt' ? false : current.decryptionFailed,
    }));
    if (!kryptoCsvFileNameAccepted(file.name)) {
      setState((current) => ({ ...current, csvError: MSG.kryptoCsvInvalidType }));
      return;
    }
    patchSide(side, { loadingUpload: true });
    try {
      const checked = kryptoCsvValidate(await file.text());
      if (!checked.ok) {
        setState((current) => ({
          ...current,
          [side]: { ...current[side], loadingUpload: false },
          csvError: checked.message,
        }));
        return;
      }
      const rows = await transform.mutateAsync({ data: checked.rows, cryptingMethod: side });
      setState((current) => ({
        ...current,
        [side]: { ...current[side], loadingUpload: false },
        result: rows,
        bulkSummary: { method: side, fileName: file.name, rows: rows.length },
        decryptionFailed: side === 'decrypt' ? kryptoDecryptionFailed(rows) : current.decryptionFailed,
      }));
      logAccess('bulk', side);
    } catch (error) {
      setState((current) => ({
        ...current,
        [side]: { ...current[side], loadingUpload: false },
        csvError: messageOf(error),
      }));
    }
  };

  const dismissCsvError = () => setState((current) => ({ ...current, csvError: null }));

  return { state, setText, runSingle, upload, dismissCsvError };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
