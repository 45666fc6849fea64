import {
  eventCaseConditionText,
  type CodeLanguage,
  type EventCaseEntry,
  type HistoryEntry,
} from '@prism/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { countFormat } from '../../../lib/format';
import type { RegistryDraft } from '../api/get-registry';
import { useDeleteEventCase } from '../api/save-event-case';
import { EventCaseDialog, type EventCaseApp } from './event-case-dialog';
import { EventCaseSnippet } from './event-case-snippet';
import styles from './registry.module.css';

export interface EventCaseDetailsProps {
  eventCase: EventCaseEntry;
  registry: Pick<RegistryDraft, 'fields' | 'eventTypes'>;
  apps: readonly EventCaseApp[];
  languages: readonly CodeLanguage[];
  /** Events of the case in the page's period: undefined while loading, null when it failed. */
  volume: number | null | undefined;
  /** The client-analytics event details of this case. */
  analyticsHref: string;
  /** The case's changes; undefined while loading, null when they could not be read. */
  history: readonly HistoryEntry[] | null | undefined;
  canEdit: boolean;
  /** The case was deleted: the page goes back to the list. */
  onDeleted: () => void;
}

const dateTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One event case (issue 19): its definition with the conditions in words, the snippet that sends
 * it, its events in the period with a link to its analytics, its change history, and for editors
 * edit and delete (after a confirmation).
 */
export function EventCaseDetails(props: EventCaseDetailsProps) {
  const { eventCase, registry, volume, history, canEdit } = props;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteEventCase();
  const eventType = registry.eventTypes.find((type) => type.name === eventCase.eventType);
  return (
    <div className={styles.detailsGrid}>
      <section className={styles.section} aria-labelledby="case-definition">
        <div className={styles.snippetHeader}>
          <h2 className={styles.sectionTitle} id="case-definition">
            Definition
          </h2>
          {canEdit ? (
            <div className={styles.toolbarEnd}>
              <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="danger" size="small" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </div>
          ) : null}
        </div>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{eventCase.name}</dd>
          <dt>Id</dt>
          <dd className={styles.mono}>{eventCase.id}</dd>
          <dt>Event type</dt>
          <dd className={styles.mono}>{eventCase.eventType}</dd>
          <dt>Domain</dt>
          <dd>{eventCase.domain}</dd>
          <dt>Description</dt>
          <dd>{eventCase.description || <span className={styles.muted}>None</span>}</dd>
          <dt>Applications</dt>
          <dd>{eventCase.appIds.join(', ')}</dd>
          <dt>Conditions</dt>
          <dd>
            {eventCase.conditions.length === 0 ? (
              <span className={styles.muted}>None</span>
            ) : (
              <ul className={styles.conditions}>
                {eventCase.conditions.map((condition, index) => (
                  <li key={index} className={styles.mono}>
                    {eventCaseConditionText(condition)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Last changed</dt>
          <dd>
            {dateTime(eventCase.updatedAt)} by {eventCase.updatedBy}
          </dd>
        </dl>
      </section>
      <div className={styles.section}>
        <section className={styles.section} aria-labelledby="case-volume">
          <h2 className={styles.sectionTitle} id="case-volume">
            Events in the period
          </h2>
          {volume === undefined ? (
            <p className={styles.muted} role="status">
              Counting…
            </p>
          ) : volume === null ? (
            <p className={styles.fieldError} role="alert">
              The events could not be counted for this period.
            </p>
          ) : volume === 0 ? (
            <p>
              <span className={`${styles.badge} ${styles.notSeen}`}>Not seen</span>{' '}
              <span className={styles.muted}>No event of this case arrived in the period.</span>
            </p>
          ) : (
            <p className={styles.volume}>{countFormat(volume)}</p>
          )}
          <p>
            <Link className={styles.link} to={props.analyticsHref}>
              Event details in client analytics
            </Link>
          </p>
        </section>
        <EventCaseSnippet
          eventCase={eventCase}
          eventType={eventType}
          fields={registry.fields}
          languages={props.languages}
        />
      </div>
      <section className={styles.section} aria-labelledby="case-history">
        <h2 className={styles.sectionTitle} id="case-history">
          Change history
        </h2>
        {history === undefined ? (
          <p className={styles.muted} role="status">
            Loading the history…
          </p>
        ) : history === null ? (
          <p className={styles.fieldError} role="alert">
            The change history could not be read.
          </p>
        ) : history.length === 0 ? (
          <p className={styles.muted}>No recorded changes.</p>
        ) : (
          <ol className={styles.history}>
            {history.map((entry) => (
              <li key={entry.id}>
                <span>{entry.summary}</span>
                <span className={`${styles.muted} ${styles.small}`}>
                  {entry.action} by {entry.actor}, {dateTime(entry.at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {editing ? (
        <EventCaseDialog
          eventCase={eventCase}
          registry={registry}
          apps={props.apps}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      {deleting ? (
        <Dialog
          title={`Delete event case ${eventCase.id}?`}
          onClose={() => setDeleting(false)}
          dismissible={!remove.isPending}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(false)} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  // mutateAsync: the page leaves for the list even though the case's own query,
                  // invalidated on success, would unmount this dialog first.
                  remove.mutateAsync(eventCase.id).then(props.onDeleted, () => undefined)
                }
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </Button>
            </>
          }
        >
          <p>
            Events that name <span className={styles.mono}>{eventCase.id}</span> will be reported as naming an
            unknown event case. The deletion is kept in the change history.
          </p>
          {remove.error ? (
            <p className={styles.formError} role="alert">
              {remove.error.message}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
