import { eventCaseConditionText, type EventCaseEntry } from '@prism/domain';
import { Link } from 'react-router';
import styles from './registry.module.css';

export interface EventCaseCardProps {
  /** The case; null when the registry has no case of that id, undefined while it loads. */
  eventCase: EventCaseEntry | null | undefined;
  id: string;
  failed: boolean;
  /** The case's registry details page. */
  registryHref: string;
}

/** On the client-analytics event details: what the registry says the case is, and a link to it. */
export function EventCaseCard({ eventCase, id, failed, registryHref }: EventCaseCardProps) {
  return (
    <section className={styles.eventCaseCard} aria-labelledby="event-case-card" data-testid="event-case-card">
      <h2 id="event-case-card">{eventCase ? eventCase.name : 'Event case'}</h2>
      {failed ? (
        <p className={styles.muted} role="alert">
          The registry could not be read for <span className={styles.mono}>{id}</span>.
        </p>
      ) : eventCase === undefined ? (
        <p className={styles.muted} role="status">
          Reading the registry…
        </p>
      ) : eventCase === null ? (
        <p className={styles.muted}>
          <span className={styles.mono}>{id}</span> is not an event case of the registry.
        </p>
      ) : (
        <>
          <div className={styles.cardLine}>
            <span className={styles.mono}>{eventCase.id}</span>
            <span className={styles.badge}>{eventCase.eventType}</span>
            {eventCase.conditions.map((condition, index) => (
              <span key={index} className={`${styles.mono} ${styles.muted}`}>
                {eventCaseConditionText(condition)}
              </span>
            ))}
          </div>
          {eventCase.description ? <p className={styles.typeDescription}>{eventCase.description}</p> : null}
          <p>
            <Link className={styles.link} to={registryHref}>
              Definition in the registry
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
