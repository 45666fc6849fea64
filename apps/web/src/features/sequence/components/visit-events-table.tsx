import type { ClientEvent } from '@prism/domain';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Kbd } from '../../../components/ui/kbd';
import { keyboardShortcutAllowed, useKeyboardCommands } from '../../../lib/keyboard';
import {
  sequenceClockFormat,
  sequenceEventFields,
  sequenceEventKeyFields,
  sequenceOffsetFormat,
} from '../lib/sequence-events';
import styles from './sequence.module.css';

export interface VisitEventsTableProps {
  /** The events to list, in order (already narrowed by range and type). */
  events: readonly ClientEvent[];
  /** When the visit began, for each event's offset. */
  visitStartMs: number;
  /** The trace id of the address: its event is highlighted and scrolled to. */
  traceId?: string;
  /** Without a trace id, the sequence number of the address (`seq`) to highlight and scroll to. */
  seq?: number;
}

const rowKey = (event: ClientEvent, index: number) => `${event.sequenceNumber}:${event.timestamp}:${index}`;

function keyStep(event: KeyboardEvent): 1 | -1 | undefined {
  if (!keyboardShortcutAllowed(event)) return undefined;
  if (event.key === 'j') return 1;
  if (event.key === 'k') return -1;
  return undefined;
}

/**
 * A visit's events as a table in the order they happened: sequence number, time since the visit
 * began and clock time, type, page, event case and the fields that say what happened; each row
 * opens to every field the event carries. `j` and `k` move between events; the event of the
 * address's trace id is highlighted and scrolled to.
 */
export function VisitEventsTable({ events, visitStartMs, traceId, seq }: VisitEventsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [current, setCurrent] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const tracedIndex = traceId
    ? events.findIndex((event) => event.traceId === traceId)
    : seq === undefined
      ? -1
      : events.findIndex((event) => event.sequenceNumber === seq);

  // Focus marks the current row (the button's onFocus), whether it came from j/k, a click or Tab.
  const focusRow = (index: number, block: ScrollLogicalPosition = 'nearest') => {
    const button = buttons.current.get(index);
    button?.focus({ preventScroll: true });
    // jsdom has no scrolling; browsers do.
    button?.closest('tr')?.scrollIntoView?.({ block, behavior: 'smooth' });
  };

  useKeyboardCommands(
    keyStep,
    (step) => {
      if (events.length === 0) return;
      const from = current ?? (step === 1 ? -1 : events.length);
      focusRow(Math.min(events.length - 1, Math.max(0, from + step)));
    },
    events.length > 0,
  );

  // Opening a trace's (or a sequence number's) visit lands on its event, once per target.
  const landed = useRef<string | null>(null);
  useEffect(() => {
    const target = `${traceId ?? ''}|${seq ?? ''}|${tracedIndex}`;
    if (tracedIndex < 0 || landed.current === target) return;
    landed.current = target;
    focusRow(tracedIndex, 'center');
  });

  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={styles.tableWrap}>
      <p className={styles.hint}>
        <span className={styles.keys}>
          <Kbd size="small">j</Kbd> <Kbd size="small">k</Kbd>
        </span>{' '}
        next and previous event; Enter opens an event&apos;s fields.
      </p>
      <table className={styles.table} aria-label="Events of the visit">
        <thead>
          <tr>
            <th scope="col">Seq</th>
            <th scope="col">Offset</th>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Type</th>
            <th scope="col">Page</th>
            <th scope="col">Event case</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => {
            const key = rowKey(event, index);
            const open = expanded.has(key);
            const traced = index === tracedIndex;
            const classes = [styles.row, traced ? styles.traced : '', index === current ? styles.current : '']
              .filter(Boolean)
              .join(' ');
            const failed =
              event.eventType === 'error' ||
              (event.eventType === 'apiCall' && (event.apiResponseCode ?? 0) >= 400);
            return (
              <Fragment key={key}>
                <tr
                  className={classes}
                  aria-current={traced ? 'true' : undefined}
                  data-testid="sequence-event"
                >
                  <td>
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={open}
                      aria-label={`Event ${event.sequenceNumber}, ${event.eventType}${traced ? (traceId ? ', the traced call' : ', the linked event') : ''}`}
                      ref={(node) => {
                        if (node) buttons.current.set(index, node);
                        else buttons.current.delete(index);
                      }}
                      onFocus={() => setCurrent(index)}
                      onClick={() => toggle(key)}
                    >
                      <span
                        className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
                        aria-hidden
                      >
                        ›
                      </span>
                      {event.sequenceNumber}
                    </button>
                  </td>
                  <td className={styles.mono}>{sequenceOffsetFormat(event.timestamp - visitStartMs)}</td>
                  <td className={styles.mono}>{sequenceClockFormat(event.timestamp)}</td>
                  <td>
                    <span className={failed ? `${styles.typeBadge} ${styles.typeError}` : styles.typeBadge}>
                      {event.eventType}
                    </span>
                  </td>
                  <td>{event.pageName ?? <span className={styles.muted}>–</span>}</td>
                  <td className={styles.mono}>
                    {event.eventCaseId ?? <span className={styles.muted}>–</span>}
                  </td>
                  <td>
                    <ul className={styles.keyFields}>
                      {sequenceEventKeyFields(event).map(({ label, value }) => (
                        <li key={label}>
                          <span className={styles.keyLabel}>{label}</span>
                          <span className={label === 'Code' && failed ? styles.failed : undefined}>
                            {value}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
                {open ? (
                  <tr className={styles.details}>
                    <td colSpan={7}>
                      <dl className={styles.fieldList} aria-label={`Fields of event ${event.sequenceNumber}`}>
                        {sequenceEventFields(event).map(({ field, value }) => (
                          <div key={field}>
                            <dt>{field}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
