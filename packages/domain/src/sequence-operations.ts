import { z } from 'zod';
import { DATA_SOURCES } from './application';
import { ENVIRONMENTS, clientEventSchema } from './events';
import { restOperation } from './operation';
import { sequenceRangeQuerySchema } from './sequence-range';

/*
 * The visit sequence viewer's calls (spec 000 sections 2 and 7, `/api/sequence`; issue 19 scope
 * item 5): one visit's events in order (optionally a sequence range of them), the visit an event's
 * trace id belongs to, and the newest visits of an application or data source to pick from.
 */

const visitId = z.string().trim().min(1).max(128);

/** What the viewer's header says about a whole visit, whatever range of it is shown. */
export const visitSummarySchema = z.object({
  appId: z.string(),
  deviceId: z.string(),
  environment: z.enum(ENVIRONMENTS),
  /** The first and last event's times, epoch milliseconds. */
  startMs: z.number(),
  endMs: z.number(),
  /** Events stored for the visit. */
  events: z.number().int(),
  firstSequence: z.number().int(),
  lastSequence: z.number().int(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** The answer of `GET /api/sequence/:visitId`: the whole visit summarised, the range applied, its events. */
export const visitSequenceReplySchema = z.object({
  visitId: z.string(),
  summary: visitSummarySchema,
  /** The range the events were narrowed to (the bounds asked for, the visit's own filling a gap), or null. */
  range: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
  events: z.array(clientEventSchema),
});
export type VisitSequenceReply = z.infer<typeof visitSequenceReplySchema>;

export const getVisitSequence = restOperation({
  id: 'getVisitSequence',
  method: 'GET',
  path: '/api/sequence/:visitId',
  summary:
    'The events of one visit in the order they happened, with the whole visit summarised; `start` and ' +
    '`end` narrow them to a sequence range. User ids and feedback text only for callers with ' +
    'customer-feedback access.',
  tag: 'Sequence',
  access: 'portal',
  params: z.object({ visitId }).strict(),
  query: sequenceRangeQuerySchema,
  reply: visitSequenceReplySchema,
});

/** Where a trace id was seen: the visit and the event that carried it. */
export const traceLocationSchema = z.object({
  traceId: z.string(),
  visitId: z.string(),
  appId: z.string(),
  sequenceNumber: z.number().int(),
  timestamp: z.number(),
});
export type TraceLocation = z.infer<typeof traceLocationSchema>;

export const findVisitByTrace = restOperation({
  id: 'findVisitByTrace',
  method: 'GET',
  path: '/api/sequence',
  summary:
    "The visit whose event carries a trace id (the viewer's trace search), and that event's sequence " +
    'number; `dataSource` narrows the search to its applications. 404 when no event carries it.',
  tag: 'Sequence',
  access: 'portal',
  query: z
    .object({
      traceId: z.string().trim().min(1, 'traceId is required').max(64, 'traceId is at most 64 characters'),
      dataSource: z.enum(DATA_SOURCES).optional(),
    })
    .strict(),
  reply: traceLocationSchema,
});

/** Most visits the recent-visits list answers. */
export const RECENT_VISITS_MAX = 100;

/** One visit of the recent-visits list: when, where, how many events, and where it began. */
export const recentVisitSchema = z.object({
  visitId: z.string(),
  appId: z.string(),
  deviceId: z.string(),
  environment: z.enum(ENVIRONMENTS),
  startMs: z.number(),
  endMs: z.number(),
  events: z.number().int(),
  /** The first page viewed, when the visit viewed one. */
  firstPage: z.string().nullable(),
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;

/** `GET /api/sequence/recent`'s query: one application or a data source's, an environment, how many. */
export const recentVisitsQuerySchema = z
  .object({
    appId: z.string().trim().min(1).max(128).optional(),
    dataSource: z.enum(DATA_SOURCES).optional(),
    environment: z.enum(ENVIRONMENTS).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, 'limit must be a whole number')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, 'limit must be at least 1')
          .max(RECENT_VISITS_MAX, `limit must be at most ${RECENT_VISITS_MAX}`),
      )
      .optional(),
  })
  .strict();
export type RecentVisitsQuery = z.output<typeof recentVisitsQuerySchema>;

export const listRecentVisits = restOperation({
  id: 'listRecentVisits',
  method: 'GET',
  path: '/api/sequence/recent',
  summary:
    'The newest visits of an application (`appId`), or of the client applications of a data source, ' +
    'newest first: start and end, event count, first page. For the viewer and Volt to pick a visit from.',
  tag: 'Sequence',
  access: 'portal',
  query: recentVisitsQuerySchema,
  reply: z.object({ visits: z.array(recentVisitSchema) }),
});

/** Every sequence-viewer REST operation, spread into `REST_OPERATIONS`. */
export const SEQUENCE_REST_OPERATIONS = [findVisitByTrace, listRecentVisits, getVisitSequence] as const;
