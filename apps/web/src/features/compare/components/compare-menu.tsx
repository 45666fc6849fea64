import {
  COMPARE_FEATURES,
  MSG,
  compareNeedsVersion,
  compareValidate,
  type CompareFeature,
} from '@prism/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOutsideClose } from '../../../components/ui/use-outside-close';
import styles from './compare-menu.module.css';
import { LoadProblem, PanelNote } from '../../../components/ui/load-problem';

/** The versions a compare version is chosen from, as the page loaded them. */
export interface CompareVersions {
  status: 'pending' | 'error' | 'success';
  options: readonly string[];
  onRetry: () => void;
}

export interface CompareMenuProps {
  feature: CompareFeature;
  version?: string;
  versions: CompareVersions;
  /** Told when the menu opens and closes, so versions are read only while it is open. */
  onOpenChange?: (open: boolean) => void;
  onApply: (feature: CompareFeature, version: string | undefined) => void;
}

const labelOf = (feature: CompareFeature) =>
  COMPARE_FEATURES.find((entry) => entry.id === feature)?.label ?? feature;

/**
 * The compare menu (spec 000 sections 4 and 5): choose a feature, then Apply. Another Version and
 * Previous Period (Other Version) need a compare version; until one is chosen the menu says
 * 'Please select the compare version.' and Apply stays disabled.
 */
export function CompareMenu({ feature, version, versions, onOpenChange, onApply }: CompareMenuProps) {
  const [draft, setDraftState] = useState<{ feature: CompareFeature; version?: string } | null>(null);
  const setDraft = useCallback(
    (next: { feature: CompareFeature; version?: string } | null) => {
      setDraftState(next);
      onOpenChange?.(next !== null);
    },
    [onOpenChange],
  );
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const id = useId();
  const open = draft !== null;

  useOutsideClose(
    root,
    open,
    useCallback(() => setDraft(null), [setDraft]),
  );
  useEffect(() => {
    if (open) firstRadio.current?.focus();
  }, [open]);
  const close = () => {
    setDraft(null);
    trigger.current?.focus();
  };

  const needsVersion = draft ? compareNeedsVersion(draft.feature) : false;
  const message = draft ? compareValidate(draft.feature, draft.version) : undefined;
  const changed =
    draft !== null &&
    (draft.feature !== feature || (needsVersion && (draft.version ?? '') !== (version ?? '')));
  const versionOptions = [...versions.options];
  if (draft?.version && !versionOptions.includes(draft.version)) versionOptions.unshift(draft.version);

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={buttonClassName('secondary', 'small')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setDraft(open ? null : { feature, version })}
      >
        Compare: {labelOf(feature)}
        {compareNeedsVersion(feature) && version ? ` ${version}` : ''}
      </button>
      {draft ? (
        <div id={id} role="dialog" aria-label="Compare menu" className={styles.panel}>
          <fieldset className={styles.features}>
            <legend className={styles.legend}>Compare with</legend>
            {COMPARE_FEATURES.map((entry, index) => (
              <label key={entry.id} className={styles.option}>
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  type="radio"
                  name={`${id}-feature`}
                  checked={draft.feature === entry.id}
                  onChange={() => setDraft({ ...draft, feature: entry.id })}
                />
                {entry.label}
              </label>
            ))}
          </fieldset>
          {needsVersion ? (
            <div className={styles.version}>
              <label className={styles.field}>
                Compare version
                <select
                  value={draft.version ?? ''}
                  onChange={(event) => setDraft({ ...draft, version: event.target.value || undefined })}
                >
                  <option value="">Select a version</option>
                  {versionOptions.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
              {versions.status === 'pending' ? <Spinner label="Loading versions…" /> : null}
              {versions.status === 'error' ? (
                <LoadProblem message={MSG.filterOptionsFailed} onRetry={versions.onRetry} />
              ) : null}
              {versions.status === 'success' && versions.options.length === 0 ? (
                <PanelNote>{MSG.noAppVersionsFound}</PanelNote>
              ) : null}
            </div>
          ) : null}
          {message ? (
            <p className={styles.message} role="alert">
              {message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={close}>
              Cancel
            </Button>
            <Button
              size="small"
              disabled={message !== undefined || !changed}
              onClick={() => {
                onApply(draft.feature, needsVersion ? draft.version : undefined);
                close();
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
