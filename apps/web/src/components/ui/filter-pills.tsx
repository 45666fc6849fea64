import styles from './filter-pills.module.css';

/** A filter in force, as its pill shows it. */
export interface FilterPill<K extends string> {
  key: K;
  /** The filter's name, in bold. */
  name: string;
  /** Its value, after the name; empty for an on/off filter. */
  value: string;
  /** Every value, for the tooltip, when `value` is shortened. */
  full?: string;
}

export interface FilterPillsProps<K extends string> {
  pills: readonly FilterPill<K>[];
  /** Removes one filter (at once: a pill is what is in force, not a draft). */
  onRemove: (key: K) => void;
}

/** The filters in force as pills, each with a button that removes it. */
export function FilterPills<K extends string>({ pills, onRemove }: FilterPillsProps<K>) {
  return (
    <ul className={styles.pills} aria-label="Filters in force">
      {pills.map((pill) => (
        <li key={pill.key} className={styles.pill}>
          <span className={styles.pillText} title={`${pill.name}: ${pill.full ?? pill.value}`}>
            <span className={styles.pillName}>{pill.name}</span>
            {pill.value ? `: ${pill.value}` : null}
          </span>
          <button
            type="button"
            className={styles.pillRemove}
            aria-label={`Remove ${pill.name} filter`}
            onClick={() => onRemove(pill.key)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
