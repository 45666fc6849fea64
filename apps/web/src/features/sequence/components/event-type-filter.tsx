import { countFormat } from '../../../lib/format';
import styles from './sequence.module.css';

export interface EventTypeFilterProps {
  /** The visit's event types with their counts. */
  types: readonly { eventType: string; count: number }[];
  /** Types left out of the list (the address's `hiddenEventTypes[]`). */
  hidden: ReadonlySet<string>;
  onChange: (hidden: string[]) => void;
}

/** Which event types the list shows: one checkbox per type the visit has, with its count. */
export function EventTypeFilter({ types, hidden, onChange }: EventTypeFilterProps) {
  const toggle = (eventType: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(eventType);
    else next.add(eventType);
    onChange([...next]);
  };
  return (
    <fieldset className={styles.typeFilter}>
      <legend>Event types</legend>
      {types.map(({ eventType, count }) => (
        <label key={eventType} className={styles.typeOption}>
          <input
            type="checkbox"
            checked={!hidden.has(eventType)}
            onChange={(event) => toggle(eventType, event.target.checked)}
          />
          {eventType} <span className={styles.muted}>{countFormat(count)}</span>
        </label>
      ))}
    </fieldset>
  );
}
