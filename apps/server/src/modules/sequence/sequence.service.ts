import {
  RECENT_VISITS_MAX,
  clientEventWithoutPersonal,
  roleCan,
  sequenceRangeIncludes,
  type Application,
  type ClientEvent,
  type DataSource,
  type RecentVisit,
  type RecentVisitsQuery,
  type TraceLocation,
  type VisitSequenceReply,
  type VisitSummary,
} from '@prism/domain';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AnalyticsStore, Queryable } from '../../plugins/stores';
import { applicationsRepository } from '../applications/applications.repository';
import { applicationsRequire } from '../applications/applications.service';

/** How many recent visits the picker gets when the caller does not say. */
const RECENT_VISITS_DEFAULT = 20;

/** What the viewer's header says about a visit, from all of its events (in order, at least one). */
function visitSummaryOf(events: readonly ClientEvent[]): VisitSummary {
  const first = events[0]!;
  let startMs = first.timestamp;
  let endMs = first.timestamp;
  let firstSequence = first.sequenceNumber;
  let lastSequence = first.sequenceNumber;
  for (const event of events) {
    startMs = Math.min(startMs, event.timestamp);
    endMs = Math.max(endMs, event.timestamp);
    firstSequence = Math.min(firstSequence, event.sequenceNumber);
    lastSequence = Math.max(lastSequence, event.sequenceNumber);
  }
  return {
    appId: first.appId,
    deviceId: first.deviceId,
    environment: first.environment,
    startMs,
    endMs,
    events: events.length,
    firstSequence,
    lastSequence,
  };
}

/**
 * The events of one visit in the order they happened (the sequence viewer), narrowed to a sequence
 * range when `start` or `end` is given; the summary is always of the whole visit. User ids and
 * feedback text are personal data: only callers with customer-feedback access receive them.
 */
export async function visitSequenceRead(
  analytics: AnalyticsStore,
  auth: AuthUser,
  visitId: string,
  bounds: { start?: number; end?: number } = {},
): Promise<VisitSequenceReply> {
  const events = await analytics.clientEventsOfVisit(visitId);
  if (events.length === 0) throw notFound(`No events stored for visit "${visitId}"`);
  const summary = visitSummaryOf(events);
  const range =
    bounds.start === undefined && bounds.end === undefined
      ? null
      : { start: bounds.start ?? summary.firstSequence, end: bounds.end ?? summary.lastSequence };
  const shown = range ? events.filter((event) => sequenceRangeIncludes(range, event.sequenceNumber)) : events;
  const personal = roleCan(auth.roles, 'customerFeedback');
  return { visitId, summary, range, events: personal ? shown : shown.map(clientEventWithoutPersonal) };
}

/** The ids of a data source's applications (every application's when none is given). */
async function appIdsOf(db: Queryable, dataSource: DataSource | undefined): Promise<string[]> {
  const apps = await applicationsRepository.list(db);
  return apps.filter((app) => dataSource === undefined || app.dataSource === dataSource).map((app) => app.id);
}

/**
 * The visit whose event carries a trace id, and that event: the earliest such event among the data
 * source's applications (any application's without one). 404 when no event carries it.
 */
export async function traceLocate(
  db: Queryable,
  analytics: AnalyticsStore,
  query: { traceId: string; dataSource?: DataSource },
): Promise<TraceLocation> {
  const appIds = query.dataSource === undefined ? undefined : await appIdsOf(db, query.dataSource);
  const found = await analytics.clientEventByTraceId(query.traceId, appIds);
  if (!found) {
    const within = query.dataSource === undefined ? '' : ` in data source "${query.dataSource}"`;
    throw notFound(`No event carries trace id "${query.traceId}"${within}`);
  }
  return found;
}

/**
 * The newest visits of one application, or of a data source's applications (all applications'
 * without either). An application outside the data source asked for is a 400 naming `appId`.
 */
export async function recentVisitsList(
  db: Queryable,
  analytics: AnalyticsStore,
  query: RecentVisitsQuery,
): Promise<{ visits: RecentVisit[] }> {
  let appIds: string[];
  if (query.appId !== undefined) {
    const [app] = (await applicationsRequire(db, 'appId', [query.appId])) as [Application];
    if (query.dataSource !== undefined && app.dataSource !== query.dataSource) {
      throw badRequest(`appId: "${app.id}" is not an application of data source "${query.dataSource}"`);
    }
    appIds = [app.id];
  } else {
    appIds = await appIdsOf(db, query.dataSource);
  }
  const limit = Math.min(query.limit ?? RECENT_VISITS_DEFAULT, RECENT_VISITS_MAX);
  return { visits: await analytics.recentVisits({ appIds, environment: query.environment, limit }) };
}
