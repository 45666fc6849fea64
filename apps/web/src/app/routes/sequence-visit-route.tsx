import { sequenceBoundParse, type SequenceRange } from '@prism/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useVisitSequence } from '../../features/sequence/api/get-visit-sequence';
import { EventTypeFilter } from '../../features/sequence/components/event-type-filter';
import { SequenceRangeForm } from '../../features/sequence/components/sequence-range-form';
import { VisitEventsTable } from '../../features/sequence/components/visit-events-table';
import { VisitSummaryList } from '../../features/sequence/components/visit-summary';
import { sequenceEventTypeCounts } from '../../features/sequence/lib/sequence-events';
import { apiErrorIs } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../page/page.module.css';

const HIDDEN_TYPES = 'hiddenEventTypes[]';

/** The address's range: both bounds whole numbers, end not before start; anything else is no range. */
function rangeOf(params: URLSearchParams): SequenceRange | null {
  const start = sequenceBoundParse(params.get('start') ?? '');
  const end = sequenceBoundParse(params.get('end') ?? '');
  return start !== null && end !== null && start <= end ? { start, end } : null;
}

/**
 * /tools/sequence/:visitId (spec 000 section 2, the link-out of the API visit ids and error
 * pages): the visit's header, its events in order with every field, the sequence range
 * (`start`, `end`), the event types shown (`hiddenEventTypes[]`) and the event to land on (by
 * `traceId`, or by sequence number `seq` for links such as Volt's), all in the address.
 */
export function SequenceVisitRoute() {
  const { visitId = '' } = useParams();
  useDocumentTitle({ page: 'Sequence' });
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const traceId = params.get('traceId') ?? undefined;
  const seq = sequenceBoundParse(params.get('seq') ?? '') ?? undefined;
  const hidden = new Set(params.getAll(HIDDEN_TYPES));
  const sequence = useVisitSequence(visitId, range);

  const setRange = (next: SequenceRange | null) => {
    const updated = new URLSearchParams(params);
    updated.delete('start');
    updated.delete('end');
    if (next) {
      updated.set('start', String(next.start));
      updated.set('end', String(next.end));
    }
    setParams(updated);
  };
  const setHidden = (types: string[]) => {
    const updated = new URLSearchParams(params);
    updated.delete(HIDDEN_TYPES);
    for (const type of types) updated.append(HIDDEN_TYPES, type);
    setParams(updated, { replace: true });
  };

  const header = (
    <div className={styles.pageHeader}>
      <p className={styles.pageEyebrow}>
        <Link to="/tools/sequence">Sequence</Link> / Visit
      </p>
      <h1 className={styles.pageTitle}>Sequence</h1>
      <p className={styles.pageLead}>
        Visit <strong>{visitId}</strong>
      </p>
    </div>
  );

  if (sequence.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        {header}
        <div aria-label="Loading the visit">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="1.75rem" />
          ))}
        </div>
      </div>
    );
  }
  if (sequence.isError) {
    const missing = apiErrorIs(sequence.error, 404);
    return (
      <div className={styles.page}>
        {header}
        <StateFrame
          title={missing ? 'No events stored for this visit' : 'The visit could not be loaded'}
          tone={missing ? 'neutral' : 'danger'}
          role={missing ? undefined : 'alert'}
        >
          <StateFrameText>{sequence.error.message}</StateFrameText>
          {missing ? (
            <Link to="/tools/sequence">Find another visit</Link>
          ) : (
            <Button variant="secondary" onClick={() => void sequence.refetch()}>
              Try again
            </Button>
          )}
        </StateFrame>
      </div>
    );
  }

  const reply = sequence.data;
  const types = sequenceEventTypeCounts(reply.events);
  const shown = reply.events.filter((event) => !hidden.has(event.eventType));
  const traced = traceId ? reply.events.find((event) => event.traceId === traceId) : undefined;
  let traceNote: string | null = null;
  if (traceId && !traced) {
    traceNote = range
      ? `No event in sequence numbers ${range.start} to ${range.end} carries trace ID ${traceId}. Reset the range to search the whole visit.`
      : `No event of this visit carries trace ID ${traceId}.`;
  } else if (traced && hidden.has(traced.eventType)) {
    traceNote = `The event with trace ID ${traceId} is a ${traced.eventType} event, whose type is hidden.`;
  }

  return (
    <div className={styles.page}>
      {header}
      <Card title="Visit">
        <VisitSummaryList summary={reply.summary} />
      </Card>
      <Card title="Events" aside={sequence.isFetching ? 'Loading…' : undefined}>
        <div className={styles.page}>
          <SequenceRangeForm
            key={range ? `${range.start}-${range.end}` : 'all'}
            current={range}
            first={reply.summary.firstSequence}
            last={reply.summary.lastSequence}
            onApply={setRange}
            onReset={() => setRange(null)}
          />
          {types.length > 0 ? <EventTypeFilter types={types} hidden={hidden} onChange={setHidden} /> : null}
          {traceNote ? (
            <p className={styles.buildingNote} role="status">
              {traceNote}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <StateFrame
              title={reply.events.length === 0 ? 'No events in this range' : 'Every event type is hidden'}
            >
              <StateFrameText>
                {reply.events.length === 0
                  ? `The visit's sequence numbers run from ${reply.summary.firstSequence} to ${reply.summary.lastSequence}.`
                  : 'Tick an event type above to list its events.'}
              </StateFrameText>
            </StateFrame>
          ) : (
            <VisitEventsTable
              events={shown}
              visitStartMs={reply.summary.startMs}
              traceId={traceId}
              seq={seq}
            />
          )}
        </div>
      </Card>
    </div>
  );
}
