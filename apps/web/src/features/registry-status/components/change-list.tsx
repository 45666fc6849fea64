import type { RegistryChange } from '@prism/domain';
import { registryChangeGroups } from '../lib/registry-changes';
import styles from './registry-status.module.css';

const CHANGE_WORDS: Readonly<Record<RegistryChange['change'], { label: string; tone: string }>> = {
  added: { label: 'Added', tone: 'tone-ok' },
  changed: { label: 'Changed', tone: 'tone-primary' },
  removed: { label: 'Removed', tone: 'tone-neutral' },
};

export interface ChangeListProps {
  changes: readonly RegistryChange[];
  /** The level of the group headings (Fields, Event types, Event cases) under the list's own heading. */
  headingLevel?: 3 | 4;
  /** Said when there are no changes. */
  emptyText?: string;
}

/**
 * Registry changes as release notes: grouped by fields, event types and event cases, breaking ones
 * first and marked in words, each with its detail lines.
 */
export function ChangeList({ changes, headingLevel = 3, emptyText = 'No changes.' }: ChangeListProps) {
  const groups = registryChangeGroups(changes);
  if (groups.length === 0) return <p className={styles.note}>{emptyText}</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.stackTight}>
      {groups.map((group) => (
        <section key={group.kind} className={styles.changeGroup} aria-label={group.title}>
          <Heading className={styles.changeGroupTitle}>
            {group.title} <span className={styles.small}>({group.changes.length})</span>
          </Heading>
          <ul className={styles.changes}>
            {group.changes.map((change) => (
              <li
                key={`${change.change}:${change.entityId}`}
                className={styles.change}
                data-breaking={change.breaking}
              >
                <div className={styles.changeHead}>
                  <span className={`${styles.badge} ${styles[CHANGE_WORDS[change.change].tone]}`}>
                    {CHANGE_WORDS[change.change].label}
                  </span>
                  {change.breaking ? (
                    <span className={`${styles.badge} ${styles['tone-danger']}`}>Breaking</span>
                  ) : null}
                  <span className={styles.mono}>{change.entityId}</span>
                </div>
                {change.details.length > 0 ? (
                  <ul className={styles.changeDetails}>
                    {change.details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
