import { Kbd } from '../../../../components/ui/kbd';
import type { TriageItem } from '../../api/triage';
import styles from './triage.module.css';

/** The four states an analyst toggles on an item (spec 001 section 4). */
export type TriageFlag = 'isReviewed' | 'isFlagged' | 'isHidden' | 'useForRetrain';

/** Each toggle's label and shortcut key, in the order shown. */
export const TRIAGE_FLAGS: readonly { field: TriageFlag; label: string; key: string }[] = [
  { field: 'isReviewed', label: 'Reviewed', key: 'r' },
  { field: 'isFlagged', label: 'Flagged', key: 'f' },
  { field: 'isHidden', label: 'Hidden', key: 'h' },
  { field: 'useForRetrain', label: 'Use for retraining', key: 't' },
];

export interface TriageTogglesProps {
  item: TriageItem;
  canWrite: boolean;
  /** The flags whose change is on its way to the server. */
  saving: ReadonlySet<TriageFlag>;
  onToggle: (field: TriageFlag) => void;
}

/** Reviewed, flagged, hidden and use-for-retraining as switches (pressed = on), each saved at once. */
export function TriageToggles({ item, canWrite, saving, onToggle }: TriageTogglesProps) {
  return (
    <div className={styles.toggles} role="group" aria-label="Item state">
      {TRIAGE_FLAGS.map(({ field, label, key }) => (
        <button
          key={field}
          type="button"
          className={styles.toggle}
          aria-pressed={item[field]}
          aria-keyshortcuts={key}
          aria-busy={saving.has(field) || undefined}
          disabled={!canWrite}
          onClick={() => onToggle(field)}
        >
          <span className={styles.switch} aria-hidden="true" />
          <span>{label}</span>
          {saving.has(field) ? <span className={styles.savingDot} aria-hidden="true" /> : null}
          <Kbd aria-hidden>{key}</Kbd>
        </button>
      ))}
    </div>
  );
}
