import type { FieldDefinition } from '@prism/domain';
import styles from './registry.module.css';

/** An enum field's values on demand: a disclosure naming how many, the values inside. */
export function FieldValues({ field }: { field: FieldDefinition }) {
  if (field.values.length === 0) return null;
  return (
    <details className={styles.values}>
      <summary>
        {field.values.length} {field.values.length === 1 ? 'value' : 'values'}
        {field.enumCategory ? ` (${field.enumCategory})` : ''}
      </summary>
      <ul className={styles.valueList} aria-label={`Values of ${field.name}`}>
        {field.values.map((value) => (
          <li key={value} className={`${styles.badge} ${styles.mono}`}>
            {value}
          </li>
        ))}
      </ul>
    </details>
  );
}
