import { z } from 'zod';

/** The tracked-entity kinds of spec 000 section 1, exactly as the spec names them. */
export const TRACKED_ENTITY_KINDS = [
  'GROUP',
  'EVENT_TYPE',
  'EVENT_CASE',
  'TEST_CASE',
  'FORMULA',
  'ATOM',
  'ACTIVATION_EVENT',
] as const;
export type TrackedEntityKind = (typeof TRACKED_ENTITY_KINDS)[number];

/**
 * Every kind of record whose changes the history keeps: the spec's tracked entities and the
 * registry's own records (field definitions, API-service and API-name mapping rules, Helix versions).
 */
export const HISTORY_ENTITY_KINDS = [
  ...TRACKED_ENTITY_KINDS,
  'FIELD_DEFINITION',
  'API_SERVICE_MAPPING',
  'API_NAME_MAPPING',
  'HELIX_VERSION',
] as const;
export type HistoryEntityKind = (typeof HISTORY_ENTITY_KINDS)[number];

/** What happened to the record: `released` is a Helix version (or what it carries) being published. */
export const HISTORY_ACTIONS = ['created', 'updated', 'deleted', 'released'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A record's state as JSON (an object, a list or a scalar), or null when it did not or no longer exists. */
const snapshotSchema = z.unknown().nullable();

/** One change: who did what to which record when, with the record before and after. */
export const historyEntrySchema = z.object({
  id: z.string(),
  entityKind: z.enum(HISTORY_ENTITY_KINDS),
  entityId: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The user id of whoever made the change. */
  actor: z.string(),
  /** When, in epoch milliseconds. */
  at: z.number().int(),
  /** One line a person reads: `Renamed GET /api/billing/balance to Billing balance`. */
  summary: z.string(),
  before: snapshotSchema,
  after: snapshotSchema,
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** What a writer hands over: the store gives the id and, unless told, the time. */
export type HistoryRecordInput = Omit<HistoryEntry, 'id' | 'at'> & { at?: number };

export const HISTORY_LIMIT_MAX = 500;
export const HISTORY_LIMIT_DEFAULT = 50;

/**
 * `GET /api/history`: newest first, optionally of one kind or one record. `before` is the cursor
 * the previous page answered (`nextBefore`): the entries older than the last one it showed.
 */
export const historyQuerySchema = z
  .object({
    entityKind: z.enum(HISTORY_ENTITY_KINDS).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, 'must be at least 1')
          .max(HISTORY_LIMIT_MAX, `must be at most ${HISTORY_LIMIT_MAX}`),
      )
      .default(HISTORY_LIMIT_DEFAULT),
    before: z
      .string()
      .regex(/^\d{1,15}:[A-Za-z0-9-]{1,64}$/, 'must be a cursor a previous page answered')
      .optional(),
  })
  .strict()
  .refine((query) => query.entityId === undefined || query.entityKind !== undefined, {
    message: 'entityId needs an entityKind',
    path: ['entityKind'],
  });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const historyReplySchema = z.object({
  entries: z.array(historyEntrySchema),
  /** The cursor for the next, older page; null when this page reached the oldest entry. */
  nextBefore: z.string().nullable(),
});
export type HistoryReply = z.output<typeof historyReplySchema>;

/** The paging cursor of an entry: its time and id, so entries of the same millisecond page stably. */
export function historyCursor(entry: Pick<HistoryEntry, 'at' | 'id'>): string {
  return `${entry.at}:${entry.id}`;
}

/** Reads a cursor made by {@link historyCursor}. */
export function historyCursorParse(cursor: string): { at: number; id: string } {
  const split = cursor.indexOf(':');
  return { at: Number(cursor.slice(0, split)), id: cursor.slice(split + 1) };
}
