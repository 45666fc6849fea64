import { CLIENT_EVENT_COLUMNS, type ClientEvent } from '@prism/domain';
import { countFormat } from '../../../lib/format';

/** One field of an event as the viewer shows it: its wire name and its value as text. */
export interface EventField {
  field: string;
  value: string;
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10);
  return String(value);
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Every non-empty field of an event, in the schema's order (the expanded row). */
export function sequenceEventFields(event: ClientEvent): EventField[] {
  const record = event as Record<string, unknown>;
  return CLIENT_EVENT_COLUMNS.filter((col) => present(record[col.field])).map((col) => ({
    field: col.field,
    value: col.field === 'timestamp' ? new Date(event.timestamp).toISOString() : valueText(record[col.field]),
  }));
}

const ms = (value: number | null | undefined) =>
  present(value) ? `${countFormat(Math.round(value!))} ms` : null;
const kbps = (value: number | null | undefined) =>
  present(value) ? `${countFormat(Math.round(value!))} kbps` : null;

/** An API call as `VERB name`; names that already start with their verb (`GET /api/x`) keep theirs. */
function apiText(event: ClientEvent): string | null {
  const { apiHttpVerb: verb, apiName: name } = event;
  if (!name) return verb ?? null;
  return verb && !name.startsWith(`${verb} `) ? `${verb} ${name}` : name;
}

/**
 * The few fields that say what an event was, by its type: an API call's verb, name, response code
 * and time; an error's code and type; a playback event's figures; a page view's page and section.
 * Empty ones are left out.
 */
export function sequenceEventKeyFields(event: ClientEvent): { label: string; value: string }[] {
  const pairs: [string, string | null | undefined][] = (() => {
    switch (event.eventType) {
      case 'apiCall':
        return [
          ['API', apiText(event)],
          ['Code', present(event.apiResponseCode) ? String(event.apiResponseCode) : null],
          ['Time', ms(event.apiResponseTimeMs)],
          ['Operation', event.apiOperationName],
          ['Host', event.apiHost],
        ];
      case 'error':
        return [
          ['Error', event.errorCode],
          ['Type', event.errorType],
          ['Message', event.errorMessage],
        ];
      case 'pageView':
        return [
          ['Section', event.appSection],
          ['Page type', event.pageType],
        ];
      case 'selectAction':
      case 'custom':
        return [['Section', event.appSection]];
      case 'loginStart':
      case 'loginStop':
        return [
          ['Operation', event.loginOperationType],
          ['Outcome', event.loginOutcome],
        ];
      case 'playbackStart':
      case 'playbackStall':
      case 'playbackHeartbeat':
      case 'playbackStop':
        return [
          ['Stream', [event.streamType, event.contentClass].filter(Boolean).join(' / ') || null],
          ['Startup', ms(event.startupTimeMs)],
          ['Bitrate', kbps(event.bitrateKbps)],
          ['Buffering', ms(event.bufferingMs)],
          ['Watched', ms(event.watchTimeMs)],
        ];
      case 'experimentActivated':
        return [
          ['Experiments', event.experimentUuids?.join(', ')],
          ['Variants', event.variantUuids?.join(', ')],
        ];
      case 'userFeedback':
        return [
          ['Category', event.feedbackCategory],
          ['Rating', present(event.feedbackRating) ? String(event.feedbackRating) : null],
        ];
      case 'startSession':
        return [
          ['Version', event.appVersion],
          ['System', [event.operatingSystem, event.osVersion].filter(Boolean).join(' ') || null],
          ['Connection', event.connectionType],
        ];
    }
  })();
  return pairs
    .filter((pair): pair is [string, string] => present(pair[1]))
    .map(([label, value]) => ({ label, value }));
}

/** Time since the visit began: `+0.000 s`, `+12.345 s`, `+3:05.120`, `+1:02:03.000`. */
export function sequenceOffsetFormat(offsetMs: number): string {
  const total = Math.max(0, Math.round(offsetMs));
  const millis = String(total % 1000).padStart(3, '0');
  const seconds = Math.floor(total / 1000);
  if (seconds < 60) return `+${seconds}.${millis} s`;
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `+${minutes}:${s}.${millis}`;
  return `+${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}.${millis}`;
}

/** A clock time of day in UTC with milliseconds: `21:28:05.123`. */
export function sequenceClockFormat(ms: number): string {
  return new Date(ms).toISOString().slice(11, 23);
}

/** How long a visit lasted, in words: `45 s`, `12 min 5 s`, `2 h 3 min`. */
export function sequenceDurationFormat(durationMs: number): string {
  const seconds = Math.round(Math.max(0, durationMs) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The event types of a visit with how many events of each, in the order they first happened. */
export function sequenceEventTypeCounts(
  events: readonly ClientEvent[],
): { eventType: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.eventType, (counts.get(event.eventType) ?? 0) + 1);
  return [...counts].map(([eventType, count]) => ({ eventType, count }));
}
